import { alunoInput, alunoUpdate } from '../../../../domain/schemas/aluno';
import { definirFormulario } from '../../../components/form-dialog';
import { type VersaoContexto, schemaResolver } from '../../../lib/form-resolver';
import type { Aluno } from '../api/carregar-alunos';
import { type AlunoCreateInput, type AlunoUpdateInput, fichaDoAluno } from '../api/salvar-aluno';
import { TEXTOS } from './textos';

/** What the student form holds: plain strings, as the inputs give them. */
export interface AlunoFormValues {
  nome: string;
  email: string;
  telefone: string;
  data_nascimento: string;
  codigo_inep: string;
  status: string;
  turma_id: string;
  usuario_id: string;
}

const CAMPOS: readonly (keyof AlunoFormValues)[] = [
  'nome',
  'email',
  'telefone',
  'data_nascimento',
  'codigo_inep',
  'status',
  'turma_id',
  'usuario_id',
];

function valoresIniciais(aluno: Aluno | null, turmaId = ''): AlunoFormValues {
  return {
    nome: aluno?.nome ?? '',
    email: aluno?.email ?? '',
    telefone: aluno?.telefone ?? '',
    data_nascimento: aluno?.data_nascimento ?? '',
    codigo_inep: aluno?.codigo_inep ?? '',
    status: aluno?.status ?? 'ativo',
    turma_id: aluno?.matricula_atual?.turma_id ?? turmaId,
    usuario_id: aluno?.usuario_id ?? '',
  };
}

type AlunoPayload = AlunoCreateInput | AlunoUpdateInput;

interface Opcoes {
  aluno: Aluno | null;
  escolaId: string;
  /** Only those who manage students set 'Usuário de acesso'; the rest keep what is there. */
  vinculaUsuario: boolean;
}

function alunoResolver({ aluno, escolaId, vinculaUsuario }: Opcoes) {
  // The dialog holds identification and class; the rest of the ficha (its own page) goes back as it is,
  // since a PUT replaces every field.
  const toInput = (v: AlunoFormValues, ctx: VersaoContexto | undefined) => ({
    ...(aluno ? fichaDoAluno(aluno) : {}),
    ...v,
    usuario_id: vinculaUsuario ? v.usuario_id : (aluno?.usuario_id ?? null),
    // A student who is not active keeps no class; the server ends the current one.
    turma_id: v.status === 'ativo' ? v.turma_id : null,
    ...(aluno ? { updated_at: ctx?.versao ?? '' } : { escola_id: escolaId }),
  });
  return aluno
    ? schemaResolver<AlunoFormValues, AlunoPayload>(alunoUpdate, toInput, CAMPOS)
    : schemaResolver<AlunoFormValues, AlunoPayload>(alunoInput, toInput, CAMPOS);
}

/** 'Novo Aluno' / 'Editar Aluno', in two columns; a new student goes into `turmaId` when given. */
export function formularioAluno(opcoes: Opcoes & { turmaId?: string }) {
  return definirFormulario({
    valores: (aluno: Aluno | null) => valoresIniciais(aluno, opcoes.turmaId),
    validacao: { resolver: alunoResolver(opcoes), campos: CAMPOS },
    aparencia: { prefixo: 'aluno', className: 'max-w-2xl', disposicao: 'duas-colunas' },
    novo: { titulo: TEXTOS.novoTitulo, sucesso: TEXTOS.criado },
    editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
    falha: TEXTOS.erroSalvar,
  });
}
