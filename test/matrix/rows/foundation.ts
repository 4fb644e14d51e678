import { type Row, same } from '../types';

/** The foundation's routes: each has its own role and tenant tests elsewhere. */
export const rows: Record<string, Row> = {
  // Platform totals for the landing page: public, the same for everyone (no tenant's rows).
  'GET /api/publico/numeros': { prepare: async () => ({ url: '/api/publico/numeros' }), expect: same(200, 200, 200, 200, 200) },
};

export const coveredElsewhere = [
  'GET /api/health',
  'GET /api/me',
  'GET /api/publico/instituicao',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'GET /api/notificacoes',
  'POST /api/notificacoes/:id/ler',
  'POST /api/notificacoes/ler-todas',
  'DELETE /api/notificacoes/:id',
  'DELETE /api/notificacoes',
  'GET /api/navegacao/escolas',
  'GET /api/navegacao/escolas/:escolaId/turmas',
];
