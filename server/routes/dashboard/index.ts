import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardResposta, fechamentoAtrasadoResposta } from '../../../domain/schemas/dashboard';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { pageOf, pagingQuery } from '../../lib/paging';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { alunosDasEntradasDeAuditoria } from '../../services/privacidade/acessos';
import { lerCustomizacao } from '../../services/customizacao';
import { alunosPorEscola, atividades, avisos, estatisticas, painelDoAluno } from '../../services/dashboard';
import { lerGeral } from '../../services/identidade';
import { fechamentosAtrasados, paginaDeFechamentosAtrasados } from '../../services/fechamentos/atrasados';

/**
 * The dashboard, real and scoped: only the sections the customisation
 * switches on are computed and sent. An aluno gets its own figures instead of the scope's
 * counts (never "all students"), and no chart.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/dashboard', {
    config: {
      access: 'own',
      dadosPessoais: dadosPessoais('painel', (r: { atividades?: { id: string }[] }) =>
        alunosDasEntradasDeAuditoria(
          db,
          (r.atividades ?? []).map((a) => a.id),
        ),
      ),
    },
    schema: {
      tags: ['dashboard'],
      summary: 'Números, atividades, avisos, calendário e gráficos do escopo do usuário, conforme as seções ligadas',
      response: { 200: dashboardResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { scope } = await carregarAlcance(db, actor);
      // The sections and the calendar of the user's own network (the platform's for administradores).
      const empresaId = actor.tipo_usuario === 'administrador' ? null : actor.empresa_id;
      const { customizacao } = await lerCustomizacao(db, empresaId);
      const secoes = customizacao.secoes;
      const geral = secoes.calendario ? await lerGeral(db, empresaId) : null;
      // Gestor and professor: the closings past their deadline (not a section: work to do).
      const atrasados = secoes.avisos ? await fechamentosAtrasados(db, actor, scope) : null;
      return {
        ...(atrasados ? { fechamentos_atrasados: atrasados } : {}),
        secoes,
        ...(secoes.estatisticas
          ? scope.tipo === 'aluno'
            ? { aluno: await painelDoAluno(db, scope) }
            : { estatisticas: await estatisticas(db, scope) }
          : {}),
        ...(secoes.atividades ? { atividades: await atividades(db, actor, scope) } : {}),
        ...(secoes.avisos ? { avisos: await avisos(db, actor, scope) } : {}),
        ...(geral ? { calendario: { ano_letivo: geral.anoLetivo, timezone: geral.timezone } } : {}),
        ...(secoes.graficos && scope.tipo !== 'aluno'
          ? { graficos: { alunos_por_escola: await alunosPorEscola(db, scope) } }
          : {}),
      };
    },
  });

  // The full list behind the dashboard's preview, paged here (it can run into the hundreds).
  app.get('/api/dashboard/fechamentos-atrasados', {
    config: { access: ['fechamento', 'ler'] },
    schema: {
      tags: ['dashboard'],
      summary: 'Fechamentos atrasados do gestor ou do professor, por turma, paginados (opcionalmente de uma turma)',
      querystring: pagingQuery.omit({ busca: true }).extend({ turma_id: z.string().uuid('Turma inválida').optional() }),
      response: { 200: pageOf(fechamentoAtrasadoResposta) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { scope } = await carregarAlcance(db, actor);
      const { pagina, por_pagina, turma_id } = request.query;
      const pag = await paginaDeFechamentosAtrasados(db, actor, scope, { pagina, porPagina: por_pagina, turmaId: turma_id });
      if (!pag) throw forbidden('Só gestores e professores têm fechamentos a acompanhar.');
      return { ...pag, pagina, por_pagina };
    },
  });
};
