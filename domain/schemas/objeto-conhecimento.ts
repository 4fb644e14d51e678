import { z } from 'zod';
import { CONFLITO } from '../academico/campos';

/** Knowledge objects: form and API share these rules and messages. */
export const STATUS_OBJETO = ['pendente', 'em_andamento', 'concluido'] as const;
export type StatusObjeto = (typeof STATUS_OBJETO)[number];

export const STATUS_OBJETO_LABEL: Record<StatusObjeto, string> = {
  pendente: 'Pendente',
  em_andamento: 'Em andamento',
  concluido: 'Concluído',
};

/** pendente → em_andamento → concluido; null once concluded. */
export function proximoStatus(status: StatusObjeto): StatusObjeto | null {
  const i = STATUS_OBJETO.indexOf(status);
  return STATUS_OBJETO[i + 1] ?? null;
}

export const BIMESTRES = [1, 2, 3, 4] as const;

export const OBJETO_MENSAGENS = {
  turma: 'Turma é obrigatória',
  disciplina: 'Disciplina é obrigatória',
  codigo: 'Código é obrigatório',
  titulo: 'Título é obrigatório',
  descricao: 'Descrição é obrigatória',
  serie: 'Série é obrigatória',
  bimestre: 'Bimestre é obrigatório',
  bimestreInvalido: 'Bimestre deve ser de 1 a 4',
  status: 'Status inválido',
  data: 'Data inválida',
  periodo: 'Data de fim deve ser igual ou posterior à data de início',
  habilidadesDemais: 'No máximo 30 habilidades',
  competenciasDemais: 'No máximo 20 competências',
  competenciaLonga: 'Cada competência deve ter no máximo 300 caracteres',
  textoLongo: 'Texto longo demais',
  versao: 'Versão do registro inválida',
  // Answered by the server.
  turmaNaoEncontrada: 'Turma não encontrada',
  disciplinaDaTurma: 'Disciplina não é lecionada nesta turma',
  naoLeciona: 'Você não leciona esta disciplina nesta turma',
  habilidadeDesconhecida: (codigos: string[]) => `Habilidade não encontrada no catálogo BNCC: ${codigos.join(', ')}`,
  codigoRepetido: 'Já existe um objeto de conhecimento com este código nesta turma e disciplina',
  naoEncontrado: 'Objeto de conhecimento não encontrado.',
  jaConcluido: 'O objeto de conhecimento já está concluído.',
  conflito: CONFLITO,
} as const;
const MSG = OBJETO_MENSAGENS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const obrigatorio = (mensagem: string, max: number) =>
  z.string({ error: mensagem }).trim().min(1, mensagem).max(max, MSG.textoLongo);
const id = (mensagem: string) => z.string({ error: mensagem }).trim().min(1, mensagem).regex(UUID, mensagem);
const data = z
  .string({ error: MSG.data })
  .trim()
  .refine(
    (v) =>
      v === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    MSG.data,
  )
  .nullish()
  .transform((v) => v || null);

const campos = {
  turma_id: id(MSG.turma),
  disciplina_id: id(MSG.disciplina),
  codigo: obrigatorio(MSG.codigo, 30),
  titulo: obrigatorio(MSG.titulo, 200),
  descricao: obrigatorio(MSG.descricao, 5000),
  bimestre: z.coerce
    .number({ error: MSG.bimestre })
    .refine((n) => n !== 0, MSG.bimestre)
    .pipe(z.number().int(MSG.bimestreInvalido).min(1, MSG.bimestreInvalido).max(4, MSG.bimestreInvalido)),
  habilidades: z
    .array(z.string().trim().toUpperCase().min(1).max(30))
    .max(30, MSG.habilidadesDemais)
    .default([])
    .transform((c) => [...new Set(c)]),
  competencias: z
    .array(z.string().trim().max(300, MSG.competenciaLonga))
    .max(20, MSG.competenciasDemais)
    .default([])
    .transform((c) => c.filter(Boolean)),
  status: z.enum(STATUS_OBJETO, { error: MSG.status }).default('pendente'),
  data_inicio: data,
  data_fim: data,
  observacoes: z
    .string()
    .trim()
    .max(2000, MSG.textoLongo)
    .nullish()
    .transform((v) => v || null),
};

const periodo = <T extends { data_inicio: string | null; data_fim: string | null }>(v: T) =>
  !v.data_inicio || !v.data_fim || v.data_fim >= v.data_inicio;

export const objetoInput = z.object(campos).refine(periodo, { path: ['data_fim'], message: MSG.periodo });
export const objetoUpdate = z
  .object({ ...campos, updated_at: z.iso.datetime({ offset: true, error: MSG.versao }) })
  .refine(periodo, { path: ['data_fim'], message: MSG.periodo });

export type ObjetoDados = z.output<typeof objetoInput>;

/** A skill as an object lists it: enough to show, not to edit. */
const habilidadeResumoResposta = z.object({
  codigo: z.string(),
  descricao: z.string(),
  componente_curricular: z.string(),
  ano_serie: z.string(),
});
export type HabilidadeResumo = z.infer<typeof habilidadeResumoResposta>;

/** A knowledge object as the API answers it, its skills in the order they were chosen. */
export const objetoResposta = z.object({
  id: z.string().uuid(),
  codigo: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  escola_id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  /** The class's série, read from the class. */
  serie: z.string(),
  disciplina_id: z.string().uuid(),
  disciplina_nome: z.string(),
  bimestre: z.number().int(),
  habilidades: z.array(habilidadeResumoResposta),
  competencias: z.array(z.string()),
  status: z.enum(STATUS_OBJETO),
  data_inicio: z.string().nullable(),
  data_fim: z.string().nullable(),
  observacoes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ObjetoConhecimento = z.infer<typeof objetoResposta>;

/** The four cards over the filtered set. */
export const resumoObjetosResposta = z.object({
  total: z.number().int(),
  pendentes: z.number().int(),
  em_andamento: z.number().int(),
  concluidos: z.number().int(),
});
export type ResumoObjetos = z.infer<typeof resumoObjetosResposta>;

/** The classes of a school (or one class) with the subjects the viewer works on there: the form's choices. */
export const opcoesObjetosResposta = z.object({
  turmas: z.array(
    z.object({
      id: z.string().uuid(),
      nome: z.string(),
      serie: z.string(),
      disciplinas: z.array(z.object({ id: z.string().uuid(), nome: z.string(), disciplina: z.string() })),
    }),
  ),
});
