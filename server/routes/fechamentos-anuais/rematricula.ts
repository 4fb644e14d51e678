import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REMATRICULA_MENSAGENS as MSG,
  previaQuery,
  previaRematriculaResposta,
  rematriculaInput,
  rematriculaResposta,
} from '../../../domain/schemas/rematricula';
import type { Db } from '../../db/client';
import { type Actor, can } from '../../lib/actor';
import { conflict, forbidden } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { auditar } from '../../services/auditoria';
import { hojeNaEmpresa } from '../../services/fuso';
import { aplicarRematricula, previaRematricula } from '../../services/rematricula';
import { carregarAnoDaTurma } from '../../services/resultados-finais/ler';
import { anoTravado } from './ano';
import { rejectInvalid } from '../../lib/validacao';

const tags = ['fechamentos-anuais'];

/** Creating classes and enrolling students: the gestor (its schools) and the secretaria. */
function garantirQuemRematricula(actor: Actor) {
  if (!can(actor, 'alunos', 'gerenciar')) throw forbidden();
}

/** Rematrícula: next year's classes and enrolments from a finished year, previewed and applied in one transaction. */
export const rematriculaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/rematricula/previa', {
    config: {
      access: ['turmas', 'criar'],
      dadosPessoais: dadosPessoais('rematricula', (r: { alunos: { aluno_id: string }[] }) => r.alunos.map((a) => a.aluno_id)),
    },
    schema: {
      tags,
      summary:
        'Prévia da rematrícula de uma turma com o ano encerrado: turmas do ano seguinte (a da série seguinte e a da mesma série; criadas se faltarem) e o destino de cada aluno pelo resultado final',
      querystring: previaQuery,
      response: { 200: previaRematriculaResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      garantirQuemRematricula(actor);
      const turma = await turmaNoAlcance(db, await carregarAlcance(db, actor), request.query.turma_id);
      const ano = await carregarAnoDaTurma(db, turma.id);
      if (ano.status === 'em_andamento') throw conflict(MSG.anoAberto);
      return previaRematricula(db, turma);
    },
  });

  app.post('/api/rematricula', {
    config: { access: ['turmas', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Aplica a rematrícula numa transação: cria as turmas que faltam, encerra as matrículas do ano (concluída) e matricula cada aluno no destino escolhido (sem duplicar numa segunda aplicação)',
      body: rematriculaInput,
      response: { 200: rematriculaResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      garantirQuemRematricula(actor);
      rejectInvalid(request);
      const turma = await turmaNoAlcance(db, await carregarAlcance(db, actor), request.body.turma_id);
      const hoje = await hojeNaEmpresa(db, turma.empresa_id);
      const resultado = await db.transaction(async (tx) => {
        const ano = await anoTravado(tx, turma, 'update');
        if (ano.status === 'em_andamento') throw conflict(MSG.anoAberto);
        return aplicarRematricula(tx, turma, request.body.itens, hoje);
      });
      await auditar(db, request, {
        acao: 'rematricula',
        entidade: 'matriculas',
        entidade_id: turma.id,
        depois: { ...resultado, itens: request.body.itens },
      });
      return resultado;
    },
  });
};
