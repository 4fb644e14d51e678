import { z } from 'zod';
import {
  ETAPAS,
  type Etapa,
  COMPONENTES,
  etapaDoAnoSerie,
  lerCodigoOficial,
  normalizarAnoSerie,
  normalizarComponente,
} from '../bncc';
import { CONFLITO } from '../academico/campos';

/** The BNCC skill form and the catalogue import, with their pt-BR messages. */
export const BNCC_MENSAGENS = {
  codigo: 'Código é obrigatório',
  descricao: 'Descrição é obrigatória',
  componente: 'Componente curricular é obrigatório',
  anoSerie: 'Ano/série é obrigatório',
  etapa: 'Etapa é obrigatória',
  codigoInvalido: 'Código inválido: use letras, números, ponto ou hífen (até 30 caracteres)',
  codigoForaDoPadrao: 'Código fora do padrão da BNCC (ex.: EF67LP01, EM13MAT101, EI02EO01)',
  descricaoLonga: 'Descrição deve ter no máximo 2.000 caracteres',
  componenteDesconhecido: 'Componente curricular desconhecido',
  anoSerieDesconhecido: 'Ano/série desconhecido',
  componenteDaEtapa: 'Componente curricular não pertence à etapa deste ano/série',
  versao: 'Versão do registro inválida',
  // Answered by the server.
  codigoOficialExistente: 'Já existe uma habilidade oficial da BNCC com este código',
  codigoProprioExistente: 'Já existe uma habilidade com este código nesta rede de ensino',
  codigoDeRede: 'Este código já é usado por uma habilidade própria de uma rede de ensino',
  oficialSoAdministrador: 'Somente administradores podem alterar o catálogo oficial da BNCC.',
  importarSoAdministrador: 'Somente administradores podem importar o catálogo oficial da BNCC.',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  naoEncontrada: 'Habilidade não encontrada.',
  emUso: 'Não é possível excluir a habilidade: ela está vinculada a objetos de conhecimento.',
  conflito: CONFLITO,
} as const;
const MSG = BNCC_MENSAGENS;

const DESCRICAO_MAXIMA = 2000;
const CODIGO = /^[A-Z0-9][A-Z0-9.\-_]{1,29}$/;

const texto = (obrigatorio: string) => z.string({ error: obrigatorio }).transform((v) => v.normalize('NFC').trim());

const habilidadeCampos = z.object({
  codigo: texto(MSG.codigo).transform((v) => v.toUpperCase()),
  descricao: texto(MSG.descricao),
  componente_curricular: texto(MSG.componente),
  ano_serie: texto(MSG.anoSerie),
});
type Campos = z.output<typeof habilidadeCampos>;

function normalizar(v: Campos, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!v.codigo) issue('codigo', MSG.codigo);
  else if (!CODIGO.test(v.codigo)) issue('codigo', MSG.codigoInvalido);
  if (!v.descricao) issue('descricao', MSG.descricao);
  else if (v.descricao.length > DESCRICAO_MAXIMA) issue('descricao', MSG.descricaoLonga);
  const componente = v.componente_curricular ? normalizarComponente(v.componente_curricular) : null;
  if (!v.componente_curricular) issue('componente_curricular', MSG.componente);
  else if (!componente) issue('componente_curricular', MSG.componenteDesconhecido);
  const anoSerie = v.ano_serie ? normalizarAnoSerie(v.ano_serie) : null;
  if (!v.ano_serie) issue('ano_serie', MSG.anoSerie);
  else if (!anoSerie) issue('ano_serie', MSG.anoSerieDesconhecido);
  const etapa = anoSerie ? etapaDoAnoSerie(anoSerie) : null;
  if (etapa && componente && !COMPONENTES[etapa].includes(componente)) issue('componente_curricular', MSG.componenteDaEtapa);
  return {
    codigo: v.codigo,
    descricao: v.descricao,
    componente_curricular: componente ?? '',
    ano_serie: anoSerie ?? '',
    etapa: etapa ?? 'EF',
  };
}

