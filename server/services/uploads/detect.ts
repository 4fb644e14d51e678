import type { TipoImagem } from '../../../domain/uploads';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type from the first bytes (the "magic number"), never from the file name or the
 * declared type: an HTML page renamed .png is not a PNG. SVG is text: its root element must be
 * <svg>, possibly after an XML declaration and comments.
 */
export function detectarTipoImagem(bytes: Buffer): TipoImagem | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (pareceSvg(bytes)) return 'svg';
  return null;
}

function pareceSvg(bytes: Buffer): boolean {
  let text = bytes.subarray(0, 4096).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Skip the XML declaration, comments and whitespace before the root element.
  const prologue = /^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*/.exec(text)?.[0] ?? '';
  return /^<svg[\s>/]/.test(text.slice(prologue.length));
}
