import { hashPassword } from 'better-auth/crypto';
import { hoje } from '../../../domain/academico/campos';
import { serieDisciplinaDaTurma } from '../../../domain/academico/series';
import { numeroMatricula } from '../../../domain/academico/turma';
import type { Tx } from '../client';
import {
  alunos,
  alunosResponsaveis,
  atribuicoes,
  contas,
  disciplinas,
  matriculaSequencias,
  matriculas,
  responsaveis,
  turmas,
  usuarios,
  usuariosEscolas,
} from '../schema';
import {
  BAIRROS,
  COMPONENTES_ANOS_FINAIS,
  COMPONENTES_ANOS_INICIAIS,
  type ComponentePlano,
  DEMO_PROFESSORES_POR_ESCOLA,
  DEMO_TURMAS_POR_ESCOLA,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  RUAS,
  SOBRENOMES,
} from './demo-academico-data';
import { DEMO_ALUNOS_6A, DEMO_PASSWORD, DEMO_USUARIOS } from './demo-data';

interface Escola {
  id: string;
  nome: string;
  empresa_id: string;
  cidade: string | null;
}
interface Usuario {
  id: string;
}
type Turma = typeof turmas.$inferSelect;
type NovoAluno = typeof alunos.$inferInsert;
type NovaMatricula = typeof matriculas.$inferInsert;

const PRINCIPAL = 'EMEF Professora Maria das Dores Silva';

/**
 * Classes, subjects, professors, teaching assignments, students and enrolments of the demo
 * network: 4–6 classes of 25–35 students per school, all derived from fixed lists so each seed
 * is the same. Multi-row inserts keep it fast on PGlite.
 */
export async function seedDemoAcademico(tx: Tx, ctx: { escolas: Escola[]; professor: Usuario; aluno: Usuario }) {
  const ano = new Date().getFullYear();
  const dia = (md: string) => (hoje() < `${ano}-${md}` ? hoje() : `${ano}-${md}`);
  const inicioAno = dia('02-05');

  const professores = await seedProfessores(tx, ctx.escolas);
  const turmasPorEscola = await seedTurmas(tx, ctx.escolas, ano, professores, ctx.professor.id);
  const componentes = await seedDisciplinas(tx, ctx.escolas, turmasPorEscola, ano);
  await seedAtribuicoes(tx, ctx.escolas, turmasPorEscola, componentes, professores, ctx.professor.id);

  // Students and enrolments, numbered per education body.
  const sequencia = new Map<string, number>();
  const proximo = (empresaId: string) => {
    const n = (sequencia.get(empresaId) ?? 0) + 1;
    sequencia.set(empresaId, n);
    return numeroMatricula(ano, n);
  };
  const novos: NovoAluno[] = [];
  const destino: { turma: Turma; inicio: string }[] = [];
  let k = 0;
  for (const escola of ctx.escolas) {
    for (const turma of turmasPorEscola.get(escola.id)!) {
      const plano = DEMO_TURMAS_POR_ESCOLA[escola.nome]!.find((p) => p.nome === turma.nome)!;
      for (let i = 0; i < plano.alunos; i++, k++) {
        const fixo = escola.nome === PRINCIPAL && turma.nome === '6º Ano A' ? DEMO_ALUNOS_6A[i] : undefined;
        novos.push(aluno(k, escola, turma, proximo(escola.empresa_id), fixo));
        destino.push({ turma, inicio: inicioAno });
      }
    }
  }
  // The demo aluno account is the first student of 6º Ano A of the main school.
  const demo = novos.find((a) => a.nome === DEMO_ALUNOS_6A[0])!;
  Object.assign(demo, { usuario_id: ctx.aluno.id, email: DEMO_USUARIOS.aluno.email });

  const principal = ctx.escolas.find((e) => e.nome === PRINCIPAL)!;
  const daPrincipal = (nome: string) => turmasPorEscola.get(principal.id)!.find((t) => t.nome === nome)!;
  // History in the main school: students who left (inativo, transferido) keep their old enrolment.
  const historicos = [
    { status: 'inativo' as const, turma: daPrincipal('8º Ano A'), fim: 'cancelada' as const },
    { status: 'inativo' as const, turma: daPrincipal('9º Ano A'), fim: 'cancelada' as const },
    { status: 'transferido' as const, turma: daPrincipal('8º Ano A'), fim: 'transferida' as const },
  ];
  for (const h of historicos) novos.push({ ...aluno(k++, principal, h.turma, proximo(principal.empresa_id)), status: h.status });

  const criados = await insertChunks(tx, alunos, novos);
  await seedFamilias(
    tx,
    novos.map((a, i) => ({
      ...criados[i]!,
      familia: familia(
        i,
        a.nome,
        ctx.escolas.find((e) => e.id === a.escola_id)!,
      ),
    })),
  );
  const saida = dia('04-15');
  const rows: NovaMatricula[] = destino.map((d, i) => ({
    empresa_id: d.turma.empresa_id,
    aluno_id: criados[i]!.id,
    turma_id: d.turma.id,
    ano_letivo: ano,
    data_inicio: d.inicio,
  }));
  historicos.forEach((h, j) => {
    const a = criados[destino.length + j]!;
    rows.push({
      empresa_id: a.empresa_id,
      aluno_id: a.id,
      turma_id: h.turma.id,
      ano_letivo: ano,
      data_inicio: inicioAno,
      data_fim: saida,
      status: h.fim,
    });
  });
  // A transfer inside the school: the last student of 7º Ano A came from 7º Ano B.
  const transferido = rows.filter((m) => m.turma_id === daPrincipal('7º Ano A').id).at(-1)!;
  const chegada = dia('03-16');
  rows.push({
    empresa_id: transferido.empresa_id,
    aluno_id: transferido.aluno_id,
    turma_id: daPrincipal('7º Ano B').id,
    ano_letivo: ano,
    data_inicio: inicioAno,
    data_fim: chegada,
    status: 'transferida',
  });
  transferido.data_inicio = chegada;
  await insertChunks(tx, matriculas, rows);

  await tx.insert(matriculaSequencias).values([...sequencia].map(([empresa_id, ultimo]) => ({ empresa_id, ano, ultimo })));
}

