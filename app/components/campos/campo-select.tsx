import type { ComponentProps, ReactNode } from 'react';
import { Select } from '../ui/select';
import { type CampoProps, Rotulado, useCampo } from './campo';

/** An option: a catalogue value (its text from `rotulos`, else itself) or a record by id and name. */
type Opcao = string | number | { id: string; nome: string; desabilitada?: boolean };

type Props = CampoProps & {
  opcoes?: readonly Opcao[];
  rotulos?: Readonly<Record<string, string>>;
  /** The first option, value '' ('Selecione…', 'Nenhum'). */
  vazio?: string;
  /**
   * While the options load: a disabled select saying so. The real one mounts once its options
   * exist, so the record's current choice shows selected.
   */
  carregando?: string | false;
  /** Shown instead of the select (a load failure, a hint): the field is not there yet. */
  aviso?: ReactNode;
  aoMudar?: () => void;
} & Omit<ComponentProps<'select'>, 'name' | 'id' | 'onChange' | 'onBlur'>;

/** A native select bound by name to the surrounding form; `opcoes` first, then any children. */
export function CampoSelect({
  name,
  label,
  largo,
  opcoes = [],
  rotulos,
  vazio,
  carregando,
  aviso,
  aoMudar,
  children,
  ...props
}: Props) {
  const { a11y, erro, registrar } = useCampo(name);
  return (
    <Rotulado id={a11y.id} label={label} erro={erro} largo={largo}>
      {aviso ? (
        aviso
      ) : carregando ? (
        <Select id={a11y.id} disabled>
          <option>{carregando}</option>
        </Select>
      ) : (
        <Select {...props} {...a11y} {...registrar({ aoMudar })}>
          {vazio === undefined ? null : <option value="">{vazio}</option>}
          {opcoes.map((o) =>
            typeof o === 'object' ? (
              <option key={o.id} value={o.id} disabled={o.desabilitada}>
                {o.nome}
              </option>
            ) : (
              <option key={o} value={o}>
                {rotulos?.[o] ?? o}
              </option>
            ),
          )}
          {children}
        </Select>
      )}
    </Rotulado>
  );
}
