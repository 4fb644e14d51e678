import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FECHAMENTO_ANUAL_MENSAGENS as MSG,
  STATUS_FECHAMENTO_ANUAL,
  listaFechamentosAnuaisResposta,
  resultadosAlunosResposta,
  turmaQuery,
} from '../../../domain/schemas/fechamento-anual';
import type { Db } from '../../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../../db/consulta-fixa';
import { turmas } from '../../db/schema';
import { can } from '../../lib/actor';
import { filtroEnum, filtroId } from '../../lib/filtros';
import { pagingQuery } from '../../lib/paging';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { apresentarFechamentosAnuais, resumirFechamentosAnuais } from '../../presenters/fechamento-anual';
import { calcularResultadosDaTurma } from '../../services/resultados-finais/calcular';
import { camposDoAno, lerAno } from '../../services/resultados-finais/ler';
import { carregarAlcance, colunasDaTurma, disciplinasVisiveis, turmaLidaNoAlcance } from '../../policies/alcance';
import { carregarResultadosAlunos } from './comum';
import { fechamentosAnuaisEscritaRoutes } from './write';
import { rematriculaRoutes } from './rematricula';

const tags = ['fechamentos-anuais'];

const listaQuery = pagingQuery.extend({
  turma_id: z.string({ error: MSG.turma }).uuid(MSG.turma),
  disciplina_id: filtroId(MSG.disciplina),
  ano_letivo: z
    .union([z.literal('all'), z.coerce.number({ error: MSG.ano }).int(MSG.ano).min(1900, MSG.ano).max(2200, MSG.ano)], {
      error: MSG.ano,
    })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  status: filtroEnum(STATUS_FECHAMENTO_ANUAL, MSG.status),
});

/** The class and everything its annual results are computed from, in one statement (built once). */
const turmaComAno = consultaFixa((db, _f: SemForma, ph: Marcador<{ id: string }>) =>
  db
    .select({ ...colunasDaTurma, ...camposDoAno() })
    .from(turmas)
    .where(eq(turmas.id, ph('id')))
    .prepare(SEM_NOME),
);

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Reading the year of a class: one row per subject with the cards, and each student's results. */
export const fechamentosAnuaisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/fechamentos-anuais', {
    config: { access: ['fechamento', 'ler'] },
    schema: {
      tags,
      summary:
        'Fechamento anual de uma turma: uma linha por disciplina (média anual, aprovados, recuperação, reprovados, aulas dadas, frequência, status do ano), com os cartões, filtros (busca, disciplina, ano letivo, status) e paginação',
      querystring: listaQuery,
      response: { 200: listaFechamentosAnuaisResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { turma_id, pagina, por_pagina, busca, disciplina_id, ano_letivo, status } = request.query;
      const a = await carregarAlcance(db, actor);
      const [linha] = await turmaComAno(db, {}).execute({ id: turma_id });
      const turma = turmaLidaNoAlcance(a, linha);
      const resultados = await calcularResultadosDaTurma(db, turma, { lido: lerAno(turma) });
      const todas = apresentarFechamentosAnuais(resultados, disciplinasVisiveis(a, turma.id));
      const termo = busca ? semAcento(busca) : null;
      const filtradas = todas.filter(
        (l) =>
          (!disciplina_id || l.disciplina_id === disciplina_id) &&
          (!ano_letivo || l.ano_letivo === ano_letivo) &&
          (!status || l.status === status) &&
          (!termo || [l.disciplina_nome, l.turma_nome, ...l.professores].some((t) => semAcento(t).includes(termo))),
      );
      const st = resultados.ano.status;
      const gestao = a.scope.tipo !== 'turmas';
      return {
        itens: filtradas.slice((pagina - 1) * por_pagina, pagina * por_pagina),
        total: filtradas.length,
        pagina,
        por_pagina,
        resumo: resumirFechamentosAnuais(filtradas),
        ano: {
          turma_id: turma.id,
          turma_nome: turma.nome,
          ano_letivo: turma.ano_letivo,
          status: st,
          data_fechamento: resultados.ano.data_fechamento,
          pode_encerrar: gestao && st === 'em_andamento' && can(actor, 'notas', 'fecharBimestre'),
          pode_reabrir: st !== 'em_andamento' && (actor.tipo_usuario === 'empresa' || actor.tipo_usuario === 'administrador'),
          pode_rematricular:
            gestao && st !== 'em_andamento' && can(actor, 'turmas', 'criar') && can(actor, 'alunos', 'gerenciar'),
        },
        disciplinas: todas.map((l) => ({ id: l.disciplina_id, nome: l.disciplina_nome })),
      };
    },
  });

  app.get('/api/fechamentos-anuais/alunos', {
    config: {
      access: ['fechamento', 'ler'],
      dadosPessoais: dadosPessoais('resultados_anuais', (r: { alunos: { aluno_id: string }[] }) =>
        r.alunos.map((a) => a.aluno_id),
      ),
    },
    schema: {
      tags,
      summary:
        'Resultados de cada aluno da turma no ano: notas dos bimestres, média anual, recuperação final, frequência e situação por disciplina, e a situação final',
      querystring: turmaQuery,
      response: { 200: resultadosAlunosResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      // Read before the reach is known (one round trip instead of eight): out of reach, it is dropped unshown.
      const [linha] = await turmaComAno(db, {}).execute({ id: request.query.turma_id });
      const turma = turmaLidaNoAlcance(a, linha);
      return carregarResultadosAlunos(db, a, turma, lerAno(turma));
    },
  });

  await app.register(fechamentosAnuaisEscritaRoutes, { db });
  await app.register(rematriculaRoutes, { db });
};
