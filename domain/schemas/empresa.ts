import { z } from 'zod';

/** The kinds of education body, with the labels the screens show and search by. */
export const TIPOS_EMPRESA = ['municipio', 'estado', 'empresa'] as const;
export type TipoEmpresa = (typeof TIPOS_EMPRESA)[number];

export const TIPO_EMPRESA_LABEL: Record<TipoEmpresa, string> = {
  municipio: 'Município',
  estado: 'Estado',
  empresa: 'Empresa',
};

/** Lower case without accents, so 'municipio' finds 'Município'. */
function semAcentos(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The kinds whose label contains the search term: users search by the label they read, not the stored code. */
export function tiposEmpresaPorBusca(busca: string): TipoEmpresa[] {
  const termo = semAcentos(busca.trim());
  if (!termo) return [];
  return TIPOS_EMPRESA.filter((tipo) => semAcentos(TIPO_EMPRESA_LABEL[tipo]).includes(termo));
}

/** CNPJ check digits (mod 11, weights 2..9 from the right); all-equal digits are refused. */
export function cnpjValido(cnpj: string): boolean {
  if (!/^\d{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const digito = (base: string) => {
    let soma = 0;
    for (let i = 0; i < base.length; i++) soma += Number(base[base.length - 1 - i]) * ((i % 8) + 2);
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = digito(cnpj.slice(0, 12));
  const d2 = digito(cnpj.slice(0, 12) + d1);
  return cnpj.endsWith(`${d1}${d2}`);
}

/** An optional text field: trimmed, blank becomes null, then checked by `inner`. */
function opcional<T extends z.ZodType<unknown, string>>(inner: T) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(inner.nullable());
}

const texto = (max: number, campo: string) => z.string().max(max, `${campo} deve ter no máximo ${max} caracteres`);
const email = z.email('E-mail inválido').max(254, 'E-mail inválido');

/**
 * The company form and the create/update body: nome and tipo required,
 * estado at most 2 letters. CEP, CNPJ and e-mails are checked when given; CNPJ is stored as
 * digits only and CEP as 00000-000.
 */
export const empresaInputSchema = z.object({
  nome: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(200, 'Nome deve ter no máximo 200 caracteres'),
  tipo: z.enum(TIPOS_EMPRESA, { error: 'Tipo é obrigatório' }).default('municipio'),
  cnpj: opcional(
    z
      .string()
      .transform((v) => v.replace(/[.\-/\s]/g, ''))
      .refine(cnpjValido, 'CNPJ inválido'),
  ),
  email: opcional(email),
  telefone: opcional(texto(30, 'Telefone')),
  endereco: opcional(texto(300, 'Endereço')),
  cidade: opcional(texto(120, 'Cidade')),
  estado: opcional(
    z
      .string()
      .max(2, 'Estado deve ter no máximo 2 caracteres')
      .transform((v) => v.toUpperCase()),
  ),
  cep: opcional(
    z
      .string()
      .regex(/^\d{5}-?\d{3}$/, 'CEP inválido')
      .transform((v) => `${v.slice(0, 5)}-${v.slice(-3)}`),
  ),
  responsavel_nome: opcional(texto(200, 'Nome do responsável')),
  responsavel_email: opcional(email),
  responsavel_telefone: opcional(texto(30, 'Telefone do responsável')),
  ativo: z.boolean({ error: 'Status inválido' }).default(true),
});

/** What the form edits (before parsing) and what the server stores (after). */
export type EmpresaInput = z.input<typeof empresaInputSchema>;
export type EmpresaDados = z.output<typeof empresaInputSchema>;

/** Update body: the fields plus the version (updated_at) the client loaded, for conflict detection. */
export const empresaUpdateSchema = empresaInputSchema.extend({
  updated_at: z.iso.datetime({ offset: true, error: 'Versão do registro inválida. Recarregue a página.' }),
});

/** An education body as the API answers it; updated_at is also the version a PUT sends back. */
export const empresaResposta = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  tipo: z.enum(TIPOS_EMPRESA),
  cnpj: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  endereco: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  cep: z.string().nullable(),
  responsavel_nome: z.string().nullable(),
  responsavel_email: z.string().nullable(),
  responsavel_telefone: z.string().nullable(),
  ativo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Empresa = z.infer<typeof empresaResposta>;
