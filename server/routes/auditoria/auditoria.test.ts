import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema';
import { signIn } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { ajustarSeguranca } from '../../../test/seguranca';
import { celula } from './csv';
import { esperaCampos, esperaCamposIncluem } from '../../../test/esperas';

const api = prepararApi();
const { enviar, ids } = api;

const ultimas = (n: number) => api.db.select().from(auditoria).orderBy(desc(auditoria.created_at)).limit(n);

describe('what the audit log records', () => {
  it('a create with the values after, and an update with before and after, with who and from where', async () => {
    const created = await enviar('POST', '/api/escolas', 'admin', { nome: 'Escola Auditada', empresa_id: ids.vv });
    expect(created.statusCode).toBe(201);
    const [criar] = await ultimas(1);
    expect(criar).toMatchObject({
      acao: 'criar',
      entidade: 'escola',
      entidade_id: created.json().id,
      usuario_email: 'admin@demo.escola.br',
      depois: expect.objectContaining({ nome: 'Escola Auditada' }),
    });
    expect(criar!.ip).toBeTruthy();

    const updated = await enviar('PUT', `/api/escolas/${created.json().id}`, 'admin', {
      ...created.json(),
      nome: 'Escola Auditada II',
    });
    expect(updated.statusCode).toBe(200);
    const [atualizar] = await ultimas(1);
    expect(atualizar).toMatchObject({
      acao: 'atualizar',
      entidade: 'escola',
      antes: expect.objectContaining({ nome: 'Escola Auditada' }),
      depois: expect.objectContaining({ nome: 'Escola Auditada II' }),
    });
  });

  it('a failed sign-in, with the e-mail typed and the IP', async () => {
    await signIn(api.app, 'gestor@demo.escola.br', 'nao-e-esta', {}, '198.51.100.20');
    const [row] = await ultimas(1);
    expect(row).toMatchObject({
      acao: 'login_falhou',
      entidade: 'sessao',
      usuario_email: 'gestor@demo.escola.br',
      ip: '198.51.100.20',
      usuario_id: null,
    });
  });

  it('records nothing new while switched off, and records switching it off and on', async () => {
    await ajustarSeguranca(api, 'admin', { auditoria: false });
    const antes = await api.db.select().from(auditoria);
    await enviar('POST', '/api/escolas', 'admin', { nome: 'Escola Sem Auditoria', empresa_id: ids.vv });
    await signIn(api.app, 'gestor@demo.escola.br', 'nao-e-esta');
    await api.entrar('aluno@demo.escola.br');
    expect(await api.db.select().from(auditoria)).toHaveLength(antes.length);
    const [desligou] = antes.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    expect(desligou).toMatchObject({
      acao: 'atualizar',
      entidade: 'configuracao',
      depois: expect.objectContaining({ auditoria: false }),
    });

    await ajustarSeguranca(api, 'admin', { auditoria: true });
    const [ligou] = await ultimas(1);
    expect(ligou).toMatchObject({ entidade: 'configuracao', depois: expect.objectContaining({ auditoria: true }) });
  });
});

describe('GET /api/auditoria', () => {
  it('answers 401 without a session and 403 to non-administradores', async () => {
    expect((await enviar('GET', '/api/auditoria')).statusCode).toBe(401);
    expect((await enviar('GET', '/api/auditoria', await api.entrar('empresa@demo.escola.br'))).statusCode).toBe(403);
    expect((await enviar('GET', '/api/auditoria/exportar', await api.entrar('gestor@demo.escola.br'))).statusCode).toBe(403);
  });

  it('filters by the start of the e-mail, entity, action and period, newest first, paged', async () => {
    const res = await enviar('GET', '/api/auditoria?usuario=GESTOR@&acao=login_falhou&entidade=sessao&por_pagina=1', 'admin');
    expect(res.statusCode).toBe(200);
    // The second failed sign-in of this file happened while the log was off.
    expect(res.json()).toMatchObject({ total: 1, pagina: 1, por_pagina: 1 });
    expect(res.json().itens[0]).toMatchObject({
      acao: 'login_falhou',
      usuario_email: 'gestor@demo.escola.br',
      ip: '198.51.100.20',
    });

    const escolas = (await enviar('GET', '/api/auditoria?entidade=escola', 'admin')).json();
    expect(escolas.itens.map((i: { acao: string }) => i.acao)).toEqual(['atualizar', 'criar']);

    const futuro = new Date(Date.now() + 86_400_000).toISOString();
    expect((await enviar('GET', `/api/auditoria?de=${encodeURIComponent(futuro)}`, 'admin')).json().total).toBe(0);
    const passado = new Date(Date.now() - 86_400_000).toISOString();
    expect(
      (
        await enviar(
          'GET',
          `/api/auditoria?de=${encodeURIComponent(passado)}&ate=${encodeURIComponent(futuro)}&entidade=escola`,
          'admin',
        )
      ).json().total,
    ).toBe(2);
    // Wildcards are taken literally.
    expect((await enviar('GET', '/api/auditoria?usuario=%25', 'admin')).json().total).toBe(0);
  });

  it('refuses bad filters with field messages', async () => {
    const bad = await enviar('GET', '/api/auditoria?de=ontem&pagina=0', 'admin');
    esperaCamposIncluem(bad, { de: 'Data inválida', pagina: 'Página inválida' });
    const invertido = await enviar('GET', `/api/auditoria?de=2026-02-01T00:00:00Z&ate=2026-01-01T00:00:00Z`, 'admin');
    esperaCampos(invertido, { ate: 'O fim do período é anterior ao início.' });
  });
});

