import { z } from 'zod';
import { dataOpcional, idObrigatorio } from '../academico/campos';
import { ENCERRAMENTOS_MATRICULA, STATUS_ALUNO, STATUS_MATRICULA } from '../academico/catalogo';
import { SERIES_TURMA } from '../academico/series';
import { paginaDe } from './pagina';

/** Enrolling, transferring and ending an enrolment; the texts the server answers with. */
export const MATRICULA_MENSAGENS = {
  aluno: 'Aluno é obrigatório',
  turma: 'Turma é obrigatória',
  turmaDestino: 'Turma de destino é obrigatória',
  data: 'Data inválida',
  situacao: 'Situação inválida',
  // Answered by the server.
  naoEncontrada: 'Matrícula não encontrada.',
  alunoNaoEncontrado: 'Aluno não encontrado.',
  turmaNaoEncontrada: 'Turma não encontrada.',
  turmaInativa: 'Não é possível matricular em uma turma inativa.',
  alunoInativo: 'Somente alunos ativos podem ser matriculados.',
  outraEscola: 'A turma não é da escola do aluno. Use a transferência.',
  outraRede: 'A turma de destino não é da mesma rede de ensino.',
  mesmaTurma: 'O aluno já está nesta turma.',
  jaMatriculado: (turma: string) => `O aluno já está matriculado na turma ${turma} neste ano letivo. Use a transferência.`,
  naoAtiva: 'Esta matrícula não está ativa.',
  lotada: (turma: string, capacidade: number) => `A turma ${turma} atingiu a capacidade máxima de ${capacidade} alunos.`,
  dataAnterior: 'A data não pode ser anterior ao início da matrícula.',
} as const;

export const matriculaCreate = z.object({
  aluno_id: idObrigatorio(MATRICULA_MENSAGENS.aluno),
  turma_id: idObrigatorio(MATRICULA_MENSAGENS.turma),
  /** Defaults to today. */
  data_inicio: dataOpcional(MATRICULA_MENSAGENS.data),
});

export const matriculaTransferencia = z.object({
  turma_id: idObrigatorio(MATRICULA_MENSAGENS.turmaDestino),
  /** The day the student leaves the old class and starts in the new one; defaults to today. */
  data: dataOpcional(MATRICULA_MENSAGENS.data),
});

export const matriculaEncerramento = z.object({
  status: z.enum(ENCERRAMENTOS_MATRICULA, { error: MATRICULA_MENSAGENS.situacao }),
  data_fim: dataOpcional(MATRICULA_MENSAGENS.data),
});

/** An enrolment as the API answers it, with its class and school named. */
export const matriculaResposta = z.object({
  id: z.string().uuid(),
  aluno_id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  serie: z.enum(SERIES_TURMA),
  escola_id: z.string().uuid(),
  escola_nome: z.string(),
  ano_letivo: z.number().int(),
  data_inicio: z.string(),
  data_fim: z.string().nullable(),
  status: z.enum(STATUS_MATRICULA),
  updated_at: z.string(),
});
export type Matricula = z.infer<typeof matriculaResposta>;

/** One enrolment of a class's roll (GET /api/turmas/:id/alunos), with the student it enrols. */
const matriculaDaTurmaResposta = z.object({
  matricula_id: z.string().uuid(),
  aluno_id: z.string().uuid(),
  nome: z.string(),
  matricula: z.string(),
  aluno_status: z.enum(STATUS_ALUNO),
  status: z.enum(STATUS_MATRICULA),
  data_inicio: z.string(),
  data_fim: z.string().nullable(),
  updated_at: z.string(),
});
export type MatriculaDaTurma = z.infer<typeof matriculaDaTurmaResposta>;

/** A page of the roll, with the class's counts by status and its capacity. */
export const paginaMatriculasDaTurmaResposta = paginaDe(matriculaDaTurmaResposta).extend({
  resumo: z.object({
    ativas: z.number().int(),
    transferidas: z.number().int(),
    encerradas: z.number().int(),
    capacidade: z.number().int(),
  }),
});
export type PaginaMatriculasDaTurma = z.infer<typeof paginaMatriculasDaTurmaResposta>;
