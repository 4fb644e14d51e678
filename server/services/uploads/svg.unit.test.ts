import { describe, expect, it } from 'vitest';
import { detectarTipoImagem } from './detect';
import { sanitizarSvg } from './svg';

const clean = (svg: string) => sanitizarSvg(Buffer.from(svg))?.toString('utf8') ?? null;

describe('SVG sanitiser', () => {
  it('removes scripts, event handlers, links to scripts and external references', () => {
    const out = clean(`<?xml version="1.0"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
        <script>alert(document.cookie)</script>
        <style>@import url(https://evil.test/x.css);</style>
        <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">oi</div></foreignObject>
        <image href="https://evil.test/track.png" width="1" height="1"/>
        <a href="javascript:alert(1)"><circle r="1"/></a>
        <use xlink:href="https://evil.test/sprite.svg#x"/>
        <use href="#forma"/>
        <rect id="forma" width="10" height="10" fill="url(#g)" onclick="alert(2)" style="fill:red"/>
        <rect width="1" height="1" style="background:url(https://evil.test/a.png)" filter="url(https://evil.test/f)"/>
        <text x="1" y="8">A &amp; B &lt;C&gt; "q"</text>
      </svg>`)!;
    expect(out).not.toBeNull();
    expect(out).not.toMatch(/script|onload|onclick|@import|foreignObject|<image|<a |javascript|evil\.test/i);
    expect(out).toContain('<use href="#forma"/>');
    expect(out).toContain('<rect id="forma" width="10" height="10" fill="url(#g)" style="fill:red"/>');
    expect(out).toContain('<text x="1" y="8">A &amp; B &lt;C&gt; "q"</text>');
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('refuses DOCTYPE entities, malformed XML and a root other than <svg>', () => {
    expect(clean('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>')).toBeNull();
    expect(clean('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toBeNull();
    expect(clean('<html><body>oi</body></html>')).toBeNull();
  });

  it('refuses a file nested deeper than any drawing (no stack overflow on 2 MB of <g>)', () => {
    const fundo = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(200_000)}${'</g>'.repeat(200_000)}</svg>`;
    expect(clean(fundo)).toBeNull();
    const raso = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(10)}<rect width="1"/>${'</g>'.repeat(10)}</svg>`;
    expect(clean(raso)).toContain('<rect width="1"/>');
  });

  it('escapes quotes in kept attribute values', () => {
    const out = clean(`<svg xmlns="http://www.w3.org/2000/svg"><rect id='a"b' width="1"/></svg>`);
    expect(out).toContain('id="a&quot;b"');
  });
});

describe('image type from content', () => {
  it('recognises PNG, JPEG, GIF and SVG by their bytes, not their name', () => {
    expect(detectarTipoImagem(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectarTipoImagem(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectarTipoImagem(Buffer.from('GIF89a....'))).toBe('gif');
    expect(detectarTipoImagem(Buffer.from('<?xml version="1.0"?>\n<!-- c --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'svg',
    );
    expect(detectarTipoImagem(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'))).toBeNull();
    expect(detectarTipoImagem(Buffer.from('<svgx>'))).toBeNull();
  });
});
