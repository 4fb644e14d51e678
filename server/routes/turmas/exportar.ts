import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_MATRICULA, STATUS_MATRICULA_LABEL, TURNO_LABEL } from '../../../domain/academico/catalogo';
import { dataBr } from '../../../domain/calendario/datas';
import type { Db } from '../../db/client';
import { escolas } from '../../db/schema';
import { filtroEnum } from '../../lib/filtros';
import { likePattern, pagingQuery } from '../../lib/paging';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { enviarArquivo, nomeDeArquivo, TIPO_XLSX } from '../../services/documentos/download';
import { type ColunaPlanilha, planilhaDeLista } from '../../services/documentos/planilha';
import { LIMITE_EXPORTACAO, alvoDaExportacao, conferirTamanhoDaExportacao } from '../../services/exportacoes';
import { hojeNaEmpresa } from '../../services/fuso';
import { selecionarTurmas } from './carregar';
import { filtrosTurmas, ordemTurmas, whereTurmas } from './lista';
import { paginaDoRoster, turmaNoEscopoOu404 } from './roster';
import { dadosPessoaisInformados, informarAlunos } from '../../plugins/registro-de-acessos';
import { idParams } from '../../lib/parametros';

type LinhaTurma = Awaited<ReturnType<ReturnType<typeof selecionarTurmas>['where']>>[number];

/** The columns of the class list (TurmasTable of /cadastrar-turma and the school's class cards). */
const COLUNAS_TURMAS: ColunaPlanilha<LinhaTurma>[] = [
  { titulo: 'Turma', largura: 24, valor: (t) => t.nome },
  { titulo: 'Ano letivo', largura: 11, valor: (t) => t.ano_letivo },
  { titulo: 'Escola', largura: 36, valor: (t) => t.escola_nome },
  { titulo: 'Série', largura: 14, valor: (t) => t.serie },
  { titulo: 'Turno', largura: 12, valor: (t) => TURNO_LABEL[t.turno] },
  { titulo: 'Matriculados', largura: 13, valor: (t) => t.alunos_matriculados },
  { titulo: 'Capacidade', largura: 12, valor: (t) => t.capacidade },
  { titulo: 'Professor Responsável', largura: 30, valor: (t) => t.professor_responsavel_nome ?? 'Não definido' },
  { titulo: 'Status', largura: 10, valor: (t) => (t.ativo ? 'Ativa' : 'Inativa') },
];

type LinhaRoster = Awaited<ReturnType<ReturnType<typeof paginaDoRoster>['execute']>>[number];

/** The columns of the class's student list (RosterTable). */
const COLUNAS_ROSTER: ColunaPlanilha<LinhaRoster>[] = [
  { titulo: 'Aluno', largura: 36, valor: (m) => m.nome },
  { titulo: 'Matrícula', largura: 16, valor: (m) => m.matricula },
  { titulo: 'Início', largura: 12, valor: (m) => (m.data_inicio ? dataBr(m.data_inicio) : null) },
  { titulo: 'Fim', largura: 12, valor: (m) => (m.data_fim ? dataBr(m.data_fim) : null) },
  { titulo: 'Situação', largura: 14, valor: (m) => STATUS_MATRICULA_LABEL[m.status] },
];

const filtrosRoster = pagingQuery.pick({ busca: true }).extend({ status: filtroEnum(STATUS_MATRICULA) });

/** The class list and a class's student list as XLSX: every row the filters show, in the lists' scope and order. */
export const turmasExportarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/turmas/exportar', {
    config: { access: ['relatorios', 'exportar'] },
    schema: {
      tags: ['turmas'],
      summary: 'Exporta em XLSX as turmas com os filtros da lista (todas as páginas, no escopo do usuário)',
      querystring: filtrosTurmas,
    },
    handler: async (request, reply) => {
      const filtros = request.query;
      const { scope } = await carregarAlcance(db, actorOf(request));
      const alvo = await alvoDaExportacao(db, scope, { escola_id: filtros.escola_id }, actorOf(request).empresa_id);
      const linhas = await selecionarTurmas(db)
        .where(whereTurmas(scope, filtros))
        .orderBy(...ordemTurmas)
        .limit(LIMITE_EXPORTACAO + 1);
      conferirTamanhoDaExportacao(linhas.length);
      const dados = await planilhaDeLista('Turmas', COLUNAS_TURMAS, linhas);

      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'turma',
        entidade_id: filtros.escola_id ?? null,
        depois: { filtros, linhas: linhas.length, formato: 'xlsx' },
      });
      const hoje = await hojeNaEmpresa(db, alvo.empresa_id);
      return enviarArquivo(reply, { nome: `${nomeDeArquivo('turmas', alvo.escola, hoje)}.xlsx`, tipo: TIPO_XLSX, dados });
    },
  });

  app.get('/api/turmas/:id/alunos/exportar', {
    config: { access: ['relatorios', 'exportar'], dadosPessoais: dadosPessoaisInformados('exportacao_lista_turma') },
    schema: {
      tags: ['turmas'],
      summary: 'Exporta em XLSX os alunos da turma (matrículas) com os filtros da lista da turma (todas as páginas)',
      params: idParams,
      querystring: filtrosRoster,
    },
    handler: async (request, reply) => {
      const { busca, status } = request.query;
      const { scope } = await carregarAlcance(db, actorOf(request));
      const turma = await turmaNoEscopoOu404(db, scope, request.params.id);
      const linhas = await paginaDoRoster(db, { status: Boolean(status), busca: Boolean(busca) }).execute({
        turma: turma.id,
        status,
        busca: busca ? likePattern(busca) : undefined,
        limite: LIMITE_EXPORTACAO + 1,
        pular: 0,
      });
      conferirTamanhoDaExportacao(linhas.length);
      const dados = await planilhaDeLista('Alunos da turma', COLUNAS_ROSTER, linhas);

      informarAlunos(
        request,
        linhas.map((l) => l.aluno_id),
      );
      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'matricula',
        entidade_id: turma.id,
        depois: { turma_nome: turma.nome, filtros: request.query, linhas: linhas.length, formato: 'xlsx' },
      });
      // Named as the school's student export filtered by this class ('alunos-<escola>-<turma>-<data>'):
      // a class name repeats across schools.
      const [escola] = await db.select({ nome: escolas.nome }).from(escolas).where(eq(escolas.id, turma.escola_id));
      const hoje = await hojeNaEmpresa(db, turma.empresa_id);
      return enviarArquivo(reply, {
        nome: `${nomeDeArquivo('alunos', escola?.nome, turma.nome, hoje)}.xlsx`,
        tipo: TIPO_XLSX,
        dados,
      });
    },
  });
};
