import crypto from 'node:crypto';
import { setTimeout as esperar } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { chavesIdempotencia } from '../db/schema';
import { AppError, badRequest } from '../lib/errors';
import { CODIGOS_DE_ERRO as C } from '../../domain/erros';

declare module 'fastify' {
  interface FastifyRequest {
    /** The chaves_idempotencia row this request reserved, to be filled with its answer. */
    reservaIdempotencia: string | null;
  }
}

const CABECALHO_IDEMPOTENCIA = 'idempotency-key';
/** A key is remembered for a day; older rows are removed when the next key arrives. */
const VALIDADE_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request to answer before giving up with a 409. */
const ESPERA_MAXIMA_MS = 15_000;
const INTERVALO_MS = 100;
const FORMATO_CHAVE = /^[\w-]{8,128}$/;
/** The methods whose repeat must not run twice; PATCH and DELETE are not sent with a key. */
const METODOS = new Set(['POST', 'PUT']);

/**
 * A double click (or a retry after a lost answer) must not create two students or two schools.
 * A POST may carry an Idempotency-Key (the SPA sends one per form submission, app/lib/api.ts),
 * and so may a PUT: the roll call taken offline is resent with the key of its first send
 * (app/features/frequencias/offline/fila.ts), and a resend after a lost answer would otherwise meet
 * its own new versions and be refused as a conflict (or be audited twice).
 * The first request with a key reserves it for that user (the unique constraint decides
 * between two that arrive together), and its successful answer is kept; the same key again on the
 * same request (method, URL and body) gets that answer (status and body) without running the route,
 * or waits while the first is still running; on any other request it is refused (422). A failed
 * request frees its key, so retrying it does run again.
 * Sign-in and the other routes without a session do not take part: the key belongs to a user. Nor
 * do the public routes even with one: their answers (a verified document's student name) must not be
 * kept in this table for a day because the verifier happened to be signed in.
 */
export const idempotenciaPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorateRequest('reservaIdempotencia', null);

  app.addHook('preHandler', async (request, reply) => {
    const chave = request.headers[CABECALHO_IDEMPOTENCIA];
    if (!METODOS.has(request.method) || chave === undefined || !request.actor) return;
    if (request.routeOptions.config.access === 'public') return;
    if (typeof chave !== 'string' || !FORMATO_CHAVE.test(chave)) {
      throw badRequest('Chave de idempotência inválida.', { 'Idempotency-Key': 'Use de 8 a 128 letras, números, "-" ou "_".' });
    }
    // A file upload is read by its handler as a stream, after this hook: its body cannot be
    // fingerprinted here, so a key on it could only ever answer another file with the first one's result.
    if (request.isMultipart()) {
      throw badRequest('Chave de idempotência inválida.', {
        'Idempotency-Key': 'Um envio de arquivo não aceita chave de idempotência; envie sem ela.',
      });
    }
    const usuario_id = request.actor.id;
    // The URL as sent, not the route pattern: '/api/notificacoes/A/ler' and '…/B/ler' are two
    // requests, and a key spent on A must never answer for B. The query string is part of it: the
    // handler reads it too, so two URLs that differ only there may act on different rows; and a real
    // repeat (a double click, a retry after a lost answer) resends the URL byte for byte (the SPA
    // keys a submission by method, path with its query and body, app/lib/api.ts), so it still matches.
    // The column is text: the URL is kept as it came, readable when a refusal is looked into.
    const rota = `${request.method} ${request.url}`;
    const impressao = crypto
      .createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');

    await db.delete(chavesIdempotencia).where(lt(chavesIdempotencia.criado_em, new Date(Date.now() - VALIDADE_MS)));
    for (let esperado = 0; ; esperado += INTERVALO_MS) {
      const [reservada] = await db
        .insert(chavesIdempotencia)
        .values({ usuario_id, chave, rota, impressao })
        .onConflictDoNothing()
        .returning({ id: chavesIdempotencia.id });
      if (reservada) {
        request.reservaIdempotencia = reservada.id;
        return;
      }
      const [anterior] = await db
        .select()
        .from(chavesIdempotencia)
        .where(and(eq(chavesIdempotencia.usuario_id, usuario_id), eq(chavesIdempotencia.chave, chave)));
      // Gone: the first request failed in the meantime and freed the key; this one runs after all.
      if (!anterior) continue;
      if (anterior.rota !== rota || anterior.impressao !== impressao) {
        throw new AppError(422, C.chaveDeIdempotenciaReusada, 'Esta chave de idempotência já foi usada em outra requisição.');
      }
      if (anterior.status !== null) {
        reply.code(anterior.status).header('idempotent-replayed', 'true');
        if (anterior.tipo) reply.header('content-type', anterior.tipo);
        // A Buffer goes out as it is: the stored body is already the serialized answer.
        return reply.send(Buffer.from(anterior.resposta ?? ''));
      }
      if (esperado >= ESPERA_MAXIMA_MS) throw new AppError(409, C.conflito, 'Requisição em andamento. Aguarde a resposta.');
      await esperar(INTERVALO_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.reservaIdempotencia;
    if (!id) return payload;
    request.reservaIdempotencia = null;
    const texto = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.toString() : payload == null ? '' : null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && texto !== null) {
      const tipo = reply.getHeader('content-type');
      await db
        .update(chavesIdempotencia)
        .set({ status: reply.statusCode, tipo: tipo === undefined ? null : String(tipo), resposta: texto })
        .where(eq(chavesIdempotencia.id, id));
    } else {
      // An error (or a streamed answer, which cannot be kept) frees the key.
      await db.delete(chavesIdempotencia).where(eq(chavesIdempotencia.id, id));
    }
    return payload;
  });
});
