import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type EscolaDados,
  TIPO_ESCOLA_LABEL,
  TIPOS_ESCOLA,
  escolaInput,
  escolaInputAdministrador,
} from '../../../../domain/schemas/escola';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { FormInput } from '../../../components/ui/form-input';
import { FormSection } from '../../../components/ui/form-section';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { useCreateEscola } from '../api/create-escola';
import { useEmpresasOpcoes } from '../api/get-empresas-opcoes';
import { escolaQueryOptions } from '../api/get-escola';
import type { Escola } from '../api/get-escolas';
import { useUpdateEscola } from '../api/update-escola';
import { type EscolaFormValues, isCampoEscola, valoresIniciais } from './escola-form';
import { TEXTOS } from './textos';

/**
 * The shared schemas validate the form, so it shows the server's own messages (spec 1 §5): an
 * administrador must choose the company; anybody else's school goes into their own company.
 * The form's values are a narrower type than the schema's input (every text a string), which
 * TypeScript cannot see through the resolver's option types.
 */
const resolverAdministrador = zodResolver(escolaInputAdministrador) as unknown as Resolver<
  EscolaFormValues,
  unknown,
  EscolaDados
>;
const resolverEmpresa = zodResolver(escolaInput) as unknown as Resolver<EscolaFormValues, unknown, EscolaDados>;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The school to edit; null opens 'Nova Escola'. */
  escola: Escola | null;
  isAdministrador: boolean;
}

/** Dialog 'Nova Escola' / 'Editar Escola' (spec 1 §2.9): closes on success, keeps what was typed on failure. */
export function EscolaFormDialog({ open, onOpenChange, escola, isAdministrador }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" title={escola ? TEXTOS.editarTitulo : TEXTOS.novaTitulo}>
        {open ? (
          <EscolaForm
            key={escola?.id ?? 'nova'}
            escola={escola}
            isAdministrador={isAdministrador}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** A text field of this form. */
function Campo(props: Omit<ComponentProps<typeof FormInput<EscolaFormValues>>, 'idPrefix'>) {
  return <FormInput<EscolaFormValues> idPrefix="escola" {...props} />;
}

function EscolaForm({
  escola,
  isAdministrador,
  onDone,
}: {
  escola: Escola | null;
  isAdministrador: boolean;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateEscola();
  const update = useUpdateEscola();
  const empresas = useEmpresasOpcoes(isAdministrador);
  const [versao, setVersao] = useState(escola?.updated_at ?? '');
  const form = useForm<EscolaFormValues, unknown, EscolaDados>({
    defaultValues: valoresIniciais(escola),
    resolver: isAdministrador ? resolverAdministrador : resolverEmpresa,
    // Spec 1 §5: an error goes away as soon as its field is edited; the next save checks again.
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, control, formState, setError, register, clearErrors } = form;
  const { isSubmitting, errors } = formState;
  // The school's own company stays selectable even when it is not among the companies listed.
  const listadas = empresas.data?.itens ?? [];
  const opcoesEmpresa =
    escola && !listadas.some((e) => e.id === escola.empresa_id)
      ? [{ id: escola.empresa_id, nome: escola.empresa_nome }, ...listadas]
      : listadas;

  async function mostrarErro(error: unknown) {
    const message = error instanceof Error ? error.message : 'Erro desconhecido';
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      let semCampo = false;
      for (const [campo, texto] of Object.entries(error.fields)) {
        if (isCampoEscola(campo) && (campo !== 'empresa_id' || isAdministrador))
          setError(campo, { type: 'server', message: texto }, { shouldFocus: true });
        else semCampo = true;
      }
      if (!semCampo) return;
    }
    toast.error(TEXTOS.erroSalvar(message));
    if (error instanceof ApiError && error.status === 409 && escola) {
      // Someone else saved first: take their version, so the next save is a deliberate overwrite.
      try {
        const atual = await queryClient.fetchQuery({ ...escolaQueryOptions(escola.id), staleTime: 0 });
        setVersao(atual.updated_at);
      } catch {
        // The list refetch (already under way) shows whether the school still exists.
      }
    }
  }

  const onSubmit = handleSubmit(async (dados) => {
    // Only an administrador chooses the company; the server puts anybody else's school in their own.
    const input = isAdministrador ? dados : { ...dados, empresa_id: null };
    try {
      if (escola) {
        await update.mutateAsync({ id: escola.id, input: { ...input, updated_at: versao } });
        toast.success(TEXTOS.atualizada);
      } else {
        await create.mutateAsync(input);
        toast.success(TEXTOS.criada);
      }
      onDone();
    } catch (error) {
      await mostrarErro(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <FormSection title="Identificação">
          <Campo name="nome" label="Nome da Escola" wide />
          <FormField id="escola-tipo" label="Tipo" error={errors.tipo?.message}>
            <Select id="escola-tipo" {...register('tipo', { onChange: () => clearErrors('tipo') })}>
              {TIPOS_ESCOLA.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {TIPO_ESCOLA_LABEL[tipo]}
                </option>
              ))}
            </Select>
          </FormField>
          <Campo name="codigo_inep" label="Código INEP" inputMode="numeric" maxLength={8} placeholder="00000000" />
          {isAdministrador ? (
            <div className="sm:col-span-2">
              <FormField id="escola-empresa_id" label="Empresa" error={errors.empresa_id?.message}>
                {empresas.isError ? (
                  <LoadError message={TEXTOS.erroEmpresas(empresas.error.message)} onRetry={() => void empresas.refetch()} />
                ) : empresas.isPending ? (
                  // The select mounts once its options exist, so it shows the school's company.
                  <p className="text-sm text-slate-600">{TEXTOS.carregandoEmpresas}</p>
                ) : (
                  <Select
                    id="escola-empresa_id"
                    aria-invalid={errors.empresa_id ? true : undefined}
                    aria-describedby={errors.empresa_id ? 'escola-empresa_id-erro' : undefined}
                    {...register('empresa_id', { onChange: () => clearErrors('empresa_id') })}
                  >
                    <option value="">{TEXTOS.selecioneEmpresa}</option>
                    {opcoesEmpresa.map((e) => (
                      <option key={e.id} value={e.id}>
                        {e.nome}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </div>
          ) : null}
        </FormSection>
        <FormSection title="Endereço">
          <Campo name="endereco" label="Endereço" wide />
          <Campo name="cidade" label="Cidade" />
          <div className="grid grid-cols-2 gap-4">
            <Campo name="estado" label="Estado" maxLength={2} placeholder="UF" className="uppercase" />
            <Campo name="cep" label="CEP" inputMode="numeric" placeholder="00000-000" />
          </div>
        </FormSection>
        <FormSection title="Contato">
          <Campo name="telefone" label="Telefone" type="tel" />
          <Campo name="email" label="E-mail" type="email" inputMode="email" />
        </FormSection>
        <FormSection title="Status">
          <Controller
            control={control}
            name="ativo"
            render={({ field }) => (
              <FormField id="escola-ativo" label="Status">
                <Select
                  id="escola-ativo"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ? 'ativa' : 'inativa'}
                  onChange={(e) => field.onChange(e.target.value === 'ativa')}
                >
                  <option value="ativa">{TEXTOS.ativa}</option>
                  <option value="inativa">{TEXTOS.inativa}</option>
                </Select>
              </FormField>
            )}
          />
        </FormSection>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Salvando...' : escola ? 'Atualizar' : 'Cadastrar'}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
