import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BACKUP_MENSAGENS,
  BACKUP_PADRAO,
  FREQUENCIAS_BACKUP,
  NOME_BACKUP,
  configuracaoBackupInput,
  proximoBackup,
} from '../../../domain/backup';
import { versaoConfiguracao } from '../../../domain/schemas/geral';
import { requireAdministrador } from '../../lib/admin-only';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../../services/audit';
import {
  AssinaturaInvalida,
  BackupInvalido,
  BackupNaoAssinado,
  type Backups,
  type BackupListado,
  type Restauracao,
} from '../../services/backup';
import { readSettingVersioned, writeSettingIfVersion } from '../../services/setting-version';

const tags = ['backup'];
const ACESSO = ['configuracoes', 'gerenciar'] as const;
/** A backup being restored may be large; it is streamed to a temporary folder, never held in memory. */
const LIMITE_RESTAURACAO = 1024 * 1024 * 1024;

const itemSchema = z.object({
  nome: z.string(),
  tamanho: z.number().int(),
  criado_em: z.string(),
  origem: z.enum(['manual', 'automatico', 'cli']),
});
const configSchema = z.object({
  automatico: z.boolean(),
  frequencia: z.enum(FREQUENCIAS_BACKUP),
  retencaoDias: z.number().int(),
  updated_at: z.string().nullable(),
});
const restauracaoSchema = z.object({
  criado_em: z.string(),
  tabelas: z.number().int(),
  linhas: z.number().int(),
  arquivos: z.number().int(),
  sessao_mantida: z.boolean(),
  assinatura: z.enum(['valida', 'ausente', 'alheia']),
});
const nomeParams = z.object({ nome: z.string().regex(NOME_BACKUP, BACKUP_MENSAGENS.naoEncontrado) });

const present = (b: BackupListado) => ({
  nome: b.nome,
  tamanho: b.tamanho,
  criado_em: b.criado_em.toISOString(),
  origem: b.origem,
});

function rejectInvalid(request: FastifyRequest) {
  if (request.validationError) {
    // A name that is not a backup's is simply not found.
    if (request.validationError.validationContext === 'params') throw notFound(BACKUP_MENSAGENS.naoEncontrado);
    throw request.validationError;
  }
}

const invalido = (err: BackupInvalido) => new AppError(400, 'BACKUP_INVALIDO', err.message);
/** 409: the backup is fine but unsigned or another installation's; the client may repeat with confirmarNaoAssinado. */
const naoAssinado = (err: BackupNaoAssinado) => new AppError(409, 'BACKUP_NAO_ASSINADO', err.message);

/** Backup (spec 1 §2.11): make, list, download, delete and restore backups; administrador only. */
export const backupsRoutes: FastifyPluginAsyncZod<{ backups: Backups }> = async (app, { backups }) => {
  const db = backups.database.db;
  const audit = (
    request: FastifyRequest,
    actor: { id: string; email: string },
    acao: string,
    entidade_id: string | null,
    depois?: unknown,
  ) =>
    recordAudit(
      db,
      { usuario_id: actor.id, usuario_email: actor.email, acao, entidade: 'backup', entidade_id, depois, ip: request.ip },
      request.log,
    );
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
      await audit(
        request,
        actor,
        'restaurar',
        entidade_id,
        feito.assinatura === 'valida' ? feito : { ...feito, confirmado_sem_assinatura: true },
      );
      return feito;
    } catch (err) {
      if (err instanceof BackupNaoAssinado) {
        await audit(request, actor, 'restauracao_recusada', entidade_id, { assinatura: err.assinatura });
        throw naoAssinado(err);
      }
      if (err instanceof AssinaturaInvalida)
        await audit(request, actor, 'restauracao_recusada', entidade_id, { assinatura: 'invalida' });
      if (err instanceof BackupInvalido) throw invalido(err);
      throw err;
    }
  };

  app.get('/api/backups', {
    config: { access: ACESSO },
    schema: {
      tags,
      summary: 'Backups guardados (mais novo primeiro), o último, o próximo automático e a configuração',
      response: {
        200: z.object({
          itens: z.array(itemSchema),
          ultimo: itemSchema.nullable(),
          proximo: z.string().nullable(),
          configuracao: configSchema,
        }),
      },
    },
    handler: async (request) => {
      requireAdministrador(request);
      const itens = await backups.listar();
      const { valor, updated_at } = await lerConfig();
      const ultimo = itens[0] ?? null;
      const proximo = valor.automatico ? proximoBackup(ultimo?.criado_em ?? null, valor.frequencia) : null;
      return {
        itens: itens.map(present),
        ultimo: ultimo ? present(ultimo) : null,
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
      response: { 200: configSchema },
    },
    handler: async (request) => {
      const actor = requireAdministrador(request);
      rejectInvalid(request);
      const { updated_at: versao, ...valor } = request.body;
      const antes = await lerConfig();
      const updated_at = await writeSettingIfVersion(db, 'backup', valor, versao);
      await recordAudit(
        db,
        {
          usuario_id: actor.id,
          usuario_email: actor.email,
          acao: 'atualizar',
          entidade: 'configuracao',
          entidade_id: 'backup',
          antes: antes.valor,
          depois: valor,
          ip: request.ip,
        },
        request.log,
      );
      return { ...valor, updated_at };
    },
  });

  app.post('/api/backups', {
    config: { access: ACESSO },
    schema: {
      tags,
      summary: 'Faz um backup agora: todas as tabelas e todos os arquivos enviados',
      response: { 201: itemSchema },
    },
    handler: async (request, reply) => {
      const actor = requireAdministrador(request);
      const criado = await backups.criar('manual');
      await audit(request, actor, 'criar', criado.nome, { tamanho: criado.tamanho });
      return reply.status(201).send(present(criado));
    },
  });

  app.get('/api/backups/:nome', {
    config: { access: ACESSO },
    attachValidation: true,
    schema: { tags, summary: 'Baixa um backup', params: nomeParams },
    handler: async (request, reply) => {
      const actor = requireAdministrador(request);
      rejectInvalid(request);
      const stream = await backups.abrir(request.params.nome);
      if (!stream) throw notFound(BACKUP_MENSAGENS.naoEncontrado);
      await audit(request, actor, 'baixar', request.params.nome);
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
      const actor = requireAdministrador(request);
      rejectInvalid(request);
      if (!(await backups.remover(request.params.nome))) throw notFound(BACKUP_MENSAGENS.naoEncontrado);
      await audit(request, actor, 'excluir', request.params.nome);
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
      response: { 200: restauracaoSchema },
    },
    handler: async (request) => {
      const actor = requireAdministrador(request);
      rejectInvalid(request);
      const stream = await backups.abrir(request.params.nome);
      if (!stream) throw notFound(BACKUP_MENSAGENS.naoEncontrado);
      return restaurar(request, actor, stream, request.params.nome, request.body.confirmarNaoAssinado === true);
    },
  });

  app.post('/api/backups/restaurar', {
    config: { access: ACESSO },
    schema: {
      tags,
      summary:
        'Restaura um backup enviado (campo "confirmar"=true, opcional "confirmarNaoAssinado"=true, e depois o campo "arquivo"): validado antes, tudo ou nada',
      consumes: ['multipart/form-data'],
      response: { 200: restauracaoSchema },
    },
    handler: async (request) => {
      const actor = requireAdministrador(request);
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