/** Professors of each school, with the demo password, linked to their school. */
async function seedProfessores(tx: Tx, escolas: Escola[]) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const planos = escolas.flatMap((escola) =>
    (DEMO_PROFESSORES_POR_ESCOLA[escola.nome] ?? []).map((plano) => ({ escola, plano })),
  );
  const criados = await tx
    .insert(usuarios)
    .values(
      planos.map(({ escola, plano }, j) => ({
        nome: plano.nome,
        email: plano.email,
        tipo_usuario: 'professor' as const,
        empresa_id: escola.empresa_id,
        email_verificado: true,
        telefone: `(${ddd(escola)}) 99${String(710 + j * 13).padStart(3, '0')}-${String(1000 + j * 457).slice(-4)}`,
      })),
    )
    .returning();
  await tx
    .insert(contas)
    .values(criados.map((u) => ({ accountId: u.id, providerId: 'credential', userId: u.id, password: hash })));
  await tx.insert(usuariosEscolas).values(criados.map((u, i) => ({ usuario_id: u.id, escola_id: planos[i]!.escola.id })));
  return new Map(
    escolas.map((e) => [e.id, criados.map((u, i) => ({ ...u, plano: planos[i]! })).filter((u) => u.plano.escola.id === e.id)]),
  );
}

type Professores = Awaited<ReturnType<typeof seedProfessores>>;

async function seedTurmas(tx: Tx, escolas: Escola[], ano: number, professores: Professores, professorDemo: string) {
  const porEscola = new Map<string, Turma[]>();
  for (const escola of escolas) {
    const planos = DEMO_TURMAS_POR_ESCOLA[escola.nome]!;
    const dela = professores.get(escola.id)!;
    const rows = await tx
      .insert(turmas)
      .values(
        planos.map((p, i) => ({
          nome: p.nome,
          serie: p.serie,
          turno: p.turno,
          escola_id: escola.id,
          empresa_id: escola.empresa_id,
          ano_letivo: ano,
          capacidade: 35,
          // The last class of each school has no responsável, so 'Não definido' shows up too.
          professor_responsavel_id:
            escola.nome === PRINCIPAL && i === 0
              ? professorDemo
              : i === planos.length - 1 || (escola.nome === PRINCIPAL && i === 1)
                ? null
                : dela[i % dela.length]!.id,
          observacoes: i === 0 ? 'Turma com reforço escolar às quartas-feiras no contraturno.' : null,
        })),
      )
      .returning();
    porEscola.set(escola.id, rows);
  }
  return porEscola;
}

