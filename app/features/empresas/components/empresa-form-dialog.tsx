import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type EmpresaDados, TIPO_EMPRESA_LABEL, TIPOS_EMPRESA, empresaInputSchema } from '../../../../domain/schemas/empresa';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { FormInput } from '../../../components/ui/form-input';
import { FormSection } from '../../../components/ui/form-section';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { useCreateEmpresa } from '../api/create-empresa';
import { empresaQueryOptions } from '../api/get-empresa';
import type { Empresa } from '../api/get-empresas';
import { useUpdateEmpresa } from '../api/update-empresa';
import { type EmpresaFormValues, isCampoEmpresa, valoresIniciais } from './empresa-form';
import { TEXTOS } from './textos';

/**
 * The shared schema validates the form, so the form shows the server's own messages (spec 1 §5).
 * The form's values are a narrower type than the schema's input (every text a string), which
 * TypeScript cannot see through the resolver's option types.
 */
/** A text field of this form. */
function Campo(props: Omit<ComponentProps<typeof FormInput<EmpresaFormValues>>, 'idPrefix'>) {
  return <FormInput<EmpresaFormValues> idPrefix="empresa" {...props} />;
}

const resolver = zodResolver(empresaInputSchema) as unknown as Resolver<EmpresaFormValues, unknown, EmpresaDados>;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row to edit; null opens 'Nova Empresa'. */
  empresa: Empresa | null;
}

/** Dialog 'Nova Empresa' / 'Editar Empresa' (spec 1 §2.8): closes on success, keeps what was typed on failure. */
export function EmpresaFormDialog({ open, onOpenChange, empresa }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" title={empresa ? TEXTOS.editarTitulo : TEXTOS.novaTitulo}>
        {open ? <EmpresaForm key={empresa?.id ?? 'nova'} empresa={empresa} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EmpresaForm({ empresa, onDone }: { empresa: Empresa | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateEmpresa();
  const update = useUpdateEmpresa();
  const [versao, setVersao] = useState(empresa?.updated_at ?? '');
  const form = useForm<EmpresaFormValues, unknown, EmpresaDados>({
    defaultValues: valoresIniciais(empresa),
    resolver,
    // Spec 1 §5: an error goes away as soon as its field is edited; the next save checks again.
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, control, formState, setError } = form;
  const { isSubmitting } = formState;

  async function mostrarErro(error: unknown) {
    const message = error instanceof Error ? error.message : 'Erro desconhecido';
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      let semCampo = false;
      for (const [campo, texto] of Object.entries(error.fields)) {
        if (isCampoEmpresa(campo)) setError(campo, { type: 'server', message: texto }, { shouldFocus: true });
        else semCampo = true;
      }
      if (!semCampo) return;
    }
    toast.error(TEXTOS.erroSalvar(message));
    if (error instanceof ApiError && error.status === 409 && empresa) {
      // Someone else saved first: take their version, so the next save is a deliberate overwrite.
      try {
        const atual = await queryClient.fetchQuery({ ...empresaQueryOptions(empresa.id), staleTime: 0 });
        setVersao(atual.updated_at);
      } catch {
        // The list refetch (already under way) shows whether the row still exists.
      }
    }
  }

  const onSubmit = handleSubmit(async (dados) => {
    try {
      if (empresa) {
        await update.mutateAsync({ id: empresa.id, input: { ...dados, updated_at: versao } });
        toast.success(TEXTOS.atualizada);
      } else {
        await create.mutateAsync(dados);
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
        <FormSection title={TEXTOS.secaoBasicas}>
          <Campo name="nome" label="Nome" wide autoComplete="organization" />
          <FormField id="empresa-tipo" label="Tipo" error={formState.errors.tipo?.message}>
            <Select id="empresa-tipo" {...form.register('tipo', { onChange: () => form.clearErrors('tipo') })}>
              {TIPOS_EMPRESA.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {TIPO_EMPRESA_LABEL[tipo]}
                </option>
              ))}
            </Select>
          </FormField>
          <Campo name="cnpj" label="CNPJ" inputMode="numeric" placeholder="00.000.000/0000-00" />
          <Campo name="email" label="E-mail" type="email" inputMode="email" />
          <Campo name="telefone" label="Telefone" type="tel" />
        </FormSection>
        <FormSection title={TEXTOS.secaoEndereco}>
          <Campo name="endereco" label="Endereço" wide />
          <Campo name="cidade" label="Cidade" />
          <div className="grid grid-cols-2 gap-4">
            <Campo name="estado" label="Estado" maxLength={2} placeholder="UF" className="uppercase" />
            <Campo name="cep" label="CEP" inputMode="numeric" placeholder="00000-000" />
          </div>
        </FormSection>
        <FormSection title={TEXTOS.secaoResponsavel}>
          <Campo name="responsavel_nome" label="Nome do Responsável" wide />
          <Campo name="responsavel_email" label="E-mail do Responsável" type="email" inputMode="email" />
          <Campo name="responsavel_telefone" label="Telefone do Responsável" type="tel" />
        </FormSection>
        <FormSection title={TEXTOS.secaoStatus}>
          <Controller
            control={control}
            name="ativo"
            render={({ field }) => (
              <FormField id="empresa-ativo" label="Status">
                <Select
                  id="empresa-ativo"
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
            {isSubmitting ? 'Salvando...' : empresa ? 'Atualizar' : 'Criar'}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
