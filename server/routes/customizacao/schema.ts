import { z } from 'zod';

/** The customisation as the API answers it (always complete: see domain/customizacao.ts). */
export const customizacaoSchema = z.object({
  logo: z.object({ url: z.string(), largura: z.number(), altura: z.number(), alt: z.string() }),
  cabecalho: z.object({
    tituloPrincipal: z.string(),
    subtitulo: z.string(),
    corTitulo: z.string(),
    corSubtitulo: z.string(),
    imagemFundo: z.string(),
    altura: z.number(),
  }),
  secoes: z.object({
    estatisticas: z.boolean(),
    atividades: z.boolean(),
    avisos: z.boolean(),
    calendario: z.boolean(),
    graficos: z.boolean(),
    links: z.boolean(),
  }),
  sidebar: z.object({
    largura: z.number(),
    cor: z.string(),
    posicao: z.enum(['left', 'right']),
    colapsavel: z.boolean(),
    mostrarLogo: z.boolean(),
  }),
  footer: z.object({
    texto: z.string(),
    links: z.array(z.object({ texto: z.string(), url: z.string() })),
    corTexto: z.string(),
    corFundo: z.string(),
    mostrarLinks: z.boolean(),
  }),
});
