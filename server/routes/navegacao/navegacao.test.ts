import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { escolas, turmas } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { ESCOLAS_DEMO } from '../../../test/demo';
import { esperaValidacao } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;

const nomes = (res: { json(): { itens: { nome: string }[] } }) => res.json().itens.map((i) => i.nome);

const { valeVerde: VV, serraAzul: SA } = ESCOLAS_DEMO;
const PRINCIPAL = VV[0]!;
const TURMAS_PRINCIPAL = ['6º Ano A', '6º Ano B', '7º Ano A', '7º Ano B', '8º Ano A', '9º Ano A'];
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function escolaId(nome: string) {
  const [row] = await api.db.select({ id: escolas.id }).from(escolas).where(eq(escolas.nome, nome));
  return row!.id;
}
const turmasUrl = async (escola: string) => `/api/navegacao/escolas/${await escolaId(escola)}/turmas`;

describe('GET /api/navegacao/escolas — the schools of the sidebar', () => {
  it('401 without a session', async () => {
    expect((await enviar('GET', '/api/navegacao/escolas')).statusCode).toBe(401);
  });

  it('administrador sees all 6 schools, sorted by name', async () => {
    const res = await enviar('GET', '/api/navegacao/escolas', 'admin');
    expect(res.statusCode).toBe(200);
    expect(nomes(res)).toEqual([...VV, ...SA].sort(byName));
    for (const item of res.json().itens) expect(Object.keys(item).sort()).toEqual(['id', 'nome']);
  });

  it("empresa sees only Vale Verde's 3 schools", async () => {
    expect(nomes(await enviar('GET', '/api/navegacao/escolas', 'empresa'))).toEqual(VV);
  });

  it("empresa2 sees only Serra Azul's 3 schools", async () => {
    expect(nomes(await enviar('GET', '/api/navegacao/escolas', 'empresa2'))).toEqual(SA);
  });

  it.each(['gestor', 'professor', 'aluno'])('%s sees exactly its one school', async (u) => {
    expect(nomes(await enviar('GET', '/api/navegacao/escolas', u))).toEqual([PRINCIPAL]);
  });

  it('an inactive school leaves the sidebar', async () => {
    await api.db.update(escolas).set({ ativo: false }).where(eq(escolas.nome, 'EMEF Tiradentes'));
    try {
      expect(nomes(await enviar('GET', '/api/navegacao/escolas', 'empresa'))).toEqual([VV[0], VV[2]]);
    } finally {
      await api.db.update(escolas).set({ ativo: true }).where(eq(escolas.nome, 'EMEF Tiradentes'));
    }
  });
});

describe('GET /api/navegacao/escolas/:escolaId/turmas — the classes of a school', () => {
  it.each(['admin', 'empresa', 'gestor'])('%s sees the 6 classes of the main school', async (u) => {
    const res = await enviar('GET', await turmasUrl(PRINCIPAL), u);
    expect(res.statusCode).toBe(200);
    expect(nomes(res)).toEqual(TURMAS_PRINCIPAL);
  });

  it('professor sees only the classes it teaches: 6º Ano A and 6º Ano B, not 7º Ano A', async () => {
    const res = await enviar('GET', await turmasUrl(PRINCIPAL), 'professor');
    expect(res.statusCode).toBe(200);
    expect(nomes(res)).toEqual(['6º Ano A', '6º Ano B']);
  });

  it('aluno sees only its own class', async () => {
    expect(nomes(await enviar('GET', await turmasUrl(PRINCIPAL), 'aluno'))).toEqual(['6º Ano A']);
  });

  it('class ids are the real ones of that school', async () => {
    const escola = await escolaId(PRINCIPAL);
    const res = await enviar('GET', await turmasUrl(PRINCIPAL), 'admin');
    const stored = await api.db.select({ id: turmas.id, nome: turmas.nome }).from(turmas).where(eq(turmas.escola_id, escola));
    expect([...res.json().itens].sort((a, b) => byName(a.id, b.id))).toEqual(stored.sort((a, b) => byName(a.id, b.id)));
  });

  it('an inactive class leaves the sidebar', async () => {
    const escola = await escolaId(PRINCIPAL);
    const where = and(eq(turmas.escola_id, escola), eq(turmas.nome, '6º Ano B'));
    await api.db.update(turmas).set({ ativo: false }).where(where);
    try {
      expect(nomes(await enviar('GET', await turmasUrl(PRINCIPAL), 'gestor'))).toEqual(
        TURMAS_PRINCIPAL.filter((n) => n !== '6º Ano B'),
      );
    } finally {
      await api.db.update(turmas).set({ ativo: true }).where(where);
    }
  });

  it.each([
    ['empresa2', VV[0]!],
    ['empresa2', VV[1]!],
    ['empresa', SA[1]!],
    ['gestor', 'EMEF Tiradentes'],
    ['professor', 'EMEF Tiradentes'],
    ['aluno', 'EMEI Pequeno Príncipe'],
  ])('%s asking for %s (outside its scope) → 404 with no data', async (u, escola) => {
    const res = await enviar('GET', await turmasUrl(escola), u);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(res.body).not.toContain('Ano');
  });

  it('an unknown school → 404', async () => {
    const res = await enviar('GET', '/api/navegacao/escolas/00000000-0000-4000-8000-000000000000/turmas', 'admin');
    expect(res.statusCode).toBe(404);
  });

  it('a bad uuid → 400 VALIDATION_ERROR naming the field', async () => {
    const res = await enviar('GET', '/api/navegacao/escolas/nao-uuid/turmas', 'admin');
    esperaValidacao(res, 'escolaId');
  });

  it('401 without a session', async () => {
    expect((await enviar('GET', await turmasUrl(PRINCIPAL))).statusCode).toBe(401);
  });
});
