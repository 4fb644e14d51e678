import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKUP_MENSAGENS, BACKUP_PADRAO, NOME_BACKUP, configuracaoBackupInput, proximoBackup } from '../../../domain/backup';
import { backupResposta, backupsResposta, configuracaoBackupResposta, restauracaoResposta } from '../../../domain/schemas/backup';
import { versaoConfiguracao } from '../../../domain/schemas/geral';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { RECUSA_SOMENTE_ADMINISTRADOR } from '../../policies/somente-administrador';
import { apresentarBackup } from '../../presenters/backup';
import { auditar } from '../../services/auditoria';
import { AssinaturaInvalida, BackupInvalido, BackupNaoAssinado, type Backups, type Restauracao } from '../../services/backup';
import { readSettingVersioned, writeSettingIfVersion } from '../../services/setting-version';
import { rejectInvalid } from '../../lib/validacao';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

const tags = ['backup'];
const ACESSO = {
  permissao: ['configuracoes', 'gerenciar'],
  somenteAdministrador: RECUSA_SOMENTE_ADMINISTRADOR.backups,
} as const;
/** A backup being restored may be large; it is streamed to a temporary folder, never held in memory. */
const LIMITE_RESTAURACAO = 1024 * 1024 * 1024;

/** A name that is not a backup's is simply not found: it is read as '', which names no backup (404). */
const nomeParams = z.object({ nome: z.string().regex(NOME_BACKUP).catch('') });

const invalido = (err: BackupInvalido) => new AppError(400, C.backupInvalido, err.message);
/** 409: the backup is fine but unsigned or another installation's; the client may repeat with confirmarNaoAssinado. */
const naoAssinado = (err: BackupNaoAssinado) => new AppError(409, C.backupNaoAssinado, err.message);

