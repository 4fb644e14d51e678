import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { PNG_1X1 } from '../../../test/multipart';
import { arquivos, configuracoesCustomizacao, customizacaoEmpresa, empresas } from '../../db/schema';
import { limparLogosNaoAplicados } from '../arquivos';
import { armazenamentoLocal } from '../storage';

const api = prepararApi();

/** Uploads a logo as the administrador (never saved into a customisation) and returns its id and address. */
async function enviarLogo() {
  const res = await api.enviarArquivos('/api/customizacao/logo', 'admin', {
    arquivos: [{ campo: 'arquivo', nome: 'logo.png', tipo: 'image/png', dados: PNG_1X1 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; url: string }>();
}
const servido = async (url: string) => (await api.enviar('GET', url)).statusCode;
const envelhecer = (id: string) =>
  api.db
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
    const db = api.db;
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

    expect(await limparLogosNaoAplicados(db, armazenamentoLocal(api.t.dataDir).arquivos)).toBe(1);

    expect(await servido(esquecido.url)).toBe(404);
    expect(await db.select().from(arquivos).where(eq(arquivos.id, esquecido.id))).toHaveLength(0);
    for (const l of [daPlataforma, daRede, recente]) expect([l.url, await servido(l.url)]).toEqual([l.url, 200]);
  });
});
