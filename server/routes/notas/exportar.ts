import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITUACAO_LABEL } from '../../../domain/avaliacao/notas';
import type { Nota } from '../../../domain/schemas/nota';
import type { Db } from '../../db/client';
import { can } from '../../lib/actor';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { enviarArquivo, nomeDeArquivo, TIPO_XLSX } from '../../services/documentos/download';
import { type ColunaPlanilha, planilhaDeLista } from '../../services/documentos/planilha';
import { hojeNaEmpresa } from '../../services/fuso';
import { LIMITE_EXPORTACAO, alvoDaExportacao, conferirTamanhoDaExportacao } from '../../services/exportacoes';
import { filtrosNotas, whereNotas } from './consulta';
import { apresentarNaRede, ordemNotas, selecionarNotas } from './index';
import { dadosPessoaisInformados, informarAlunos } from '../../plugins/registro-de-acessos';

/** The columns of the school's list (NotasTable); the class page's sheet exports the same rows for its class, subject and bimestre. */
const COLUNAS: ColunaPlanilha<Nota>[] = [
  { titulo: 'Aluno', largura: 36, valor: (n) => n.aluno_nome },
  { titulo: 'Matrícula', largura: 16, valor: (n) => n.aluno_matricula },
  { titulo: 'Turma', largura: 18, valor: (n) => n.turma_nome },
  { titulo: 'Disciplina', largura: 28, valor: (n) => n.disciplina_nome },
  { titulo: 'Bimestre', largura: 12, valor: (n) => `${n.bimestre}º Bimestre` },
  ...([1, 2, 3, 4] as const).map((k): ColunaPlanilha<Nota> => ({
    titulo: `Nota ${k}`,
    largura: 9,
    formato: '0.0',
    valor: (n) => n[`nota${k}`],
  })),
  { titulo: 'Média', largura: 9, formato: '0.00', valor: (n) => n.media },
  {
    titulo: 'Situação',
    largura: 14,
    valor: (n) => (n.situacao ? SITUACAO_LABEL[n.situacao] : n.parcial ? 'Parcial' : null),
  },
];

/** The grade list as XLSX: every record the filters show (all pages), in the list's reach and order. */
export const notasExportarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/notas/exportar', {
    config: { access: ['relatorios', 'exportar'], dadosPessoais: dadosPessoaisInformados('exportacao_notas') },
    schema: {
      tags: ['notas'],
      summary: 'Exporta em XLSX as notas com os filtros da lista (todas as páginas, no alcance do usuário)',
      querystring: filtrosNotas,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const filtros = request.query;
      const alvo = await alvoDaExportacao(db, a.scope, filtros, actor.empresa_id);
      const linhas = await selecionarNotas(db, a)
        .where(whereNotas(a, filtros))
        .orderBy(...ordemNotas)
        .limit(LIMITE_EXPORTACAO + 1);
      conferirTamanhoDaExportacao(linhas.length);
      const itens = linhas.map((l) => apresentarNaRede(l, can(actor, 'notas', 'atualizar'), can(actor, 'notas', 'deletar')));
      const dados = await planilhaDeLista('Notas', COLUNAS, itens);

      informarAlunos(
        request,
        itens.map((n) => n.aluno_id),
      );
      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'nota',
        entidade_id: filtros.turma_id ?? filtros.escola_id ?? null,
        depois: { filtros, linhas: itens.length, formato: 'xlsx' },
      });
      const hoje = await hojeNaEmpresa(db, alvo.empresa_id);
      const bimestre = filtros.bimestre ? `${filtros.bimestre}-bimestre` : null;
      return enviarArquivo(reply, {
        nome: `${nomeDeArquivo('notas', alvo.escola, alvo.turma, bimestre, hoje)}.xlsx`,
        tipo: TIPO_XLSX,
        dados,
      });
    },
  });
};