/**
 * A skill as the form sends it: the etapa follows from the year/grade (their lists do not
 * overlap), and the names the screens have always offered ('Inglês', 'Educação Religiosa',
 * 'Educação Infantil - Bebês', '1º Ano EM') are stored as the official catalogue's, so both match.
 */
export const habilidadeInput = habilidadeCampos.transform(normalizar);
export const habilidadeUpdate = habilidadeCampos
  .extend({ updated_at: z.iso.datetime({ offset: true, error: MSG.versao }) })
  .transform((v, ctx) => ({ ...normalizar(v, ctx), updated_at: v.updated_at }));

export type HabilidadeInput = z.input<typeof habilidadeInput>;
export type HabilidadeDados = z.output<typeof habilidadeInput>;

/**
 * An official row must agree with its own code: the code names the etapa, the component and
 * the year(s). Returns the field and message of the first disagreement, or null.
 */
export function conferirComCodigo(
  dados: Pick<HabilidadeDados, 'codigo' | 'componente_curricular' | 'ano_serie' | 'etapa'>,
): { campo: string; mensagem: string } | null {
  const oficial = lerCodigoOficial(dados.codigo);
  if (!oficial) return { campo: 'codigo', mensagem: MSG.codigoForaDoPadrao };
  if (oficial.etapa !== dados.etapa)
    return { campo: 'etapa', mensagem: `Etapa não corresponde ao código (esperado: ${oficial.etapa})` };
  if (oficial.componente_curricular !== dados.componente_curricular) {
    return {
      campo: 'componente_curricular',
      mensagem: `Componente curricular não corresponde ao código (esperado: ${oficial.componente_curricular})`,
    };
  }
  if (oficial.ano_serie !== dados.ano_serie)
    return { campo: 'ano_serie', mensagem: `Ano/série não corresponde ao código (esperado: ${oficial.ano_serie})` };
  return null;
}

/** The columns of the catalogue files (shared/data/bncc): CSV header or JSON keys. */
export const COLUNAS_IMPORTACAO = ['codigo', 'descricao', 'componente_curricular', 'ano_serie', 'etapa'] as const;

/** One row of an import file as it travels to the server: its number in the file and its text. */
export interface LinhaImportacao {
  linha: number;
  codigo: string;
  descricao: string;
  componente_curricular: string;
  ano_serie: string;
  etapa: string;
}

type ResultadoLinha = { ok: true; dados: HabilidadeDados } | { ok: false; motivo: string };

/** Checks one official row of an import; the reason is the first problem found, in pt-BR. */
function validarLinhaOficial(linha: Omit<LinhaImportacao, 'linha'>): ResultadoLinha {
  const valor = (campo: keyof typeof linha) =>
    String(linha[campo] ?? '')
      .normalize('NFC')
      .trim();
  const obrigatorios = [
    ['codigo', MSG.codigo],
    ['descricao', MSG.descricao],
    ['componente_curricular', MSG.componente],
    ['ano_serie', MSG.anoSerie],
    ['etapa', MSG.etapa],
  ] as const;
  for (const [campo, mensagem] of obrigatorios) if (!valor(campo)) return { ok: false, motivo: mensagem };

  const codigo = valor('codigo').toUpperCase();
  if (!lerCodigoOficial(codigo)) return { ok: false, motivo: `${MSG.codigoForaDoPadrao}: "${codigo}"` };
  const etapa = valor('etapa').toUpperCase();
  if (!(ETAPAS as readonly string[]).includes(etapa))
    return { ok: false, motivo: `Etapa desconhecida: "${valor('etapa')}" (use EI, EF ou EM)` };

  const parsed = habilidadeInput.safeParse(linha);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const campo = String(issue.path[0]) as keyof typeof linha;
    const mostraValor = issue.message === MSG.componenteDesconhecido || issue.message === MSG.anoSerieDesconhecido;
    return { ok: false, motivo: mostraValor ? `${issue.message}: "${valor(campo)}"` : issue.message };
  }
  const divergencia = conferirComCodigo({ ...parsed.data, etapa: etapa as Etapa });
  if (divergencia) return { ok: false, motivo: divergencia.mensagem };
  return { ok: true, dados: parsed.data };
}

