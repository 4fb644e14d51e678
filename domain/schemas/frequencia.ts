import { z } from 'zod';
import { JUSTIFICATIVAS } from '../avaliacao/frequencia';
import { CODIGOS_DE_ERRO } from '../erros';
import { NOTA_MENSAGENS, observacoesSchema, uuidSchema, versaoSchema } from './nota';
import { paginaDe } from './pagina';

/** Attendance as the roll call and the edit dialog send it, with pt-BR messages. */
export const FREQUENCIA_MENSAGENS = {
  dataObrigatoria: 'Data é obrigatória',
  dataInvalida: 'Data inválida',
  dataFutura: 'Não é possível registrar frequência em data futura',
  antesDaMatricula: 'Data anterior à matrícula do aluno nesta turma',
  justificativa: 'Justificativa inválida',
  presente: 'Informe presente ou faltou',
  itens: 'Informe ao menos um aluno',
  alunoRepetido: 'Aluno repetido na chamada',
  // Answered by the server.
  alunoNaoMatriculado: 'Aluno não matriculado nesta turma',
  dataOcupada: 'Já existe um registro deste aluno nesta disciplina nesta data',
  naoEncontrada: 'Registro de frequência não encontrado.',
  conflito: NOTA_MENSAGENS.conflito,
  salva: 'Chamada salva com sucesso',
} as const;

/** A calendar date, yyyy-MM-dd, that exists (no 31 de fevereiro). */
export const dataSchema = z
  .string({ error: FREQUENCIA_MENSAGENS.dataObrigatoria })
  .trim()
  .min(1, FREQUENCIA_MENSAGENS.dataObrigatoria)
  .refine(dataValida, { message: FREQUENCIA_MENSAGENS.dataInvalida });

