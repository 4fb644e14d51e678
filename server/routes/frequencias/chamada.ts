import { recusarCampos, rejectInvalid } from '../../lib/validacao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bimestreDaTrava, motivoDiaNaoLetivo } from '../../../domain/calendario';
import {
  CABECALHO_DONO_DA_FILA,
  FILA_DE_OUTRO_USUARIO,
  FREQUENCIA_MENSAGENS as MSG,
  chamadaInput,
  chamadaResposta,
  dataSchema,
} from '../../../domain/schemas/frequencia';
import { NOTA_MENSAGENS } from '../../../domain/schemas/nota';
import type { Db } from '../../db/client';
import { can } from '../../lib/actor';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { AppError, badRequest, conflict, forbidden, notFound, periodoFechado } from '../../lib/errors';
import { gravarSemDuplicar, mesmaVersao } from '../../lib/gravacao';
import { carregarAlcance, turmaLidaNoAlcance } from '../../policies/alcance';
import { auditar } from '../../services/auditoria';
import { hojeNaEmpresa } from '../../services/fuso';
import { motivoDasTravas } from '../../services/travas';
import { avisarSobreNovas, gravarPendenciasDaChamada, pendenciasDaChamada } from '../../services/pendencias/sincronizar';
import { type Contagem, notificarFaltasExcessivas, quemPassouDoAlerta } from './totais';
import { type MarcaDoDia, apresentarChamada, lerChamada, lerChamadaParaGravar, travasDa } from './carregar-chamada';
import { type MarcaParaGravar, gravarMarcas } from './gravar-chamada';

const tags = ['frequência'];
const chamadaQuery = z.object({
  turma_id: z.string({ error: NOTA_MENSAGENS.turma }).uuid(NOTA_MENSAGENS.turma),
  disciplina_id: z.string({ error: NOTA_MENSAGENS.disciplina }).uuid(NOTA_MENSAGENS.disciplina),
  data: dataSchema,
});

/** A roll call is for today or before, "today" being the day in the time zone of the class's network. */
export async function semDataFutura(db: Db, empresaId: string, data: string, campo = 'data') {
  naoFutura(await hojeNaEmpresa(db, empresaId), data, campo);
}

/** semDataFutura with the network's today already read. */
function naoFutura(hoje: string, data: string, campo = 'data') {
  if (data > hoje) throw badRequest(MSG.dataFutura, { [campo]: MSG.dataFutura });
}

