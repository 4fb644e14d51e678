import { sql } from 'drizzle-orm';
import { GERAL_PADRAO } from '../../../domain/settings';
import { createUser } from '../../services/create-user';
import type { Db } from '../client';
import {
  alunos, atribuicoes, configuracoes, disciplinas, empresas, escolas, matriculas, notificacoes, turmas, usuarios,
  usuariosEscolas,
} from '../schema';
import {
  DEMO_ALUNOS_6A, DEMO_EMPRESAS, DEMO_ESCOLAS, DEMO_NOTIFICACOES, DEMO_PASSWORD, DEMO_TURMAS, DEMO_USUARIOS,
} from './demo-data';

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

    // Every school gets classes so the sidebar tree shows real ones everywhere.
    const turmasPorEscola = new Map<string, (typeof turmas.$inferSelect)[]>();
    for (const escola of [...escolasVV, ...escolasSA]) {
      const rows = await tx
        .insert(turmas)
        .values(DEMO_TURMAS.map((t) => ({ ...t, escola_id: escola.id, empresa_id: escola.empresa_id, ano_letivo: anoLetivo, capacidade: 35 })))
        .returning();
      turmasPorEscola.set(escola.id, rows);
    }
    const [sextoA, sextoB] = turmasPorEscola.get(principal.id)!;
    await tx.update(turmas).set({ professor_responsavel_id: users.professor.id }).where(sql`${turmas.id} = ${sextoA!.id}`);

    const [matematica, portugues] = await tx
      .insert(disciplinas)
      .values([
        { empresa_id: vv!.id, nome: 'Matemática — 6º Ano', disciplina: 'matematica', serie_ano: '6_ano', bimestre: '1_bimestre', carga_horaria: 200 },
        { empresa_id: vv!.id, nome: 'Língua Portuguesa — 6º Ano', disciplina: 'portugues', serie_ano: '6_ano', bimestre: '1_bimestre', carga_horaria: 200 },
      ])
      .returning();
    await tx.insert(atribuicoes).values([
      { empresa_id: vv!.id, professor_id: users.professor.id, turma_id: sextoA!.id, disciplina_id: matematica!.id },
      { empresa_id: vv!.id, professor_id: users.professor.id, turma_id: sextoB!.id, disciplina_id: matematica!.id },
      { empresa_id: vv!.id, professor_id: users.professor.id, turma_id: sextoA!.id, disciplina_id: portugues!.id },
    ]);

    const estudantes = await tx
      .insert(alunos)
      .values(DEMO_ALUNOS_6A.map((nome, i) => ({
        empresa_id: vv!.id,
        escola_id: principal.id,
        usuario_id: i === 0 ? users.aluno.id : null,
        matricula: `${anoLetivo}${String(i + 1).padStart(5, '0')}`,
        nome,
        email: i === 0 ? DEMO_USUARIOS.aluno.email : null,
        data_nascimento: `${anoLetivo - 11}-0${(i % 9) + 1}-1${i % 9}`,
        responsavel: `Responsável por ${nome.split(' ')[0]}`,
      })))
      .returning();
    await tx.insert(matriculas).values(estudantes.map((a) => ({
      empresa_id: vv!.id, aluno_id: a.id, turma_id: sextoA!.id, ano_letivo: anoLetivo, data_inicio: `${anoLetivo}-02-05`,
    })));

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
  });
}

export function demoAccountsBanner(): string {
  const lines = Object.values(DEMO_USUARIOS).map((u) => `  ${u.email.padEnd(28)} ${u.tipo_usuario}`);
  return ['Rede de demonstração criada. Contas (senha: ' + DEMO_PASSWORD + '):', ...lines].join('\n');
}