function dataValida(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Today as yyyy-MM-dd in the network's time zone, so 23h in Manaus is still today. */
export function hojeISO(timeZone = 'America/Sao_Paulo', agora = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(agora);
}

const justificativa = z
  .enum(JUSTIFICATIVAS, { error: FREQUENCIA_MENSAGENS.justificativa })
  .nullish()
  .transform((v) => v ?? null);

const marca = {
  presente: z.boolean({ error: FREQUENCIA_MENSAGENS.presente }),
  justificativa,
  observacoes: observacoesSchema,
};

/** A present student has no justification to keep. */
function semJustificativaSePresente<T extends { presente: boolean; justificativa: string | null }>(v: T): T {
  return v.presente ? { ...v, justificativa: null } : v;
}

const chamadaItem = z
  .object({ aluno_id: uuidSchema(NOTA_MENSAGENS.aluno), ...marca, updated_at: versaoSchema.nullable().default(null) })
  .transform(semJustificativaSePresente);

/** A whole roll call: every mark of a class, subject and date, saved at once. */
export const chamadaInput = z.object({
  turma_id: uuidSchema(NOTA_MENSAGENS.turma),
  disciplina_id: uuidSchema(NOTA_MENSAGENS.disciplina),
  data: dataSchema,
  itens: z
    .array(chamadaItem, { error: FREQUENCIA_MENSAGENS.itens })
    .min(1, FREQUENCIA_MENSAGENS.itens)
    .max(300)
    .superRefine((itens, ctx) => {
      const vistos = new Set<string>();
      itens.forEach((item, i) => {
        if (vistos.has(item.aluno_id))
          ctx.addIssue({ code: 'custom', message: FREQUENCIA_MENSAGENS.alunoRepetido, path: [i, 'aluno_id'] });
        vistos.add(item.aluno_id);
      });
    }),
});

/** Editing one record: 'data' is required, a mark without a date means nothing. */
export const frequenciaUpdate = z
  .object({ data: dataSchema, ...marca, updated_at: versaoSchema })
  .transform(semJustificativaSePresente);

export type ChamadaInput = z.input<typeof chamadaInput>;
export type ChamadaDados = z.output<typeof chamadaInput>;
export type FrequenciaUpdateInput = z.input<typeof frequenciaUpdate>;
export type FrequenciaUpdateDados = z.output<typeof frequenciaUpdate>;

/** One attendance mark as the lists answer it. */
export const frequenciaResposta = z.object({
  id: z.string().uuid(),
  data: z.string(),
  aluno_id: z.string().uuid(),
  aluno_nome: z.string(),
  aluno_matricula: z.string(),
  escola_id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  disciplina_id: z.string().uuid(),
  disciplina_nome: z.string(),
  /** Who recorded the mark (the "Professor" column of /frequencia). */
  professor_nome: z.string().nullable(),
  presente: z.boolean(),
  justificativa: z.enum(JUSTIFICATIVAS).nullable(),
  observacoes: z.string().nullable(),
  updated_at: z.string(),
  pode_editar: z.boolean(),
  pode_excluir: z.boolean(),
});
export type Frequencia = z.infer<typeof frequenciaResposta>;

/** The figures of the attendance pages over the filtered set. */
export const resumoFrequenciaResposta = z.object({
  aulas: z.number().int(),
  presencas: z.number().int(),
  faltas: z.number().int(),
  /** Presences ÷ marks × 100; null with no mark. */
  percentual: z.number().nullable(),
  alunos_excessivos: z.number().int(),
  /** Students under the body's minimum attendance so far (75% by default). */
  alunos_abaixo_minima: z.number().int(),
  excessivos: z.array(
    z.object({
      aluno_id: z.string().uuid(),
      aluno_nome: z.string(),
      escola_id: z.string().uuid(),
      turma_id: z.string().uuid(),
      turma_nome: z.string(),
      aulas: z.number().int(),
      faltas: z.number().int(),
    }),
  ),
  por_disciplina: z.array(
    z.object({
      disciplina_id: z.string().uuid(),
      disciplina_nome: z.string(),
      aulas: z.number().int(),
      presencas: z.number().int(),
    }),
  ),
});
export type ResumoFrequencia = z.infer<typeof resumoFrequenciaResposta>;

/** One roll call (a date, a class and a subject) with its counts: the "Por Data" tab. */
const grupoDataResposta = z.object({
  data: z.string(),
  escola_id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  disciplina_id: z.string().uuid(),
  disciplina_nome: z.string(),
  presentes: z.number().int(),
  faltas: z.number().int(),
  /** The actor may reopen this roll call to correct it. */
  pode_editar: z.boolean(),
});
export type GrupoData = z.infer<typeof grupoDataResposta>;
export const paginaGruposDataResposta = paginaDe(grupoDataResposta);

/** One student's line in a roll call: the mark already recorded, if any. */
const marcaChamadaResposta = z.object({
  aluno_id: z.string().uuid(),
  aluno_nome: z.string(),
  aluno_matricula: z.string(),
  frequencia_id: z.string().uuid().nullable(),
  presente: z.boolean(),
  justificativa: z.enum(JUSTIFICATIVAS).nullable(),
  observacoes: z.string().nullable(),
  updated_at: z.string().nullable(),
});

/** A class's roll call for one subject and date. */
export const chamadaResposta = z.object({
  turma: z.object({ id: z.string().uuid(), nome: z.string(), escola_id: z.string().uuid() }),
  disciplina: z.object({ id: z.string().uuid(), nome: z.string() }),
  data: z.string(),
  /** True when this date already has marks: the roll call is reopened for correction. */
  registrada: z.boolean(),
  /** False also when the date is not a school day or its bimestre is closed (the reasons below). */
  pode_editar: z.boolean(),
  /** Why the date takes no roll call: outside the class's ano letivo or not a school day; null on a school day. */
  nao_letivo: z.string().nullable(),
  /** Why the date's bimestre is read-only (a finalized closing, a finished year); null while open. */
  fechado: z.string().nullable(),
  itens: z.array(marcaChamadaResposta),
});
export type Chamada = z.infer<typeof chamadaResposta>;

/**
 * A roll call taken without a connection waits on the device and is sent later
 * (app/features/frequencias/offline/fila.ts) naming, in this header, the user who took it: the
 * server records it only from that user's session, never under the name of whoever signed in next
 * on a shared device.
 */
export const CABECALHO_DONO_DA_FILA = 'x-dono-da-fila';
export const FILA_DE_OUTRO_USUARIO = {
  code: CODIGOS_DE_ERRO.filaDeOutroUsuario,
  message: 'Esta chamada foi guardada neste aparelho por outro usuário e só pode ser enviada por ele. Nada foi registrado.',
} as const;
