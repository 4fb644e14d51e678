import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { componenteDaDisciplina, normalizarAnoSerie } from '../../../../domain/bncc';
import { BIMESTRES, type ObjetoDados, STATUS_OBJETO, STATUS_OBJETO_LABEL } from '../../../../domain/schemas/objeto-conhecimento';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { useCreateObjeto } from '../api/create-objeto';
import { objetoQueryOptions } from '../api/get-objeto';
import type { ObjetoConhecimento } from '../api/get-objetos';
import type { TurmaOpcao } from '../api/get-opcoes';
import { useUpdateObjeto } from '../api/update-objeto';
import { CompetenciasInput } from './competencias-input';
import { HabilidadesPicker } from './habilidades-picker';
import { type ObjetoFormValues, isCampo, objetoResolver, valoresIniciais } from './objeto-form';
import { TEXTOS } from './textos';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  objeto: ObjetoConhecimento | null;
  /** The classes (one, on a class page) and the subjects the viewer works on in each. */
  turmas: TurmaOpcao[];
  /** Pre-selected on a new object: the page's class and subject filters. */
  contexto: { turmaId: string; disciplinaId: string };
}

/** Dialog 'Novo/Editar Objeto de Conhecimento': closes on success, keeps what was typed on failure. */
export function ObjetoFormDialog({ open, onOpenChange, objeto, turmas, contexto }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" title={objeto ? TEXTOS.editarTitulo : TEXTOS.novoTitulo}>
        {open ? (
          <ObjetoForm
            key={objeto?.id ?? 'novo'}
            objeto={objeto}
            turmas={turmas}
            contexto={contexto}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ObjetoForm({ objeto, turmas, contexto, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateObjeto();
  const update = useUpdateObjeto();
  const [versao, setVersao] = useState(objeto?.updated_at ?? '');
  const inicial = valoresIniciais(objeto, {
    turmaId: contexto.turmaId || (turmas.length === 1 ? turmas[0]!.id : ''),
    disciplinaId: contexto.disciplinaId,
  });
  const { register, handleSubmit, control, formState, setError, clearErrors, setValue } = useForm<
    ObjetoFormValues,
    unknown,
    ObjetoDados
  >({
    defaultValues: inicial,
    resolver: objetoResolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;
  const turmaId = useWatch({ control, name: 'turma_id' });
  const disciplinaId = useWatch({ control, name: 'disciplina_id' });
  const turma = turmas.find((t) => t.id === turmaId);
  const disciplina = turma?.disciplinas.find((d) => d.id === disciplinaId);

  const onSubmit = handleSubmit(async (dados) => {
    try {
      if (objeto) {
        await update.mutateAsync({ id: objeto.id, input: { ...dados, updated_at: versao } });
        toast.success(TEXTOS.atualizado);
      } else {
        await create.mutateAsync(dados);
        toast.success(TEXTOS.criado);
      }
      onDone();
    } catch (error) {
      await mostrarErro(error);
    }
  });

  async function mostrarErro(error: unknown) {
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      const campos = Object.entries(error.fields).filter(([c]) => isCampo(c));
      for (const [campo, texto] of campos)
        setError(campo as keyof ObjetoFormValues, { type: 'server', message: texto }, { shouldFocus: true });
      if (campos.length === Object.keys(error.fields).length) return;
    }
    toast.error(TEXTOS.erroSalvar(error instanceof Error ? error.message : 'Erro desconhecido'));
    if (error instanceof ApiError && error.status === 409 && objeto) {
      // Someone else saved first: take their version, so the next save is a deliberate overwrite.
      try {
        setVersao((await queryClient.fetchQuery({ ...objetoQueryOptions(objeto.id), staleTime: 0 })).updated_at);
      } catch {
        // The list refetch shows whether the row still exists.
      }
    }
  }

  const limpa = (name: keyof ObjetoFormValues) => () => {
    if (errors[name]) clearErrors(name);
  };
  const a11y = (name: keyof ObjetoFormValues) => ({
    id: `objeto-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `objeto-${name}-erro` : undefined,
  });
  const erro = (name: keyof ObjetoFormValues) => (errors[name] as { message?: string } | undefined)?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="objeto-turma_id" label="Turma" error={erro('turma_id')}>
          {turmas.length === 1 ? (
            // A class page: the class is the page's own.
            <Input id="objeto-turma_id" value={turmas[0]!.nome} readOnly aria-readonly className="bg-slate-50" />
          ) : (
            <Select
              {...a11y('turma_id')}
              {...register('turma_id', {
                onChange: () => {
                  limpa('turma_id')();
                  setValue('disciplina_id', '');
                },
              })}
            >
              <option value="">{TEXTOS.selecione}</option>
              {turmas.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.nome}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="objeto-disciplina_id" label="Disciplina" error={erro('disciplina_id')}>
          <Select {...a11y('disciplina_id')} {...register('disciplina_id', { onChange: limpa('disciplina_id') })}>
            <option value="">{TEXTOS.selecione}</option>
            {(turma?.disciplinas ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.nome}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="objeto-serie" label="Série" error={undefined}>
          <Input id="objeto-serie" value={turma?.serie ?? ''} readOnly aria-readonly className="bg-slate-50" />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="objeto-codigo" label="Código" error={erro('codigo')}>
          <Input
            {...a11y('codigo')}
            autoComplete="off"
            placeholder="OC-01"
            {...register('codigo', { onChange: limpa('codigo') })}
          />
        </FormField>
        <FormField id="objeto-bimestre" label="Bimestre" error={erro('bimestre')}>
          <Select {...a11y('bimestre')} {...register('bimestre', { onChange: limpa('bimestre') })}>
            <option value="">{TEXTOS.selecione}</option>
            {BIMESTRES.map((b) => (
              <option key={b} value={String(b)}>
                {b}º Bimestre
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="objeto-status" label="Status" error={erro('status')}>
          <Select {...a11y('status')} {...register('status', { onChange: limpa('status') })}>
            {STATUS_OBJETO.map((s) => (
              <option key={s} value={s}>
                {STATUS_OBJETO_LABEL[s]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id="objeto-titulo" label="Título" error={erro('titulo')}>
        <Input {...a11y('titulo')} autoComplete="off" {...register('titulo', { onChange: limpa('titulo') })} />
      </FormField>
      <FormField id="objeto-descricao" label="Descrição" error={erro('descricao')}>
        <Textarea {...a11y('descricao')} rows={3} {...register('descricao', { onChange: limpa('descricao') })} />
      </FormField>
      <Controller
        control={control}
        name="habilidades"
        render={({ field }) => (
          <HabilidadesPicker
            id="objeto-habilidades"
            value={field.value}
            onChange={(v) => {
              limpa('habilidades')();
              field.onChange(v);
            }}
            anoSerie={turma ? (normalizarAnoSerie(turma.serie) ?? turma.serie) : ''}
            componente={disciplina ? componenteDaDisciplina(disciplina.disciplina) : null}
            error={erro('habilidades')}
          />
        )}
      />
      <Controller
        control={control}
        name="competencias"
        render={({ field }) => (
          <CompetenciasInput
            id="objeto-competencias"
            value={field.value}
            onChange={field.onChange}
            error={erro('competencias')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="objeto-data_inicio" label="Data de Início" error={erro('data_inicio')}>
          <Input {...a11y('data_inicio')} type="date" {...register('data_inicio', { onChange: limpa('data_inicio') })} />
        </FormField>
        <FormField id="objeto-data_fim" label="Data de Fim" error={erro('data_fim')}>
          <Input {...a11y('data_fim')} type="date" {...register('data_fim', { onChange: limpa('data_fim') })} />
        </FormField>
      </div>
      <FormField id="objeto-observacoes" label="Observações" error={erro('observacoes')}>
        <Textarea {...a11y('observacoes')} rows={2} {...register('observacoes', { onChange: limpa('observacoes') })} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : objeto ? 'Atualizar' : 'Criar'}
        </Button>
      </DialogFooter>
    </form>
  );
}
