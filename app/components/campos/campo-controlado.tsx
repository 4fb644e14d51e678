import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useCampo } from './campo';

/** What a control of its own (a picker, a list of tags) gets to show and change one field. */
export interface Controle<V> {
  id: string;
  value: V;
  onChange: (value: V) => void;
  erro?: string;
}

/** A field drawn by a control of its own, bound by name like every other field. */
export function CampoControlado<V>({ name, children }: { name: string; children: (controle: Controle<V>) => ReactNode }) {
  const { control } = useFormContext();
  const { id, erro, limpar } = useCampo(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          {children({
            id,
            erro,
            value: field.value as V,
            onChange: (value) => {
              limpar();
              field.onChange(value);
            },
          })}
        </>
      )}
    />
  );
}
