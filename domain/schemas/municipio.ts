import { z } from 'zod';

const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

/** The municipality search of the ficha do aluno: by name (accents ignored), optionally in one state. */
export const municipiosQuery = z.object({
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
  uf: z.enum(UFS, { error: 'UF inválida' }).optional(),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(20, 'No máximo 20 por página').default(20),
});

const municipioResposta = z.object({ codigo: z.string(), nome: z.string(), uf: z.string() });
export type Municipio = z.infer<typeof municipioResposta>;

export const paginaMunicipiosResposta = z.object({ itens: z.array(municipioResposta), total: z.number().int() });
