import { z } from 'zod';
import { idOpcional } from '../academico/campos';
import { RETENCAO_RELATORIOS_MAXIMA, tipoDoCatalogo } from '../relatorios/catalogo';
import { FORMATOS_RELATORIO, STATUS_RELATORIO, TIPOS_RELATORIO } from '../relatorios/tipos';

export const RELATORIO_MENSAGENS = {
  tipo: 'Tipo de relatório inválido',
  formato: 'Formato inválido: escolha PDF ou XLSX',
  empresa: 'Rede inválida',
  empresaObrigatoria: 'Escolha a rede do relatório',
  escola: 'Escola inválida',
  escolaObrigatoria: 'Escolha a escola',
  turma: 'Turma inválida',
  bimestre: 'Bimestre inválido',
  anoLetivo: 'Ano letivo inválido',
  anoObrigatorio: 'Informe o ano letivo',
  naoEncontrado: 'Relatório não encontrado.',
  escolaNaoEncontrada: 'Escola não encontrada.',
  turmaNaoEncontrada: 'Turma não encontrada.',
  turmaDeOutraEscola: 'A turma não é da escola escolhida',
  empresaNaoEncontrada: 'Rede não encontrada.',
  naoConcluido: 'O relatório ainda não foi concluído.',
  expirado: 'Este relatório expirou e o arquivo foi apagado. Gere-o novamente.',
  arquivoAusente: 'O arquivo deste relatório não está mais disponível. Gere-o novamente.',
  retencao: `A retenção deve ser de 1 a ${RETENCAO_RELATORIOS_MAXIMA} dias`,
} as const;
const M = RELATORIO_MENSAGENS;

/** What a report is asked for with; which of these a type takes is in the catalogue. */
export const parametrosRelatorio = z.object({
  /** The administrador's choice of network; everyone else's is their own. */
  empresa_id: idOpcional(M.empresa),
  escola_id: idOpcional(M.escola),
  turma_id: idOpcional(M.turma),
  bimestre: z
    .union([z.number({ error: M.bimestre }).int(M.bimestre).min(1, M.bimestre).max(4, M.bimestre), z.null()], {
      error: M.bimestre,
    })
    .optional()
    .transform((v) => v ?? null),
  ano_letivo: z
    .union([z.number({ error: M.anoLetivo }).int(M.anoLetivo).min(2000, M.anoLetivo).max(2100, M.anoLetivo), z.null()], {
      error: M.anoLetivo,
    })
    .optional()
    .transform((v) => v ?? null),
});
export type ParametrosRelatorio = z.infer<typeof parametrosRelatorio>;

const OBRIGATORIO = { escola: ['escola_id', M.escolaObrigatoria], ano_letivo: ['ano_letivo', M.anoObrigatorio] } as const;

/** POST /api/relatorios: a type, a format and the type's parameters (those it does not take are dropped). */
export const relatorioInput = z
  .object({
    tipo: z.enum(TIPOS_RELATORIO, { error: M.tipo }),
    formato: z.enum(FORMATOS_RELATORIO, { error: M.formato }),
    parametros: parametrosRelatorio.default({
      empresa_id: null,
      escola_id: null,
      turma_id: null,
      bimestre: null,
      ano_letivo: null,
    }),
  })
  .superRefine((v, ctx) => {
    const def = tipoDoCatalogo(v.tipo);
    for (const p of def.obrigatorios) {
      if (p !== 'escola' && p !== 'ano_letivo') continue;
      const [campo, mensagem] = OBRIGATORIO[p];
      if (v.parametros[campo] === null) ctx.addIssue({ code: 'custom', path: ['parametros', campo], message: mensagem });
    }
  })
  .transform((v) => {
    const def = tipoDoCatalogo(v.tipo).parametros;
    const p = v.parametros;
    return {
      ...v,
      parametros: {
        empresa_id: p.empresa_id,
        escola_id: def.includes('escola') ? p.escola_id : null,
        turma_id: def.includes('turma') ? p.turma_id : null,
        bimestre: def.includes('bimestre') ? p.bimestre : null,
        ano_letivo: def.includes('ano_letivo') ? p.ano_letivo : null,
      },
    };
  });
export type RelatorioInput = z.input<typeof relatorioInput>;

/** A report job as the list shows it; the file is there while `arquivo_disponivel`. */
export const relatorioResposta = z.object({
  id: z.string(),
  tipo: z.enum(TIPOS_RELATORIO),
  titulo: z.string(),
  formato: z.enum(FORMATOS_RELATORIO),
  parametros: z.object({
    empresa_id: z.string().nullable(),
    escola_id: z.string().nullable(),
    turma_id: z.string().nullable(),
    bimestre: z.number().int().nullable(),
    ano_letivo: z.number().int().nullable(),
  }),
  status: z.enum(STATUS_RELATORIO),
  progresso: z.number().int(),
  tentativas: z.number().int(),
  nome_arquivo: z.string().nullable(),
  tamanho: z.number().int().nullable(),
  erro: z.string().nullable(),
  created_at: z.string(),
  concluido_em: z.string().nullable(),
  expira_em: z.string().nullable(),
  arquivo_disponivel: z.boolean(),
});
export type Relatorio = z.infer<typeof relatorioResposta>;

/** The summary cards: the requester's reports by status and those of the last 30 days. */
export const resumoRelatoriosResposta = z.object({
  total: z.number().int(),
  concluidos: z.number().int(),
  em_andamento: z.number().int(),
  com_erro: z.number().int(),
  ultimos_30_dias: z.number().int(),
});
export type ResumoRelatorios = z.infer<typeof resumoRelatoriosResposta>;

/** How long generated files are kept (Configurações › Backup). */
export const configuracaoRelatoriosInput = z.object({
  retencaoDias: z.number({ error: M.retencao }).int(M.retencao).min(1, M.retencao).max(RETENCAO_RELATORIOS_MAXIMA, M.retencao),
});
export type ConfiguracaoRelatorios = z.infer<typeof configuracaoRelatoriosInput>;

export const configuracaoRelatoriosResposta = configuracaoRelatoriosInput.extend({ updated_at: z.string().nullable() });
