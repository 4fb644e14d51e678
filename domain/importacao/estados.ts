/** The life of an import and of each of its lines (the tables in server/db/schema/importacoes.ts). */
export const STATUS_IMPORTACAO = ['enviada', 'analisando', 'aguardando_decisoes', 'importando', 'concluida', 'falhou'] as const;
export type StatusImportacao = (typeof STATUS_IMPORTACAO)[number];
export const STATUS_IMPORTACAO_LABEL: Record<StatusImportacao, string> = {
  enviada: 'Arquivo enviado',
  analisando: 'Analisando o arquivo',
  aguardando_decisoes: 'Aguardando decisões',
  importando: 'Importando',
  concluida: 'Concluída',
  falhou: 'Falhou',
};

export const FORMATOS_IMPORTACAO = ['csv', 'xlsx'] as const;

/** valida: goes in; recusada: a field refused; duplicada: waits for a decision; ja_importada: the same line came in before. */
export const SITUACOES_LINHA = ['valida', 'recusada', 'duplicada', 'ja_importada'] as const;

export const DECISOES = ['ignorar', 'atualizar', 'criar'] as const;

export const RESULTADOS_LINHA = ['criada', 'atualizada', 'ignorada', 'recusada'] as const;
