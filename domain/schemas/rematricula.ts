import { z } from 'zod';
import { SITUACOES_FINAIS } from '../avaliacao/resultado-final';

/** Rematrícula: next year's classes and each student's destination, previewed and then applied. */
export const REMATRICULA_MENSAGENS = {
  turma: 'Turma inválida',
  aluno: 'Aluno inválido',
  destino: 'Destino inválido',
  alunoRepetido: 'Aluno repetido na lista',
  // Answered by the server.
  anoAberto: 'Encerre o ano letivo da turma antes da rematrícula.',
  destinoForaDaEscola: 'A turma de destino deve ser do ano letivo seguinte, na mesma escola',
  semProxima: 'Esta é a última série da escola: não há turma da série seguinte',
  alunoDaTurma: 'Aluno não é desta turma',
  semResultado: 'Aluno sem resultado final: não pode ser rematriculado',
  confirmar: 'Aplicar a rematrícula? As turmas que faltam serão criadas e os alunos matriculados no ano letivo seguinte.',
  aplicada: 'Rematrícula aplicada',
} as const;
const MSG = REMATRICULA_MENSAGENS;

const uuid = (message: string) => z.string({ error: message }).uuid(message);

export const previaQuery = z.object({ turma_id: uuid(MSG.turma) });

/** A destination: the proposed next série's class, the same série's, or an existing class (its id). */
const destinoSchema = z
  .string({ error: MSG.destino })
  .refine((v) => v === 'proxima' || v === 'mesma' || z.uuid().safeParse(v).success, { message: MSG.destino })
  .nullable();

const turmaPropostaResposta = z.object({
  /** 'proxima', 'mesma' or the id of an existing class of the next year. */
  valor: z.string(),
  id: z.string().nullable(),
  nome: z.string(),
  serie: z.string(),
  turno: z.string(),
  capacidade: z.number().int(),
  ano_letivo: z.number().int(),
  /** True when the class already exists (then it is not created). */
  existe: z.boolean(),
});
export type TurmaProposta = z.infer<typeof turmaPropostaResposta>;

const alunoRematriculaResposta = z.object({
  aluno_id: z.string(),
  aluno_nome: z.string(),
  aluno_matricula: z.string(),
  situacao: z.enum(SITUACOES_FINAIS),
  rotulo: z.string(),
  /** The proposed destination (see turmaPropostaResposta.valor), null for none. */
  destino: z.string().nullable(),
  concluinte: z.boolean(),
  /** Already enrolled in the next year (a previous rematrícula or by hand): nothing will change. */
  matriculado_em: z.object({ turma_id: z.string(), turma_nome: z.string() }).nullable(),
});

export const previaRematriculaResposta = z.object({
  turma: z.object({ id: z.string(), nome: z.string(), serie: z.string(), ano_letivo: z.number().int() }),
  ano_destino: z.number().int(),
  ultima_serie: z.boolean(),
  turmas: z.array(turmaPropostaResposta),
  alunos: z.array(alunoRematriculaResposta),
});
export type PreviaRematricula = z.infer<typeof previaRematriculaResposta>;

export const rematriculaInput = z.object({
  turma_id: uuid(MSG.turma),
  itens: z
    .array(z.object({ aluno_id: uuid(MSG.aluno), destino: destinoSchema }))
    .max(200)
    .superRefine((itens, ctx) => {
      const vistos = new Set<string>();
      itens.forEach((item, i) => {
        if (vistos.has(item.aluno_id)) ctx.addIssue({ code: 'custom', message: MSG.alunoRepetido, path: [i, 'aluno_id'] });
        vistos.add(item.aluno_id);
      });
    }),
});
export type RematriculaInput = z.infer<typeof rematriculaInput>;

export const rematriculaResposta = z.object({
  turmas_criadas: z.array(z.object({ id: z.string(), nome: z.string() })),
  matriculas_criadas: z.number().int(),
  ja_matriculados: z.number().int(),
  matriculas_encerradas: z.number().int(),
});
export type RematriculaResultado = z.infer<typeof rematriculaResposta>;
