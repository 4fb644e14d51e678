import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { STATUS_ALUNO, STATUS_ALUNO_LABEL } from '../../../../domain/academico/catalogo';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { CONFLITO } from '../../../../domain/academico/campos';
import { ApiError, apiFetch } from '../../../lib/api';
import { campoA11y, mostrarErrosDeCampo } from '../../../lib/form-resolver';
import type { Aluno } from '../api/get-alunos';
import { useTurmasEscola } from '../api/get-turmas-escola';
import { useUsuariosDisponiveis } from '../api/get-usuarios-disponiveis';
import { useCreateAluno, useUpdateAluno } from '../api/save-aluno';
import {
  type AlunoContexto,
  type AlunoFormValues,
  type AlunoPayload,
  CAMPOS,
  alunoResolver,
  valoresIniciais,
} from './aluno-form';
import { TEXTOS } from './textos';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  aluno: Aluno | null;
  escolaId: string;
  /** The class a new student goes into (the class page). */
  turmaId?: string;
  vinculaUsuario: boolean;
}

/** Dialog 'Novo Aluno' / 'Editar Aluno' with every field of spec 2 §3; closes on success, keeps what was typed on failure. */
export function AlunoFormDialog({ open, onOpenChange, ...props }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" title={props.aluno ? TEXTOS.editarTitulo : TEXTOS.novoTitulo}>
        {open ? <AlunoForm key={props.aluno?.id ?? 'novo'} {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const TEXTO_CAMPOS = [
  ['email', 'E-mail', 'email'],
  ['telefone', 'Telefone', 'tel'],
  ['data_nascimento', 'Data de Nascimento', 'date'],
  ['codigo_inep', 'Código INEP', 'text'],
  ['responsavel', 'Responsável', 'text'],
  ['telefone_responsavel', 'Telefone do Responsável', 'tel'],
] as const;

function AlunoForm({
  aluno,
  escolaId,
  turmaId,
  vinculaUsuario,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const create = useCreateAluno();
  const update = useUpdateAluno();
  const [versao, setVersao] = useState(aluno?.updated_at ?? '');
  const resolver = useMemo(() => alunoResolver({ aluno, escolaId, vinculaUsuario }), [aluno, escolaId, vinculaUsuario]);
  const { register, handleSubmit, control, formState, setError, clearErrors } = useForm<
    AlunoFormValues,
    AlunoContexto,
    AlunoPayload
  >({
    context: { versao },
    defaultValues: valoresIniciais(aluno, turmaId),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;
  const status = useWatch({ control, name: 'status' });
  const turmas = useTurmasEscola(escolaId);
  const usuarios = useUsuariosDisponiveis(escolaId, aluno?.id ?? null, vinculaUsuario);
  const atual = aluno?.matricula_atual?.turma_id;
  const opcoesTurma = (turmas.data?.itens ?? []).filter((t) => t.ativo || t.id === atual);

  const onSubmit = handleSubmit(async (payload) => {
    try {
      if ('updated_at' in payload) {
        await update.mutateAsync({ id: aluno!.id, input: payload });
        toast.success(TEXTOS.atualizado);
      } else {
        await create.mutateAsync(payload);
        toast.success(TEXTOS.criado);
      }
      onDone();
    } catch (error) {
      if (mostrarErrosDeCampo(error, setError, CAMPOS)) return;
      toast.error(TEXTOS.erroSalvar(error instanceof Error ? error.message : 'Erro desconhecido'));
      // Someone else saved first: take their version, so saving again is a deliberate overwrite.
      if (error instanceof ApiError && error.message === CONFLITO && aluno) {
        const recente = await apiFetch<Aluno>(`/api/alunos/${aluno.id}`).catch(() => null);
        if (recente) setVersao(recente.updated_at);
      }
    }
  });

  const campo = (name: keyof AlunoFormValues) => ({
    ...campoA11y('aluno', name, errors[name]),
    ...register(name, { onChange: () => errors[name] && clearErrors(name) }),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField id="aluno-nome" label="Nome Completo" error={errors.nome?.message}>
          <Input autoComplete="off" {...campo('nome')} />
        </FormField>
      </div>
      {TEXTO_CAMPOS.map(([name, label, type]) => (
        <FormField key={name} id={`aluno-${name}`} label={label} error={errors[name]?.message}>
          <Input type={type} autoComplete="off" inputMode={name === 'codigo_inep' ? 'numeric' : undefined} {...campo(name)} />
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <FormField id="aluno-endereco" label="Endereço" error={errors.endereco?.message}>
          <Input autoComplete="off" {...campo('endereco')} />
        </FormField>
      </div>
      <FormField id="aluno-status" label="Status" error={errors.status?.message}>
        <Select {...campo('status')}>
          {STATUS_ALUNO.map((s) => (
            <option key={s} value={s}>
              {STATUS_ALUNO_LABEL[s]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="aluno-turma_id" label="Turma" error={errors.turma_id?.message}>
        {/* Rendered once the choices are there, so the current class shows selected. */}
        {turmas.isPending ? (
          <Carregando id="aluno-turma_id" />
        ) : (
          <Select {...campo('turma_id')} disabled={status !== 'ativo'}>
            <option value="">{TEXTOS.semTurma}</option>
            {opcoesTurma.map((t) => {
              const lotada = t.alunos_matriculados >= t.capacidade && t.id !== atual;
              return (
                <option key={t.id} value={t.id} disabled={lotada}>
                  {t.nome} ({t.alunos_matriculados}/{t.capacidade}){lotada ? ' — lotada' : ''}
                </option>
              );
            })}
          </Select>
        )}
      </FormField>
      {vinculaUsuario ? (
        <div className="sm:col-span-2">
          <FormField id="aluno-usuario_id" label="Usuário de acesso" error={errors.usuario_id?.message}>
            {usuarios.isPending ? (
              <Carregando id="aluno-usuario_id" />
            ) : (
              <Select {...campo('usuario_id')}>
                <option value="">{TEXTOS.nenhum}</option>
                {(usuarios.data?.itens ?? []).map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.nome} ({u.email})
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
      ) : null}
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
          {isSubmitting ? 'Salvando...' : aluno ? 'Atualizar' : 'Criar'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function Carregando({ id }: { id: string }) {
  return (
    <Select id={id} disabled>
      <option>{TEXTOS.carregandoOpcoes}</option>
    </Select>
  );
}
