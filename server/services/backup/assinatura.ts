import crypto from 'node:crypto';
import { z } from 'zod';

/**
 * The installation's signature on a backup: assinatura.json, the entry after manifest.json,
 * holds an HMAC-SHA256 of the manifest's exact bytes. The manifest lists every other entry with
 * its SHA-256, so the signature covers the whole backup: editing a table and its checksum in
 * the manifest together no longer goes unnoticed.
 *
 * The key is derived from the installation's secret (AUTH_SECRET, or DATA_DIR/auth-secret),
 * never stored in the backup; `chave` names which key signed (a fingerprint, not the key), so a
 * backup of another installation is told apart from one of ours that was altered.
 */
export const ENTRADA_ASSINATURA = 'assinatura.json';

const assinaturaSchema = z.object({
  algoritmo: z.literal('HMAC-SHA256'),
  chave: z.string().regex(/^[0-9a-f]{16}$/),
  hmac: z.string().regex(/^[0-9a-f]{64}$/),
});

/** 'valida': signed by this installation; 'ausente': no signature (older versions); 'alheia': another installation's key. */
export type EstadoAssinatura = 'valida' | 'ausente' | 'alheia';

export interface ChaveDeBackup {
  segredo: Buffer;
  id: string;
}

/** The backup key of an installation: HMAC(secret, 'backup-manifest'), apart from the session key. */
export function chaveDeBackup(segredoDaInstalacao: string): ChaveDeBackup {
  const segredo = crypto.createHmac('sha256', segredoDaInstalacao).update('backup-manifest').digest();
  return { segredo, id: crypto.createHash('sha256').update(segredo).digest('hex').slice(0, 16) };
}

export function assinar(chave: ChaveDeBackup, manifesto: Buffer): string {
  const hmac = crypto.createHmac('sha256', chave.segredo).update(manifesto).digest('hex');
  return JSON.stringify({ algoritmo: 'HMAC-SHA256', chave: chave.id, hmac }, null, 2);
}

/**
 * How the manifest is signed: null for a signature that does not hold — our key, but the
 * manifest was changed after signing (or the signature entry is not one we write).
 */
export function conferirAssinatura(chave: ChaveDeBackup, manifesto: Buffer, assinatura: Buffer | null): EstadoAssinatura | null {
  if (!assinatura) return 'ausente';
  let parsed: z.infer<typeof assinaturaSchema>;
  try {
    const r = assinaturaSchema.safeParse(JSON.parse(assinatura.toString('utf8')));
    if (!r.success) return null;
    parsed = r.data;
  } catch {
    return null;
  }
  if (parsed.chave !== chave.id) return 'alheia';
  const esperado = crypto.createHmac('sha256', chave.segredo).update(manifesto).digest();
  const recebido = Buffer.from(parsed.hmac, 'hex');
  return recebido.length === esperado.length && crypto.timingSafeEqual(recebido, esperado) ? 'valida' : null;
}
