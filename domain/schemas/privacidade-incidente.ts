import { z } from 'zod';
import { CONFLITO, dataValida, textoObrigatorio, versao } from '../academico/campos';
import { STATUS_INCIDENTE } from '../privacidade/tipos';
import { paginaDe } from './pagina';

/** The incident register (LGPD art. 48), with pt-BR messages (the form's and the server's). */
export const INCIDENTE_MENSAGENS = {
  titulo: 'Informe um título para o incidente',
  descobertoEm: 'Informe o dia em que o incidente foi descoberto',
  natureza: 'Descreva o que aconteceu',
  dadosAfetados: 'Informe quais dados foram afetados',
  titularesAfetados: 'Informe quem foi afetado',
  quantidade: 'Quantidade deve ser um número inteiro a partir de 0',
  medidas: 'Informe as medidas tomadas',
  status: 'Situação inválida',
  dataInvalida: 'Data inválida',
  comunicadoEm: 'Informe o dia da comunicação à ANPD e às famílias',
  longo: 'Texto longo demais',
  empresa: 'Empresa inválida',
  // Answered by the server.
  naoEncontrado: 'Incidente não encontrado.',
  descobertoFuturo: 'A data da descoberta não pode ser futura',
  comunicadoFuturo: 'A data da comunicação não pode ser futura',
  comunicadoAntes: 'A comunicação não pode ser anterior à descoberta',
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  outraEmpresa: 'Você não tem permissão para alterar a privacidade desta empresa',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  conflito: CONFLITO,
  criado: 'Incidente registrado',
  atualizado: 'Incidente atualizado',
} as const;
const MSG = INCIDENTE_MENSAGENS;

const texto = (obrigatorio: string, max = 5000) => textoObrigatorio(obrigatorio, max, MSG.longo);
const dataObrigatoria = (obrigatoria: string) =>
  z.string({ error: obrigatoria }).trim().min(1, obrigatoria).refine(dataValida, { message: MSG.dataInvalida });

const campos = {
  titulo: texto(MSG.titulo, 200),
  descoberto_em: dataObrigatoria(MSG.descobertoEm),
  natureza: texto(MSG.natureza),
  dados_afetados: texto(MSG.dadosAfetados),
  titulares_afetados: texto(MSG.titularesAfetados),
  quantidade_afetados: z
    .number({ error: MSG.quantidade })
    .int(MSG.quantidade)
    .min(0, MSG.quantidade)
    .max(1_000_000_000, MSG.quantidade)
    .nullable(),
  medidas: texto(MSG.medidas),
  status: z.enum(STATUS_INCIDENTE, { error: MSG.status }),
  /** The day the ANPD and the families were told; required once the status says so. */
  comunicado_em: z
    .string({ error: MSG.dataInvalida })
    .trim()
    .refine((v) => v === '' || dataValida(v), { message: MSG.dataInvalida })
    .nullish()
    .transform((v) => v || null),
};

const comunicadoQuandoComunicado = (d: { status: string; comunicado_em: string | null }) =>
  d.status === 'aberto' || d.comunicado_em !== null;

export const incidenteInput = z
  .object({ ...campos, empresa_id: z.string().uuid(MSG.empresa).optional() })
  .refine(comunicadoQuandoComunicado, { message: MSG.comunicadoEm, path: ['comunicado_em'] });
export type IncidenteInput = z.input<typeof incidenteInput>;
export const incidenteUpdate = z
  .object({ ...campos, updated_at: versao() })
  .refine(comunicadoQuandoComunicado, { message: MSG.comunicadoEm, path: ['comunicado_em'] });

export const listaIncidentesQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
  /** An administrador's list of one network (anyone else's is their own anyway). */
  empresa_id: z.string().uuid(MSG.empresa).optional(),
});

export const incidenteResposta = z.object({
  id: z.string().uuid(),
  empresa_id: z.string().uuid(),
  titulo: z.string(),
  descoberto_em: z.string(),
  /** 3 business days after the day it was found (weekends and the network's holidays skipped). */
  prazo_comunicacao: z.string(),
  /** While not yet told: past the deadline, near it, or ahead (the network's today). */
  situacao_prazo: z.enum(['vencido', 'vencendo', 'no_prazo']).nullable(),
  natureza: z.string(),
  dados_afetados: z.string(),
  titulares_afetados: z.string(),
  quantidade_afetados: z.number().int().nullable(),
  medidas: z.string(),
  status: z.enum(STATUS_INCIDENTE),
  comunicado_em: z.string().nullable(),
  /** Drafts to copy: the notice to the ANPD and the one to the families. */
  modelos: z.object({ anpd: z.string(), familias: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Incidente = z.infer<typeof incidenteResposta>;
export const listaIncidentesResposta = paginaDe(incidenteResposta);
export type ListaIncidentes = z.infer<typeof listaIncidentesResposta>;
