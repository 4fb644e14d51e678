// @motores: migrações e partida
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { withDatabase } from '../test/global-setup';
import { SenhaDeDemonstracaoError, hostDeEscuta, prepareDatabase, semeiaDemo } from './bootstrap';
import { type Database, openDatabase } from './db/client';
import { bnccHabilidades, contas, objetosConhecimentoHabilidades, usuarios } from './db/schema';
import { ARQUIVO_CATALOGO, carregarCatalogoBncc } from './services/bncc-catalogo';

/**
 * What a start does to a database: the demo network only when asked and never with its public
 * password in production, and the official BNCC catalogue in every mode.
 */
const quiet = () => undefined;
/** A start from an empty database migrates and loads the catalogue: slow on a busy machine. */
const PARTIDA = 120_000;
const abertos: Database[] = [];
const bancosPg: string[] = [];
afterAll(async () => {
  for (const d of abertos) await d.close();
  if (bancosPg.length) {
    const admin = await openDatabase({ url: process.env.TEST_DATABASE_URL! });
    for (const nome of bancosPg) await admin.pool!.query(`drop database if exists ${nome} with (force)`);
    await admin.close();
  }
});

/** An empty database of this run's kind: in-memory PGlite, or a new PostgreSQL database (the DATABASE_URL mode). */
async function bancoVazio(kind: 'pglite' | 'projeto' = 'projeto'): Promise<Database> {
  let database: Database;
  if (kind === 'projeto' && process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const nome = `gestao_vazio_${crypto.randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ url });
    await admin.pool!.query(`create database ${nome}`);
    await admin.close();
    bancosPg.push(nome);
    database = await openDatabase({ url: withDatabase(url, nome) });
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    database = await openDatabase({ pglite: await PGlite.create() });
  }
  abertos.push(database);
  return database;
}

const oficiais = async (d: Database) =>
  (await d.db.select({ n: count() }).from(bnccHabilidades).where(isNull(bnccHabilidades.empresa_id)))[0]!.n;

describe('production and the demo network (public password)', () => {
  it(
    'an empty embedded database started with NODE_ENV=production gets no demo accounts',
    async () => {
      const database = await bancoVazio('pglite');
      expect(await prepareDatabase(database, { SEED_DEMO: 'auto', NODE_ENV: 'production' }, quiet)).toEqual({ demo: 'ausente' });
      expect((await database.db.select({ n: count() }).from(usuarios))[0]!.n).toBe(0);
      expect(await oficiais(database)).toBe(1580);
    },
    PARTIDA,
  );

  it('the demo is seeded when asked: by default on an embedded database outside production, or by SEED_DEMO=true', () => {
    expect(semeiaDemo({ SEED_DEMO: 'auto', NODE_ENV: 'development' }, 'pglite')).toBe(true);
    expect(semeiaDemo({ SEED_DEMO: 'auto', NODE_ENV: 'production' }, 'pglite')).toBe(false);
    expect(semeiaDemo({ SEED_DEMO: 'auto', NODE_ENV: 'development' }, 'postgres')).toBe(false);
    expect(semeiaDemo({ SEED_DEMO: 'true', NODE_ENV: 'development' }, 'postgres')).toBe(true);
    expect(semeiaDemo({ SEED_DEMO: 'false', NODE_ENV: 'development' }, 'pglite')).toBe(false);
  });

  it('with the demo network in the database the server listens on 127.0.0.1 unless HOST is set', () => {
    expect(hostDeEscuta({}, { demo: 'criada' })).toBe('127.0.0.1');
    expect(hostDeEscuta({}, { demo: 'presente' })).toBe('127.0.0.1');
    expect(hostDeEscuta({}, { demo: 'ausente' })).toBe('0.0.0.0');
    expect(hostDeEscuta({ HOST: '0.0.0.0' }, { demo: 'presente' })).toBe('0.0.0.0');
  });

  it(
    'production refuses to start while an account keeps the demo password, and starts once none does',
    async () => {
      // A copy of the seeded demo database, as a development install later switched to production.
      const t = await createTestApp();
      try {
        const inicio = () => prepareDatabase(t.database, { SEED_DEMO: 'auto', NODE_ENV: 'production' }, quiet);
        const erro = await inicio().catch((e: unknown) => e);
        expect(erro).toBeInstanceOf(SenhaDeDemonstracaoError);
        expect((erro as Error).message).toContain('admin@demo.escola.br');
        expect((erro as Error).message).toContain('senha pública da rede de demonstração');

        // The administrador alone changes the password: the others still hold it.
        const nova = await hashPassword('Outra-Senha-Forte-2026!');
        const [admin] = await t.database.db
          .select({ id: usuarios.id })
          .from(usuarios)
          .where(eq(usuarios.email, 'admin@demo.escola.br'));
        await t.database.db.update(contas).set({ password: nova }).where(eq(contas.userId, admin!.id));
        const ainda = (await inicio().catch((e: unknown) => e)) as Error;
        expect(ainda).toBeInstanceOf(SenhaDeDemonstracaoError);
        expect(ainda.message).not.toContain('admin@demo.escola.br');
        expect(ainda.message).toMatch(/: \d+ contas [a-z.]+@demo\.escola\.br, /);

        // The benchmark measures production mode on the demo network, and says so.
        expect(
          await prepareDatabase(t.database, { SEED_DEMO: 'auto', NODE_ENV: 'production', ALLOW_DEMO_PASSWORD: 'true' }, quiet),
        ).toEqual({ demo: 'presente' });

        await t.database.db.update(contas).set({ password: nova });
        expect(await inicio()).toEqual({ demo: 'presente' });
        // Development starts whatever the passwords.
        expect(await prepareDatabase(t.database, { SEED_DEMO: 'auto', NODE_ENV: 'development' }, quiet)).toEqual({
          demo: 'presente',
        });
      } finally {
        await t.close();
      }
    },
    PARTIDA,
  );
});

describe('the official BNCC catalogue ships with the product', () => {
  it(
    'a new database gets the 1,580 official skills without the demo; a second start changes nothing',
    async () => {
      const database = await bancoVazio();
      const mensagens: string[] = [];
      expect(await prepareDatabase(database, { SEED_DEMO: 'false', NODE_ENV: 'production' }, (m) => mensagens.push(m))).toEqual({
        demo: 'ausente',
      });
      expect(await oficiais(database)).toBe(1580);
      expect(mensagens).toEqual(['Catálogo oficial da BNCC aplicado: 1580 criadas, 0 atualizadas, 0 inalteradas, 0 recusadas.']);
      const [lp44] = await database.db.select().from(bnccHabilidades).where(eq(bnccHabilidades.codigo, 'EF69LP44'));
      expect(lp44).toMatchObject({
        componente_curricular: 'Língua Portuguesa',
        ano_serie: '6º ao 9º Ano',
        etapa: 'EF',
        anos: ['6º Ano', '7º Ano', '8º Ano', '9º Ano'],
      });

      const versoes = await database.db
        .select({ codigo: bnccHabilidades.codigo, updated_at: bnccHabilidades.updated_at })
        .from(bnccHabilidades);
      mensagens.length = 0;
      await prepareDatabase(database, { SEED_DEMO: 'false' }, (m) => mensagens.push(m));
      expect(mensagens).toEqual([]);
      expect(
        await database.db
          .select({ codigo: bnccHabilidades.codigo, updated_at: bnccHabilidades.updated_at })
          .from(bnccHabilidades),
      ).toEqual(expect.arrayContaining(versoes));
      expect(await oficiais(database)).toBe(1580);
    },
    PARTIDA,
  );

  it(
    "a revision an administrador imported is kept; a new shipped file is applied by the import's rules",
    async () => {
      const t = await createTestApp();
      try {
        const db = t.database.db;
        // The demo brings no skills of its own: its knowledge objects link to the official ones.
        expect((await db.select({ n: count() }).from(bnccHabilidades))[0]!.n).toBe(1580);
        expect((await db.select({ n: count() }).from(objetosConhecimentoHabilidades))[0]!.n).toBeGreaterThan(0);

        // An administrador's import changed a text: the next start with the same shipped file keeps it.
        await db
          .update(bnccHabilidades)
          .set({ descricao: 'Texto de uma revisão posterior.' })
          .where(eq(bnccHabilidades.codigo, 'EF06MA01'));
        expect(await carregarCatalogoBncc(db)).toMatchObject({ aplicado: false });
        expect((await db.select().from(bnccHabilidades).where(eq(bnccHabilidades.codigo, 'EF06MA01')))[0]!.descricao).toBe(
          'Texto de uma revisão posterior.',
        );

        // A new version of the product ships a file with one new code and one corrected text.
        const csv = fs.readFileSync(ARQUIVO_CATALOGO, 'utf8');
        const novo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bncc-revisao-')), 'bncc-habilidades.csv');
        fs.writeFileSync(
          novo,
          csv.replace(/EF09MA01,"[^"]*"/, 'EF09MA01,"Texto revisto."') +
            'EF06CO01,Reconhecer algoritmos.,Computação,6º Ano,EF\r\n',
        );
        const carga = await carregarCatalogoBncc(db, novo);
        expect(carga.relatorio).toEqual({
          criadas: ['EF06CO01'],
          atualizadas: ['EF06MA01', 'EF09MA01'],
          inalteradas: 1578,
          recusadas: [],
        });
        expect(await oficiais(t.database)).toBe(1581);
        expect(await carregarCatalogoBncc(db, novo)).toMatchObject({ aplicado: false });
      } finally {
        await t.close();
      }
    },
    PARTIDA,
  );
});
