import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { GIF_1X1, PNG_1X1 } from '../../../test/multipart';
import { LIMITE_DIMENSAO, lerDimensoes, svgDimensoesValidas } from './dimensoes';

/** A real grey PNG of that size (compressed rows of zeros: a few KB even at 5000 × 5000). */
function png(largura: number, altura: number): Buffer {
  const chunk = (tipo: string, dados: Buffer) => {
    const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
    const tamanho = Buffer.alloc(4);
    tamanho.writeUInt32BE(dados.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(corpo));
    return Buffer.concat([tamanho, corpo, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const linhas = Buffer.alloc((largura + 1) * altura);
  return Buffer.concat([
    PNG_1X1.subarray(0, 8),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(linhas)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG's header up to its start-of-frame (an APP0 segment first, as cameras write). */
function jpeg(largura: number, altura: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    altura >> 8,
    altura & 0xff,
    largura >> 8,
    largura & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

describe('image size from the header', () => {
  it('reads PNG, JPEG and GIF sizes, a GIF frame larger than its screen included', () => {
    expect(lerDimensoes(png(320, 200), 'png')).toEqual({ largura: 320, altura: 200 });
    expect(lerDimensoes(jpeg(1024, 768), 'jpeg')).toEqual({ largura: 1024, altura: 768 });
    expect(lerDimensoes(GIF_1X1, 'gif')).toEqual({ largura: 1, altura: 1 });
    // The 1×1 GIF with its one frame declaring 9000 × 1.
    const enorme = Buffer.from(GIF_1X1);
    const quadro = enorme.indexOf(Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0]));
    enorme.writeUInt16LE(9000, quadro + 5);
    expect(lerDimensoes(enorme, 'gif')).toEqual({ largura: 9000, altura: 1 });
  });

  it('cannot read a truncated header', () => {
    expect(lerDimensoes(png(10, 10).subarray(0, 20), 'png')).toBeNull();
    expect(lerDimensoes(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'jpeg')).toBeNull();
  });

  it('checks an SVG root: absolute sizes up to the limit, a positive viewBox', () => {
    const svg = (atributos: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${atributos}><rect width="1" height="1"/></svg>`);
    expect(svgDimensoesValidas(svg('viewBox="0 0 150 60"'))).toBe(true);
    expect(svgDimensoesValidas(svg('width="100%" height="4096px" viewBox="-5 -5 100000 100000"'))).toBe(true);
    expect(svgDimensoesValidas(svg(`width="${LIMITE_DIMENSAO + 1}" height="10"`))).toBe(false);
    expect(svgDimensoesValidas(svg('width="1e9"'))).toBe(false);
    expect(svgDimensoesValidas(svg('viewBox="0 0 0 10"'))).toBe(false);
    expect(svgDimensoesValidas(svg('viewBox="0 0 Infinity 10"'))).toBe(false);
    expect(svgDimensoesValidas(svg('height="-3"'))).toBe(false);
  });
});

describe('uploads above 4096 × 4096 pixels', () => {
  const api = prepararApi();
  const enviar = (url: string, nome: string, tipo: string, dados: Buffer) =>
    api.enviarArquivos(url, 'admin', { arquivos: [{ campo: 'arquivo', nome, tipo, dados }] });

  it('refuses a 5000 × 5000 PNG photo of a few KB with a pt-BR message, and takes 4096 × 4096', async () => {
    const grande = png(5000, 5000);
    expect(grande.length).toBeLessThan(100_000);
    const res = await enviar('/api/perfil/foto', 'grande.png', 'image/png', grande);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      arquivo: 'A imagem tem 5000 × 5000 pixels; o máximo é 4096 × 4096. Reduza a imagem e envie de novo.',
    });
    const limite = await enviar('/api/perfil/foto', 'limite.png', 'image/png', png(4096, 4096));
    expect(limite.statusCode, limite.body).toBe(200);
  });

  it('refuses a logo JPEG above the limit, an SVG logo declaring 100000 px, and an unreadable JPEG', async () => {
    const jpg = await enviar('/api/customizacao/logo', 'logo.jpg', 'image/jpeg', jpeg(8000, 600));
    expect(jpg.statusCode).toBe(400);
    expect(jpg.json().error.message).toBe(
      'A imagem tem 8000 × 600 pixels; o máximo é 4096 × 4096. Reduza a imagem e envie de novo.',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    );
    const res = await enviar('/api/customizacao/logo', 'logo.svg', 'image/svg+xml', svg);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('O SVG declara um tamanho inválido ou maior que 4096 × 4096 pixels.');
    const cortado = await enviar('/api/customizacao/logo', 'logo.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]));
    expect(cortado.statusCode).toBe(400);
    expect(cortado.json().error.message).toBe('A imagem está incompleta ou corrompida: não foi possível ler o tamanho dela.');
  });
});
