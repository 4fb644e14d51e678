import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { bnccHabilidades, empresas, escolas, turmas, usuarios } from '../server/db/schema';

type Db = Database['db'];

/** A uuid no row has: "this row does not exist". */
export const ID_INEXISTENTE = '00000000-0000-4000-8000-000000000000';

/** Names of the demo rows the tests meet most (the seed in server/db/seed/). */
export const DEMO = {
  valeVerde: 'Prefeitura Municipal de Vale Verde',
  serraAzul: 'Governo do Estado de Serra Azul',
  principal: 'EMEF Professora Maria das Dores Silva',
  tiradentes: 'EMEF Tiradentes',
  domBosco: 'Escola Estadual Dom Bosco',
} as const;

/** The demo schools of each body, in alphabetical order. */
export const ESCOLAS_DEMO = {
  valeVerde: [DEMO.principal, DEMO.tiradentes, 'EMEI Pequeno Príncipe'],
  serraAzul: [DEMO.domBosco, 'Escola Estadual Governador Pedro Pedrossian', 'Escola Estadual Professora Alice Nogueira'],
};

export async function idEmpresa(db: Db, nome: string): Promise<string> {
  return (await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nome, nome)))[0]!.id;
}

export async function idEscola(db: Db, nome: string): Promise<string> {
  return (await db.select({ id: escolas.id }).from(escolas).where(eq(escolas.nome, nome)))[0]!.id;
}

export async function idTurma(db: Db, escolaId: string, nome: string): Promise<string> {
  const [row] = await db
    .select({ id: turmas.id })
    .from(turmas)
    .where(and(eq(turmas.escola_id, escolaId), eq(turmas.nome, nome)));
  return row!.id;
}

export async function idUsuario(db: Db, email: string): Promise<string> {
  return (await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0]!.id;
}

/**
 * The demo network by id: both bodies (Vale Verde, Serra Azul), three schools, three classes of the
 * main school, the demo accounts and the official BNCC skill EF06MA01.
 */
export async function carregarIdsDemo(db: Db) {
  const principal = await idEscola(db, DEMO.principal);
  const usuario = (quem: string) => idUsuario(db, `${quem}@demo.escola.br`);
  const [oficial] = await db
    .select({ id: bnccHabilidades.id })
    .from(bnccHabilidades)
    .where(and(eq(bnccHabilidades.codigo, 'EF06MA01'), isNull(bnccHabilidades.empresa_id)));
  return {
    vv: await idEmpresa(db, DEMO.valeVerde),
    sa: await idEmpresa(db, DEMO.serraAzul),
    principal,
    tiradentes: await idEscola(db, DEMO.tiradentes),
    domBosco: await idEscola(db, DEMO.domBosco),
    sextoA: await idTurma(db, principal, '6º Ano A'),
    sextoB: await idTurma(db, principal, '6º Ano B'),
    seteA: await idTurma(db, principal, '7º Ano A'),
    admin: await usuario('admin'),
    empresa: await usuario('empresa'),
    empresa2: await usuario('empresa2'),
    gestor: await usuario('gestor'),
    professor: await usuario('professor'),
    aluno: await usuario('aluno'),
    oficial: oficial!.id,
  };
}
export type IdsDemo = Awaited<ReturnType<typeof carregarIdsDemo>>;
