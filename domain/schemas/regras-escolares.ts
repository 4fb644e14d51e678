import { z } from 'zod';
import { CODIGOS_DISCIPLINA } from '../academico/catalogo';
import { INCREMENTOS_ARREDONDAMENTO, MODOS_NOTA_BIMESTRE } from '../avaliacao/regras';
import { REGRAS_RECUPERACAO_FINAL } from '../avaliacao/resultado-final';
import { versaoSchema } from './nota';
import { CONFLITO } from '../academico/campos';

/** The choices of the rules card, with the labels the user reads. */
export const MODO_NOTA_BIMESTRE_LABEL: Record<(typeof MODOS_NOTA_BIMESTRE)[number], string> = {
  quatro_notas: 'Quatro notas',
  avaliacoes: 'Por sub-avaliações',
};
export const MODO_ARREDONDAMENTO_LABEL = { proximo: 'Mais próximo', acima: 'Para cima' } as const;
export const REGRA_RECUPERACAO_LABEL: Record<(typeof REGRAS_RECUPERACAO_FINAL)[number], string> = {
  substitui_se_maior: 'Substitui a média, se maior',
  media: 'Média entre a média anual e a recuperação',
};

/** The 'Regras escolares' card (Configurações → Sistema), validated alike by the form and the API. */
export const REGRAS_MENSAGENS = {
  mediaAprovacao: 'Média de aprovação deve estar entre 0 e 10',
  mediaRecuperacao: 'Média de recuperação deve estar entre 0 e 10',
  recuperacaoAcima: 'Média de recuperação não pode ser maior que a média de aprovação',
  casaDecimal: 'Use no máximo uma casa decimal',
  frequenciaMinima: 'Frequência mínima deve estar entre 0 e 100',
  alertaFaltas: 'Alerta de faltas deve estar entre 0 e 100',
  modoNota: 'Escolha como a nota do bimestre é formada',
  ausente: 'Informe se a ausência conta como zero',
  incremento: 'Arredondamento deve ser 0,01, 0,1, 0,25, 0,5 ou 1',
  modoArredondamento: 'Escolha o modo de arredondamento',
  pesoBimestre: 'Peso de cada bimestre deve ser um número inteiro de 1 a 10',
  regraRecuperacao: 'Escolha a regra da recuperação final',
  mediaAposRecuperacao: 'Média após recuperação deve estar entre 0 e 10',
  disciplinaSemReprovacao: 'Disciplina inválida',
  disciplinaDaRede: 'Esta disciplina não existe na rede',
  empresa: 'Empresa inválida',
  toleranciaChamada: 'Tolerância da chamada deve ser um número inteiro de 0 a 60 dias letivos',
  antecedenciaNotas: 'Antecedência das notas deve ser um número inteiro de 0 a 60 dias',
  percentualConselhoTutelar: 'Percentual para o Conselho Tutelar deve estar entre 0 e 100',
  conselhoSuperaFalta: 'Informe se o conselho pode aprovar quem foi reprovado por falta',
  // Answered by the server.
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  outraEmpresa: 'Você não tem permissão para alterar as regras desta empresa',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  conflito: CONFLITO,
  salvas: 'Regras escolares salvas com sucesso',
} as const;

const faixa = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { message: REGRAS_MENSAGENS.casaDecimal });

const pesoBimestre = () =>
  z
    .number({ error: REGRAS_MENSAGENS.pesoBimestre })
    .int(REGRAS_MENSAGENS.pesoBimestre)
    .min(1, REGRAS_MENSAGENS.pesoBimestre)
    .max(10, REGRAS_MENSAGENS.pesoBimestre);

const diasInteiros = (message: string) => z.number({ error: message }).int(message).min(0, message).max(60, message);

