import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { municipiosQuery, paginaMunicipiosResposta } from '../../../domain/schemas/municipio';
import { buscarMunicipios } from '../../services/municipios';

/** The IBGE municipalities, searched by name: public data, so any signed-in user may ask. */
export const municipiosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/municipios', {
    config: { access: 'identity' },
    schema: {
      tags: ['municípios'],
      summary: 'Municípios do IBGE pelo nome (acentos e maiúsculas ignorados), opcionalmente numa UF; no máximo 20',
      querystring: municipiosQuery,
      response: { 200: paginaMunicipiosResposta },
    },
    handler: async (request) => {
      const { busca, uf, por_pagina } = request.query;
      return buscarMunicipios(busca ?? '', uf, por_pagina);
    },
  });
};
