import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RECURSOS_ACESSO, type RecursoAcesso } from '../../domain/privacidade/tipos';
import type { Db } from '../db/client';
import { registrarAcesso } from '../services/privacidade/acessos';

type Ids = Iterable<string | null | undefined>;

/**
 * What a route's answer exposes of students, declared in `config.dadosPessoais` next to `config.access`:
 * - { recurso, alunos }: the answer carries students' personal data; `alunos` names them, from the answer
 *   (JSON, before serialization) or from what the handler informed (`informarAlunos`, for a file);
 * - { semRegistro }: it carries some, but names no student (free text written to the reader, as an
 *   e-mail or a notification), so no row can say whose: the string says why.
 * No declaration: the answer carries no student's personal data. test/seguranca/registro-de-acessos.test.ts
 * calls every route with a student of known data in reach and fails on an undeclared answer that shows it.
 */
export type DadosPessoais = RegistroDeAcesso | { semRegistro: string };
export interface RegistroDeAcesso {
  recurso: RecursoAcesso;
  alunos: (resposta: unknown, request: FastifyRequest) => Ids | Promise<Ids>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    dadosPessoais?: DadosPessoais;
  }
  interface FastifyRequest {
    /** The students a file route put in its file (informarAlunos); null until it says. */
    alunosInformados: string[] | null;
  }
}

/** A read whose JSON answer names its students: `alunos` reads them from the answer, as the route returns it. */
export function dadosPessoais<T>(recurso: RecursoAcesso, alunos: (resposta: T, request: FastifyRequest) => Ids | Promise<Ids>) {
  // The answer is the handler's own return value, of the route's response type.
  return { recurso, alunos: (resposta: unknown, request: FastifyRequest) => alunos(resposta as T, request) };
}

/**
 * A file (PDF, XLSX, CSV, JSON download) or an answer without the students' ids: the handler informs
 * whom it put in it (informarAlunos). A route so declared that answers without informing fails: a
 * read that cannot say whose data it carried is not sent.
 */
export function dadosPessoaisInformados(recurso: RecursoAcesso): RegistroDeAcesso {
  return {
    recurso,
    alunos: (_resposta, request) => {
      if (!request.alunosInformados) throw new Error(`A rota ${request.routeOptions.url} não informou os alunos da resposta.`);
      return request.alunosInformados;
    },
  };
}

/** A path parameter of the request (`:id`), for a declaration that reads whose data from the path. */
export function doCaminho(request: FastifyRequest, parametro: string): string | null {
  const params = request.params;
  const valor = params && typeof params === 'object' && parametro in params ? params[parametro as keyof typeof params] : null;
  return typeof valor === 'string' ? valor : null;
}

/** A read of the one student a path parameter names (`:id`): answered with 2xx, that student's data went out. */
export function dadosPessoaisDoAluno(recurso: RecursoAcesso, parametro = 'id'): RegistroDeAcesso {
  return { recurso, alunos: (_resposta, request) => [doCaminho(request, parametro)] };
}

/**
 * Messages written to one reader (notifications, the outbox): free text about a student, perhaps,
 * that names none by id, so no access-log row can say whose data it was.
 */
export const MENSAGENS_AO_LEITOR: DadosPessoais = {
  semRegistro: 'Messages written to their recipient, as free text: they point at no student record.',
};

/** The students whose personal data this answer (a file) carries, for the access log. */
export function informarAlunos(request: FastifyRequest, alunos: Ids) {
  request.alunosInformados = [...alunos].filter((id): id is string => !!id);
}

/**
 * Writes the access log (LGPD) for every route that declares `config.dadosPessoais`, in one place: after
 * the handler, before the answer goes out — from the JSON answer before serialization, or at onSend for a
 * file. Only a successful answer is logged (a 4xx/5xx carries no data), and a failed insert turns the
 * answer into a 500: a read that leaves no trace is what the log exists to rule out.
 */
export const registroDeAcessosPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('alunosInformados', null);
  const registradas = new WeakSet<FastifyRequest>();

  app.addHook('onRoute', (route) => {
    const d = route.config?.dadosPessoais;
    if (d && 'recurso' in d && !RECURSOS_ACESSO.includes(d.recurso)) {
      throw new Error(
        `A rota ${String(route.method)} ${route.url} declara um recurso de acesso desconhecido: ${String(d.recurso)}.`,
      );
    }
  });

  async function registrar(request: FastifyRequest, reply: FastifyReply, resposta: unknown) {
    const d = request.routeOptions.config?.dadosPessoais;
    if (!d || !('recurso' in d) || registradas.has(request)) return;
    // A HEAD sends no body; an error or a redirect carries no one's data.
    if (request.method === 'HEAD' || reply.statusCode < 200 || reply.statusCode >= 300) return;
    registradas.add(request);
    try {
      const alunos = [...(await d.alunos(resposta, request))].filter((id): id is string => !!id);
      await registrarAcesso(opts.db, request, { recurso: d.recurso, alunos });
    } catch (err) {
      // The error answer must not keep the file's name: it would be saved as the download.
      reply.removeHeader('content-disposition');
      throw err;
    }
  }

  app.addHook('preSerialization', async (request, reply, payload) => {
    await registrar(request, reply, payload);
    return payload;
  });
  // Files (a Buffer) skip preSerialization.
  app.addHook('onSend', async (request, reply, payload) => {
    await registrar(request, reply, payload);
    return payload;
  });
});
