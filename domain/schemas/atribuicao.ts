import { z } from 'zod';
import { idObrigatorio } from '../academico/campos';
import { CODIGOS_DISCIPLINA } from '../academico/catalogo';

/** A teaching assignment: professor × class × subject. */
export const ATRIBUICAO_MENSAGENS = {
  turma: 'Turma é obrigatória',
  disciplina: 'Disciplina é obrigatória',
  professor: 'Professor é obrigatório',
  // Answered by the server.
  naoEncontrada: 'Atribuição não encontrada.',
  turmaNaoEncontrada: 'Turma não encontrada.',
  disciplinaNaoEncontrada: 'Disciplina não encontrada nesta rede de ensino',
  disciplinaInativa: 'A disciplina está inativa',
  outraSerie: 'A disciplina não é da série da turma',
  professorNaoEncontrado: 'Professor não encontrado nesta rede de ensino',
  duplicada: 'Este professor já leciona esta disciplina nesta turma.',
} as const;

export const atribuicaoInput = z.object({
  turma_id: idObrigatorio(ATRIBUICAO_MENSAGENS.turma),
  disciplina_id: idObrigatorio(ATRIBUICAO_MENSAGENS.disciplina),
  professor_id: idObrigatorio(ATRIBUICAO_MENSAGENS.professor),
});

/** A professor assigned to a subject of a class, as the API answers it. */
export const atribuicaoResposta = z.object({
  id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  escola_id: z.string().uuid(),
  disciplina_id: z.string().uuid(),
  disciplina_nome: z.string(),
  disciplina: z.enum(CODIGOS_DISCIPLINA),
  professor_id: z.string().uuid(),
  professor_nome: z.string(),
  created_at: z.string(),
});
export type Atribuicao = z.infer<typeof atribuicaoResposta>;

/** A subject of a class (GET /api/turmas/:id/disciplinas) with the professors who teach it there. */
export const disciplinaDaTurmaResposta = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  disciplina: z.enum(CODIGOS_DISCIPLINA),
  serie_ano: z.string(),
  bimestre: z.string(),
  carga_horaria: z.number().int(),
  ativo: z.boolean(),
  professores: z.array(z.object({ id: z.string().uuid(), nome: z.string(), atribuicao_id: z.string().uuid() })),
});
export type DisciplinaDaTurma = z.infer<typeof disciplinaDaTurmaResposta>;

/** A class and subject the user reaches (from the teaching assignments): the grade and attendance pages' choices. */
const opcaoLancamentoResposta = z.object({
  escola_id: z.string().uuid(),
  escola_nome: z.string(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  disciplina_id: z.string().uuid(),
  disciplina_nome: z.string(),
  /** The actor may enter grades or attendance for this class and subject. */
  pode_lancar: z.boolean(),
});
export type OpcaoLancamento = z.infer<typeof opcaoLancamentoResposta>;
export const opcoesLancamentoResposta = z.object({ itens: z.array(opcaoLancamentoResposta) });