describe('GET /api/auditoria/exportar', () => {
  it('streams the filtered log as CSV, not cached, with formulas neutralised, and audits the export', async () => {
    await enviar('POST', '/api/escolas', 'admin', { nome: '=HYPERLINK("http://x","y")', empresa_id: ids.vv });
    const res = await enviar('GET', '/api/auditoria/exportar?entidade=escola', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/);
    const linhas = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe('"Data e hora";"Usuário";"Ação";"Entidade";"Registro";"IP";"Antes";"Depois"');
    expect(linhas).toHaveLength(1 + 3);
    expect(linhas[1]).toMatch(/^"\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d";"admin@demo\.escola\.br";"Criar";"Escola";/);
    // No cell starts with a formula character; the school's name survives as text inside the JSON.
    expect(res.body).not.toMatch(/(^|;)"[=+\-@]/m);
    expect(res.body).toContain('""nome"":""=HYPERLINK(');

    const [exportou] = await ultimas(1);
    expect(exportou).toMatchObject({
      acao: 'exportar',
      entidade: 'auditoria',
      usuario_email: 'admin@demo.escola.br',
      depois: { filtros: { entidade: 'escola' }, formato: 'csv' },
    });
  });

  it('reads a log longer than one batch without losing or repeating a row', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({ acao: 'teste_lote', entidade: 'lote', entidade_id: String(i) }));
    await api.db.insert(auditoria).values(rows);
    const res = await enviar('GET', '/api/auditoria/exportar?acao=teste_lote', 'admin');
    const ids = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';')[4]);
    expect(ids).toHaveLength(1203);
    expect(new Set(ids).size).toBe(1203);
  });

  it('the cell rule: a leading = + - @ tab or CR becomes text; quotes are doubled', () => {
    expect(celula('=1+1')).toBe(`"'=1+1"`);
    expect(celula('+55 11')).toBe(`"'+55 11"`);
    expect(celula('-2')).toBe(`"'-2"`);
    expect(celula('@SOMA(A1)')).toBe(`"'@SOMA(A1)"`);
    expect(celula('\tx')).toBe(`"'\tx"`);
    expect(celula('diz "oi"')).toBe('"diz ""oi"""');
    expect(celula({ nome: '=x' })).toBe('"{""nome"":""=x""}"');
    expect(celula(null)).toBe('""');
  });
});

describe('audit entries for settings', () => {
  it('records the user’s own notification toggles', async () => {
    const cookie = await api.entrar('professor@demo.escola.br');
    const atual = (await enviar('GET', '/api/configuracoes/notificacoes', cookie)).json();
    await enviar('PUT', '/api/configuracoes/notificacoes', cookie, { ...atual, emailRelatorios: false });
    const [row] = await api.db.select().from(auditoria).where(eq(auditoria.entidade_id, 'notificacoes'));
    expect(row).toMatchObject({
      acao: 'atualizar',
      entidade: 'configuracao',
      usuario_email: 'professor@demo.escola.br',
      antes: expect.objectContaining({ emailRelatorios: true }),
      depois: expect.objectContaining({ emailRelatorios: false }),
    });
  });
});
