import { eq } from 'drizzle-orm';
import { fechamentosBimestrais } from '../server/db/schema';
import type { TestApp } from './app';
import type { Cenario } from './cenario-avaliacao';

/**
 * Closings written straight into the table, for the tests that need one in a given state without
 * walking the routes (locks, deadline notices, another network's row).
 */

type Banco = TestApp['database']['db'];
type NovoFechamento = typeof fechamentosBimestrais.$inferInsert;

/** 6º A's Matemática in the main network: where the closing tests happen. */
const daTurma6A = (c: Cenario) => ({
  empresa_id: c.vv.id,
  escola_id: c.principal.id,
  turma_id: c.t6A.id,
  disciplina_id: c.matematica.id,
});

/** Serra Azul's class and subject: another network's rows, which must never show through. */
export const deOutraRede = (c: Cenario) => ({
  empresa_id: c.sa.id,
  escola_id: c.domBosco.id,
  turma_id: c.tSA.id,
  disciplina_id: c.discSA.id,
});

/** A closing of 6º A's Matemática (open unless `campos` says otherwise); `campos` may move it elsewhere. */
export async function inserirFechamento(db: Banco, c: Cenario, campos: Partial<NovoFechamento> & { bimestre: number }) {
  const [f] = await db
    .insert(fechamentosBimestrais)
    .values({ ...daTurma6A(c), ano_letivo: c.t6A.ano_letivo, ...campos })
    .returning();
  return f!;
}

/** Serra Azul's open closing of its 1st bimestre. */
export const fechamentoDeOutraRede = (db: Banco, c: Cenario) =>
  inserirFechamento(db, c, { ...deOutraRede(c), ano_letivo: c.tSA.ano_letivo, bimestre: 1 });

/** Finalizes 6º A's Matemática in `bimestre` (the period locks); the answer reopens it. */
export async function fecharBimestre(db: Banco, c: Cenario, bimestre: number) {
  const f = await inserirFechamento(db, c, { bimestre, status: 'finalizado' });
  return async () => {
    await db.update(fechamentosBimestrais).set({ status: 'em_andamento' }).where(eq(fechamentosBimestrais.id, f.id));
  };
}
