import { eq } from 'drizzle-orm';
import { idUsuario } from '../../demo';
import { relatorios } from '../../../server/db/schema';
import { chaveDoArquivo } from '../../../server/services/relatorios/fila';
import { armazenamentoLocal } from '../../../server/services/storage';
import { current } from '../fixtures';
import { type Ctx, type Expect, FORBIDDEN_BUT_ADMIN, type Row, empresaOf, escolaOf, naRede, same } from '../types';

/**
 * Background reports. A report is its requester's alone: own tenant = a report the demo gestor
 * asked for (its school), other = one the Serra Azul empresa asked for. Nobody else reaches either,
 * not the administrador nor the gestor's own empresa (404); the roles without the grant are refused
 * (403) first. The list and the cards are each user's own, whatever the tenant.
 */
async function novoRelatorio(c: Ctx, concluido = false) {
  const db = c.t.database.db;
  const solicitante = c.tenant === 'own' ? await idUsuario(db, 'gestor@demo.escola.br') : c.ids.empresa2User;
  const parametros = { empresa_id: empresaOf(c), escola_id: escolaOf(c), turma_id: null, bimestre: null, ano_letivo: 2026 };
  const [job] = await db
    .insert(relatorios)
    .values({
      empresa_id: empresaOf(c),
      solicitante_id: solicitante,
      tipo: 'escolas',
      formato: 'pdf',
      titulo: 'Relatório de Escolas · 2026',
      parametros,
    })
    .returning();
  if (!concluido) return job!.id;
  // A done report with its file in the storage, as the worker leaves it.
  const chave = chaveDoArquivo(job!);
  const { tamanho } = await armazenamentoLocal(c.t.dataDir).relatorios.put(chave, Buffer.from('%PDF-1.7\n%%EOF\n'));
  await db
    .update(relatorios)
    .set({
      status: 'concluido',
      progresso: 100,
      arquivo_chave: chave,
      nome_arquivo: 'relatorio-de-escolas.pdf',
      tamanho,
      concluido_em: new Date(),
      expira_em: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .where(eq(relatorios.id, job!.id));
  return job!.id;
}

/** Only the requester (the own-tenant gestor) reaches a report: `ok` is its answer; the professor's is 404 where it holds the grant, else 403. */
const DO_SOLICITANTE = (ok: number, professor: 404 | 403): Expect => ({
  administrador: [404, 404],
  empresa: [404, 404],
  gestor: [ok, 404],
  professor: [professor, professor],
  aluno: [403, 403],
});

export const rows: Record<string, Row> = {
  'GET /api/relatorios': {
    prepare: async () => ({ url: '/api/relatorios?pagina=1&por_pagina=5' }),
    expect: same(200, 200, 200, 200, 403),
  },
  'GET /api/relatorios/resumo': {
    prepare: async () => ({ url: '/api/relatorios/resumo' }),
    expect: same(200, 200, 200, 200, 403),
  },
  'GET /api/relatorios/:id': {
    prepare: async (c) => ({ url: `/api/relatorios/${await novoRelatorio(c)}` }),
    expect: DO_SOLICITANTE(200, 404),
  },
  'GET /api/relatorios/:id/arquivo': {
    // relatorios.exportar: the professor reads the list but downloads nothing.
    prepare: async (c) => ({ url: `/api/relatorios/${await novoRelatorio(c, true)}/arquivo` }),
    expect: DO_SOLICITANTE(200, 403),
  },
  'POST /api/relatorios': {
    // The tenant's network and school: the administrador names either; anyone else only its own (another's is 404).
    prepare: async (c) => {
      // The waiting rows the other rows left would fill the gestor's queue (5 per person).
      await c.t.database.db.delete(relatorios).where(eq(relatorios.status, 'pendente'));
      return {
        url: '/api/relatorios',
        payload: {
          tipo: 'frequencia',
          formato: 'pdf',
          parametros: { empresa_id: empresaOf(c), escola_id: escolaOf(c), ano_letivo: 2026 },
        },
      };
    },
    expect: naRede(202, 202, 202, 403, 403),
  },
  'DELETE /api/relatorios/:id': {
    prepare: async (c) => ({ url: `/api/relatorios/${await novoRelatorio(c)}` }),
    expect: DO_SOLICITANTE(204, 403),
  },
  // The retention of the files: the platform's setting, in the Backup tab.
  'GET /api/relatorios/configuracao': {
    prepare: async () => ({ url: '/api/relatorios/configuracao' }),
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
  'PUT /api/relatorios/configuracao': {
    prepare: async (c) => ({
      url: '/api/relatorios/configuracao',
      payload: await current(c.t.app, c.admin, '/api/relatorios/configuracao'),
    }),
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
};
