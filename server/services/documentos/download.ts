import type { FastifyReply } from 'fastify';

export const TIPO_PDF = 'application/pdf';
export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file name from its parts, as the user would type it: lower case, no accents, words joined by
 * hyphens ('Relatório de Alunos', '6º Ano A', 2026 → 'relatorio-de-alunos-6-ano-a-2026').
 */
export function nomeDeArquivo(...partes: (string | number | null | undefined)[]): string {
  return partes
    .filter((p) => p !== null && p !== undefined && p !== '')
    .map((p) =>
      String(p)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[ºª°]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-')
    .slice(0, 120);
}

/** Sends a generated file as a download that is never cached (it holds children's data). */
export function enviarArquivo(reply: FastifyReply, arquivo: { nome: string; tipo: string; dados: Buffer }) {
  return reply
    .header('content-type', arquivo.tipo)
    .header('content-length', arquivo.dados.length)
    .header('content-disposition', `attachment; filename="${arquivo.nome}"; filename*=UTF-8''${encodeURIComponent(arquivo.nome)}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(arquivo.dados);
}
