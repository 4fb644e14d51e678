import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSELHO_MENSAGENS } from '../../../domain/schemas/conselho';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { conselhosNoEscopo } from '../../policies/conselhos';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { dadosPessoais, doCaminho } from '../../plugins/registro-de-acessos';
import { alunosDaAta } from '../../services/privacidade/acessos';
import { auditar } from '../../services/auditoria';
import { ATA_MENSAGENS, gerarAta } from '../../services/conselhos/ata';
import { carregarDadosDaAta } from '../../services/conselhos/ata-dados';
import { TIPO_PDF, enviarArquivo } from '../../services/documentos/download';
import type { Armazenamento } from '../../services/storage';
import { idValido } from '../../lib/parametros';

const tags = ['conselhos'];
const params = z.object({ id: idValido(CONSELHO_MENSAGENS.naoEncontrado) });

/** The ata of a finalized conselho de classe as a PDF, from the stored council. */
export const conselhosAtaRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento?: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  app.get('/api/conselhos/:id/ata', {
    config: {
      access: ['conselho', 'ler'],
      dadosPessoais: dadosPessoais('ata_conselho', (_r, request) => alunosDaAta(db, doCaminho(request, 'id') ?? '')),
    },
    schema: {
      tags,
      summary:
        'A ata do conselho de classe em PDF (participantes e presença, pauta, decisões por aluno, assinaturas); só de um conselho finalizado',
      params,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const escopo = conselhosNoEscopo((await carregarAlcance(db, actor)).scope);
      const d = await carregarDadosDaAta(db, request.params.id, escopo);
      if (!d) throw notFound(CONSELHO_MENSAGENS.naoEncontrado);
      if (d.status !== 'finalizado') throw conflict(ATA_MENSAGENS.naoFinalizado);
      const { nome, dados } = await gerarAta(db, armazenamento?.arquivos ?? null, d);
      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'conselho_classe',
        entidade_id: d.id,
        depois: {
          documento: 'ata',
          turma_id: d.turma.id,
          bimestre: d.bimestre,
          ano_letivo: d.ano_letivo,
          versao: d.versao,
          formato: 'pdf',
        },
      });
      return enviarArquivo(reply, { nome, tipo: TIPO_PDF, dados });
    },
  });
};
