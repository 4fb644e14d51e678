import { Controller, useFormContext } from 'react-hook-form';
import { Select } from '../ui/select';
import { type CampoProps, Rotulado, useCampo } from './campo';

/** [value in the page, text shown] of one of the two options. */
type Opcao = readonly [string, string];

/** A yes/no field (Ativa/Inativa) shown as a select of two options; the form holds a boolean. */
export function CampoBooleano({ name, label, largo, sim, nao }: CampoProps & { sim: Opcao; nao: Opcao }) {
  const { control } = useFormContext();
  const { a11y, erro, limpar } = useCampo(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Rotulado id={a11y.id} label={label} erro={erro} largo={largo}>
          <Select
            {...a11y}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ? sim[0] : nao[0]}
            onChange={(e) => {
              limpar();
              field.onChange(e.target.value === sim[0]);
            }}
          >
            <option value={sim[0]}>{sim[1]}</option>
            <option value={nao[0]}>{nao[1]}</option>
          </Select>
        </Rotulado>
      )}
    />
  );
}
