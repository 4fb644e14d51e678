import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIME_IMAGEM } from '../../../domain/uploads';
import type { Db } from '../../db/client';
import { arquivos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import type { Arquivo } from '../../services/arquivos';
import { ObjetoAusente, type Armazenamento } from '../../services/storage';
import { idParams } from '../../lib/parametros';

const tags = ['arquivos'];
const SAFE_TYPES = new Set(Object.values(MIME_IMAGEM));
const NAO_ENCONTRADO = 'Arquivo não encontrado.';

/**
 * Uploaded files, served so they can never act as a page: the stored type (decided from the
 * content at upload) or a download, nosniff, and a sandboxing Content-Security-Policy, so even
 * an SVG opened directly cannot run a script or load anything.
 */
export const arquivosRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  async function enviar(reply: FastifyReply, row: Arquivo, cache: string) {
    let stream;
    try {
      stream = await armazenamento.arquivos.read(row.chave);
    } catch (err) {
      if (err instanceof ObjetoAusente) throw notFound(NAO_ENCONTRADO);
      throw err;
    }
    const type = SAFE_TYPES.has(row.tipo_mime) ? row.tipo_mime : 'application/octet-stream';
    return reply
      .header('content-type', type)
      .header('content-length', row.tamanho)
      .header('content-disposition', type === 'application/octet-stream' ? 'attachment' : 'inline')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', cache)
      .send(stream);
  }

  app.get('/api/publico/arquivos/:id', {
    config: { access: 'public' },
    schema: { tags, summary: 'Um arquivo público (logotipo), para a página de apresentação e o login', params: idParams },
    handler: async (request, reply) => {
      const [row] = await db
        .select()
        .from(arquivos)
        .where(and(eq(arquivos.id, request.params.id), eq(arquivos.publico, true)));
      if (!row) throw notFound(NAO_ENCONTRADO);
      // A file never changes under its generated name.
      return enviar(reply, row, 'public, max-age=31536000, immutable');
    },
  });

  app.get('/api/arquivos/:id', {
    config: { access: 'identity' },
    schema: {
      tags,
      summary: 'Um arquivo privado (foto de perfil): do próprio usuário, ou qualquer um para o administrador',
      params: idParams,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const [row] = await db.select().from(arquivos).where(eq(arquivos.id, request.params.id));
      const allowed =
        row && (row.publico || row.usuario_id === actor.id || (actor.tipo_usuario === 'administrador' && actor.papel));
      if (!row || !allowed) throw notFound(NAO_ENCONTRADO);
      return enviar(reply, row, 'private, no-store');
    },
  });
};
