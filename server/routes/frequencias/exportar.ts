import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataBr } from '../../../domain/calendario/datas';
import type { Db } from '../../db/client';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { enviarArquivo, nomeDeArquivo, TIPO_XLSX } from '../../services/documentos/download';
import { type ColunaPlanilha, planilhaDeLista } from '../../services/documentos/planilha';
import { hojeNaEmpresa } from '../../services/fuso';
import { LIMITE_EXPORTACAO, alvoDaExportacao, conferirTamanhoDaExportacao } from '../../services/exportacoes';
import { listaFrequenciaQuery, selecionarFrequencias, whereFrequencia } from './consulta';
import { ordemFrequencias } from './index';
import { dadosPessoaisInformados, informarAlunos } from '../../plugins/registro-de-acessos';

/** The list's filters without the page. */
const filtrosExportacao = listaFrequenciaQuery.omit({ pagina: true, por_pagina: true });

type Registro = Awaited<ReturnType<ReturnType<typeof selecionarFrequencias>['where']>>[number];

/** The columns of the record list (FrequenciasTable, school view), the student's matrícula in its own column. */
const COLUNAS: ColunaPlanilha<Registro>[] = [
  { titulo: 'Data', largura: 12, valor: (f) => dataBr(f.data) },
  { titulo: 'Aluno', largura: 36, valor: (f) => f.aluno_nome },
  { titulo: 'Matrícula', largura: 16, valor: (f) => f.aluno_matricula },
  { titulo: 'Turma', largura: 18, valor: (f) => f.turma_nome },
  { titulo: 'Disciplina', largura: 28, valor: (f) => f.disciplina_nome },
  { titulo: 'Justificativa', largura: 36, valor: (f) => f.justificativa },
  { titulo: 'Status', largura: 10, valor: (f) => (f.presente ? 'Presente' : 'Faltou') },
];

/** The attendance records as XLSX: every record the filters show (all pages), in the list's reach and order. */
export const frequenciasExportarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/frequencias/exportar', {
    config: { access: ['relatorios', 'exportar'], dadosPessoais: dadosPessoaisInformados('exportacao_frequencia') },
    schema: {
      tags: ['frequência'],
      summary: 'Exporta em XLSX os registros de frequência com os filtros da lista (todas as páginas, no alcance do usuário)',
      querystring: filtrosExportacao,
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const filtros = request.query;
      const alvo = await alvoDaExportacao(db, a.scope, filtros, a.actor.empresa_id);
      const linhas = await selecionarFrequencias(db, a)
        .where(whereFrequencia(a, filtros))
        .orderBy(...ordemFrequencias)
        .limit(LIMITE_EXPORTACAO + 1);
      conferirTamanhoDaExportacao(linhas.length);
      const dados = await planilhaDeLista('Frequência', COLUNAS, linhas);

      informarAlunos(
        request,
        linhas.map((l) => l.aluno_id),
      );
      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'frequencia',
        entidade_id: filtros.turma_id ?? filtros.escola_id ?? null,
        depois: { filtros, linhas: linhas.length, formato: 'xlsx' },
      });
      const hoje = await hojeNaEmpresa(db, alvo.empresa_id);
      return enviarArquivo(reply, {
        nome: `${nomeDeArquivo('frequencia', alvo.escola, alvo.turma, hoje)}.xlsx`,
        tipo: TIPO_XLSX,
        dados,
      });
    },
  });
};
