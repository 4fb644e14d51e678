import { describe, expect, it } from 'vitest';
import { CUSTOMIZACAO_PADRAO, errosCustomizacao, formatLinks, normalizarCustomizacao, parseLinks } from './customizacao';

describe('normalizarCustomizacao', () => {
  it('gives the defaults for nothing at all', () => {
    expect(normalizarCustomizacao(undefined)).toEqual(CUSTOMIZACAO_PADRAO);
    expect(normalizarCustomizacao({ logo: 'x', sidebar: [] })).toEqual(CUSTOMIZACAO_PADRAO);
    expect(CUSTOMIZACAO_PADRAO.logo).toMatchObject({ largura: 150, altura: 60 });
    expect(CUSTOMIZACAO_PADRAO.cabecalho).toMatchObject({ altura: 80, corTitulo: '#1f2937', corSubtitulo: '#6b7280' });
    expect(CUSTOMIZACAO_PADRAO.sidebar).toMatchObject({ largura: 256, posicao: 'left' });
    expect(CUSTOMIZACAO_PADRAO.footer).toMatchObject({ corTexto: '#6b7280', corFundo: '#f9fafb' });
  });

  it('falls back to the default for blank, invalid or out-of-range numbers', () => {
    const c = normalizarCustomizacao({
      logo: { largura: '', altura: 'abc' },
      cabecalho: { altura: -5 },
      sidebar: { largura: 99999 },
    });
    expect(c.logo.largura).toBe(150);
    expect(c.logo.altura).toBe(60);
    expect(c.cabecalho.altura).toBe(80);
    expect(c.sidebar.largura).toBe(256);
  });

  it('keeps valid numbers, also typed as text, rounded', () => {
    const c = normalizarCustomizacao({
      logo: { largura: '200', altura: 40.4 },
      cabecalho: { altura: '96' },
      sidebar: { largura: 300 },
    });
    expect(c.logo).toMatchObject({ largura: 200, altura: 40 });
    expect(c.cabecalho.altura).toBe(96);
    expect(c.sidebar.largura).toBe(300);
  });

  it('accepts hex colours (short ones expanded) and defaults anything else', () => {
    const c = normalizarCustomizacao({ cabecalho: { corTitulo: '#ABC', corSubtitulo: 'red' }, sidebar: { cor: '#1E3A8A' } });
    expect(c.cabecalho.corTitulo).toBe('#aabbcc');
    expect(c.cabecalho.corSubtitulo).toBe('#6b7280');
    expect(c.sidebar.cor).toBe('#1e3a8a');
  });

  it('keeps only left or right for the sidebar side and booleans for the flags', () => {
    const c = normalizarCustomizacao({ sidebar: { posicao: 'top', colapsavel: 'no' }, secoes: { graficos: false, links: 0 } });
    expect(c.sidebar.posicao).toBe('left');
    expect(c.sidebar.colapsavel).toBe(true);
    expect(c.secoes.graficos).toBe(false);
    expect(c.secoes.links).toBe(true);
  });

  it('drops unsafe image addresses', () => {
    expect(normalizarCustomizacao({ logo: { url: 'javascript:alert(1)' } }).logo.url).toBe('');
    expect(normalizarCustomizacao({ cabecalho: { imagemFundo: 'http://x.test/a.png' } }).cabecalho.imagemFundo).toBe('');
    expect(normalizarCustomizacao({ cabecalho: { imagemFundo: 'https://x.test/a.png' } }).cabecalho.imagemFundo).toBe(
      'https://x.test/a.png',
    );
    const own = '/api/publico/arquivos/0b5a7f3e-8c1d-4d2e-9f00-1234567890ab';
    expect(normalizarCustomizacao({ logo: { url: own } }).logo.url).toBe(own);
  });
});

describe('footer links', () => {
  it('parses comma-separated "Texto | endereço" or bare addresses', () => {
    const { links, invalidos } = parseLinks(
      'Privacidade | https://rede.gov.br/privacidade, mailto:ouvidoria@rede.gov.br, /configuracoes/perfil, ,',
    );
    expect(invalidos).toEqual([]);
    expect(links).toEqual([
      { texto: 'Privacidade', url: 'https://rede.gov.br/privacidade' },
      { texto: 'ouvidoria@rede.gov.br', url: 'mailto:ouvidoria@rede.gov.br' },
      { texto: '/configuracoes/perfil', url: '/configuracoes/perfil' },
    ]);
    expect(parseLinks(formatLinks(links)).links).toEqual(links);
  });

  it('refuses script and protocol-relative addresses', () => {
    expect(parseLinks('Oi | javascript:alert(1), //evil.test').invalidos).toEqual(['Oi | javascript:alert(1)', '//evil.test']);
    expect(errosCustomizacao({ footer: { links: 'Oi | javascript:alert(1)' } })['footer.links']).toContain('javascript:alert(1)');
    expect(errosCustomizacao({ footer: { links: [{ texto: 'x', url: 'data:text/html,hi' }] } })['footer.links']).toBeDefined();
    expect(errosCustomizacao({ logo: { url: 'http://x.test/logo.png' } })['logo.url']).toBeDefined();
    expect(errosCustomizacao(normalizarCustomizacao({}))).toEqual({});
  });
});
