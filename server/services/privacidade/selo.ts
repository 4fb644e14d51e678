import crypto from 'node:crypto';

/**
 * The key that seals the documents kept of an anonymised student: derived from the installation's
 * secret (AUTH_SECRET, or DATA_DIR/auth-secret) like the backups' signing key, never stored. Sealed
 * bytes are unreadable to a search of the database or of a backup; whoever holds the secret opens
 * them through the audited route only. A new secret makes the documents sealed with the old one
 * unreadable, so it is kept with the backups (docs/running.md).
 */
export interface ChaveDeSelo {
  segredo: Buffer;
  /** A fingerprint naming the key (not the key), kept with each document. */
  id: string;
}

export function chaveDeSelo(segredoDaInstalacao: string): ChaveDeSelo {
  const segredo = crypto.createHmac('sha256', segredoDaInstalacao).update('documentos-selados').digest();
  return { segredo, id: crypto.createHash('sha256').update(segredo).digest('hex').slice(0, 16) };
}

const NONCE = 12;
const TAG = 16;

/**
 * AES-256-GCM over the bytes, bound to the document's id: the sealed bytes of one document copied
 * onto another row do not open there.
 */
export function selar(chave: ChaveDeSelo, documentoId: string, dados: Buffer): Buffer {
  const nonce = crypto.randomBytes(NONCE);
  const cifra = crypto.createCipheriv('aes-256-gcm', chave.segredo, nonce);
  cifra.setAAD(Buffer.from(documentoId, 'utf8'));
  const corpo = Buffer.concat([cifra.update(dados), cifra.final()]);
  return Buffer.concat([nonce, cifra.getAuthTag(), corpo]);
}

/** The document's bytes, or null when this key did not seal them (or they were altered). */
export function abrirSelo(chave: ChaveDeSelo, documentoId: string, selado: Buffer): Buffer | null {
  if (selado.length < NONCE + TAG) return null;
  try {
    const decifra = crypto.createDecipheriv('aes-256-gcm', chave.segredo, selado.subarray(0, NONCE));
    decifra.setAAD(Buffer.from(documentoId, 'utf8'));
    decifra.setAuthTag(selado.subarray(NONCE, NONCE + TAG));
    return Buffer.concat([decifra.update(selado.subarray(NONCE + TAG)), decifra.final()]);
  } catch {
    return null;
  }
}
