import { useWatch } from 'react-hook-form';
import { STATUS_ALUNO, STATUS_ALUNO_LABEL } from '../../../../domain/academico/catalogo';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { apiFetch } from '../../../lib/api';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import type { Aluno } from '../api/carregar-alunos';
import { useTurmasEscola } from '../api/carregar-turmas-escola';
import { useUsuariosDisponiveis } from '../api/carregar-usuarios-disponiveis';
import { fichaDoAluno, useCriarAluno, useAtualizarAluno } from '../api/salvar-aluno';
import { AvisoDeDuplicados } from './aviso-de-duplicados';
import { type AlunoFormValues, formularioAluno } from './aluno-form';
import { opcaoDeTurma } from './opcao-turma';
import { TEXTOS } from './textos';

const { CampoTexto, CampoSelect } = camposDe<AlunoFormValues>();

interface Props extends DialogoProps {
  aluno: Aluno | null;
  escolaId: string;
  /** The class a new student goes into (the class page). */
  turmaId?: string;
  vinculaUsuario: boolean;
}

const TEXTO_CAMPOS = [
  ['email', 'E-mail', 'email'],
  ['telefone', 'Telefone', 'tel'],
  ['data_nascimento', 'Data de Nascimento', 'date'],
  ['codigo_inep', 'Código INEP', 'text'],
] as const;

/** Dialog 'Novo Aluno' / 'Editar Aluno' with every field of a student. */
export function AlunoFormDialog({ aluno, escolaId, turmaId, vinculaUsuario, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarAluno(), useAtualizarAluno(), (id) => apiFetch<Aluno>(`/api/alunos/${id}`));
  const formulario = formularioAluno({ aluno, escolaId, vinculaUsuario, turmaId });
  return (
    <FormDialog {...dialogo} formulario={formulario} registro={aluno} mutacoes={mutacoes}>
      <CampoTexto name="nome" label="Nome Completo" largo />
      {TEXTO_CAMPOS.map(([name, label, type]) => (
        <CampoTexto key={name} name={name} label={label} type={type} inputMode={name === 'codigo_inep' ? 'numeric' : undefined} />
      ))}
      <CampoSelect name="status" label="Status" opcoes={STATUS_ALUNO} rotulos={STATUS_ALUNO_LABEL} />
      <Duplicados aluno={aluno} escolaId={escolaId} />
      <CampoTurma aluno={aluno} escolaId={escolaId} />
      {vinculaUsuario ? <CampoUsuario aluno={aluno} escolaId={escolaId} /> : null}
    </FormDialog>
  );
}

/** The duplicate warning on what the dialog holds now (the rest of the ficha is on its page). */
function Duplicados({ aluno, escolaId }: { aluno: Aluno | null; escolaId: string }) {
  const v = useWatch<AlunoFormValues>();
  return (
    <div className="sm:col-span-2">
      <AvisoDeDuplicados alunoId={aluno?.id} dados={{ ...(aluno ? fichaDoAluno(aluno) : {}), ...v, escola_id: escolaId }} />
    </div>
  );
}

/** Only an active student has a class; a full class cannot take one more. */
function CampoTurma({ aluno, escolaId }: { aluno: Aluno | null; escolaId: string }) {
  const status = useWatch<AlunoFormValues, 'status'>({ name: 'status' });
  const turmas = useTurmasEscola(escolaId);
  const atual = aluno?.matricula_atual?.turma_id;
  const opcoes = (turmas.data?.itens ?? []).filter((t) => t.ativo || t.id === atual);
  return (
    <CampoSelect
      name="turma_id"
      label="Turma"
      vazio={TEXTOS.semTurma}
      carregando={turmas.isPending && TEXTOS.carregandoOpcoes}
      disabled={status !== 'ativo'}
      opcoes={opcoes.map((t) => opcaoDeTurma(t, atual))}
    />
  );
}

/** 'Usuário de acesso': an aluno user of the body not linked to another student. */
function CampoUsuario({ aluno, escolaId }: { aluno: Aluno | null; escolaId: string }) {
  const usuarios = useUsuariosDisponiveis(escolaId, aluno?.id ?? null, true);
  return (
    <CampoSelect
      name="usuario_id"
      label="Usuário de acesso"
      largo
      vazio={TEXTOS.nenhum}
      carregando={usuarios.isPending && TEXTOS.carregandoOpcoes}
      opcoes={(usuarios.data?.itens ?? []).map((u) => ({ id: u.id, nome: `${u.nome} (${u.email})` }))}
    />
  );
}
