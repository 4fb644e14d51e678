import type { ComponentProps } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { FormField } from '../form-field';
import { Input } from './input';

type Props<T extends FieldValues> = { name: Path<T>; label: string; idPrefix: string; wide?: boolean } & Omit<
  ComponentProps<'input'>,
  'name' | 'id'
>;

/**
 * A text input bound by name to the surrounding react-hook-form (FormProvider), with its label
 * and its error message; the error clears as soon as the field is edited. `wide` spans both
 * columns of a two-column FormSection.
 */
export function FormInput<T extends FieldValues>({ name, label, idPrefix, wide = false, ...props }: Props<T>) {
  const { register, formState, clearErrors, getFieldState } = useFormContext<T>();
  const error = getFieldState(name, formState).error?.message;
  const id = `${idPrefix}-${name}`;
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <FormField id={id} label={label} error={error}>
        <Input
          id={id}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
          {...props}
          {...register(name, {
            onChange: () => {
              if (error) clearErrors(name);
            },
          })}
        />
      </FormField>
    </div>
  );
}
