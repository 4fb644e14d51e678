// @motores: transações (uma escrita que falha no meio desfaz a transação inteira nos dois motores)
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditoria,
  conselhosClasse,
  conselhosEventos,
  fechamentosBimestrais,
  fechamentosEventos,
  pendencias,
} from '../server/db/schema';
import { prepararApi } from './api';
import { type Cenario, cenarioAvaliacao } from './cenario-avaliacao';
import { inserirFechamento } from './fechamento';

/**
 * A state change and its audit row commit together or not at all: the audit insert is made to fail
 * (a trigger on the audit table, for this one action) between the change and the commit, and the
 * change must not be there either; without the trigger, both are.
 */
const api = prepararApi();
let c: Cenario;

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  await api.db.execute(sql`create function falhar_auditoria() returns trigger language plpgsql as $$
    begin raise exception 'auditoria recusada pelo teste'; end $$`);
});

/** The next audit row of `entidade` with `acao` fails to insert, until the test ends. */
async function auditoriaFalha(entidade: string, acao: string) {
  await api.db.execute(
    sql.raw(`create trigger falha_no_teste before insert on auditoria for each row
      when (new.entidade = '${entidade}' and new.acao = '${acao}') execute function falhar_auditoria()`),
  );
}
afterEach(async () => {
  await api.db.execute(sql`drop trigger if exists falha_no_teste on auditoria`);
});

const auditados = async (entidade: string, acao: string, id: string) =>
  (
    await api.db
      .select({ id: auditoria.id })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, entidade), eq(auditoria.acao, acao), eq(auditoria.entidade_id, id)))
  ).length;

describe('the audit row is written in the transaction of the change', () => {
  it('finalizing a closing: a failed audit leaves it open, with no snapshot or event; without the failure, both', async () => {
    const f = await inserirFechamento(api.db, c, { bimestre: 3 });
    const corpo = { justificativa: 'Turma em recuperação', motivo_pendencias: 'Decisão da gestão' };
    await auditoriaFalha('fechamento_bimestral', 'finalizar');

    const res = await api.enviar('POST', `/api/fechamentos-bimestrais/${f.id}/finalizar`, 'gestor', corpo);
    expect(res.statusCode).toBe(500);
    const [depois] = await api.db.select().from(fechamentosBimestrais).where(eq(fechamentosBimestrais.id, f.id));
    expect(depois).toMatchObject({ status: 'em_andamento', versao_snapshot: 0, data_fechamento: null });
    expect(await api.db.select().from(fechamentosEventos).where(eq(fechamentosEventos.fechamento_id, f.id))).toEqual([]);
    expect(await auditados('fechamento_bimestral', 'finalizar', f.id)).toBe(0);

    await api.db.execute(sql`drop trigger falha_no_teste on auditoria`);
    const ok = await api.enviar('POST', `/api/fechamentos-bimestrais/${f.id}/finalizar`, 'gestor', corpo);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('finalizado');
    expect(await auditados('fechamento_bimestral', 'finalizar', f.id)).toBe(1);
  });

  it('finalizing a council: a failed audit leaves it em andamento, with no event; without the failure, both', async () => {
    const [conselho] = await api.db
      .insert(conselhosClasse)
      .values({
        empresa_id: c.vv.id,
        escola_id: c.principal.id,
        turma_id: c.t6A.id,
        ano_letivo: c.t6A.ano_letivo,
        bimestre: 3,
        status: 'em_andamento',
        data: `${c.t6A.ano_letivo}-09-30`,
        horario: '14:00',
        local: 'Sala dos professores',
        pauta: ['Rendimento da turma'],
      })
      .returning();
    const id = conselho!.id;
    await auditoriaFalha('conselho_classe', 'finalizar');

    const res = await api.enviar('POST', `/api/conselhos/${id}/finalizar`, 'gestor');
    expect(res.statusCode).toBe(500);
    const [depois] = await api.db.select().from(conselhosClasse).where(eq(conselhosClasse.id, id));
    expect(depois).toMatchObject({ status: 'em_andamento', data_finalizacao: null });
    expect(await api.db.select().from(conselhosEventos).where(eq(conselhosEventos.conselho_id, id))).toEqual([]);
    expect(await auditados('conselho_classe', 'finalizar', id)).toBe(0);

    await api.db.execute(sql`drop trigger falha_no_teste on auditoria`);
    const ok = await api.enviar('POST', `/api/conselhos/${id}/finalizar`, 'gestor');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('finalizado');
    expect(await auditados('conselho_classe', 'finalizar', id)).toBe(1);
  });

  it('cancelling a pendency: a failed audit leaves it pendente; without the failure, cancelled and audited', async () => {
    const [p] = await api.db
      .insert(pendencias)
      .values({
        empresa_id: c.vv.id,
        escola_id: c.principal.id,
        turma_id: c.t6A.id,
        titulo: 'Entregar laudo médico',
        descricao: 'A família ficou de trazer o laudo.',
        data_vencimento: '2026-12-10',
      })
      .returning();
    const corpo = { updated_at: p!.updated_at.toISOString(), motivo: 'Laudo dispensado pela coordenação' };
    await auditoriaFalha('pendencia', 'cancelar_pendencia');

    const res = await api.enviar('POST', `/api/pendencias/${p!.id}/cancelar`, 'gestor', corpo);
    expect(res.statusCode).toBe(500);
    const [depois] = await api.db.select().from(pendencias).where(eq(pendencias.id, p!.id));
    expect(depois).toMatchObject({ status: 'pendente', motivo_cancelamento: null });
    expect(depois!.updated_at.toISOString()).toBe(corpo.updated_at);
    expect(await auditados('pendencia', 'cancelar_pendencia', p!.id)).toBe(0);

    await api.db.execute(sql`drop trigger falha_no_teste on auditoria`);
    const ok = await api.enviar('POST', `/api/pendencias/${p!.id}/cancelar`, 'gestor', corpo);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('cancelada');
    expect(await auditados('pendencia', 'cancelar_pendencia', p!.id)).toBe(1);
  });
});
