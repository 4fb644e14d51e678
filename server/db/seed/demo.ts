import { sql } from 'drizzle-orm';
import { GERAL_PADRAO } from '../../../domain/settings';
import { createUser } from '../../services/create-user';
import type { Db } from '../client';
import { configuracoes, empresas, escolas, notificacoes, usuarios, usuariosEscolas } from '../schema';
import { seedDemoAcademico } from './demo-academico';
import { seedDemoAvaliacao } from './demo-avaliacao';
import { seedDemoBncc } from './demo-bncc';
import { DEMO_EMPRESAS, DEMO_ESCOLAS, DEMO_NOTIFICACOES, DEMO_PASSWORD, DEMO_USUARIOS } from './demo-data';

/** True when the database has no user yet: the first start of a new installation. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = (await db.select({ n: sql<number>`count(*)::int` }).from(usuarios)) as [{ n: number }];
  return row.n === 0;
}

/**
 * Seeds the demo network of the README: two education bodies, their schools, classes,
 * students and the six demo accounts. Runs inside one transaction so a failure leaves nothing.
 */
export async function seedDemo(db: Db): Promise<void> {
  const anoLetivo = new Date().getFullYear();
  await db.transaction(async (tx) => {
    const [vv] = await tx.insert(empresas).values(DEMO_EMPRESAS.valeVerde).returning();
    const [sa] = await tx.insert(empresas).values(DEMO_EMPRESAS.serraAzul).returning();
    const escolasVV = await tx.insert(escolas).values(DEMO_ESCOLAS.valeVerde.map((e) => ({ ...e, empresa_id: vv!.id }))).returning();
    const escolasSA = await tx.insert(escolas).values(DEMO_ESCOLAS.serraAzul.map((e) => ({ ...e, empresa_id: sa!.id }))).returning();
    const principal = escolasVV[0]!;

    const users = {
      admin: await createUser(tx, { ...DEMO_USUARIOS.admin, senha: DEMO_PASSWORD }),
      empresa: await createUser(tx, { ...DEMO_USUARIOS.empresa, senha: DEMO_PASSWORD, empresa_id: vv!.id }),
      gestor: await createUser(tx, { ...DEMO_USUARIOS.gestor, senha: DEMO_PASSWORD, empresa_id: vv!.id }),
      professor: await createUser(tx, { ...DEMO_USUARIOS.professor, senha: DEMO_PASSWORD, empresa_id: vv!.id }),
      aluno: await createUser(tx, { ...DEMO_USUARIOS.aluno, senha: DEMO_PASSWORD, empresa_id: vv!.id }),
      empresa2: await createUser(tx, { ...DEMO_USUARIOS.empresa2, senha: DEMO_PASSWORD, empresa_id: sa!.id }),
    };
    await tx.insert(usuariosEscolas).values([
      { usuario_id: users.gestor.id, escola_id: principal.id },
      { usuario_id: users.professor.id, escola_id: principal.id },
    ]);

    // Classes, subjects, professors, assignments, students and enrolments of every school.
    await seedDemoAcademico(tx, { escolas: [...escolasVV, ...escolasSA], professor: users.professor, aluno: users.aluno });

    const now = Date.now();
    await tx.insert(notificacoes).values(Object.values(users).flatMap((u) =>
      DEMO_NOTIFICACOES.map((n) => ({
        usuario_id: u.id, titulo: n.titulo, mensagem: n.mensagem, tipo: n.tipo, link: n.link,
        created_at: new Date(now - n.horas * 3600_000),
      }))));

    await tx.insert(configuracoes).values({
      chave: 'geral',
      valor: { ...GERAL_PADRAO, nomeInstituicao: 'Rede de Ensino de Vale Verde', email: 'contato@demo.escola.br', anoLetivo },
    }).onConflictDoNothing();

    await seedDemoBncc(tx);
    await seedDemoAvaliacao(tx);
  });
}

export function demoAccountsBanner(): string {
  const lines = Object.values(DEMO_USUARIOS).map((u) => `  ${u.email.padEnd(28)} ${u.tipo_usuario}`);
  return ['Rede de demonstração criada. Contas (senha: ' + DEMO_PASSWORD + '):', ...lines].join('\n');
}
