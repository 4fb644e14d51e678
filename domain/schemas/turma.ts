import { z } from 'zod';
import { CONFLITO, idObrigatorio, idOpcional, textoObrigatorio, textoOpcional, versao } from '../academico/campos';
import { TURNOS } from '../academico/catalogo';
import { SERIES_TURMA } from '../academico/series';
import { CAPACIDADE_MAXIMA, CAPACIDADE_MINIMA } from '../academico/turma';
import { paginaDe } from './pagina';

/** The class form of /cadastrar-turma and the API body, with pt-BR messages. */
export const TURMA_MENSAGENS = {
  nome: 'Nome da turma é obrigatório',
  nomeLongo: 'Nome da turma deve ter no máximo 100 caracteres',
  serie: 'Série é obrigatória',
  turno: 'Turno é obrigatório',
  capacidade: `Capacidade deve estar entre ${CAPACIDADE_MINIMA} e ${CAPACIDADE_MAXIMA}`,
  anoLetivo: 'Ano letivo é obrigatório',
  escola: 'Escola é obrigatória',
  professor: 'Professor inválido',
  observacoes: 'Observações devem ter no máximo 1000 caracteres',
  ativo: 'Status inválido',
  // Answered by the server.
  escolaNaoEncontrada: 'Escola não encontrada',
  professorNaoEncontrado: 'Professor não encontrado nesta rede de ensino',
  naoEncontrada: 'Turma não encontrada.',
  nomeDuplicado: 'Já existe uma turma com este nome nesta escola e ano letivo',
  conflito: CONFLITO,
  exclusaoBloqueada: 'Não é possível excluir a turma: ela possui matrículas, notas ou frequências registradas.',
  mudancaBloqueada: 'Não é possível mudar a escola ou o ano letivo de uma turma que já tem matrículas.',
  capacidadeAbaixo: (n: number) => `A capacidade não pode ser menor que o número de alunos matriculados (${n}).`,
} as const;

export const turmaInput = z.object({
  nome: textoObrigatorio(TURMA_MENSAGENS.nome, 100, TURMA_MENSAGENS.nomeLongo),
  serie: z.enum(SERIES_TURMA, { error: TURMA_MENSAGENS.serie }),
  turno: z.enum(TURNOS, { error: TURMA_MENSAGENS.turno }),
  capacidade: z
    .number({ error: TURMA_MENSAGENS.capacidade })
    .int(TURMA_MENSAGENS.capacidade)
    .min(CAPACIDADE_MINIMA, TURMA_MENSAGENS.capacidade)
    .max(CAPACIDADE_MAXIMA, TURMA_MENSAGENS.capacidade),
  ano_letivo: z
    .number({ error: TURMA_MENSAGENS.anoLetivo })
    .int(TURMA_MENSAGENS.anoLetivo)
    .min(2000, TURMA_MENSAGENS.anoLetivo)
    .max(2100, TURMA_MENSAGENS.anoLetivo),
  escola_id: idObrigatorio(TURMA_MENSAGENS.escola),
  professor_responsavel_id: idOpcional(TURMA_MENSAGENS.professor),
  ativo: z.boolean({ error: TURMA_MENSAGENS.ativo }).default(true),
  observacoes: textoOpcional(1000, TURMA_MENSAGENS.observacoes),
});

export const turmaUpdate = turmaInput.extend({ updated_at: versao() });
export const turmaAtivo = z.object({ ativo: z.boolean({ error: TURMA_MENSAGENS.ativo }) });

export type TurmaDados = z.output<typeof turmaInput>;

/** A class as the API answers it. */
export const turmaResposta = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  serie: z.enum(SERIES_TURMA),
  turno: z.enum(TURNOS),
  ano_letivo: z.number().int(),
  capacidade: z.number().int(),
  /** Active enrolments, always counted and never typed in, so it cannot disagree with the roster. */
  alunos_matriculados: z.number().int(),
  escola_id: z.string().uuid(),
  escola_nome: z.string(),
  empresa_id: z.string().uuid(),
  professor_responsavel_id: z.string().uuid().nullable(),
  professor_responsavel_nome: z.string().nullable(),
  ativo: z.boolean(),
  observacoes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Turma = z.infer<typeof turmaResposta>;

/** The cards of the class list, over the filtered set: the free seats are those of the active classes. */
const resumoTurmasResposta = z.object({
  total: z.number().int(),
  ativas: z.number().int(),
  matriculados: z.number().int(),
  escolas: z.number().int(),
  vagas: z.number().int(),
});

export const paginaTurmasResposta = paginaDe(turmaResposta).extend({ resumo: resumoTurmasResposta });
export type PaginaTurmas = z.infer<typeof paginaTurmasResposta>;
