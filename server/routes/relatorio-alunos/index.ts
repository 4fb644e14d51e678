import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resumirRelatorio } from '../../../domain/relatorio-alunos/status';
import { listaRelatorioAlunosQuery, relatorioAlunosResposta, turmaParams } from '../../../domain/schemas/relatorio-alunos';
import type { Db } from '../../db/client';
import { carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { emiteBoletins } from '../../policies/boletins';
import type { Armazenamento } from '../../services/storage';
import { carregarRelatorioAlunos } from '../../services/relatorio-alunos';
import { relatorioAlunosExportarRoutes } from './exportar';
import { dadosPessoais } from '../../plugins/registro-de-acessos';

const tags = ['relatorio-alunos'];

/** Relatório de Alunos da turma: a tabela e as exportações PDF e XLSX. */
export const relatorioAlunosRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  await app.register(relatorioAlunosExportarRoutes, { db, armazenamento });

  app.get('/api/turmas/:turmaId/relatorio-alunos', {
    config: {
      access: ['relatorios', 'ler'],
      dadosPessoais: dadosPessoais('relatorio_alunos', (r: { itens: { aluno_id: string }[] }) => r.itens.map((i) => i.aluno_id)),
    },
    schema: {
      tags,
      summary:
        'Relatório de Alunos da turma: uma linha por aluno e disciplina (notas dos bimestres, provisórias enquanto o bimestre não é finalizado, média, frequência, status), com os cartões sobre as linhas filtradas, filtros (busca por nome ou matrícula, disciplina, status, série) e paginação',
      params: turmaParams,
      querystring: listaRelatorioAlunosQuery,
      response: { 200: relatorioAlunosResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const turma = await turmaNoAlcance(db, a, request.params.turmaId);
      const { pagina, por_pagina, ...filtros } = request.query;
      const r = await carregarRelatorioAlunos(db, a, turma, filtros);
      const itens = r.linhas.slice((pagina - 1) * por_pagina, pagina * por_pagina);
      return {
        itens,
        total: r.linhas.length,
        pagina,
        por_pagina,
        resumo: resumirRelatorio(r.linhas),
        limiares: r.limiares,
        provisorio: r.provisorio,
        disciplinas: r.disciplinas,
        turma: { id: turma.id, nome: turma.nome, serie: turma.serie, ano_letivo: turma.ano_letivo },
        ano_encerrado: r.anoEncerrado,
        boletins: emiteBoletins(actor, turma),
      };
    },
  });
};
