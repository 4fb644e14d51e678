import { type ReactNode, createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../form-field';

/**
 * The form's id prefix: the field `nome` of the 'aluno' form is `aluno-nome` and its message
 * `aluno-nome-erro`, which ties the label and the message to the control.
 */
export const PrefixoDosCampos = createContext('campo');

interface AoEditar {
  aoMudar?: () => void;
  aoSair?: () => void;
}

/**
 * A field of the surrounding form (FormProvider) by name: its ids, its message and how to register
 * it. The message goes as soon as the field is edited; the next save checks it again.
 */
export function useCampo(name: string) {
  const { register, formState, clearErrors, getFieldState } = useFormContext();
  const id = `${useContext(PrefixoDosCampos)}-${name}`;
  const erro = getFieldState(name, formState).error?.message;
  const limpar = () => {
    if (erro) clearErrors(name);
  };
  return {
    id,
    erro,
    limpar,
    a11y: { id, 'aria-invalid': erro ? true : undefined, 'aria-describedby': erro ? `${id}-erro` : undefined },
    registrar: ({ aoMudar, aoSair }: AoEditar = {}) =>
      register(name, {
        onChange: () => {
          limpar();
          aoMudar?.();
        },
        onBlur: aoSair,
      }),
  };
}

export interface CampoProps {
  name: string;
  label: string;
  /** Spans both columns of a two-column form or section. */
  largo?: boolean;
}

/** Label, control and message; `largo` spans both columns. */
export function Rotulado({
  id,
  label,
  erro,
  largo,
  children,
}: { id: string; erro?: string; children: ReactNode } & Omit<CampoProps, 'name'>) {
  const campo = (
    <FormField id={id} label={label} error={erro}>
      {children}
    </FormField>
  );
  return largo ? <div className="sm:col-span-2">{campo}</div> : campo;
}
