import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACESSO_MENSAGENS as MSG, listaAcessosQuery, listaAcessosResposta } from '../../../domain/schemas/privacidade-acesso';
import { RETENCAO_ACESSOS } from '../../../domain/schemas/privacidade-configuracao';
import type { Db } from '../../db/client';
import { acessosDadosPessoais, alunos, escolas, usuarios } from '../../db/schema';
import { likePattern } from '../../lib/paging';
import { alunoNoAlcance, carregarAlcance } from '../../policies/alcance';
import { acessosNoEscopo } from '../../policies/privacidade';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { apresentarAcesso } from '../../presenters/privacidade';
import { fusoDaEmpresa } from '../../services/fuso';
import { carregarConfiguracaoPrivacidade } from '../../services/privacidade/configuracao-privacidade';

const tags = ['privacidade'];

/** The network's day `dia` begins, as an instant: the filters are the network's days, not the server's. */
const inicioDoDia = (dia: string, fuso: string) => sql`(${dia}::date::timestamp at time zone ${fuso})`;

/** The access log (LGPD art. 37): read only, paged and filtered on the server. No route changes it. */
export const acessosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/privacidade/acessos', {
    config: {
      access: ['privacidade', 'ler'],
      dadosPessoais: dadosPessoais('registro_acessos', (r: { itens: { aluno_id: string }[]; aluno: { id: string } | null }) => [
        ...r.itens.map((i) => i.aluno_id),
        r.aluno?.id,
      ]),
    },
    schema: {
      tags,
      summary:
        'Registro de acessos a dados pessoais de alunos (quem, papel, o quê, qual aluno, quando, de onde): a rede para a empresa, as escolas do gestor; filtros por aluno, escola, tipo de acesso, usuário e período (dias da rede), os mais recentes antes',
      querystring: listaAcessosQuery,
      response: { 200: listaAcessosResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const { pagina, por_pagina, aluno_id, escola_id, recurso, usuario, de, ate } = request.query;

      // Filtering by a student needs the student in reach: another network's is not there (404).
      let aluno: { id: string; nome: string } | null = null;
      if (aluno_id) {
        const { id, nome } = await alunoNoAlcance(db, a, aluno_id, 'ler', { naoEncontrado: MSG.alunoNaoEncontrado });
        aluno = { id, nome };
      }
      const fuso = await fusoDaEmpresa(db, actor.empresa_id);
      const termo = usuario ? likePattern(usuario) : null;
      const where = and(
        acessosNoEscopo(a.scope),
        aluno_id ? eq(acessosDadosPessoais.aluno_id, aluno_id) : undefined,
        escola_id ? eq(acessosDadosPessoais.escola_id, escola_id) : undefined,
        recurso ? eq(acessosDadosPessoais.recurso, recurso) : undefined,
        termo ? or(ilike(acessosDadosPessoais.usuario_nome, termo), ilike(usuarios.email, termo)) : undefined,
        de ? sql`${acessosDadosPessoais.created_at} >= ${inicioDoDia(de, fuso)}` : undefined,
        ate ? sql`${acessosDadosPessoais.created_at} < ${inicioDoDia(ate, fuso)} + interval '1 day'` : undefined,
      );
      const linhas = await db
        .select({
          id: acessosDadosPessoais.id,
          created_at: acessosDadosPessoais.created_at,
          usuario_id: acessosDadosPessoais.usuario_id,
          usuario_nome: acessosDadosPessoais.usuario_nome,
          papel: acessosDadosPessoais.papel,
          recurso: acessosDadosPessoais.recurso,
          aluno_id: acessosDadosPessoais.aluno_id,
          aluno_nome: alunos.nome,
          escola_id: acessosDadosPessoais.escola_id,
          escola_nome: escolas.nome,
          ip: acessosDadosPessoais.ip,
        })
        .from(acessosDadosPessoais)
        .leftJoin(alunos, eq(alunos.id, acessosDadosPessoais.aluno_id))
        .leftJoin(escolas, eq(escolas.id, acessosDadosPessoais.escola_id))
        .leftJoin(usuarios, eq(usuarios.id, acessosDadosPessoais.usuario_id))
        .where(where)
        .orderBy(desc(acessosDadosPessoais.created_at), desc(acessosDadosPessoais.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(acessosDadosPessoais)
        .leftJoin(usuarios, eq(usuarios.id, acessosDadosPessoais.usuario_id))
        .where(where);
      const retencao = actor.empresa_id
        ? (await carregarConfiguracaoPrivacidade(db, actor.empresa_id)).valor.retencao_acessos_dias
        : RETENCAO_ACESSOS.padrao;
      return {
        itens: linhas.map(apresentarAcesso),
        total: total?.n ?? 0,
        pagina,
        por_pagina,
        aluno,
        retencao_dias: retencao,
      };
    },
  });
};
