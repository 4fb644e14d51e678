import { z } from 'zod';
import { CONFLITO } from '../academico/campos';

/**
 * A school as the form sends it and the API accepts it: the same rules and the
 * same pt-BR messages on both sides. Blank text becomes null, so an emptied field clears it.
 */
export const TIPOS_ESCOLA = ['municipal', 'estadual', 'federal', 'privada'] as const;
export type TipoEscola = (typeof TIPOS_ESCOLA)[number];

export const TIPO_ESCOLA_LABEL: Record<TipoEscola, string> = {
  municipal: 'Municipal',
  estadual: 'Estadual',
  federal: 'Federal',
  privada: 'Privada',
};

export const ESCOLA_MENSAGENS = {
  nomeObrigatorio: 'Nome da escola é obrigatório',
  nomeLongo: 'Nome da escola deve ter no máximo 200 caracteres',
  empresaInvalida: 'Empresa inválida',
  tipoInvalido: 'Tipo de escola inválido',
  inep: 'Código INEP deve ter 8 dígitos',
  cep: 'CEP inválido',
  estado: 'Estado deve ter no máximo 2 caracteres',
  email: 'E-mail inválido',
  textoLongo: 'Texto longo demais',
  versao: 'Versão do registro inválida',
  // Answered by the server (checks that need the database, and edits that crossed).
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  criarEmOutraEmpresa: 'Você não tem permissão para criar escolas nesta empresa',
  moverDeEmpresa: 'Somente o administrador pode mudar a escola de empresa',
  naoEncontrada: 'Escola não encontrada.',
  conflito: CONFLITO,
  exclusaoBloqueada: 'Não é possível excluir a escola: ela possui turmas ou alunos cadastrados.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Optional text: trimmed, checked only when given, blank or missing → null.
 * `normalize` runs on the accepted value (upper-casing a state, formatting a CEP).
 */
function opcional(
  opts: {
    max?: number;
    maxMessage?: string;
    valid?: (v: string) => boolean;
    message?: string;
    normalize?: (v: string) => string;
  } = {},
) {
  const { max = 255, maxMessage = ESCOLA_MENSAGENS.textoLongo, valid, message, normalize = (v: string) => v } = opts;
  return z
    .string({ error: message ?? 'Valor inválido' })
    .trim()
    .refine((v) => v === '' || !valid || valid(v), { message })
    .refine((v) => v.length <= max, { message: maxMessage })
    .nullish()
    .transform((v) => (v ? normalize(v) : null));
}

export const escolaInput = z.object({
  nome: z
    .string({ error: ESCOLA_MENSAGENS.nomeObrigatorio })
    .trim()
    .min(1, ESCOLA_MENSAGENS.nomeObrigatorio)
    .max(200, ESCOLA_MENSAGENS.nomeLongo),
  empresa_id: opcional({ valid: (v) => UUID.test(v), message: ESCOLA_MENSAGENS.empresaInvalida }),
  tipo: z.enum(TIPOS_ESCOLA, { error: ESCOLA_MENSAGENS.tipoInvalido }).default('municipal'),
  codigo_inep: opcional({ valid: (v) => /^\d{8}$/.test(v), message: ESCOLA_MENSAGENS.inep }),
  endereco: opcional({ max: 300 }),
  cidade: opcional({ max: 120 }),
  cep: opcional({
    valid: (v) => /^\d{5}-?\d{3}$/.test(v),
    message: ESCOLA_MENSAGENS.cep,
    normalize: (v) => `${v.slice(0, 5)}-${v.slice(-3)}`,
  }),
  estado: opcional({ max: 2, maxMessage: ESCOLA_MENSAGENS.estado, normalize: (v) => v.toUpperCase() }),
  telefone: opcional({ max: 30 }),
  email: opcional({ valid: (v) => EMAIL.test(v), message: ESCOLA_MENSAGENS.email }),
  ativo: z.boolean({ error: 'Valor inválido' }).default(true),
});

/**
 * The form of an administrador, who must choose the company ('Empresa é obrigatória'), as they belong to none;
 * everybody else's school goes into their own company, chosen by the server.
 */
export const escolaInputAdministrador = escolaInput.extend({
  empresa_id: z
    .string({ error: ESCOLA_MENSAGENS.empresaObrigatoria })
    .trim()
    .min(1, ESCOLA_MENSAGENS.empresaObrigatoria)
    .refine((v) => v === '' || UUID.test(v), { message: ESCOLA_MENSAGENS.empresaInvalida }),
});

/** What the form fills in (strings may be blank) and what the server receives after parsing. */
export type EscolaInput = z.input<typeof escolaInput>;
export type EscolaDados = z.output<typeof escolaInput>;

/** A school as the API answers it. */
export const escolaResposta = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  codigo_inep: z.string().nullable(),
  endereco: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  cep: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  tipo: z.enum(TIPOS_ESCOLA),
  ativo: z.boolean(),
  empresa_id: z.string().uuid(),
  empresa_nome: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Escola = z.infer<typeof escolaResposta>;

/** The figures of a school's overview (GET /api/escolas/:id/resumo). */
export const resumoEscolaResposta = z.object({
  escola: z.object({ id: z.string().uuid(), nome: z.string() }),
  turmas: z.number().int(),
  alunos: z.number().int(),
  professores: z.number().int(),
  /** Presences ÷ marks of the lessons given × 100; null before the first roll call. */
  frequencia: z.number().nullable(),
  notas_pendentes: z.number().int(),
});
export type ResumoEscola = z.infer<typeof resumoEscolaResposta>;
