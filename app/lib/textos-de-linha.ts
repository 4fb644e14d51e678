/**
 * The texts every list of names shares: the edit and delete buttons' names (for screen readers
 * and as tooltip) and the delete confirmation. A feature's TEXTOS spreads them.
 */
export const TEXTOS_DE_LINHA = {
  confirmarExclusao: (nome: string) => `Tem certeza que deseja excluir ${nome}? Esta ação não pode ser desfeita.`,
  editar: (nome: string) => `Editar ${nome}`,
  excluir: (nome: string) => `Excluir ${nome}`,
} as const;