/** The roll call of a class, subject and date: read with defaults, saved whole in one transaction. */
export const frequenciasChamadaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/frequencias/chamada', {
    config: {
      access: ['frequencia', 'ler'],
      dadosPessoais: dadosPessoais('chamada', (r: { itens: { aluno_id: string | null }[] }) => r.itens.map((i) => i.aluno_id)),
    },
    schema: {
      tags,
      summary: 'Chamada: alunos matriculados na turma na data, com as marcas registradas ou presentes por padrão',
      querystring: chamadaQuery,
      response: { 200: chamadaResposta },
    },
    handler: async (request) => {
      const { turma_id, disciplina_id, data } = request.query;
      const a = await carregarAlcance(db, actorOf(request));
      const l = await lerChamada(db, { turma: turma_id, disciplina: disciplina_id, data });
      const turma = turmaLidaNoAlcance(a, l, 'ler', { disciplinaId: disciplina_id });
      // A subject the class is not taught is no roll call to open.
      if (!turma.lecionada) throw notFound(NOTA_MENSAGENS.disciplinaDaTurma);
      const { calendario, hoje } = turma.contexto;
      naoFutura(hoje, data);
      // A date that takes no roll call, or whose bimestre is closed, opens read-only with the reason.
      const dia = {
        nao_letivo: motivoDiaNaoLetivo(calendario, data),
        fechado: motivoDasTravas(travasDa(turma), bimestreDaTrava(calendario, data), {
          turma: turma.nome,
          disciplina: turma.disciplina,
        }),
      };
      return apresentarChamada(a, turma, { id: disciplina_id, nome: turma.disciplina! }, data, turma.marcas, dia);
    },
  });

  app.put('/api/frequencias/chamada', {
    config: { access: ['frequencia', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva a chamada inteira numa transação (tudo ou nada): aluno fora da turma, data futura ou anterior à matrícula → 400; versão desatualizada → 409',
      body: chamadaInput,
      response: { 200: chamadaResposta },
    },
    handler: async (request) => {
      // A roll call queued offline names who took it; sent from anyone else's session (the next
      // person on a shared device) it is refused before anything is read, written or audited.
      const dono = request.headers[CABECALHO_DONO_DA_FILA];
      if (dono !== undefined && dono !== actorOf(request).id) {
        throw new AppError(403, FILA_DE_OUTRO_USUARIO.code, FILA_DE_OUTRO_USUARIO.message);
      }
      rejectInvalid(request);
      const { turma_id, disciplina_id, data, itens } = request.body;
      const a = await carregarAlcance(db, actorOf(request));
      const { actor } = a;

      // One transaction reads what the save needs (class, today, calendar, rules, closings, students,
      // the day's marks) and writes the marks, the totals and the audit: the checks and the write see
      // one calendar and one lock, and the audit row commits with the change or not at all.
      const salva = await db.transaction(async (tx) => {
        const l = await lerChamadaParaGravar(tx, { turma: turma_id, disciplina: disciplina_id, data });
        const turma = turmaLidaNoAlcance(a, l, 'escrever', { disciplinaId: disciplina_id });
        if (!turma.lecionada)
          throw badRequest(NOTA_MENSAGENS.disciplinaDaTurma, { disciplina_id: NOTA_MENSAGENS.disciplinaDaTurma });
        const { calendario, hoje, regras, auditoria } = turma.contexto;
        naoFutura(hoje, data);
        const naoLetivo = motivoDiaNaoLetivo(calendario, data);
        if (naoLetivo) throw badRequest(naoLetivo, { data: naoLetivo });
        const bimestre = bimestreDaTrava(calendario, data);

        const matriculados = new Map(turma.alunos.map((m) => [m.aluno_id, m]));
        const erros: Record<string, string> = {};
        itens.forEach((item, i) => {
          const m = matriculados.get(item.aluno_id);
          const erro = !m ? MSG.alunoNaoMatriculado : data < m.data_inicio ? MSG.antesDaMatricula : undefined;
          if (erro) erros[`itens.${i}.aluno_id`] = erro;
        });
        recusarCampos(erros);

        const fechado = motivoDasTravas(travasDa(turma), bimestre, { turma: turma.nome, disciplina: turma.disciplina });
        if (fechado) throw periodoFechado(fechado);

        const atual = new Map(turma.marcas.map((m) => [m.aluno_id, m]));
        const paraGravar: MarcaParaGravar[] = [];
        let escreve = false;
        for (const item of itens) {
          const row = atual.get(item.aluno_id);
          const valores = { presente: item.presente, justificativa: item.justificativa, observacoes: item.observacoes };
          if (!row) {
            if (item.updated_at !== null) throw conflict(MSG.conflito);
            paraGravar.push({ aluno_id: item.aluno_id, ...valores, id: null, muda: false });
            escreve = true;
            continue;
          }
          // Someone else recorded or corrected this student's mark since the roll call was opened.
          if (!mesmaVersao(new Date(row.updated_at), item.updated_at)) throw conflict(MSG.conflito);
          const muda =
            row.presente !== item.presente || row.justificativa !== item.justificativa || row.observacoes !== item.observacoes;
          if (muda && !can(actor, 'frequencia', 'atualizar')) throw forbidden();
          paraGravar.push({ aluno_id: item.aluno_id, ...valores, id: row.id, muda });
          escreve ||= muda;
        }
        const destino = { empresa_id: turma.empresa_id, escola_id: turma.escola_id, turma_id: turma.id, disciplina_id, data };
        // Another roll call inserted the same student's mark meanwhile.
        const gravada = await gravarSemDuplicar(gravarMarcas(tx, destino, actor.id, paraGravar, escreve), () =>
          conflict(MSG.conflito),
        );
        await auditar(
          tx,
          request,
          {
            acao: 'registrar_chamada',
            entidade: 'frequencia',
            entidade_id: `${turma.id}:${disciplina_id}:${data}`,
            depois: {
              presentes: itens.filter((i) => i.presente).length,
              faltas: itens.filter((i) => !i.presente).length,
            },
          },
          { ligada: auditoria },
        );

        // The class's totals (all subjects) before and after: this subject's recounted ones in place of its old ones.
        const novos = new Map(gravada.totais.map((t) => [t.aluno_id, t]));
        const antes = new Map<string, Contagem>();
        const depois = new Map<string, Contagem>();
        for (const t of turma.totais) antes.set(t.aluno_id, { aulas: t.aulas, faltas: t.faltas });
        for (const item of itens) {
          const t = turma.totais.find((x) => x.aluno_id === item.aluno_id);
          const n = novos.get(item.aluno_id);
          const base = t ?? { aulas: 0, faltas: 0, aulas_da_disciplina: 0, faltas_da_disciplina: 0 };
          depois.set(
            item.aluno_id,
            n
              ? {
                  aulas: base.aulas - base.aulas_da_disciplina + n.aulas,
                  faltas: base.faltas - base.faltas_da_disciplina + n.faltas,
                }
              : { aulas: base.aulas, faltas: base.faltas },
          );
        }
        const versoes = new Map(gravada.marcas.map((m) => [m.aluno_id, m]));
        const marcas: MarcaDoDia[] = [
          // The day's other marks (students the roll call did not send) as they were.
          ...turma.marcas.filter((m) => !novos.has(m.aluno_id) && !paraGravar.some((p) => p.aluno_id === m.aluno_id)),
          ...paraGravar.map((p) => {
            const anterior = atual.get(p.aluno_id);
            const v = versoes.get(p.aluno_id);
            return {
              id: v?.id ?? anterior!.id,
              aluno_id: p.aluno_id,
              presente: p.presente,
              justificativa: p.justificativa,
              observacoes: p.observacoes,
              updated_at: v?.updated_at ?? anterior!.updated_at,
            };
          }),
        ];
        // Only what this roll call can change, written with it: the subject's missing roll calls and
        // its students' attendance pendencies.
        const criadas = escreve
          ? await gravarPendenciasDaChamada(
              tx,
              turma,
              pendenciasDaChamada({
                hoje,
                turma: { id: turma.id, escola_id: turma.escola_id, nome: turma.nome },
                calendario,
                regras,
                gestor_id: turma.gestor_id,
                alunos: turma.alunos.map((m) => ({ id: m.aluno_id, nome: m.nome, data_inicio: m.data_inicio })),
                disciplina: { id: disciplina_id, nome: turma.disciplina!, professor_id: turma.professor_id },
                dias: [...new Set([...turma.dias, data])],
                frequencia: [...depois].map(([aluno_id, t]) => ({ aluno_id, ...t })),
                existentes: turma.pendencias,
              }),
              hoje,
            )
          : [];
        return { turma, regras, antes, depois, marcas, criadas };
      });
      const { turma, regras } = salva;

      const passaram = quemPassouDoAlerta(salva.antes, salva.depois, regras);
      const nomes = new Map(turma.alunos.map((m) => [m.aluno_id, m.nome]));
      await notificarFaltasExcessivas(
        db,
        turma,
        passaram.map((p) => ({ ...p, nome: nomes.get(p.aluno_id)! })),
        regras,
      );
      await avisarSobreNovas(db, turma, salva.criadas);
      // The answer is what was just written, not a second read.
      return apresentarChamada(a, turma, { id: disciplina_id, nome: turma.disciplina! }, data, salva.marcas, {
        nao_letivo: null,
        fechado: null,
      });
    },
  });
};
