import { and, asc, eq, sql } from 'drizzle-orm';
import { TIPOS_CUSTOMIZACAO, normalizarCustomizacao } from '../../../domain/customizacao';
import { GERAL_PADRAO } from '../../../domain/settings';
import { createUser } from '../../services/create-user';
import type { Db } from '../client';
import {
  alunos,
  configuracoes,
  configuracoesEmpresa,
  customizacaoEmpresa,
  empresas,
  escolas,
  matriculas,
  notificacoes,
  turmas,
  usuarios,
  usuariosEscolas,
} from '../schema';
import { seedDemoAcademico } from './demo-academico';
import { seedDemoAvaliacao } from './demo-avaliacao';
import { seedDemoBncc } from './demo-bncc';
import { DEMO_EMPRESAS, DEMO_ESCOLAS, DEMO_IDENTIDADES, DEMO_PASSWORD, DEMO_USUARIOS, notificacoesDemo } from './demo-data';

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
    const escolasVV = await tx
      .insert(escolas)
      .values(DEMO_ESCOLAS.valeVerde.map((e) => ({ ...e, empresa_id: vv!.id })))
      .returning();
    const escolasSA = await tx
      .insert(escolas)
      .values(DEMO_ESCOLAS.serraAzul.map((e) => ({ ...e, empresa_id: sa!.id })))
      .returning();
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

    // Serra Azul's sample events are about its own first class and student.
    const [primeiraSA] = await tx
      .select({ aluno: alunos.nome, turma: turmas.nome, escola: escolas.nome })
      .from(matriculas)
      .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
      .innerJoin(turmas, eq(turmas.id, matriculas.turma_id))
      .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
      .where(and(eq(matriculas.empresa_id, sa!.id), eq(matriculas.status, 'ativa')))
      .orderBy(asc(escolas.nome), asc(turmas.nome), asc(alunos.nome))
      .limit(1);
    const now = Date.now();
    await tx.insert(notificacoes).values(
      notificacoesDemo(primeiraSA!).flatMap((n) =>
        n.para.map((papel) => ({
          usuario_id: users[papel].id,
          titulo: n.titulo,
          mensagem: n.mensagem,
          tipo: n.tipo,
          link: n.link,
          created_at: new Date(now - n.horas * 3600_000),
        })),
      ),
    );

    // The platform's neutral identity, and each network's own.
    await tx
      .insert(configuracoes)
      .values({ chave: 'geral', valor: { ...GERAL_PADRAO, email: 'contato@demo.escola.br', anoLetivo } })
      .onConflictDoNothing();
    for (const [empresa, identidade] of [
      [vv!, DEMO_IDENTIDADES.valeVerde],
      [sa!, DEMO_IDENTIDADES.serraAzul],
    ] as const) {
      await tx
        .insert(configuracoesEmpresa)
        .values({ empresa_id: empresa.id, chave: 'geral', valor: { ...GERAL_PADRAO, ...identidade.geral, anoLetivo } });
      const customizacao = normalizarCustomizacao(identidade.customizacao);
      await tx
        .insert(customizacaoEmpresa)
        .values(TIPOS_CUSTOMIZACAO.map((tipo) => ({ empresa_id: empresa.id, tipo, configuracoes: customizacao[tipo] })));
    }

    await seedDemoBncc(tx);
    await seedDemoAvaliacao(tx);
  });
}

export function demoAccountsBanner(): string {
  const lines = Object.values(DEMO_USUARIOS).map((u) => `  ${u.email.padEnd(28)} ${u.tipo_usuario}`);
  return ['Rede de demonstração criada. Contas (senha: ' + DEMO_PASSWORD + '):', ...lines].join('\n');
}
