import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { lerCodigoOficial } from '../../../../domain/bncc';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { useCreateHabilidade } from '../api/create-habilidade';
import { habilidadeQueryOptions } from '../api/get-habilidade';
import type { Habilidade } from '../api/get-habilidades';
import { useUpdateHabilidade } from '../api/update-habilidade';
import { type HabilidadeFormValues, habilidadeResolver, isCampo, valoresIniciais } from './habilidade-form';
import { OpcoesAnoSerie, OpcoesComponente } from './opcoes';
import { TEXTOS } from './textos';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row to edit; null opens 'Nova Habilidade'. */
  habilidade: Habilidade | null;
  /** An administrador creates official skills; everyone else their body's own. */
  isAdministrador: boolean;
}

/** Dialog 'Nova Habilidade' / 'Editar Habilidade BNCC': closes on success, keeps what was typed on failure. */
export function HabilidadeFormDialog({ open, onOpenChange, habilidade, isAdministrador }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" title={habilidade ? TEXTOS.editarTitulo : TEXTOS.novaTitulo}>
        {open ? (
          <HabilidadeForm
            key={habilidade?.id ?? 'nova'}
            habilidade={habilidade}
            isAdministrador={isAdministrador}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function HabilidadeForm({
  habilidade,
  isAdministrador,
  onDone,
}: {
  habilidade: Habilidade | null;
  isAdministrador: boolean;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateHabilidade();
  const update = useUpdateHabilidade();
  const [versao, setVersao] = useState(habilidade?.updated_at ?? '');
  const oficial = habilidade ? habilidade.origem === 'oficial' : isAdministrador;
  const resolver = useMemo(() => habilidadeResolver(oficial), [oficial]);
  const { register, handleSubmit, formState, setError, clearErrors, getValues, setValue } = useForm<
    HabilidadeFormValues,
    unknown,
    HabilidadeFormValues
  >({
    defaultValues: valoresIniciais(habilidade),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (dados) => {
    try {
      if (habilidade) {
        await update.mutateAsync({ id: habilidade.id, input: { ...dados, updated_at: versao } });
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

  async function mostrarErro(error: unknown) {
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      const campos = Object.entries(error.fields).filter(([campo]) => isCampo(campo));
      for (const [campo, texto] of campos)
        setError(campo as keyof HabilidadeFormValues, { type: 'server', message: texto }, { shouldFocus: true });
      if (campos.length === Object.keys(error.fields).length) return;
    }
    toast.error(TEXTOS.erroSalvar(error instanceof Error ? error.message : 'Erro desconhecido'));
    if (error instanceof ApiError && error.status === 409 && habilidade) {
      // Someone else saved first: take their version, so the next save is a deliberate overwrite.
      try {
        setVersao((await queryClient.fetchQuery({ ...habilidadeQueryOptions(habilidade.id), staleTime: 0 })).updated_at);
      } catch {
        // The list refetch shows whether the row still exists.
      }
    }
  }

  /** An official code names its component and year: fill them in when still empty. */
  const preencherDoCodigo = () => {
    const lido = lerCodigoOficial(getValues('codigo').trim().toUpperCase());
    if (!lido) return;
    if (!getValues('componente_curricular')) setValue('componente_curricular', lido.componente_curricular);
    if (!getValues('ano_serie')) setValue('ano_serie', lido.ano_serie);
  };

  const limpa = (name: keyof HabilidadeFormValues) => () => {
    if (errors[name]) clearErrors(name);
  };
  const a11y = (name: keyof HabilidadeFormValues) => ({
    id: `habilidade-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `habilidade-${name}-erro` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">
        {oficial ? 'Habilidade do catálogo oficial da BNCC.' : 'Habilidade própria da sua rede de ensino.'}
      </p>
      <FormField id="habilidade-codigo" label="Código" error={errors.codigo?.message}>
        <Input
          {...a11y('codigo')}
          autoComplete="off"
          placeholder="EF67LP01"
          className="font-mono uppercase"
          {...register('codigo', { onChange: limpa('codigo'), onBlur: preencherDoCodigo })}
        />
      </FormField>
      <FormField id="habilidade-descricao" label="Descrição" error={errors.descricao?.message}>
        <Textarea {...a11y('descricao')} rows={5} {...register('descricao', { onChange: limpa('descricao') })} />
      </FormField>
      <FormField
        id="habilidade-componente_curricular"
        label="Componente Curricular"
        error={errors.componente_curricular?.message}
      >
        <Select
          {...a11y('componente_curricular')}
          {...register('componente_curricular', { onChange: limpa('componente_curricular') })}
        >
          <option value="">{TEXTOS.selecione}</option>
          <OpcoesComponente />
        </Select>
      </FormField>
      <FormField id="habilidade-ano_serie" label="Ano/Série" error={errors.ano_serie?.message}>
        <Select {...a11y('ano_serie')} {...register('ano_serie', { onChange: limpa('ano_serie') })}>
          <option value="">{TEXTOS.selecione}</option>
          <OpcoesAnoSerie comFaixas />
        </Select>
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : habilidade ? 'Atualizar' : 'Criar'}
        </Button>
      </DialogFooter>
    </form>
  );
}
