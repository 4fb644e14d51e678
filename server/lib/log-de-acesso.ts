import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access line per request, written when it completes (method, URL, status, time): Fastify
 * also writes one on arrival, which doubles the log volume and its CPU (pino serializes every
 * line) without telling an operator anything the completed line does not.
 */
export class UmaLinhaPorRequisicao extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
