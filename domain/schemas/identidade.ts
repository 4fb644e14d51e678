import { z } from 'zod';
import { FUSOS_HORARIOS, TEMAS } from '../settings';
import { customizacaoResposta } from './customizacao';

/**
 * The signed-in user's network identity (the platform's for an administrador): what the app's
 * header, sidebar, footer, theme and dates use.
 */
export const identidadeResposta = z.object({
  empresa_id: z.string().nullable(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  anoLetivo: z.number().int(),
  timezone: z.enum(FUSOS_HORARIOS),
  tema: z.enum(TEMAS),
  customizacao: customizacaoResposta,
});
export type Identidade = z.infer<typeof identidadeResposta>;

/** How the platform looks to pages without a session (landing and login): never a network's. */
export const aparenciaResposta = z.object({
  nome: z.string(),
  email: z.string(),
  anoLetivo: z.number().int(),
  timezone: z.enum(FUSOS_HORARIOS),
  tema: z.enum(TEMAS),
  logo: customizacaoResposta.shape.logo,
  cabecalho: customizacaoResposta.shape.cabecalho,
  footer: customizacaoResposta.shape.footer,
});
export type Aparencia = z.infer<typeof aparenciaResposta>;
