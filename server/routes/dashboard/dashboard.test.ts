import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hoje } from '../../../domain/academico/campos';
import { diaLetivoAnterior, quandoFoi } from '../../../domain/dashboard';
import { prepararApi } from '../../../test/api';
import { esperaCampo } from '../../../test/esperas';
import { queryRows } from '../../db/raw';
import { calcularResultadosDaTurma } from '../../services/resultados-finais/calcular';
import type { TurmaDoAno } from '../../services/resultados-finais/ler';
import { cenarioAvaliacao } from '../../../test/cenario-avaliacao';

const api = prepararApi();
const { enviar, ids } = api;

/**
 * The approval rate written out again from the grades table, by its own route: each student's
 * final mean is the mean of its rows with the four notes in, compared with its body's passing
 * average (7 when the body has not set one).
 */
async function taxaEsperada(filtro: SQL = sql`true`): Promise<{ taxa: number | null; total: number }> {
  const [r] = await queryRows<{ aprovados: number; total: number }>(
    api.db,
    sql`
    with finais as (
      select n.aluno_id, n.empresa_id, avg((n.nota1 + n.nota2 + n.nota3 + n.nota4) / 4) as media
      from notas n
      where n.nota1 is not null and n.nota2 is not null and n.nota3 is not null and n.nota4 is not null and ${filtro}
      group by n.aluno_id, n.empresa_id
    )
    select (count(*) filter (where f.media >= coalesce(r.media_aprovacao, 7)))::int as aprovados, count(*)::int as total
    from finais f left join regras_escolares r on r.empresa_id = f.empresa_id`,
  );
  return { taxa: r!.total ? (100 * r!.aprovados) / r!.total : null, total: r!.total };
}

/** Students (per class) over the 25% alert, counted from the attendance marks themselves. */
async function acimaDoAlerta(filtro: SQL): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    api.db,
    sql`
    select count(*)::int as n from (
      select f.aluno_id, f.turma_id from frequencias f where ${filtro}
      group by f.aluno_id, f.turma_id
      having count(*) filter (where not f.presente) * 100 > 25 * count(*)
    ) x`,
  );
  return r!.n;
}

