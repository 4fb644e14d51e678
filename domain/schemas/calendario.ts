import { z } from 'zod';
import { CALENDARIO_MENSAGENS, TIPOS_DIA_ESPECIAL, ehDataIso } from '../calendario';
import { versaoSchema } from './nota';
import { CONFLITO } from '../academico/campos';

/** The 'Calendário letivo' tab (Configurações), validated alike by the form and the API. */
export const CALENDARIO_TEXTOS = {
  ano: 'Ano letivo inválido',
  empresa: 'Empresa inválida',
  bimestres: 'Informe os quatro bimestres',
  dias: 'No máximo 366 dias especiais',
  // Answered by the server.
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  outraEmpresa: 'Você não tem permissão para alterar o calendário desta empresa',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  conflito: CONFLITO,
  invalido: 'Verifique os campos informados.',
  salvo: 'Calendário letivo salvo com sucesso',
  restaurado: 'Calendário padrão restaurado',
  // A change that would move days of a closed bimestre (server/services/travas.ts).
  periodoFechado: (bimestres: number[], fechamentos: number) =>
    `O calendário não foi alterado: a mudança move ou altera dias ${bimestresPorExtenso(bimestres)} e ${
      fechamentos === 1 ? 'há um fechamento finalizado' : `há ${fechamentos} fechamentos finalizados`
    } nesse período. Para mudar essas datas, reabra antes ${fechamentos === 1 ? 'o fechamento abaixo' : 'os fechamentos abaixo'}.`,
  fechamentoBimestral: (f: { turma: string; escola: string; disciplina: string; bimestre: number }) =>
    `${f.turma} (${f.escola}) — ${f.disciplina} — ${f.bimestre}º bimestre`,
  anoEncerrado: (f: { turma: string; escola: string; ano: number }) =>
    `${f.turma} (${f.escola}) — ano letivo de ${f.ano} encerrado`,
  maisFechamentos: (n: number) => `e mais ${n} ${n === 1 ? 'fechamento' : 'fechamentos'}`,
  tituloDaRecusa: 'Fechamentos afetados',
} as const;

/** "do 1º bimestre", "do 1º e do 2º bimestre", "do 1º, do 2º e do 4º bimestre". */
function bimestresPorExtenso(bimestres: number[]): string {
  const nomes = bimestres.map((b) => `do ${b}º`);
  const ultimo = nomes.pop();
  return `${nomes.length ? `${nomes.join(', ')} e ${ultimo}` : ultimo} bimestre`;
}

/**
 * The refusal of a calendar change that touches a closed bimestre carries the closings it would
 * affect in the error's fields, one line each, as `fechamentos.0`, `fechamentos.1`…: the server
 * writes them with this prefix and the tab reads them back in order.
 */
export const CAMPO_FECHAMENTOS = 'fechamentos';

export function fechamentosDaRecusa(fields: Record<string, string> | undefined): string[] {
  const prefixo = `${CAMPO_FECHAMENTOS}.`;
  return Object.entries(fields ?? {})
    .filter(([k]) => k.startsWith(prefixo))
    .map(([k, v]) => [Number(k.slice(prefixo.length)), v] as const)
    .sort(([a], [b]) => a - b)
    .map(([, v]) => v);
}

/** A real yyyy-MM-dd date: 0000-00-00 or 31 February is a field message, never reaches the rules. */
const data = z
  .string({ error: CALENDARIO_MENSAGENS.dataInvalida })
  .trim()
  .refine(ehDataIso, { message: CALENDARIO_MENSAGENS.dataInvalida });

const bimestre = z.object({ inicio: data, fim: data, prazo: data });

const diaEspecial = z.object({
  data,
  tipo: z.enum(TIPOS_DIA_ESPECIAL, { error: CALENDARIO_MENSAGENS.tipoInvalido }),
  descricao: z.string({ error: CALENDARIO_MENSAGENS.descricaoObrigatoria }).trim(),
});

export const anoParams = z.object({
  ano: z.coerce
    .number({ error: CALENDARIO_TEXTOS.ano })
    .int(CALENDARIO_TEXTOS.ano)
    .min(2000, CALENDARIO_TEXTOS.ano)
    .max(2100, CALENDARIO_TEXTOS.ano),
});

export const empresaQuery = z.object({ empresa_id: z.string().uuid(CALENDARIO_TEXTOS.empresa).optional() });

/**
 * A calendar as the tab saves it. Only the shape is checked here; the rules between fields
 * (order, inside the year, prazo after the end, no date twice) are validarCalendario's, run with
 * the year of the path on the server and with the chosen year in the form.
 */
export const calendarioInput = z.object({
  empresa_id: z
    .string({ error: CALENDARIO_TEXTOS.empresa })
    .uuid(CALENDARIO_TEXTOS.empresa)
    .nullish()
    .transform((v) => v ?? null),
  inicio: data,
  fim: data,
  bimestres: z.array(bimestre, { error: CALENDARIO_TEXTOS.bimestres }).length(4, CALENDARIO_TEXTOS.bimestres),
  dias: z.array(diaEspecial, { error: CALENDARIO_TEXTOS.dias }).max(366, CALENDARIO_TEXTOS.dias),
  /** Null while the network uses the default calendar of that year (no row saved yet). */
  updated_at: versaoSchema.nullable().default(null),
});
export type CalendarioDados = z.output<typeof calendarioInput>;

/** A network's ano letivo as the tab reads it, with its school-day counts. */
export const calendarioResposta = z.object({
  empresa_id: z.string().uuid(),
  empresa_nome: z.string(),
  ano: z.number().int(),
  inicio: z.string(),
  fim: z.string(),
  bimestres: z.array(bimestre),
  dias: z.array(z.object({ data: z.string(), tipo: z.enum(TIPOS_DIA_ESPECIAL), descricao: z.string() })),
  /** True while the network has not saved a calendar for this year (the default one is shown). */
  padrao: z.boolean(),
  dias_letivos: z.object({ bimestres: z.array(z.number().int()), ano: z.number().int() }),
  /** Null while the default is in use; sent back on save as the version. */
  updated_at: z.string().nullable(),
  pode_editar: z.boolean(),
});
export type CalendarioDaEmpresa = z.infer<typeof calendarioResposta>;