export const regrasInput = z
  .object({
    empresa_id: z
      .string({ error: REGRAS_MENSAGENS.empresa })
      .uuid(REGRAS_MENSAGENS.empresa)
      .nullish()
      .transform((v) => v ?? null),
    media_aprovacao: faixa(10, REGRAS_MENSAGENS.mediaAprovacao),
    media_recuperacao: faixa(10, REGRAS_MENSAGENS.mediaRecuperacao),
    frequencia_minima: faixa(100, REGRAS_MENSAGENS.frequenciaMinima),
    alerta_faltas: faixa(100, REGRAS_MENSAGENS.alertaFaltas),
    // The rules of the closings: left out, each keeps the body's current value.
    modo_nota_bimestre: z.enum(MODOS_NOTA_BIMESTRE, { error: REGRAS_MENSAGENS.modoNota }).optional(),
    ausente_conta_zero: z.boolean({ error: REGRAS_MENSAGENS.ausente }).optional(),
    arredondamento_incremento: z
      .number({ error: REGRAS_MENSAGENS.incremento })
      .refine((v) => INCREMENTOS_ARREDONDAMENTO.some((i) => Math.abs(i - v) < 1e-9), { message: REGRAS_MENSAGENS.incremento })
      .optional(),
    arredondamento_modo: z.enum(['proximo', 'acima'], { error: REGRAS_MENSAGENS.modoArredondamento }).optional(),
    pesos_bimestres: z
      .tuple([pesoBimestre(), pesoBimestre(), pesoBimestre(), pesoBimestre()], { error: REGRAS_MENSAGENS.pesoBimestre })
      .optional(),
    regra_recuperacao: z.enum(REGRAS_RECUPERACAO_FINAL, { error: REGRAS_MENSAGENS.regraRecuperacao }).optional(),
    /** Null: the passing average. */
    media_apos_recuperacao: faixa(10, REGRAS_MENSAGENS.mediaAposRecuperacao).nullable().optional(),
    disciplinas_sem_reprovacao: z
      .array(z.enum(CODIGOS_DISCIPLINA, { error: REGRAS_MENSAGENS.disciplinaSemReprovacao }), {
        error: REGRAS_MENSAGENS.disciplinaSemReprovacao,
      })
      .max(CODIGOS_DISCIPLINA.length)
      .transform((v) => [...new Set(v)].sort())
      .optional(),
    // The rules of the class's life (pendências, conselho): left out, each keeps the current value.
    tolerancia_chamada_dias: diasInteiros(REGRAS_MENSAGENS.toleranciaChamada).optional(),
    antecedencia_notas_dias: diasInteiros(REGRAS_MENSAGENS.antecedenciaNotas).optional(),
    percentual_conselho_tutelar: faixa(100, REGRAS_MENSAGENS.percentualConselhoTutelar).optional(),
    conselho_supera_falta: z.boolean({ error: REGRAS_MENSAGENS.conselhoSuperaFalta }).optional(),
    /** Null when the body still uses the defaults (no row saved yet). */
    updated_at: versaoSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.media_recuperacao > v.media_aprovacao)
      ctx.addIssue({ code: 'custom', message: REGRAS_MENSAGENS.recuperacaoAcima, path: ['media_recuperacao'] });
  });

export type RegrasDados = z.output<typeof regrasInput>;

/** A network's school rules as the settings card reads them; updated_at is null while it uses the defaults. */
export const regrasDaEmpresaResposta = z.object({
  empresa_id: z.string().uuid(),
  empresa_nome: z.string(),
  media_aprovacao: z.number(),
  media_recuperacao: z.number(),
  frequencia_minima: z.number(),
  alerta_faltas: z.number(),
  modo_nota_bimestre: z.enum(MODOS_NOTA_BIMESTRE),
  ausente_conta_zero: z.boolean(),
  arredondamento_incremento: z.number(),
  arredondamento_modo: z.enum(['proximo', 'acima']),
  pesos_bimestres: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  regra_recuperacao: z.enum(REGRAS_RECUPERACAO_FINAL),
  media_apos_recuperacao: z.number().nullable(),
  disciplinas_sem_reprovacao: z.array(z.string()),
  tolerancia_chamada_dias: z.number().int(),
  antecedencia_notas_dias: z.number().int(),
  percentual_conselho_tutelar: z.number(),
  conselho_supera_falta: z.boolean(),
  /** The subject codes of the body's subjects (the choices of 'Disciplinas que não reprovam'). */
  disciplinas_da_rede: z.array(z.string()),
  /** Null while the body uses the defaults; sent back on save as the version. */
  updated_at: z.string().nullable(),
  pode_editar: z.boolean(),
});
export type RegrasDaEmpresa = z.infer<typeof regrasDaEmpresaResposta>;
