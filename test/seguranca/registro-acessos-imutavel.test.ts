// @motores: gatilhos e funções do banco (pilha de chamadas)
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENCAO_ACESSOS } from '../../domain/schemas/privacidade-configuracao';
import { queryRows } from '../../server/db/raw';
import { acessosDadosPessoais, alunos, configuracoesEmpresa } from '../../server/db/schema';
import { apagarAcessosDaConta, expurgarAcessos } from '../../server/services/privacidade/expurgo-acessos';
import { prepararApi } from '../api';

/**
 * The access log (acessos_dados_pessoais) is append-only for every session of the application's own
 * database user, which owns the table: no setting a session can `set` opens it, TRUNCATE included.
 * Rows leave only through the retention purge and the anonymisation's function (migration 0014).
 */
const api = prepararApi();

const DIA_MS = 24 * 3600_000;
const haDias = (n: number) => new Date(Date.now() - n * DIA_MS);
const PROIBIDO = /não pode ser alterado nem excluído/;

/** One access row about a student of `rede`, read by `usuario`, `dias` days ago. */
async function umAcesso(rede: 'vv' | 'sa', dias = 0, usuario: string | null = api.ids.gestor): Promise<string> {
  const [aluno] = await api.db.select().from(alunos).where(eq(alunos.empresa_id, api.ids[rede])).limit(1);
  const [linha] = await api.db
    .insert(acessosDadosPessoais)
    .values({
      empresa_id: aluno!.empresa_id,
      escola_id: aluno!.escola_id,
      aluno_id: aluno!.id,
      usuario_id: usuario,
      usuario_nome: 'Quem leu',
      papel: 'gestor',
      recurso: 'ficha_aluno',
      created_at: haDias(dias),
    })
    .returning({ id: acessosDadosPessoais.id });
  return linha!.id;
}

const existentes = async (ids: string[]) =>
  (await api.db.select({ id: acessosDadosPessoais.id }).from(acessosDadosPessoais).where(inArray(acessosDadosPessoais.id, ids)))
    .map((l) => l.id)
    .sort();

