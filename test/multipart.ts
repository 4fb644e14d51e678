import crypto from 'node:crypto';

/** A multipart/form-data body for app.inject: text fields first, then the file fields. */
export function multipart(parts: {
  campos?: Record<string, string>;
  arquivos?: { campo: string; nome: string; tipo: string; dados: Buffer }[];
}) {
  const boundary = `----gestao${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [nome, valor] of Object.entries(parts.campos ?? {})) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`));
  }
  for (const a of parts.arquivos ?? []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${a.campo}"; filename="${a.nome}"\r\nContent-Type: ${a.tipo}\r\n\r\n`,
      ),
    );
    chunks.push(a.dados, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real, tiny PNG (1×1), a GIF, and a JPEG header: enough for the content check. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A PNG of exactly `bytes` bytes: a valid signature followed by padding. */
export function pngDeTamanho(bytes: number): Buffer {
  const buf = Buffer.alloc(bytes, 0);
  PNG_1X1.copy(buf, 0, 0, Math.min(PNG_1X1.length, bytes));
  return buf;
}
