/** The demo network every e2e run starts with (a fresh DATA_DIR is seeded at server start). */
export const DEMO_PASSWORD = 'Escola@Demo2026';

export const ACCOUNTS = {
  administrador: 'admin@demo.escola.br',
  empresa: 'empresa@demo.escola.br',
  gestor: 'gestor@demo.escola.br',
  professor: 'professor@demo.escola.br',
  aluno: 'aluno@demo.escola.br',
  empresa2: 'empresa2@demo.escola.br',
} as const;

export const ESCOLA_PRINCIPAL = 'EMEF Professora Maria das Dores Silva';
