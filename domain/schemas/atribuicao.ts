import { z } from 'zod';
import { idObrigatorio } from '../academico/campos';

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
