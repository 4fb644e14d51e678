import { alunoInput, alunoUpdate } from '../../../../domain/schemas/aluno';
import { definirFormulario } from '../../../components/form-dialog';
import { type VersaoContexto, schemaResolver } from '../../../lib/form-resolver';
import type { Aluno } from '../api/carregar-alunos';
import type { AlunoCreateInput, AlunoUpdateInput } from '../api/salvar-aluno';
import { TEXTOS } from './textos';

/** What the student form holds: plain strings, as the inputs give them. */
export interface AlunoFormValues {
  nome: string;
  email: string;
  telefone: string;
  data_nascimento: string;
  endereco: string;
  responsavel: string;
  telefone_responsavel: string;
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
  'endereco',
  'responsavel',
  'telefone_responsavel',
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
    endereco: aluno?.endereco ?? '',
    responsavel: aluno?.responsavel ?? '',
    telefone_responsavel: aluno?.telefone_responsavel ?? '',
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
  const toInput = (v: AlunoFormValues, ctx: VersaoContexto | undefined) => ({
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
