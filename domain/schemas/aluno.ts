import { z } from 'zod';
import {
  CONFLITO,
  dataOpcional,
  dataValida,
  hoje,
  idObrigatorio,
  idOpcional,
  textoObrigatorio,
  textoOpcional,
  versao,
} from '../academico/campos';
import { STATUS_ALUNO } from '../academico/catalogo';
import { matriculaResposta } from './matricula';
import { paginaDe } from './pagina';

/** The student form and the API body, one rule for both: nome required, e-mail checked as e-mail. */
export const ALUNO_MENSAGENS = {
  nome: 'Nome é obrigatório',
  nomeLongo: 'Nome deve ter no máximo 200 caracteres',
  email: 'E-mail inválido',
  telefone: 'Telefone deve ter no máximo 30 caracteres',
  dataNascimento: 'Data de nascimento inválida',
  dataFutura: 'Data de nascimento não pode ser no futuro',
  endereco: 'Endereço deve ter no máximo 300 caracteres',
  responsavel: 'Responsável deve ter no máximo 200 caracteres',
  inep: 'Código INEP deve ter 12 dígitos',
  status: 'Status inválido',
  escola: 'Escola é obrigatória',
  turma: 'Turma inválida',
  usuario: 'Usuário inválido',
  // Answered by the server.
  naoEncontrado: 'Aluno não encontrado.',
  escolaNaoEncontrada: 'Escola não encontrada',
  turmaNaoEncontrada: 'Turma não encontrada nesta escola',
  usuarioIndisponivel:
    'Usuário de acesso indisponível: escolha um usuário do tipo aluno desta rede que ainda não esteja vinculado',
  usuarioSemPermissao: 'Você não tem permissão para definir o usuário de acesso do aluno.',
  professorSemTurma: 'Escolha uma das suas turmas para matricular o aluno.',
  inepDuplicado: 'Já existe um aluno com este código INEP nesta rede de ensino',
  conflito: CONFLITO,
  exclusaoBloqueada:
    'Não é possível excluir o aluno: ele possui histórico escolar (matrículas, notas ou frequências). Altere o status para inativo.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const alunoInput = z.object({
  nome: textoObrigatorio(ALUNO_MENSAGENS.nome, 200, ALUNO_MENSAGENS.nomeLongo),
  email: textoOpcional(254, ALUNO_MENSAGENS.email, { valid: (v) => EMAIL.test(v), message: ALUNO_MENSAGENS.email }).transform(
    (v) => v?.toLowerCase() ?? null,
  ),
  telefone: textoOpcional(30, ALUNO_MENSAGENS.telefone),
  data_nascimento: dataOpcional(ALUNO_MENSAGENS.dataNascimento).refine((v) => !v || !dataValida(v) || v <= hoje(), {
    message: ALUNO_MENSAGENS.dataFutura,
  }),
  endereco: textoOpcional(300, ALUNO_MENSAGENS.endereco),
  responsavel: textoOpcional(200, ALUNO_MENSAGENS.responsavel),
  telefone_responsavel: textoOpcional(30, ALUNO_MENSAGENS.telefone),
  codigo_inep: textoOpcional(12, ALUNO_MENSAGENS.inep, { valid: (v) => /^\d{12}$/.test(v), message: ALUNO_MENSAGENS.inep }),
  status: z.enum(STATUS_ALUNO, { error: ALUNO_MENSAGENS.status }).default('ativo'),
  escola_id: idObrigatorio(ALUNO_MENSAGENS.escola),
  /** The class to enrol into (on create), or to move to (on edit); null keeps things as they are. */
  turma_id: idOpcional(ALUNO_MENSAGENS.turma),
  /** 'Usuário de acesso': the aluno user whose scope is this record. */
  usuario_id: idOpcional(ALUNO_MENSAGENS.usuario),
});

/** A student stays in their school; moving to another school is a transfer of enrolment. */
export const alunoUpdate = alunoInput.omit({ escola_id: true }).extend({ updated_at: versao() });

/** A student as the API answers it. */
export const alunoResposta = z.object({
  id: z.string().uuid(),
  matricula: z.string(),
  nome: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  data_nascimento: z.string().nullable(),
  endereco: z.string().nullable(),
  responsavel: z.string().nullable(),
  telefone_responsavel: z.string().nullable(),
  codigo_inep: z.string().nullable(),
  status: z.enum(STATUS_ALUNO),
  escola_id: z.string().uuid(),
  escola_nome: z.string(),
  empresa_id: z.string().uuid(),
  /** 'Usuário de acesso': the aluno user linked to this record. */
  usuario_id: z.string().uuid().nullable(),
  usuario_nome: z.string().nullable(),
  /** The current class (the active enrolment), if any. */
  matricula_atual: matriculaResposta.nullable(),
  /** Any enrolment, past or present: such a student is inactivated, not deleted. */
  possui_historico: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Aluno = z.infer<typeof alunoResposta>;

/** One student with every enrolment, most recent first. */
export const alunoDetalheResposta = alunoResposta.extend({ historico: z.array(matriculaResposta) });

/** The cards of the student list, over the filtered set. */
const resumoAlunosResposta = z.object({
  total: z.number().int(),
  ativos: z.number().int(),
  inativos: z.number().int(),
  transferidos: z.number().int(),
});

export const paginaAlunosResposta = paginaDe(alunoResposta).extend({ resumo: resumoAlunosResposta });
export type PaginaAlunos = z.infer<typeof paginaAlunosResposta>;
