import { z } from 'zod';
import { type Customizacao, TIPOS_CUSTOMIZACAO, type TipoCustomizacao } from '../customizacao';

/** The customisation as the API answers it: always complete, read through `normalizarCustomizacao`. */
export const customizacaoResposta = z.object({
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
}) satisfies z.ZodType<Customizacao>;

/** The five cards of one level (a network's, or the platform's when empresa_id is null) and their versions. */
export const customizacaoSalvaResposta = z.object({
  /** Whose customisation this is: null is the platform's default. */
  empresa_id: z.string().nullable(),
  customizacao: customizacaoResposta,
  versoes: z.object(
    Object.fromEntries(TIPOS_CUSTOMIZACAO.map((t) => [t, z.string().nullable()])) as Record<
      TipoCustomizacao,
      z.ZodNullable<z.ZodString>
    >,
  ),
});
export type CustomizacaoSalva = z.infer<typeof customizacaoSalvaResposta>;