/** One component per subject and série used by the body's classes. */
async function seedDisciplinas(tx: Tx, escolas: Escola[], turmasPorEscola: Map<string, Turma[]>, ano: number) {
  const valores: (typeof disciplinas.$inferInsert)[] = [];
  const empresasIds = [...new Set(escolas.map((e) => e.empresa_id))];
  for (const empresa_id of empresasIds) {
    const series = [
      ...new Set(
        escolas.filter((e) => e.empresa_id === empresa_id).flatMap((e) => turmasPorEscola.get(e.id)!.map((t) => t.serie)),
      ),
    ].sort();
    for (const serie of series) {
      const lista: ComponentePlano[] = Number(serie[0]) >= 6 ? COMPONENTES_ANOS_FINAIS : COMPONENTES_ANOS_INICIAIS;
      for (const c of lista) {
        valores.push({
          empresa_id,
          nome: `${c.nome} — ${serie}`,
          disciplina: c.codigo,
          serie_ano: serieDisciplinaDaTurma(serie as never),
          bimestre: '1_bimestre',
          carga_horaria: c.carga,
          descricao: c.descricao,
          objetivos: `Desenvolver as competências de ${c.nome} previstas na BNCC para o ${serie}.`,
          // Fixed, distinct creation times keep the list order ('mais recentes primeiro') the same on every seed.
          created_at: new Date(Date.UTC(ano, 0, 10, 8, valores.length)),
          updated_at: new Date(Date.UTC(ano, 0, 10, 8, valores.length)),
        });
      }
    }
  }
  return tx.insert(disciplinas).values(valores).returning();
}

async function seedAtribuicoes(
  tx: Tx,
  escolas: Escola[],
  turmasPorEscola: Map<string, Turma[]>,
  componentes: (typeof disciplinas.$inferSelect)[],
  professores: Professores,
  professorDemo: string,
) {
  const valores: (typeof atribuicoes.$inferInsert)[] = [];
  for (const escola of escolas) {
    for (const turma of turmasPorEscola.get(escola.id)!) {
      const codigo = serieDisciplinaDaTurma(turma.serie as never);
      for (const d of componentes.filter((c) => c.empresa_id === escola.empresa_id && c.serie_ano === codigo)) {
        const doDemo =
          escola.nome === PRINCIPAL &&
          ((d.disciplina === 'matematica' && ['6º Ano A', '6º Ano B'].includes(turma.nome)) ||
            (d.disciplina === 'portugues' && turma.nome === '6º Ano A'));
        const professor = doDemo
          ? professorDemo
          : professores.get(escola.id)!.find((p) => p.plano.plano.codigos.includes(d.disciplina as never))!.id;
        valores.push({ empresa_id: escola.empresa_id, professor_id: professor, turma_id: turma.id, disciplina_id: d.id });
      }
    }
  }
  await tx.insert(atribuicoes).values(valores);
}

/** The k-th generated student (or the given name), deterministic in every field. */
function aluno(k: number, escola: Escola, turma: Turma, matricula: string, nomeFixo?: string): NovoAluno {
  // k → (first name, surname, surname) through a bijection of 0…47999, so no two of the first
  // 48 000 students share a name and neighbours do not look alike.
  const n = (k * 104729 + 12345) % 48000;
  const primeiros = k % 2 === 1 ? NOMES_FEMININOS : NOMES_MASCULINOS;
  const s1 = SOBRENOMES[Math.floor(n / 30) % 40]!;
  const s2 =
    SOBRENOMES[Math.floor(n / 1200) % 40] === s1
      ? SOBRENOMES[(Math.floor(n / 1200) + 20) % 40]!
      : SOBRENOMES[Math.floor(n / 1200) % 40]!;
  const nome = nomeFixo ?? `${primeiros[n % 30]} ${s1} ${s2}`;
  const idade = Number(turma.serie[0]) + 5;
  const ano = turma.ano_letivo - idade - (k % 5 === 0 ? 1 : 0);
  return {
    empresa_id: escola.empresa_id,
    escola_id: escola.id,
    matricula,
    nome,
    data_nascimento: `${ano}-${String((k % 12) + 1).padStart(2, '0')}-${String(((k * 3) % 28) + 1).padStart(2, '0')}`,
    endereco: `${RUAS[k % RUAS.length]}, ${((k * 37) % 900) + 10}, ${BAIRROS[(k * 5) % BAIRROS.length]}`,
    filiacao_1: maeDe(k, nome),
    filiacao_2: k % 7 === 3 ? null : paiDe(k, nome),
    codigo_inep: String(110000000000 + k * 7 + 1),
  };
}

