import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type TestApp, createTestApp } from '../../../test/app';
import { PNG_1X1, multipart } from '../../../test/multipart';
import { arquivos, configuracoesCustomizacao, customizacaoEmpresa, empresas } from '../../db/schema';
import { limparLogosNaoAplicados } from '../arquivos';
import { armazenamentoLocal } from '../storage';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.escola.br');
});
afterAll(() => t.close());

/** Uploads a logo as the administrador (never saved into a customisation) and returns its id and address. */
async function enviarLogo() {
  const body = multipart({ arquivos: [{ campo: 'arquivo', nome: 'logo.png', tipo: 'image/png', dados: PNG_1X1 }] });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customizacao/logo',
    headers: { origin: ORIGIN, cookie: admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; url: string }>();
}
const servido = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
const envelhecer = (id: string) =>
  t.database.db
    .update(arquivos)
    .set({ created_at: sql`now() - interval '2 days'` })
    .where(eq(arquivos.id, id));

describe('logos uploaded and never applied', () => {
  it("are removed after a day, record and file; the platform's and each network's applied logos stay", async () => {
    const daPlataforma = await enviarLogo();
    const daRede = await enviarLogo();
    const esquecido = await enviarLogo();
    const recente = await enviarLogo();
    for (const l of [daPlataforma, daRede, esquecido]) await envelhecer(l.id);
    const db = t.database.db;
    await db
      .insert(configuracoesCustomizacao)
      .values({ tipo: 'logo', configuracoes: { url: daPlataforma.url, alt: 'Plataforma' } })
      .onConflictDoUpdate({
        target: configuracoesCustomizacao.tipo,
        set: { configuracoes: { url: daPlataforma.url, alt: 'Plataforma' } },
      });
    const [rede] = await db.select({ id: empresas.id }).from(empresas).limit(1);
    await db
      .insert(customizacaoEmpresa)
      .values({ empresa_id: rede!.id, tipo: 'logo', configuracoes: { url: daRede.url, alt: 'Rede' } })
      .onConflictDoUpdate({
        target: [customizacaoEmpresa.empresa_id, customizacaoEmpresa.tipo],
        set: { configuracoes: { url: daRede.url, alt: 'Rede' } },
      });
    expect(await servido(esquecido.url)).toBe(200);

    expect(await limparLogosNaoAplicados(db, armazenamentoLocal(t.dataDir).arquivos)).toBe(1);

    expect(await servido(esquecido.url)).toBe(404);
    expect(await db.select().from(arquivos).where(eq(arquivos.id, esquecido.id))).toHaveLength(0);
    for (const l of [daPlataforma, daRede, recente]) expect([l.url, await servido(l.url)]).toEqual([l.url, 200]);
  });
});
