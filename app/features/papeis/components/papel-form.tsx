import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type PapelInput, papelInput } from '../../../../domain/schemas/papel';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { FormInput } from '../../../components/ui/form-input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { useCriarPapel } from '../api/criar-papel';
import { type Papel, papeisQueryOptions } from '../api/carregar-papeis';
import { useAtualizarPapel } from '../api/atualizar-papel';
import { TEXTOS } from './textos';

interface PapelFormValues {
  nome: string;
  descricao: string;
  /** As the number input gives it; the shared schema turns it into 1–10. */
  nivel: string;
  ativo: boolean;
}

const CAMPOS = ['nome', 'descricao', 'nivel', 'ativo'] as const;
const ehCampo = (name: string): name is (typeof CAMPOS)[number] => (CAMPOS as readonly string[]).includes(name);

/**
 * The shared schema validates the form, so it shows the server's own messages (nivel 1 to 10).
 * The form holds nivel as the input's text, which the schema coerces.
 */
const resolver = zodResolver(papelInput) as unknown as Resolver<PapelFormValues, unknown, PapelInput>;

interface Props {
  /** The role to edit; null for 'Novo Papel'. */
  papel: Papel | null;
  /** Called with the saved role (to select it) or nothing (cancelled). */
  onDone: (salvo?: Papel) => void;
}

/** The role form (nome, descrição, nível 1–10, ativo), shown in place of the grid. */
export function PapelForm({ papel, onDone }: Props) {
  const queryClient = useQueryClient();
  const create = useCriarPapel();
  const update = useAtualizarPapel();
  const [versao, setVersao] = useState(papel?.updated_at ?? '');
  const form = useForm<PapelFormValues, unknown, PapelInput>({
    defaultValues: {
      nome: papel?.nome ?? '',
      descricao: papel?.descricao ?? '',
      nivel: String(papel?.nivel ?? ''),
      ativo: papel?.ativo ?? true,
    },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, control, formState, setError, register, clearErrors } = form;
  const { isSubmitting, errors } = formState;

  async function mostrarErro(error: unknown) {
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      const campos = Object.entries(error.fields);
      for (const [campo, texto] of campos)
        if (ehCampo(campo)) setError(campo, { type: 'server', message: texto }, { shouldFocus: true });
      if (campos.every(([campo]) => ehCampo(campo))) return;
    }
    toast.error(TEXTOS.erroSalvarPapel, { description: error instanceof Error ? error.message : undefined });
    if (error instanceof ApiError && error.status === 409 && papel) {
      // Someone else saved first: take their version, so the next save is a deliberate overwrite.
      try {
        const { itens } = await queryClient.fetchQuery({ ...papeisQueryOptions, staleTime: 0 });
        const atual = itens.find((p) => p.id === papel.id);
        if (atual) setVersao(atual.updated_at);
      } catch {
        // The list refetch shows whether the role still exists.
      }
    }
  }

  const onSubmit = handleSubmit(async (dados) => {
    try {
      const salvo = papel
        ? await update.mutateAsync({ id: papel.id, input: { ...dados, updated_at: versao } })
        : await create.mutateAsync(dados);
      toast.success(papel ? TEXTOS.atualizado : TEXTOS.criado);
      onDone(salvo);
    } catch (error) {
      await mostrarErro(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="papel-form-titulo" className="grid gap-4">
        <h2 id="papel-form-titulo" className="text-lg font-semibold text-slate-900">
          {papel ? TEXTOS.editarTitulo(papel.nome) : TEXTOS.novoTitulo}
        </h2>
        <FormInput<PapelFormValues>
          idPrefix="papel"
          name="nome"
          label="Nome"
          readOnly={papel?.predefinido}
          aria-readonly={papel?.predefinido || undefined}
        />
        {papel?.predefinido ? <p className="-mt-2 text-xs text-slate-600">{TEXTOS.nomePredefinido}</p> : null}
        <FormField id="papel-descricao" label="Descrição" error={errors.descricao?.message}>
          <Textarea
            id="papel-descricao"
            rows={3}
            aria-invalid={errors.descricao ? true : undefined}
            aria-describedby={errors.descricao ? 'papel-descricao-erro' : undefined}
            {...register('descricao', { onChange: () => clearErrors('descricao') })}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput<PapelFormValues>
            idPrefix="papel"
            name="nivel"
            label="Nível (1 a 10)"
            type="number"
            min={1}
            max={10}
            step={1}
            inputMode="numeric"
          />
          <Controller
            control={control}
            name="ativo"
            render={({ field, fieldState }) => (
              <FormField id="papel-ativo" label="Status" error={fieldState.error?.message}>
                <Select
                  id="papel-ativo"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={fieldState.error ? 'papel-ativo-erro' : undefined}
                  value={field.value ? 'ativo' : 'inativo'}
                  onChange={(e) => {
                    clearErrors('ativo');
                    field.onChange(e.target.value === 'ativo');
                  }}
                >
                  <option value="ativo">Ativo</option>
                  <option value="inativo">Inativo</option>
                </Select>
              </FormField>
            )}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={isSubmitting} onClick={() => onDone()}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Salvando...' : papel ? 'Atualizar' : 'Criar'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
