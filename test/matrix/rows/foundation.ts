import type { Row } from '../types';

/** The foundation's routes (issue 2): each has its own role and tenant tests elsewhere. */
export const rows: Record<string, Row> = {};

export const coveredElsewhere = [
  'GET /api/health', 'GET /api/me', 'GET /api/publico/instituicao', 'GET /api/auth/*', 'POST /api/auth/*',
  'GET /api/notificacoes', 'POST /api/notificacoes/:id/ler', 'POST /api/notificacoes/ler-todas', 'DELETE /api/notificacoes/:id', 'DELETE /api/notificacoes',
  'GET /api/navegacao/escolas', 'GET /api/navegacao/escolas/:escolaId/turmas',
];
