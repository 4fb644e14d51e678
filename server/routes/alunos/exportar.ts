import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_ALUNO_LABEL } from '../../../domain/academico/catalogo';
import { type Db, lerJuntos } from '../../db/client';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { apresentarAluno, type LinhaMatricula } from '../../presenters/aluno';
import { auditar } from '../../services/auditoria';
import { enviarArquivo, nomeDeArquivo, TIPO_XLSX } from '../../services/documentos/download';
import { type ColunaPlanilha, planilhaDeLista } from '../../services/documentos/planilha';
import { LIMITE_EXPORTACAO, alvoDaExportacao, conferirTamanhoDaExportacao } from '../../services/exportacoes';
import { contatosDaFamilia } from '../../services/contato-da-familia';
import { hojeNaEmpresa } from '../../services/fuso';
import { historicoDe } from '../../services/matriculas';
import type { Aluno } from '../../../domain/schemas/aluno';
import { filtrosAlunos, formaDaLista, paginaDaLista } from './lista';
import { dadosPessoaisInformados, informarAlunos } from '../../plugins/registro-de-acessos';

/** The columns of the school's list (AlunosTable), with what each cell shows under the main text as its own column. */
const COLUNAS: ColunaPlanilha<Aluno>[] = [
  { titulo: 'Aluno', largura: 36, valor: (a) => a.nome },
  { titulo: 'E-mail', largura: 30, valor: (a) => a.email },
  { titulo: 'Matrícula', largura: 16, valor: (a) => a.matricula },
  { titulo: 'Turma', largura: 20, valor: (a) => a.matricula_atual?.turma_nome ?? 'Sem turma' },
  { titulo: 'Série', largura: 14, valor: (a) => a.matricula_atual?.serie },
  // The family contact: the first-priority legal guardian, as the list shows it.
  { titulo: 'Responsável', largura: 30, valor: (a) => a.contato_familia?.nome },
  { titulo: 'Telefone do responsável', largura: 20, valor: (a) => a.contato_familia?.telefone },
  { titulo: 'Status', largura: 14, valor: (a) => STATUS_ALUNO_LABEL[a.status] },
];

/** The student list as XLSX: every row the filters show (all pages), in the list's scope and order. */
export const alunosExportarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/alunos/exportar', {
    config: { access: ['relatorios', 'exportar'], dadosPessoais: dadosPessoaisInformados('exportacao_alunos') },
    schema: {
      tags: ['alunos'],
      summary: 'Exporta em XLSX os alunos com os filtros da lista (todas as páginas, no escopo do usuário)',
      querystring: filtrosAlunos,
    },
    handler: async (request, reply) => {
      const filtros = request.query;
      const { scope } = await carregarAlcance(db, actorOf(request));
      const alvo = await alvoDaExportacao(db, scope, filtros, actorOf(request).empresa_id);
      const { forma, valores } = formaDaLista(scope, filtros);
      const linhas = await paginaDaLista(db, forma).execute({ ...valores, limite: LIMITE_EXPORTACAO + 1, pular: 0 });
      conferirTamanhoDaExportacao(linhas.length);
      // The enrolments of all the rows in one read, grouped once (the list's page does it per row).
      const porAluno = new Map<string, LinhaMatricula[]>();
      const ids = linhas.map((l) => l.id);
      const [historico, contatos] = await lerJuntos(db, [() => historicoDe(db, ids), () => contatosDaFamilia(db, ids)]);
      for (const m of historico) {
        const doAluno = porAluno.get(m.aluno_id);
        if (doAluno) doAluno.push(m);
        else porAluno.set(m.aluno_id, [m]);
      }
      const itens = linhas.map((l) => apresentarAluno(l, porAluno.get(l.id) ?? [], contatos.get(l.id) ?? null));
      const dados = await planilhaDeLista('Alunos', COLUNAS, itens);

      informarAlunos(
        request,
        itens.map((a) => a.id),
      );
      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'aluno',
        entidade_id: filtros.turma_id ?? filtros.escola_id ?? null,
        depois: { filtros, linhas: itens.length, formato: 'xlsx' },
      });
      const hoje = await hojeNaEmpresa(db, alvo.empresa_id);
      return enviarArquivo(reply, {
        nome: `${nomeDeArquivo('alunos', alvo.escola, alvo.turma, hoje)}.xlsx`,
        tipo: TIPO_XLSX,
        dados,
      });
    },
  });
};
