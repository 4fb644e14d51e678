import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resumoEscolaResposta } from '../../../domain/schemas/escola';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { turmas } from '../../db/schema';
import { turmasNoEscopo } from '../../policies/turmas';
import { carregarAlcance, escolaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { idParams } from '../../lib/parametros';

interface Contagens {
  turmas: number;
  alunos: number;
  professores: number;
  aulas: number;
  faltas: number;
  notas_pendentes: number;
}

/**
 * The figures of the school overview, over the school's active classes the actor
 * reaches (a professor's are the classes it teaches):
 * - alunos: students with an active enrolment in them; professores: those assigned to teach there;
 * - frequencia: from the running attendance totals, so it costs a few rows per student;
 * - notas_pendentes: per class, its bimestre in course is the latest one with any grade (the 1st
 *   before the first grade); each active student × subject taught there without the four notes of
 *   that bimestre is one pending grade.
 */
export const escolaResumoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/escolas/:id/resumo', {
    config: { access: ['escolas', 'ler'] },
    schema: {
      tags: ['escolas'],
      summary: 'Números de uma escola do escopo do usuário: turmas, alunos, professores, frequência e notas pendentes',
      params: idParams,
      response: { 200: resumoEscolaResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const escola = await escolaNoAlcance(db, a, request.params.id);
      const { scope } = a;

      const daEscola = and(eq(turmas.escola_id, escola.id), eq(turmas.ativo, true), turmasNoEscopo(scope));
      const [c] = await queryRows<Contagens>(
        db,
        sql`
          with t as (select ${turmas.id} as id from ${turmas} where ${daEscola}),
          m as (select distinct aluno_id, turma_id from matriculas where status = 'ativa' and turma_id in (select id from t)),
          d as (select distinct turma_id, disciplina_id from atribuicoes where turma_id in (select id from t)),
          b as (select t.id as turma_id, coalesce((select max(n.bimestre) from notas n where n.turma_id = t.id), 1) as bimestre from t),
          f as (select coalesce(sum(aulas), 0)::int as aulas, coalesce(sum(faltas), 0)::int as faltas from frequencias_totais where turma_id in (select id from t))
          select
            (select count(*) from t)::int as turmas,
            (select count(distinct aluno_id) from m)::int as alunos,
            (select count(distinct professor_id) from atribuicoes where turma_id in (select id from t))::int as professores,
            f.aulas, f.faltas,
            (select count(*) from m
               join d on d.turma_id = m.turma_id
               join b on b.turma_id = m.turma_id
             where not exists (
               select 1 from notas n
               where n.aluno_id = m.aluno_id and n.turma_id = m.turma_id and n.disciplina_id = d.disciplina_id and n.bimestre = b.bimestre
                 and n.nota1 is not null and n.nota2 is not null and n.nota3 is not null and n.nota4 is not null
             ))::int as notas_pendentes
          from f`,
      );
      const { aulas, faltas, ...resto } = c!;
      return { escola, ...resto, frequencia: aulas ? ((aulas - faltas) / aulas) * 100 : null };
    },
  });
};