/** Backup: make, list, download, delete and restore backups; administrador only. */
export const backupsRoutes: FastifyPluginAsyncZod<{ backups: Backups }> = async (app, { backups }) => {
  const db = backups.database.db;
  const lerConfig = () => readSettingVersioned(db, 'backup', configuracaoBackupInput, BACKUP_PADRAO);

  /**
   * A restore and its audit: a backup this installation did not sign is refused unless confirmed,
   * and both the refusal and a confirmed restore are recorded; so is a signature that no longer holds.
   */
  const restaurar = async (
    request: FastifyRequest,
    actor: { id: string; email: string; sessionId?: string },
    origem: Readable,
    entidade_id: string,
    confirmarNaoAssinado: boolean,
  ): Promise<Restauracao> => {
    try {
      const feito = await backups.restaurar(origem, { sessaoId: actor.sessionId, confirmarNaoAssinado });
      await auditar(db, request, {
        acao: 'restaurar',
        entidade: 'backup',
        entidade_id,
        depois: feito.assinatura === 'valida' ? feito : { ...feito, confirmado_sem_assinatura: true },
      });
      return feito;
    } catch (err) {
      if (err instanceof BackupNaoAssinado) {
        await auditar(db, request, {
          acao: 'restauracao_recusada',
          entidade: 'backup',
          entidade_id,
          depois: { assinatura: err.assinatura },
        });
        throw naoAssinado(err);
      }
      if (err instanceof AssinaturaInvalida)
        await auditar(db, request, {
          acao: 'restauracao_recusada',
          entidade: 'backup',
          entidade_id,
          depois: { assinatura: 'invalida' },
        });
      if (err instanceof BackupInvalido) throw invalido(err);
      throw err;
    }
  };

  app.get('/api/backups', {
    config: { access: ACESSO },
    schema: {
      tags,
      summary: 'Backups guardados (mais novo primeiro), o último, o próximo automático e a configuração',
      response: { 200: backupsResposta },
    },
    handler: async () => {
      const itens = await backups.listar();
      const { valor, updated_at } = await lerConfig();
      const ultimo = itens[0] ?? null;
      const proximo = valor.automatico ? proximoBackup(ultimo?.criado_em ?? null, valor.frequencia) : null;
      return {
        itens: itens.map(apresentarBackup),
        ultimo: ultimo ? apresentarBackup(ultimo) : null,
        proximo: proximo ? new Date(Math.max(proximo.getTime(), Date.now())).toISOString() : null,
        configuracao: { ...valor, updated_at },
      };
    },
  });

  app.put('/api/backups/configuracao', {
    config: { access: ACESSO },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Backup automático, frequência e retenção; updated_at é a versão carregada (409 se mudou)',
      body: configuracaoBackupInput.extend({ updated_at: versaoConfiguracao }),
      response: { 200: configuracaoBackupResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const { updated_at: versao, ...valor } = request.body;
      const antes = await lerConfig();
      const updated_at = await writeSettingIfVersion(db, 'backup', valor, versao);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'configuracao',
        entidade_id: 'backup',
        antes: antes.valor,
        depois: valor,
      });
      return { ...valor, updated_at };
    },
  });

  app.post('/api/backups', {
    config: { access: ACESSO, corpo: 'nenhum' },
    schema: {
      tags,
      summary: 'Faz um backup agora: todas as tabelas e todos os arquivos enviados',
      response: { 201: backupResposta },
    },
    handler: async (request, reply) => {
      const criado = await backups.criar('manual');
      await auditar(db, request, {
        acao: 'criar',
        entidade: 'backup',
        entidade_id: criado.nome,
        depois: { tamanho: criado.tamanho },
      });
      return reply.status(201).send(apresentarBackup(criado));
    },
  });

  app.get('/api/backups/:nome', {
    config: { access: ACESSO },
    attachValidation: true,
    schema: { tags, summary: 'Baixa um backup', params: nomeParams },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const stream = await backups.abrir(request.params.nome);
      if (!stream) throw notFound(BACKUP_MENSAGENS.naoEncontrado);
      await auditar(db, request, { acao: 'baixar', entidade: 'backup', entidade_id: request.params.nome });
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${request.params.nome}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });

  app.delete('/api/backups/:nome', {
    config: { access: ACESSO },
    attachValidation: true,
    schema: { tags, summary: 'Exclui um backup', params: nomeParams },
    handler: async (request, reply) => {
      rejectInvalid(request);
      if (!(await backups.remover(request.params.nome))) throw notFound(BACKUP_MENSAGENS.naoEncontrado);
      await auditar(db, request, { acao: 'excluir', entidade: 'backup', entidade_id: request.params.nome });
      return reply.status(204).send();
    },
  });

  app.post('/api/backups/:nome/restaurar', {
    config: { access: ACESSO },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Restaura um backup da lista (tudo ou nada); as demais sessões terminam. Sem a assinatura desta instalação: 409 BACKUP_NAO_ASSINADO, a menos que confirmarNaoAssinado',
      params: nomeParams,
      body: z.object({
        confirmar: z.literal(true, { error: BACKUP_MENSAGENS.confirmacao }),
        confirmarNaoAssinado: z.boolean().optional(),
      }),
      response: { 200: restauracaoResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      rejectInvalid(request);
      const stream = await backups.abrir(request.params.nome);
      if (!stream) throw notFound(BACKUP_MENSAGENS.naoEncontrado);
      return restaurar(request, actor, stream, request.params.nome, request.body.confirmarNaoAssinado === true);
    },
  });

  app.post('/api/backups/restaurar', {
    config: { access: ACESSO, corpo: 'multipart' },
    schema: {
      tags,
      summary:
        'Restaura um backup enviado (campo "confirmar"=true, opcional "confirmarNaoAssinado"=true, e depois o campo "arquivo"): validado antes, tudo ou nada',
      consumes: ['multipart/form-data'],
      response: { 200: restauracaoResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) throw badRequest(BACKUP_MENSAGENS.arquivoAusente, { arquivo: BACKUP_MENSAGENS.arquivoAusente });
      const part = await request.file({ limits: { fileSize: LIMITE_RESTAURACAO, files: 1, fields: 3 } }).catch(() => undefined);
      if (!part || part.fieldname !== 'arquivo')
        throw badRequest(BACKUP_MENSAGENS.arquivoAusente, { arquivo: BACKUP_MENSAGENS.arquivoAusente });
      const confirmar = part.fields.confirmar as { value?: unknown } | undefined;
      if (confirmar?.value !== 'true') {
        part.file.resume();
        throw badRequest(BACKUP_MENSAGENS.confirmacao, { confirmar: BACKUP_MENSAGENS.confirmacao });
      }
      const semAssinatura = part.fields.confirmarNaoAssinado as { value?: unknown } | undefined;
      return restaurar(
        request,
        actor,
        part.file,
        part.filename?.slice(0, 200) ?? 'arquivo enviado',
        semAssinatura?.value === 'true',
      );
    },
  });
};