const contar = async (onde = sql`true`) =>
  (await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from acessos_dados_pessoais where ${onde}`))[0]!.n;

async function recusa(acao: () => Promise<unknown>): Promise<string> {
  try {
    await acao();
  } catch (err) {
    const e = err as { cause?: { message?: string }; message?: string };
    return e.cause?.message ?? e.message ?? '';
  }
  return 'aceito';
}

/** Runs `acao` in a transaction with the old door's setting on, as 0012 allowed any session to. */
const comExpurgoLigado = (acao: (tx: Parameters<Parameters<typeof api.db.transaction>[0]>[0]) => Promise<unknown>) =>
  recusa(() =>
    api.db.transaction(async (tx) => {
      await tx.execute(sql`set local gestao.expurgo = 'on'`);
      await acao(tx);
    }),
  );

describe('acessos_dados_pessoais: append-only for the application user', () => {
  it('refuses UPDATE and DELETE, and keeps the row as it was', async () => {
    const id = await umAcesso('vv');
    expect(
      await recusa(() =>
        api.db.update(acessosDadosPessoais).set({ usuario_nome: 'Outro' }).where(eq(acessosDadosPessoais.id, id)),
      ),
    ).toMatch(PROIBIDO);
    expect(
      await recusa(() => api.db.execute(sql`update acessos_dados_pessoais set aluno_id = escola_id where id = ${id}`)),
    ).toMatch(PROIBIDO);
    expect(await recusa(() => api.db.delete(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, id)))).toMatch(PROIBIDO);
    expect(await recusa(() => api.db.execute(sql`delete from acessos_dados_pessoais`))).toMatch(PROIBIDO);
    const [linha] = await api.db.select().from(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, id));
    expect(linha?.usuario_nome).toBe('Quem leu');
  });

  it("the purge's old setting opens nothing: DELETE and UPDATE stay refused after `set local gestao.expurgo = 'on'`", async () => {
    const id = await umAcesso('vv', 400);
    expect(await comExpurgoLigado((tx) => tx.delete(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, id)))).toMatch(
      PROIBIDO,
    );
    expect(await comExpurgoLigado((tx) => tx.execute(sql`delete from acessos_dados_pessoais`))).toMatch(PROIBIDO);
    expect(
      await comExpurgoLigado((tx) => tx.update(acessosDadosPessoais).set({ papel: 'x' }).where(eq(acessosDadosPessoais.id, id))),
    ).toMatch(PROIBIDO);
    expect(await existentes([id])).toEqual([id]);
  });

  it("a block that quotes the purge function's name in its own DELETE is still refused", async () => {
    const id = await umAcesso('vv', 400);
    const imitacao = sql.raw(`do $$ begin
      delete from acessos_dados_pessoais /*
PL/pgSQL function gestao_expurgar_acessos(uuid,timestamp with time zone) line 4 at SQL statement */;
    end $$`);
    expect(await recusa(() => api.db.execute(imitacao))).toMatch(PROIBIDO);
    expect(await existentes([id])).toEqual([id]);
  });

  it('refuses TRUNCATE, alone, with the old setting on, or with a few other tables', async () => {
    const id = await umAcesso('vv');
    const antes = await contar();
    const esvaziar = /só é esvaziado com o banco inteiro/;
    expect(await recusa(() => api.db.execute(sql`truncate acessos_dados_pessoais`))).toMatch(esvaziar);
    expect(await comExpurgoLigado((tx) => tx.execute(sql`truncate table public.acessos_dados_pessoais`))).toMatch(esvaziar);
    expect(await recusa(() => api.db.execute(sql`truncate acessos_dados_pessoais, auditoria, notificacoes`))).toMatch(esvaziar);
    expect(await contar()).toBe(antes);
    expect(await existentes([id])).toEqual([id]);
  });

  it("the backup restore's TRUNCATE of every table still empties it (rolled back here)", async () => {
    await umAcesso('sa');
    const tabelas = await queryRows<{ nome: string }>(
      api.db,
      sql`select format('public.%I', c.relname) as nome from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    const DESFAZER = 'desfazer';
    expect(
      await recusa(() =>
        api.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`truncate table ${tabelas.map((t) => t.nome).join(', ')}`));
          const [r] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from acessos_dados_pessoais`);
          expect(r!.n).toBe(0);
          throw new Error(DESFAZER);
        }),
      ),
    ).toBe(DESFAZER);
    expect(await contar()).toBeGreaterThan(0);
  });
});

describe('the doors: retention purge and anonymisation', () => {
  it("the purge deletes each network's expired rows only, by its own retention, and never a row under the shortest one", async () => {
    // Vale Verde keeps 200 days; Serra Azul keeps the default (1825).
    await api.db
      .insert(configuracoesEmpresa)
      .values({ empresa_id: api.ids.vv, chave: 'privacidade', valor: { retencao_acessos_dias: 200 } })
      .onConflictDoUpdate({
        target: [configuracoesEmpresa.empresa_id, configuracoesEmpresa.chave],
        set: { valor: { retencao_acessos_dias: 200 } },
      });
    const vvVencida = await umAcesso('vv', 250);
    const vvNoPrazo = await umAcesso('vv', 150);
    const saNoPrazo = await umAcesso('sa', 250);
    const saVencida = await umAcesso('sa', 2000);

    // Called by hand with "now" as the limit, the function still keeps what is under the shortest
    // retention (180 days, written in the migration), and touches no other network.
    expect(RETENCAO_ACESSOS.minimo).toBe(180);
    const velhas = await contar(sql`empresa_id = ${api.ids.vv} and created_at < now() - interval '180 days'`);
    const [direto] = await queryRows<{ n: number }>(api.db, sql`select gestao_expurgar_acessos(${api.ids.vv}::uuid, now()) as n`);
    expect(direto!.n).toBe(velhas);
    expect(await existentes([vvVencida, vvNoPrazo, saNoPrazo, saVencida])).toEqual([vvNoPrazo, saNoPrazo, saVencida].sort());

    const vvVencida2 = await umAcesso('vv', 201);
    const r = await expurgarAcessos(api.db);
    expect(r.redes).toEqual(
      expect.arrayContaining([
        { empresa_id: api.ids.vv, excluidos: 1 },
        { empresa_id: api.ids.sa, excluidos: 1 },
      ]),
    );
    expect(await existentes([vvVencida2, vvNoPrazo, saNoPrazo, saVencida])).toEqual([vvNoPrazo, saNoPrazo].sort());
  });

  it("the account function deletes only the rows of that student's account, and refuses a staff account", async () => {
    const doAluno = [await umAcesso('vv', 0, api.ids.aluno), await umAcesso('vv', 30, api.ids.aluno)];
    const doGestor = await umAcesso('vv', 0, api.ids.gestor);
    const deSerraAzul = await umAcesso('sa', 0, api.ids.empresa2);
    const semConta = await umAcesso('vv', 0, null);

    expect(await recusa(() => apagarAcessosDaConta(api.db, api.ids.gestor))).toMatch(/conta de um aluno/);
    expect(await existentes([doGestor])).toEqual([doGestor]);

    const outras = await contar(sql`usuario_id is distinct from ${api.ids.aluno}`);
    const daConta = await contar(sql`usuario_id = ${api.ids.aluno}`);
    expect(daConta).toBeGreaterThanOrEqual(doAluno.length);
    expect(await apagarAcessosDaConta(api.db, api.ids.aluno)).toBe(daConta);
    expect(await existentes([...doAluno, doGestor, deSerraAzul, semConta])).toEqual([doGestor, deSerraAzul, semConta].sort());
    expect(await contar(sql`usuario_id = ${api.ids.aluno}`)).toBe(0);
    expect(await contar(sql`usuario_id is distinct from ${api.ids.aluno}`)).toBe(outras);
    // The door closes behind it: a direct DELETE right after is refused again.
    expect(await recusa(() => api.db.delete(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, doGestor)))).toMatch(
      PROIBIDO,
    );
  });
});
