import type { ComponentProps } from 'react';
import { Input } from '../ui/input';
import { type CampoProps, Rotulado, useCampo } from './campo';

type Props = CampoProps & {
  aoMudar?: () => void;
  aoSair?: () => void;
} & Omit<ComponentProps<'input'>, 'name' | 'id' | 'onChange' | 'onBlur'>;

/** A text input (or e-mail, phone, password…) bound by name to the surrounding form. */
export function CampoTexto({ name, label, largo, aoMudar, aoSair, ...props }: Props) {
  const { a11y, erro, registrar } = useCampo(name);
  return (
    <Rotulado id={a11y.id} label={label} erro={erro} largo={largo}>
      <Input autoComplete="off" {...props} {...a11y} {...registrar({ aoMudar, aoSair })} />
    </Rotulado>
  );
}

/** A whole number typed as text: the form's resolver reads it. */
export function CampoNumero(props: Omit<Props, 'type'>) {
  return <CampoTexto type="number" inputMode="numeric" step={1} {...props} />;
}

export function CampoData(props: Omit<Props, 'type'>) {
  return <CampoTexto type="date" {...props} />;
}
