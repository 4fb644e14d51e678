import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOLETIM_MENSAGENS as MSG,
  boletimAlunoParams,
  boletimTurmaParams,
  meuBoletimQuery,
} from '../../../domain/schemas/boletim';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { exigirEmissorDeBoletins, turmaDoAluno } from '../../policies/boletins';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { dadosPessoaisInformados, informarAlunos } from '../../plugins/registro-de-acessos';
import { carregarBoletins, emitirPdfDosBoletins } from '../../services/boletim';
import type { DadosDosBoletins } from '../../services/boletim/dados';
import { TIPO_PDF, enviarArquivo } from '../../services/documentos/download';
import type { Armazenamento } from '../../services/storage';

const tags = ['boletins'];

/** Boletim escolar em PDF: de um aluno, da turma, o do próprio aluno. */
export const boletinsRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento; baseUrl: string }> = async (
  app,
  { db, armazenamento, baseUrl },
) => {
  /** Issues (records the codes), audits and sends the PDF. */
  async function emitir(request: FastifyRequest, reply: FastifyReply, d: DadosDosBoletins, alunoId: string | null) {
    const actor = actorOf(request);
    const { nome, dados, codigos } = await emitirPdfDosBoletins(db, { armazenamento, baseUrl, actor }, d, alunoId !== null);
    informarAlunos(
      request,
      d.alunos.map((a) => a.aluno_id),
    );
    await auditar(db, request, {
      acao: 'emitir',
      entidade: 'boletim',
      entidade_id: alunoId ?? d.turma.id,
      depois: { turma_id: d.turma.id, aluno_id: alunoId, ano_letivo: d.turma.ano_letivo, codigos: [...codigos.values()] },
    });
    return enviarArquivo(reply, { nome, tipo: TIPO_PDF, dados });
  }

  app.get('/api/boletins/meu', {
    config: { access: ['notas', 'ler'], dadosPessoais: dadosPessoaisInformados('boletim') },
    schema: {
      tags,
      summary:
        'O boletim do próprio aluno em PDF, no ano letivo pedido (padrão: o da rede), pela sua matrícula naquele ano; cada emissão grava um código de verificação',
      querystring: meuBoletimQuery,
    },
    handler: async (request, reply) => {
      const { turma, alunoId } = await turmaDoAluno(db, actorOf(request), request.query.ano_letivo);
      const d = await carregarBoletins(db, turma, alunoId);
      if (!d) throw notFound(MSG.semMatricula(turma.ano_letivo));
      return emitir(request, reply, d, alunoId);
    },
  });

  app.get('/api/boletins/turmas/:turmaId', {
    config: { access: ['notas', 'ler'], dadosPessoais: dadosPessoaisInformados('boletins_turma') },
    schema: {
      tags,
      summary:
        'Os boletins da turma num PDF, um aluno por página (gestor da escola, empresa, administrador ou o professor responsável pela turma)',
      params: boletimTurmaParams,
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      exigirEmissorDeBoletins(a.actor);
      const turma = await turmaNoAlcance(db, a, request.params.turmaId);
      exigirEmissorDeBoletins(a.actor, turma);
      const d = (await carregarBoletins(db, turma))!;
      if (!d.alunos.length) throw notFound(MSG.turmaVazia);
      return emitir(request, reply, d, null);
    },
  });

  app.get('/api/boletins/turmas/:turmaId/alunos/:alunoId', {
    config: { access: ['notas', 'ler'], dadosPessoais: dadosPessoaisInformados('boletim') },
    schema: {
      tags,
      summary:
        'O boletim de um aluno da turma em PDF (gestor da escola, empresa, administrador ou o professor responsável pela turma)',
      params: boletimAlunoParams,
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      exigirEmissorDeBoletins(a.actor);
      const turma = await turmaNoAlcance(db, a, request.params.turmaId);
      exigirEmissorDeBoletins(a.actor, turma);
      const d = await carregarBoletins(db, turma, request.params.alunoId);
      if (!d) throw notFound(MSG.alunoNaoEncontrado);
      return emitir(request, reply, d, request.params.alunoId);
    },
  });
};