/** The mother's name: a woman's first name and the child's first surname. */
function maeDe(k: number, nome: string): string {
  return `${NOMES_FEMININOS[(k * 13 + 4) % 30]} ${nome.split(' ')[1] ?? nome}`;
}

/** The father's name: a man's first name and the child's last surname. */
function paiDe(k: number, nome: string): string {
  return `${NOMES_MASCULINOS[(k * 17 + 9) % 30]} ${nome.split(' ').at(-1)}`;
}

const telefone = (escola: Escola, k: number) =>
  `(${ddd(escola)}) 9${String(8000 + ((k * 7919) % 2000)).padStart(4, '0')}-${String((k * 104729) % 10000).padStart(4, '0')}`;

type NovoResponsavel = Omit<typeof responsaveis.$inferInsert, 'empresa_id'>;
type NovoVinculo = Omit<typeof alunosResponsaveis.$inferInsert, 'empresa_id' | 'aluno_id' | 'responsavel_id'>;

/**
 * The k-th student's family, as a secretaria registers it: the mother, legal guardian of first priority,
 * who lives with the child; most have the father too (legal, second), some a grandmother who picks the
 * child up instead. No CPF: the demo holds no document number that could be someone's.
 */
function familia(k: number, nome: string, escola: Escola): { pessoa: NovoResponsavel; vinculo: NovoVinculo }[] {
  const mae = {
    pessoa: { nome: maeDe(k, nome), telefone: telefone(escola, k), email: k % 4 === 0 ? `familia.${k}@exemplo.com.br` : null },
    vinculo: {
      parentesco: 'mae' as const,
      responsavel_legal: true,
      mora_com_aluno: true,
      autorizado_buscar: true,
      prioridade: 1,
    },
  };
  if (k % 7 === 3)
    return [
      mae,
      {
        pessoa: { nome: `${NOMES_FEMININOS[(k * 7 + 2) % 30]} ${nome.split(' ')[1] ?? nome}`, telefone: telefone(escola, k + 1) },
        vinculo: {
          parentesco: 'avo',
          responsavel_legal: false,
          mora_com_aluno: k % 2 === 0,
          autorizado_buscar: true,
          prioridade: 2,
        },
      },
    ];
  if (k % 5 === 4) return [mae];
  return [
    mae,
    {
      pessoa: { nome: paiDe(k, nome), telefone: telefone(escola, k + 3) },
      vinculo: {
        parentesco: 'pai',
        responsavel_legal: true,
        mora_com_aluno: k % 3 !== 0,
        autorizado_buscar: true,
        prioridade: 2,
      },
    },
  ];
}

/** The area code of the school's city. */
function ddd(escola: Escola): string {
  if (escola.cidade === 'Vale Verde') return '35';
  return escola.cidade === 'Cuiabá' ? '65' : '66';
}

/** The guardians of every student, as people, and their links. */
async function seedFamilias(tx: Tx, alunosComFamilia: { id: string; empresa_id: string; familia: ReturnType<typeof familia> }[]) {
  const membros = alunosComFamilia.flatMap((a) => a.familia.map((m) => ({ aluno: a, ...m })));
  const pessoas = await insertChunks(
    tx,
    responsaveis,
    membros.map((m) => ({ ...m.pessoa, empresa_id: m.aluno.empresa_id })),
  );
  await insertChunks(
    tx,
    alunosResponsaveis,
    membros.map((m, i) => ({
      ...m.vinculo,
      empresa_id: m.aluno.empresa_id,
      aluno_id: m.aluno.id,
      responsavel_id: pessoas[i]!.id,
    })),
  );
}

type Tabela = typeof alunos | typeof matriculas | typeof responsaveis | typeof alunosResponsaveis;

/** Multi-row inserts in chunks, well under the protocol's parameter limit. */
async function insertChunks<T extends Tabela>(tx: Tx, table: T, values: T['$inferInsert'][]) {
  const out: { id: string; empresa_id: string }[] = [];
  for (let i = 0; i < values.length; i += 400) {
    out.push(
      ...(await tx
        .insert(table)
        .values(values.slice(i, i + 400) as never)
        .returning({ id: table.id, empresa_id: table.empresa_id })),
    );
  }
  return out;
}
