/**
 * The verification code printed on a boletim: 12 symbols of a 32-letter alphabet with none that
 * reads as another (no 0/O, no 1/I), in three groups of four ('K7QM-3XH9-TPRW'). 60 random bits:
 * guessing a code that exists is hopeless, and a person types it back from paper without doubt.
 */
export const ALFABETO_CODIGO = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const TAMANHO_CODIGO = 12;
const GRUPO = 4;

/** Random bytes: the platform's cryptographic source unless a test gives its own. */
export type FonteAleatoria = (quantos: number) => Uint8Array;
const fontePadrao: FonteAleatoria = (quantos) => globalThis.crypto.getRandomValues(new Uint8Array(quantos));

/** A new code, already grouped. 32 letters divide 256 evenly, so every symbol is equally likely. */
export function gerarCodigo(aleatorio: FonteAleatoria = fontePadrao): string {
  const bytes = aleatorio(TAMANHO_CODIGO);
  let simbolos = '';
  for (let i = 0; i < TAMANHO_CODIGO; i++) simbolos += ALFABETO_CODIGO[bytes[i]! & 31];
  return agrupar(simbolos);
}

const agrupar = (simbolos: string) => simbolos.match(new RegExp(`.{1,${GRUPO}}`, 'g'))!.join('-');

const FORMATO = new RegExp(`^[${ALFABETO_CODIGO}]{${TAMANHO_CODIGO}}$`);

/**
 * The code as stored ('K7QM-3XH9-TPRW') from what someone typed or scanned: any case, with or
 * without hyphens or spaces. Null when it cannot be a code (wrong length, a letter out of the
 * alphabet): refused before any lookup.
 */
export function normalizarCodigo(texto: string): string | null {
  const simbolos = texto.replace(/[\s-]/g, '').toUpperCase();
  return FORMATO.test(simbolos) ? agrupar(simbolos) : null;
}

/** The public page that confirms a document: where the QR code points. */
export const caminhoDaVerificacao = (codigo: string) => `/verificar/${codigo}`;
