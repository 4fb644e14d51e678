import type { ComponentProps } from 'react';
import { Textarea } from '../ui/textarea';
import { type CampoProps, Rotulado, useCampo } from './campo';

/** A multi-line text bound by name to the surrounding form. */
export function CampoAreaTexto({
  name,
  label,
  largo,
  ...props
}: CampoProps & Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'onChange' | 'onBlur'>) {
  const { a11y, erro, registrar } = useCampo(name);
  return (
    <Rotulado id={a11y.id} label={label} erro={erro} largo={largo}>
      <Textarea {...props} {...a11y} {...registrar()} />
    </Rotulado>
  );
}
