/**
 * What may be uploaded: profile photos JPG, PNG or GIF and logos PNG, JPG or
 * SVG, each at most 2 MB. The type is decided from the content on the server, never from the
 * name or the browser's declared type.
 */
export const LIMITE_IMAGEM_BYTES = 2 * 1024 * 1024;

export type TipoImagem = 'png' | 'jpeg' | 'gif' | 'svg';

export const MIME_IMAGEM: Record<TipoImagem, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};
export const EXTENSAO_IMAGEM: Record<TipoImagem, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', svg: 'svg' };

export const FINALIDADES = {
  avatar: { tipos: ['jpeg', 'png', 'gif'] as TipoImagem[], descricao: 'JPG, PNG ou GIF' },
  logo: { tipos: ['png', 'jpeg', 'svg'] as TipoImagem[], descricao: 'PNG, JPG ou SVG' },
} as const;
export type Finalidade = keyof typeof FINALIDADES;

export const UPLOAD_MENSAGENS = {
  grandeDemais: 'O arquivo deve ter no máximo 2 MB.',
  tipo: (descricao: string) => `Formato não aceito. Envie uma imagem ${descricao}.`,
  ausente: 'Selecione um arquivo.',
  svgInseguro: 'O SVG não pôde ser aceito: ele não é um desenho SVG válido.',
} as const;
