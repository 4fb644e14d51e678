import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { BIMESTRES, BIMESTRE_LABEL, CODIGOS_DISCIPLINA, CODIGO_DISCIPLINA_LABEL } from '../../../../domain/academico/catalogo';
import { SERIES_DISCIPLINA, SERIE_DISCIPLINA_LABEL } from '../../../../domain/academico/series';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { CONFLITO } from '../../../../domain/academico/campos';
import { ApiError, apiFetch } from '../../../lib/api';
import { campoA11y, mostrarErrosDeCampo } from '../../../lib/form-resolver';
import type { Disciplina } from '../api/get-disciplinas';
import type { EmpresaOpcao } from '../api/get-empresas-opcoes';
import { useCreateDisciplina, useUpdateDisciplina } from '../api/save-disciplina';
import {
  CAMPOS,
  type DisciplinaContexto,
  type DisciplinaFormValues,
  type DisciplinaPayload,
  disciplinaResolver,
  valoresIniciais,
} from './disciplina-form';
import { TEXTOS } from './textos';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disciplina: Disciplina | null;
  /** Administradores choose the education body; empty for everyone else. */
  empresas: EmpresaOpcao[];
}

/** Dialog 'Novo / Editar Componente Curricular': every field of spec 2 §3; stays open on failure. */
export function DisciplinaFormDialog({ open, onOpenChange, disciplina, empresas }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" title={disciplina ? TEXTOS.editarTitulo : TEXTOS.novoTitulo}>
        {open ? (
          <DisciplinaForm
            key={disciplina?.id ?? 'nova'}
            disciplina={disciplina}
            empresas={empresas}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DisciplinaForm({
  disciplina,
  empresas,
  onDone,
}: {
  disciplina: Disciplina | null;
  empresas: EmpresaOpcao[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateDisciplina();
  const update = useUpdateDisciplina();
  const [versao, setVersao] = useState(disciplina?.updated_at ?? '');
  const escolheEmpresa = empresas.length > 0;
  const resolver = useMemo(() => disciplinaResolver(Boolean(disciplina), escolheEmpresa), [disciplina, escolheEmpresa]);
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<
    DisciplinaFormValues,
    DisciplinaContexto,
    DisciplinaPayload
  >({
    context: { versao },
    defaultValues: valoresIniciais(disciplina),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (payload) => {
    try {
      if ('updated_at' in payload) {
        await update.mutateAsync({ id: disciplina!.id, input: payload });
        toast.success(TEXTOS.atualizado);
      } else {
        await create.mutateAsync(payload);
        toast.success(TEXTOS.criado);
      }
      onDone();
    } catch (error) {
      if (mostrarErrosDeCampo(error, setError, CAMPOS)) return;
      toast.error(disciplina ? TEXTOS.erroAtualizar : TEXTOS.erroCriar, {
        description: error instanceof Error ? error.message : undefined,
      });
      // Someone else saved first: take their version, so saving again is a deliberate overwrite.
      if (error instanceof ApiError && error.message === CONFLITO && disciplina) {
        const atual = await apiFetch<Disciplina>(`/api/disciplinas/${disciplina.id}`).catch(() => null);
        if (atual) setVersao(atual.updated_at);
        void queryClient.invalidateQueries({ queryKey: ['disciplinas'] });
      }
    }
  });

  const campo = (name: keyof DisciplinaFormValues) => ({
    ...campoA11y('disciplina', name, errors[name]),
    ...register(name, { onChange: () => errors[name] && clearErrors(name) }),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField id="disciplina-nome" label="Nome" error={errors.nome?.message}>
          <Input autoComplete="off" {...campo('nome')} />
        </FormField>
      </div>
      {escolheEmpresa && !disciplina ? (
        <div className="sm:col-span-2">
          <FormField id="disciplina-empresa_id" label="Empresa" error={errors.empresa_id?.message}>
            <Select {...campo('empresa_id')}>
              <option value="">{TEXTOS.selecioneEmpresa}</option>
              {empresas.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.nome}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      ) : null}
      <FormField id="disciplina-disciplina" label="Disciplina" error={errors.disciplina?.message}>
        <Select {...campo('disciplina')}>
          <option value="">{TEXTOS.selecione}</option>
          {CODIGOS_DISCIPLINA.map((c) => (
            <option key={c} value={c}>
              {CODIGO_DISCIPLINA_LABEL[c]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="disciplina-serie_ano" label="Série/Ano" error={errors.serie_ano?.message}>
        <Select {...campo('serie_ano')}>
          <option value="">{TEXTOS.selecione}</option>
          {SERIES_DISCIPLINA.map((s) => (
            <option key={s} value={s}>
              {SERIE_DISCIPLINA_LABEL[s]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="disciplina-bimestre" label="Bimestre" error={errors.bimestre?.message}>
        <Select {...campo('bimestre')}>
          <option value="">{TEXTOS.selecione}</option>
          {BIMESTRES.map((b) => (
            <option key={b} value={b}>
              {BIMESTRE_LABEL[b]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="disciplina-carga_horaria" label="Carga Horária (horas)" error={errors.carga_horaria?.message}>
        <Input type="number" inputMode="numeric" min={0} step={1} {...campo('carga_horaria')} />
      </FormField>
      {(['descricao', 'objetivos', 'competencias', 'habilidades'] as const).map((name) => (
        <div key={name} className="sm:col-span-2">
          <FormField id={`disciplina-${name}`} label={ROTULOS[name]} error={errors[name]?.message}>
            <Textarea rows={2} {...campo(name)} />
          </FormField>
        </div>
      ))}
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          {errors.root.message}
        </p>
      ) : null}
      <DialogFooter className="sm:col-span-2">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : disciplina ? 'Atualizar' : 'Criar'}
        </Button>
      </DialogFooter>
    </form>
  );
}

const ROTULOS = {
  descricao: 'Descrição',
  objetivos: 'Objetivos',
  competencias: 'Competências',
  habilidades: 'Habilidades',
} as const;