const dash = async (user: string) => {
  const res = await enviar('GET', '/api/dashboard', user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('dashboard', () => {
  it('needs a session', async () => {
    expect((await enviar('GET', '/api/dashboard')).statusCode).toBe(401);
  });

  it("counts from the real tables, inside each one's scope (another education body sees its own figures)", async () => {
    const admin = await dash('admin');
    const vv = await dash('empresa');
    const sa = await dash('empresa2');
    const gestor = await dash('gestor');
    const aluno = await dash('aluno');
    expect(admin.estatisticas.escolas).toBe(6);
    expect(vv.estatisticas.escolas).toBe(3);
    expect(sa.estatisticas.escolas).toBe(3);
    expect(gestor.estatisticas.escolas).toBe(1);
    // An aluno gets its own figures, not "Total de Alunos 1" (see below).
    expect(aluno.estatisticas).toBeUndefined();
    expect(admin.estatisticas.alunos).toBeGreaterThanOrEqual(vv.estatisticas.alunos + sa.estatisticas.alunos);
    expect(vv.estatisticas.alunos).toBeGreaterThan(0);
    expect(sa.estatisticas.disciplinas).not.toBe(undefined);
    // The chart lists only schools in scope.
    const escolasSa = sa.graficos.alunos_por_escola.map((e: { escola: string }) => e.escola);
    expect(escolasSa.every((nome: string) => !nome.startsWith('EMEF'))).toBe(true);
    expect(gestor.graficos.alunos_por_escola.map((e: { escola: string }) => e.escola)).toEqual([
      'EMEF Professora Maria das Dores Silva',
    ]);
  });

  it("gives the approval rate of the students with closed means, by each body's passing average", async () => {
    const vv = await taxaEsperada(sql`n.empresa_id = ${ids.vv}`);
    const sa = await taxaEsperada(sql`n.empresa_id = ${ids.sa}`);
    // Both demo networks have approved and failing students (Serra Azul passes at 6).
    expect(vv.total).toBeGreaterThan(100);
    expect(vv.taxa).toBeGreaterThan(50);
    expect(vv.taxa).toBeLessThan(100);
    expect((await dash('empresa')).estatisticas.taxa_aprovacao).toBeCloseTo(vv.taxa!, 6);
    expect((await dash('empresa2')).estatisticas.taxa_aprovacao).toBeCloseTo(sa.taxa!, 6);
    expect((await dash('admin')).estatisticas.taxa_aprovacao).toBeCloseTo((await taxaEsperada()).taxa!, 6);
    const daEscola = await taxaEsperada(
      sql`n.escola_id = (select id from escolas where nome = 'EMEF Professora Maria das Dores Silva')`,
    );
    expect((await dash('gestor')).estatisticas.taxa_aprovacao).toBeCloseTo(daEscola.taxa!, 6);

    // A stricter regimento fails more students at once.
    const atual = (await enviar('GET', '/api/regras-escolares', 'empresa')).json();
    const salvar = await enviar('PUT', '/api/regras-escolares', 'empresa', {
      media_aprovacao: 8,
      media_recuperacao: 5,
      frequencia_minima: 75,
      alerta_faltas: 25,
      updated_at: atual.updated_at,
    });
    expect(salvar.statusCode, salvar.body).toBe(200);
    const estrita = await taxaEsperada(sql`n.empresa_id = ${ids.vv}`);
    expect(estrita.taxa).toBeLessThan(vv.taxa!);
    expect((await dash('empresa')).estatisticas.taxa_aprovacao).toBeCloseTo(estrita.taxa!, 6);
  });

  it('counts for a professor the students enrolled now in its classes and the subjects taught there', async () => {
    const [esperado] = await queryRows<{ alunos: number; disciplinas: number }>(
      api.db,
      sql`
      with minhas as (
        select a.turma_id from atribuicoes a join usuarios u on u.id = a.professor_id where u.email = 'professor@demo.escola.br'
        union select t.id from turmas t join usuarios u on u.id = t.professor_responsavel_id where u.email = 'professor@demo.escola.br'
      )
      select
        (select count(distinct m.aluno_id) from matriculas m join alunos al on al.id = m.aluno_id
          where m.status = 'ativa' and al.status = 'ativo' and m.turma_id in (select turma_id from minhas))::int as alunos,
        (select count(distinct d.id) from disciplinas d join atribuicoes a on a.disciplina_id = d.id
          where d.ativo and a.turma_id in (select turma_id from minhas))::int as disciplinas`,
    );
    const professor = await dash('professor');
    expect(professor.estatisticas).toMatchObject({ alunos: esperado!.alunos, disciplinas: esperado!.disciplinas });
    expect(professor.estatisticas.disciplinas).toBeGreaterThan(0);
    expect(professor.estatisticas.disciplinas).toBeLessThan((await dash('empresa')).estatisticas.disciplinas);
  });

  it('warns about the students over the absence alert, in scope, for whoever reads attendance', async () => {
    const aviso = (d: { avisos: { id: string; titulo: string; mensagem: string; link: string | null }[] }) =>
      d.avisos.find((a) => a.titulo === 'Faltas excessivas' && a.id === 'faltas-excessivas');
    const vv = await acimaDoAlerta(sql`f.empresa_id = ${ids.vv}`);
    expect(vv).toBeGreaterThan(3);
    const empresa = aviso(await dash('empresa'));
    expect(empresa).toMatchObject({ tipo: 'warning', link: '/frequencia' });
    expect(empresa!.mensagem).toMatch(
      new RegExp(
        `^${vv} alunos passaram de 25% de faltas nas aulas registradas até agora: .+ \\(.+ — .+\\), .+, .+ e mais ${vv - 3}\\.$`,
      ),
    );

    const daEscola = await acimaDoAlerta(
      sql`f.escola_id = (select id from escolas where nome = 'EMEF Professora Maria das Dores Silva')`,
    );
    expect(aviso(await dash('gestor'))!.mensagem).toMatch(new RegExp(`^${daEscola} alunos passaram de 25% de faltas`));
    // Each body counts its own; the administrador sees every body, whose alerts may differ.
    const sa = await acimaDoAlerta(sql`f.empresa_id = ${ids.sa}`);
    expect(aviso(await dash('empresa2'))!.mensagem).toMatch(new RegExp(`^${sa} alunos passaram de 25% de faltas`));
    expect(aviso(await dash('admin'))!.mensagem).toMatch(
      new RegExp(`^${vv + sa} alunos passaram do limite de faltas nas aulas registradas até agora: `),
    );

    // The aluno hears about itself only, with the way to its class's roll.
    const alunoId = sql`(select a.id from alunos a join usuarios u on u.id = a.usuario_id where u.email = 'aluno@demo.escola.br')`;
    const doAluno = sql`aluno_id = ${alunoId}`;
    expect(await acimaDoAlerta(sql`f.aluno_id = ${alunoId}`)).toBe(0);
    expect(aviso(await dash('aluno'))).toBeUndefined();
    await api.db.execute(sql`update frequencias set presente = false where ${doAluno}`);
    await api.db.execute(sql`update frequencias_totais set faltas = aulas where ${doAluno}`);
    const [marcas] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from frequencias where ${doAluno}`);
    const proprio = aviso(await dash('aluno'));
    expect(proprio!.mensagem).toBe(
      `Você passou de 25% de faltas na turma 6º Ano A — EMEF Professora Maria das Dores Silva: ${marcas!.n} faltas em ${marcas!.n} aulas registradas.`,
    );
    expect(proprio!.link).toMatch(/^\/escola\/[0-9a-f-]{36}\/turma\/[0-9a-f-]{36}\/frequencia$/);
  });

  it("lists the user's unread warnings as alerts and gives the school year for the calendar", async () => {
    const professor = await dash('professor');
    expect(professor.avisos.map((a: { titulo: string }) => a.titulo)).toContain('Frequência pendente');
    expect(professor.calendario).toEqual({ ano_letivo: new Date().getFullYear(), timezone: 'America/Sao_Paulo' });
  });
});

describe('what each role sees first', () => {
  it('shows the aluno its own class, attendance and means per subject, and no chart of one student', async () => {
    const aluno = await dash('aluno');
    expect(aluno.estatisticas).toBeUndefined();
    expect(aluno.graficos).toBeUndefined();
    const alunoId = sql`(select a.id from alunos a join usuarios u on u.id = a.usuario_id where u.email = 'aluno@demo.escola.br')`;
    const turmas = sql`(select m.turma_id from matriculas m where m.aluno_id = ${alunoId} and m.status = 'ativa')`;
    const [freq] = await queryRows<{ aulas: number; faltas: number }>(
      api.db,
      sql`
      select coalesce(sum(aulas), 0)::int as aulas, coalesce(sum(faltas), 0)::int as faltas
      from frequencias_totais where aluno_id = ${alunoId} and turma_id in ${turmas}`,
    );
    // The annual average so far, as the boletim and the Fechamento Anual compute it (the network's
    // bimester grade, rounding and weights): the panel never contradicts the boletim.
    const [turma] = await queryRows<TurmaDoAno>(
      api.db,
      sql`select t.id, t.nome, t.serie, t.empresa_id, t.escola_id, t.ano_letivo from turmas t where t.id in ${turmas}`,
    );
    const [aluno_id] = (await queryRows<{ id: string }>(api.db, sql`select ${alunoId} as id`)).map((r) => r.id);
    const resultados = await calcularResultadosDaTurma(api.db, turma!);
    const medias = resultados.disciplinas
      .map((d) => ({ disciplina: d.nome, media: resultados.porDisciplina.get(d.id)!.get(aluno_id!)!.media }))
      .filter((m): m is { disciplina: string; media: number } => m.media !== null);
    expect(freq!.aulas).toBeGreaterThan(0);
    expect(medias.length).toBeGreaterThan(0);
    expect(aluno.aluno).toMatchObject({
      nome: 'Lucas Almeida Souza',
      turma: '6º Ano A',
      escola: 'EMEF Professora Maria das Dores Silva',
      frequencia: { aulas: freq!.aulas, faltas: freq!.faltas },
    });
    expect(aluno.aluno.frequencia.percentual).toBeCloseTo((100 * (freq!.aulas - freq!.faltas)) / freq!.aulas, 6);
    const recebidas = aluno.aluno.medias.filter((m: { media: number | null }) => m.media !== null);
    expect(recebidas.map((m: { disciplina: string }) => m.disciplina).sort()).toEqual(medias.map((m) => m.disciplina).sort());
    for (const m of medias)
      expect(recebidas.find((r: { disciplina: string }) => r.disciplina === m.disciplina).media).toBe(m.media);
    // Staff still get their scope's counts and chart.
    expect((await dash('professor')).aluno).toBeUndefined();
  });

  it('tells recent activity as sentences with who and what, to those who may see it and nobody else', async () => {
    const c = await cenarioAvaliacao(api.t);
    const url = `/api/notas/planilha?turma_id=${c.t6A.id}&disciplina_id=${c.matematica.id}&bimestre=2`;
    const planilha = (await enviar('GET', url, 'professor')).json();
    const itens = planilha.itens.map((l: Record<string, unknown>, i: number) => ({
      aluno_id: l.aluno_id,
      nota1: i === 0 ? (l.nota1 === 9.5 ? 9 : 9.5) : l.nota1,
      nota2: l.nota2,
      nota3: l.nota3,
      nota4: l.nota4,
      observacoes: l.observacoes,
      updated_at: l.updated_at,
    }));
    const salvo = await enviar('PUT', '/api/notas/planilha', 'professor', {
      turma_id: c.t6A.id,
      disciplina_id: c.matematica.id,
      bimestre: 2,
      itens,
    });
    expect(salvo.statusCode, salvo.body).toBe(200);

    const frase = 'lançou as notas do 2º bimestre de Matemática — 6º Ano A';
    const textos = async (user: string) => ((await dash(user)).atividades as { texto: string }[]).map((a) => a.texto);
    expect(await textos('professor')).toContain(`Você ${frase}`);
    // Its network, its school and the class's students read it with the teacher's name.
    for (const user of ['empresa', 'gestor', 'aluno', 'admin'])
      expect(await textos(user), user).toContain(`Carlos Eduardo Lima ${frase}`);
    // Another network never does, nor a professor of other classes.
    expect((await textos('empresa2')).some((x) => x.includes(frase))).toBe(false);
    const outro = await enviar('POST', '/api/usuarios', 'admin', {
      nome: 'Professora Sem Turma',
      email: 'sem.turma@teste.br',
      senha: 'Senha-Teste-2026',
      tipo_usuario: 'professor',
      empresa_id: ids.vv,
      status: 'ativo',
    });
    expect(outro.statusCode, outro.body).toBe(201);
    const semTurma = await api.entrar('sem.turma@teste.br', 'Senha-Teste-2026');
    const dela = (await enviar('GET', '/api/dashboard', semTurma)).json();
    expect(dela.atividades.map((a: { texto: string }) => a.texto)).toEqual(['Você entrou no sistema']);
    // Others' sign-ins say nothing about the school: the empresa sees only its own.
    const daEmpresa = (await dash('empresa')).atividades as { texto: string; acao: string }[];
    expect(daEmpresa.filter((a) => a.acao === 'login').every((a) => a.texto === 'Você entrou no sistema')).toBe(true);
    // No audit codes anywhere.
    for (const a of [...daEmpresa, ...(await dash('admin')).atividades]) expect(a.texto).not.toMatch(/_|\blancar\b/);
  });

  it('tells the professor, naming class, school and day, which roll calls of the last school day are missing', async () => {
    const c = await cenarioAvaliacao(api.t);
    const { calendario } = await dash('professor');
    const hojeLa = hoje(new Date(), calendario.timezone);
    const dia = diaLetivoAnterior(hojeLa);
    const semana = new Date(Date.parse(`${dia}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const par = sql`turma_id = ${c.t6A.id} and disciplina_id = ${c.matematica.id}`;
    const marcar = (data: string) =>
      api.db.execute(sql`
      insert into frequencias (empresa_id, escola_id, turma_id, aluno_id, disciplina_id, data)
      values (${c.vv.id}, ${c.principal.id}, ${c.t6A.id}, ${c.alunos6A[0]!.id}, ${c.matematica.id}, ${data})
      on conflict do nothing`);
    // Mathematics met on that weekday last week, and nobody took the roll on the last school day.
    await marcar(semana);
    await api.db.execute(sql`delete from frequencias where ${par} and data = ${dia}`);

    const pendente = (d: { avisos: { id: string; titulo: string; mensagem: string; link: string | null }[] }) =>
      d.avisos.find((a) => a.id === `frequencia-pendente-${c.t6A.id}`);
    const aviso = pendente(await dash('professor'));
    expect(aviso).toMatchObject({
      titulo: `Frequência pendente: 6º Ano A — EMEF Professora Maria das Dores Silva, ${quandoFoi(dia, hojeLa)}`,
      tipo: 'warning',
      link: `/escola/${c.principal.id}/turma/${c.t6A.id}/frequencia`,
    });
    expect(aviso!.mensagem).toContain('Matemática — 6º Ano');
    // Nobody else is asked to take that roll call.
    for (const user of ['empresa', 'gestor', 'aluno'])
      expect(
        (await dash(user)).avisos.some((a: { id: string }) => a.id.startsWith('frequencia-pendente-')),
        user,
      ).toBe(false);

    await marcar(dia);
    expect(pendente(await dash('professor'))).toBeUndefined();
  });
});

describe('closings late', () => {
  /** Only the 1st bimestre of the demo network is past its deadline (yesterday). */
  async function atrasarPrimeiroBimestre() {
    const { anosLetivos } = await import('../../db/schema');
    const { calendarioPadrao } = await import('../../../domain/calendario');
    const c = await cenarioAvaliacao(api.t);
    const hojeRede = hoje();
    const ano = Number(hojeRede.slice(0, 4));
    const cal = calendarioPadrao(ano);
    const d = new Date(`${hojeRede}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    const bimestres = cal.bimestres.map((b, i) => ({ ...b, prazo: i === 0 ? d.toISOString().slice(0, 10) : `${ano + 1}-06-30` }));
    await api.db
      .insert(anosLetivos)
      .values({ empresa_id: c.vv.id, ano, inicio: cal.inicio, fim: cal.fim, bimestres, dias: cal.dias })
      .onConflictDoUpdate({ target: [anosLetivos.empresa_id, anosLetivos.ano], set: { bimestres } });
    return c;
  }
  type Item = { turma_id: string; disciplina_id: string; bimestre: number; turma_total: number };
  type Atrasados = { total: number; turmas: number; itens: Item[] };

  it('lists, for the gestor and the professor, the class × subject × bimestre past the deadline without a finalized closing', async () => {
    const { fechamentosBimestrais } = await import('../../db/schema');
    const c = await atrasarPrimeiroBimestre();
    const doProfessor: Atrasados = (await api.json('/api/dashboard', 'professor')).fechamentos_atrasados;
    const chave = (i: { turma_id: string; disciplina_id: string }) => `${i.turma_id}:${i.disciplina_id}`;
    expect(doProfessor.itens.map(chave)).toContain(`${c.t6A.id}:${c.matematica.id}`);
    expect(doProfessor.itens.every((i) => i.bimestre === 1)).toBe(true);
    // A finalized closing is no longer late; the gestor sees the whole school's.
    await api.db.insert(fechamentosBimestrais).values({
      empresa_id: c.vv.id,
      escola_id: c.principal.id,
      turma_id: c.t6A.id,
      disciplina_id: c.matematica.id,
      bimestre: 1,
      ano_letivo: c.t6A.ano_letivo,
      status: 'finalizado',
    });
    const depois: Atrasados = (await api.json('/api/dashboard', 'professor')).fechamentos_atrasados;
    expect(depois.total).toBe(doProfessor.total - 1);
    const doGestor: Atrasados = (await api.json('/api/dashboard', 'gestor')).fechamentos_atrasados;
    expect(doGestor.total).toBeGreaterThan(depois.total);
    expect((await api.json('/api/dashboard', 'empresa')).fechamentos_atrasados).toBeUndefined();
  });

  it("previews a few classes with a few rows each, and pages the full list, a class's too", async () => {
    const c = await atrasarPrimeiroBimestre();
    const previa: Atrasados = (await api.json('/api/dashboard', 'gestor')).fechamentos_atrasados;
    // Grouped: each class's rows together, at most 3 classes and 4 rows of each.
    const turmas = [...new Set(previa.itens.map((i) => i.turma_id))];
    expect(turmas.length).toBe(Math.min(3, previa.turmas));
    expect(previa.itens.map((i) => i.turma_id)).toEqual(
      turmas.flatMap((t) => previa.itens.filter((i) => i.turma_id === t).map(() => t)),
    );
    for (const t of turmas) expect(previa.itens.filter((i) => i.turma_id === t).length).toBeLessThanOrEqual(4);

    // The full list, page by page, is every row once, in the preview's order.
    const pagina = (q: string, quem = 'gestor') =>
      api.json<{ itens: Item[]; total: number }>(`/api/dashboard/fechamentos-atrasados?${q}`, quem);
    const todas: Item[] = [];
    for (let p = 1; todas.length < previa.total && p <= 50; p++) todas.push(...(await pagina(`pagina=${p}&por_pagina=7`)).itens);
    expect(todas.length).toBe(previa.total);
    expect(new Set(todas.map((i) => `${i.turma_id}:${i.disciplina_id}:${i.bimestre}`)).size).toBe(previa.total);
    expect([...new Set(todas.map((i) => i.turma_id))].slice(0, turmas.length)).toEqual(turmas);
    // One class: its rows only, counted apart.
    const da6A = await pagina(`turma_id=${c.t6A.id}&por_pagina=100`);
    expect(da6A.itens.length).toBe(da6A.total);
    expect(da6A.itens.every((i) => i.turma_id === c.t6A.id && i.turma_total === da6A.total)).toBe(true);
    expect(da6A.total).toBe(todas.filter((i) => i.turma_id === c.t6A.id).length);
    // A page past the end still says how many there are.
    expect((await pagina('pagina=999')).total).toBe(previa.total);
    // The professor's are its subjects only.
    const doProfessor = await pagina('por_pagina=100', 'professor');
    expect(doProfessor.total).toBe(((await api.json('/api/dashboard', 'professor')).fechamentos_atrasados as Atrasados).total);
  });

  it('answers 401 without a session, 403 to the roles with no closings, 400 to a bad class and nothing of another network', async () => {
    const c = await atrasarPrimeiroBimestre();
    expect((await enviar('GET', '/api/dashboard/fechamentos-atrasados')).statusCode).toBe(401);
    for (const quem of ['admin', 'empresa', 'aluno'])
      expect((await enviar('GET', '/api/dashboard/fechamentos-atrasados', quem)).statusCode, quem).toBe(403);
    esperaCampo(await enviar('GET', '/api/dashboard/fechamentos-atrasados?turma_id=x', 'gestor'), 'turma_id', 'Turma inválida');
    // A class of another network: an empty page, never its rows.
    const alheia = await enviar('GET', `/api/dashboard/fechamentos-atrasados?turma_id=${c.tSA.id}`, 'gestor');
    expect(alheia.statusCode, alheia.body).toBe(200);
    expect(alheia.json()).toMatchObject({ total: 0, itens: [] });
  });
});
