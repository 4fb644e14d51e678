import type { ComponentProps } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { PrefixoDosCampos } from '../campos/campo';
import { CampoTexto } from '../campos/campo-texto';

type Props<T extends FieldValues> = { name: Path<T>; label: string; idPrefix: string; wide?: boolean } & Omit<
  ComponentProps<typeof CampoTexto>,
  'name' | 'label' | 'largo'
>;

/**
 * A text field of a form outside FormDialog (which gives its fields their id prefix): the same
 * CampoTexto, with the prefix given here. `wide` spans both columns of a two-column FormSection.
 */
export function FormInput<T extends FieldValues>({ idPrefix, wide = false, ...props }: Props<T>) {
  return (
    <PrefixoDosCampos.Provider value={idPrefix}>
      <CampoTexto largo={wide} {...props} />
    </PrefixoDosCampos.Provider>
  );
}
