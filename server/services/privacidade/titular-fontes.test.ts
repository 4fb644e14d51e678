// @motores: leitura do catálogo do banco
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { queryRows } from '../../db/raw';
import { lerTabelas } from '../backup/catalog';
import { FONTES_DE_MENCAO } from './mencoes';
import { FONTES_POR_CHAVE, FONTES_SEM_CHAVE } from './titular-fontes';

const api = prepararApi();

interface Chave {
  tabela: string;
  coluna: string;
  referencia: string;
  ao_apagar: string;
}

/** Every single-column foreign key of the public schema, as the database's catalog has it. */
const chaves = () =>
  queryRows<Chave>(
    api.db,
    sql`select cl.relname as tabela, a.attname as coluna, rf.relname as referencia, c.confdeltype as ao_apagar
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_class rf on rf.oid = c.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and n.nspname = 'public'`,
  );

const nome = (c: { tabela: string; coluna: string }) => `${c.tabela}.${c.coluna}`;

describe('fontes dos dados do titular (exportação e anonimização)', () => {
  it('cobrem toda chave estrangeira para alunos e para usuarios, e nenhuma a mais', async () => {
    const doCatalogo = (await chaves()).filter((c) => c.referencia === 'alunos' || c.referencia === 'usuarios');
    expect(
      doCatalogo.map((c) => `${nome(c)} → ${c.referencia}`).sort(),
      'uma tabela com chave para o aluno ou para a conta dele precisa entrar em FONTES_POR_CHAVE (titular-fontes.ts)',
    ).toEqual(FONTES_POR_CHAVE.map((f) => `${nome(f)} → ${f.referencia}`).sort());
  });

  it('seguem a conta apagada: cada chave para usuarios das fontes da conta apaga em cascata ou limpa', async () => {
    const porNome = new Map((await chaves()).map((c) => [nome(c), c]));
    const presas = FONTES_POR_CHAVE.filter((f) => f.destino === 'conta').filter(
      (f) => !['c', 'n'].includes(porNome.get(nome(f))?.ao_apagar ?? ''),
    );
    expect(presas.map(nome), 'apagar a conta do aluno falharia nessas chaves').toEqual([]);
  });

  it('não há linhas que apontem para linhas do aluno sem passar por ele (transitividade)', async () => {
    // Rows that exist only because of the student or its account (the foreign key cascades): a
    // table pointing at them would hold the student's data one step away, unseen by the export.
    const todas = await chaves();
    const doTitular = new Set(
      todas.filter((c) => (c.referencia === 'alunos' || c.referencia === 'usuarios') && c.ao_apagar === 'c').map((c) => c.tabela),
    );
    // A table that is a source by a key of its own (a merge names both students) is read through it.
    const lidasPorChave = new Set(FONTES_POR_CHAVE.map((f) => f.tabela));
    const indiretas = todas.filter(
      (c) => doTitular.has(c.referencia) && !['alunos', 'usuarios'].includes(c.referencia) && !lidasPorChave.has(c.tabela),
    );
    expect(
      indiretas.map((c) => `${nome(c)} → ${c.referencia}`),
      'uma tabela que aponta para linhas do aluno precisa ser lida pela exportação e tratada pela anonimização',
    ).toEqual([]);
  });

  it('leem à mão as colunas que guardam o id do aluno ou do usuário sem chave estrangeira', async () => {
    const comChave = new Set((await chaves()).map(nome));
    const colunas = await queryRows<{ tabela: string; coluna: string }>(
      api.db,
      sql`select c.table_name as tabela, c.column_name as coluna
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
            and c.column_name ~ '(^|_)(aluno|usuario|titular)_id$'`,
    );
    const semChave = colunas.filter((c) => !comChave.has(nome(c)));
    const lidas = new Set(FONTES_SEM_CHAVE.map((f) => f.tabela));
    expect(
      semChave.filter((c) => !lidas.has(c.tabela)).map(nome),
      'uma coluna com o id do aluno sem chave estrangeira precisa entrar em FONTES_SEM_CHAVE (titular-fontes.ts)',
    ).toEqual([]);
  });

  it('as tabelas lidas sem chave existem, com as colunas que as condições usam', async () => {
    const titular = { aluno_id: '00000000-0000-4000-8000-000000000000', usuario_id: null, conta_email: 'x@y.z' };
    for (const f of FONTES_SEM_CHAVE)
      await expect(
        queryRows(api.db, sql`select count(*) from ${sql.raw(`"${f.tabela}"`)} where ${f.onde(titular)}`),
        f.tabela,
      ).resolves.toHaveLength(1);
  });

  it('as fontes de menções existem, com as colunas de texto lidas, a chave primária e a versão de cada uma', async () => {
    const tabelas = new Map((await lerTabelas(api.db)).map((t) => [t.nome, t]));
    const chavesPrimarias = await queryRows<{ tabela: string; colunas: string[] }>(
      api.db,
      sql`select cl.relname as tabela, array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as colunas
          from pg_constraint c join pg_class cl on cl.oid = c.conrelid
          join pg_namespace n on n.oid = cl.relnamespace
          where c.contype = 'p' and n.nspname = 'public'`,
    );
    const pk = new Map(chavesPrimarias.map((c) => [c.tabela, c.colunas]));
    for (const f of FONTES_DE_MENCAO) {
      const tabela = tabelas.get(f.tabela);
      expect(tabela, f.tabela).toBeDefined();
      expect([...f.chave], `${f.tabela}: a chave primária`).toEqual(pk.get(f.tabela));
      expect(f.versionada, `${f.tabela}: updated_at`).toBe(tabela!.colunas.some((c) => c.nome === 'updated_at'));
      for (const c of f.colunas) {
        const tipo = tabela!.colunas.find((col) => col.nome === c.nome)?.tipo;
        const esperado = { texto: /^text$|^character varying/, lista: /\[\]$/, json: /^jsonb?$/ }[c.forma ?? 'texto'];
        expect(tipo, `${f.tabela}.${c.nome}`).toMatch(esperado);
      }
      // The network's rows only: read through its empresa_id, or through its users.
      const titular = {
        aluno_id: '00000000-0000-4000-8000-000000000000',
        usuario_id: null,
        conta_email: null,
        empresa_id: api.ids.vv,
      };
      await expect(
        queryRows(api.db, sql`select count(*) from ${sql.raw(`"${f.tabela}"`)} where ${f.onde(titular)}`),
        f.tabela,
      ).resolves.toHaveLength(1);
    }
  });
});
