import { beforeAll } from 'vitest';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { DEMO, idEscola } from '../../../test/demo';
import { alunos } from '../../db/schema';

/**
 * The duplicates tests' setup, shared by the files of this folder: each file gets its own copy of the
 * database (prepararApi), the demo scenario, and students of its own written straight into the table.
 */
export const api = prepararApi();
export const { enviar } = api;
export let c: Cenario;
/** Another school of Vale Verde, outside the demo gestor's (it manages the main school only). */
export let tiradentes: string;

let seq = 0;

/** A student of the test's own, in Vale Verde's main school unless told otherwise. */
export async function aluno(valores: Partial<typeof alunos.$inferInsert> = {}) {
  const [linha] = await api.db
    .insert(alunos)
    .values({
      empresa_id: c.vv.id,
      escola_id: c.principal.id,
      matricula: `DUP${Date.now().toString(36)}${(seq++).toString(36)}`,
      nome: 'Aluno de Teste',
      ...valores,
    })
    .returning();
  return linha!;
}

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  tiradentes = await idEscola(api.db, DEMO.tiradentes);
});
