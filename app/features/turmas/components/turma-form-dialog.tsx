import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { TURNOS, TURNO_LABEL } from '../../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../../domain/academico/series';
import { CAPACIDADE_MAXIMA, CAPACIDADE_MINIMA, anosLetivos } from '../../../../domain/academico/turma';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { CONFLITO } from '../../../../domain/academico/campos';
import { ApiError, apiFetch } from '../../../lib/api';
import { campoA11y, mostrarErrosDeCampo } from '../../../lib/form-resolver';
import { useEscolasOpcoes } from '../api/get-escolas-opcoes';
import { useProfessoresOpcoes } from '../api/get-professores-opcoes';
import type { Turma } from '../api/get-turmas';
import { useCreateTurma, useUpdateTurma } from '../api/save-turma';
import { TEXTOS } from './textos';
import {
  CAMPOS,
  type TurmaContexto,
  type TurmaFormValues,
  type TurmaPayload,
  turmaResolver,
  valoresIniciais,
} from './turma-form';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  turma: Turma | null;
  /** Pre-selected school for a new class (the school pages). */
  escolaId?: string;
}

/** Dialog 'Nova Turma' / 'Editar Turma' (spec 2 §3, §5): closes on success, keeps what was typed on failure. */
export function TurmaFormDialog({ open, onOpenChange, turma, escolaId }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" title={turma ? TEXTOS.editarTitulo : TEXTOS.novaTitulo}>
        {open ? (
          <TurmaForm key={turma?.id ?? 'nova'} turma={turma} escolaId={escolaId} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function TurmaForm({ turma, escolaId, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateTurma();
  const update = useUpdateTurma();
  const [versao, setVersao] = useState(turma?.updated_at ?? '');
  const resolver = useMemo(() => turmaResolver(turma), [turma]);
  const { register, handleSubmit, control, formState, setError, clearErrors, setValue } = useForm<
    TurmaFormValues,
    TurmaContexto,
    TurmaPayload
  >({
    context: { versao },
    defaultValues: valoresIniciais(turma, escolaId),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;
  const escolaEscolhida = useWatch({ control, name: 'escola_id' });
  const professores = useProfessoresOpcoes(escolaEscolhida);
  const escolas = useEscolasOpcoes();
  const anoAtual = new Date().getFullYear();
  // An older class keeps its year among the choices.
  const anos = [...new Set([...anosLetivos(anoAtual), ...(turma ? [turma.ano_letivo] : [])])].sort((a, b) => b - a);

  const onSubmit = handleSubmit(async (payload) => {
    try {
      if ('updated_at' in payload) {
        await update.mutateAsync({ id: turma!.id, input: payload });
        toast.success(TEXTOS.atualizada);
      } else {
        await create.mutateAsync(payload);
        toast.success(TEXTOS.criada);
      }
      onDone();
    } catch (error) {
      if (mostrarErrosDeCampo(error, setError, CAMPOS)) return;
      toast.error(TEXTOS.erroSalvar(error instanceof Error ? error.message : 'Erro desconhecido'));
      // Someone else saved first: take their version, so saving again is a deliberate overwrite.
      if (error instanceof ApiError && error.message === CONFLITO && turma) {
        const atual = await apiFetch<Turma>(`/api/turmas/${turma.id}`).catch(() => null);
        if (atual) setVersao(atual.updated_at);
        void queryClient.invalidateQueries({ queryKey: ['turmas'] });
      }
    }
  });

  const campo = (name: keyof TurmaFormValues, onChange?: () => void) => ({
    ...campoA11y('turma', name, errors[name]),
    ...register(name, {
      onChange: () => {
        if (errors[name]) clearErrors(name);
        onChange?.();
      },
    }),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="turma-nome" label="Nome da Turma" error={errors.nome?.message}>
        <Input autoComplete="off" placeholder="Ex.: 6º Ano A" {...campo('nome')} />
      </FormField>
      <FormField id="turma-serie" label="Série" error={errors.serie?.message}>
        <Select {...campo('serie')}>
          {SERIES_TURMA.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="turma-turno" label="Turno" error={errors.turno?.message}>
        <Select {...campo('turno')}>
          {TURNOS.map((t) => (
            <option key={t} value={t}>
              {TURNO_LABEL[t]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="turma-capacidade" label="Capacidade" error={errors.capacidade?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={CAPACIDADE_MINIMA}
          max={CAPACIDADE_MAXIMA}
          step={1}
          {...campo('capacidade')}
        />
      </FormField>
      <FormField id="turma-ano_letivo" label="Ano Letivo" error={errors.ano_letivo?.message}>
        <Select {...campo('ano_letivo')}>
          {anos.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="turma-escola_id" label="Escola" error={errors.escola_id?.message}>
        {/* Professors belong to the school's body: a new school clears the choice. */}
        {escolas.isPending ? (
          <Select id="turma-escola_id" disabled>
            <option>Carregando escolas...</option>
          </Select>
        ) : (
          <Select {...campo('escola_id', () => setValue('professor_responsavel_id', ''))}>
            <option value="">{TEXTOS.selecioneEscola}</option>
            {(escolas.data?.itens ?? []).map((e) => (
              <option key={e.id} value={e.id}>
                {e.nome}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField
          id="turma-professor_responsavel_id"
          label="Professor Responsável"
          error={errors.professor_responsavel_id?.message}
        >
          {/* Rendered once the choices are there, so the current professor shows selected. */}
          {escolaEscolhida && !professores.isPending ? (
            <Select {...campo('professor_responsavel_id')}>
              <option value="">{TEXTOS.nenhum}</option>
              {(professores.data?.itens ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.nome}
                </option>
              ))}
            </Select>
          ) : (
            <Select id="turma-professor_responsavel_id" disabled>
              <option>{escolaEscolhida ? TEXTOS.carregandoProfessores : TEXTOS.escolhaEscola}</option>
            </Select>
          )}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="turma-observacoes" label="Observações" error={errors.observacoes?.message}>
          <Textarea rows={3} {...campo('observacoes')} />
        </FormField>
      </div>
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
          {isSubmitting ? 'Salvando...' : turma ? 'Atualizar' : 'Criar'}
        </Button>
      </DialogFooter>
    </form>
  );
}