export interface ValidacaoArquivo {
  validas: { linha: number; dados: HabilidadeDados }[];
  recusadas: { linha: number; codigo: string; motivo: string }[];
}

/** Validates every row of a file; a code seen twice is refused at its second appearance. */
export function validarLinhas(linhas: readonly LinhaImportacao[]): ValidacaoArquivo {
  const resultado: ValidacaoArquivo = { validas: [], recusadas: [] };
  const vistos = new Map<string, number>();
  for (const linha of linhas) {
    const r = validarLinhaOficial(linha);
    const codigo = (linha.codigo ?? '').trim().toUpperCase();
    if (!r.ok) {
      resultado.recusadas.push({ linha: linha.linha, codigo, motivo: r.motivo });
      continue;
    }
    const anterior = vistos.get(r.dados.codigo);
    if (anterior !== undefined) {
      resultado.recusadas.push({ linha: linha.linha, codigo, motivo: `Código repetido no arquivo (já na linha ${anterior})` });
      continue;
    }
    vistos.set(r.dados.codigo, linha.linha);
    resultado.validas.push({ linha: linha.linha, dados: r.dados });
  }
  return resultado;
}

/** Rows per import request: the browser sends the file in batches and shows the progress. */
export const LOTE_IMPORTACAO = 200;
const LOTE_MAXIMO = 500;
/** The full catalogue is about 0.6 MB; a few MB leaves room for a body's own additions. */
export const TAMANHO_MAXIMO_ARQUIVO = 5 * 1024 * 1024;

const campoTexto = z.string().max(20_000, 'Texto longo demais');
export const importacaoBody = z.object({
  linhas: z
    .array(
      z.object({
        linha: z.number().int().min(1, 'Número de linha inválido'),
        codigo: campoTexto,
        descricao: campoTexto,
        componente_curricular: campoTexto,
        ano_serie: campoTexto,
        etapa: campoTexto,
      }),
    )
    .min(1, 'Nenhuma linha para importar')
    .max(LOTE_MAXIMO, `No máximo ${LOTE_MAXIMO} linhas por requisição`),
  simular: z.boolean().default(false),
});

/** What a batch did (or would do, simulated): codes created and updated, rows unchanged, rows refused and why. */
export const relatorioImportacaoResposta = z.object({
  criadas: z.array(z.string()),
  atualizadas: z.array(z.string()),
  inalteradas: z.number().int(),
  recusadas: z.array(z.object({ linha: z.number().int(), codigo: z.string(), motivo: z.string() })),
});
export type RelatorioImportacao = z.infer<typeof relatorioImportacaoResposta>;

/** A BNCC skill as the API answers it. */
export const habilidadeResposta = z.object({
  id: z.string().uuid(),
  codigo: z.string(),
  descricao: z.string(),
  componente_curricular: z.string(),
  ano_serie: z.string(),
  etapa: z.enum(ETAPAS),
  /** oficial: the national catalogue; propria: added by the education body empresa_id. */
  origem: z.enum(['oficial', 'propria']),
  empresa_id: z.string().uuid().nullable(),
  empresa_nome: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Habilidade = z.infer<typeof habilidadeResposta>;

/** The three figures over the filtered set: skills, distinct components and distinct years. */
export const estatisticasBnccResposta = z.object({
  total: z.number().int(),
  componentes: z.number().int(),
  anos_series: z.number().int(),
});
export type EstatisticasBncc = z.infer<typeof estatisticasBnccResposta>;
