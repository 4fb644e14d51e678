import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarioPadrao } from '../../../domain/calendario';
import { hojeISO } from '../../../domain/schemas/frequencia';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { fechamentoDeOutraRede, inserirFechamento } from '../../../test/fechamento';
import { freshDisciplina } from '../../../test/matrix/fixtures-academico';
import { anosLetivos, atribuicoes, disciplinas, fechamentosBimestrais, notificacoes } from '../../db/schema';
import { avisarPrazosVencidos } from './avisos-de-prazo';

const api = prepararApi();
let c: Cenario;

/** A network's calendar of the class's year: the 1st bimestre's deadline was yesterday, or all ahead. */
const calendario = async (empresaId: string, primeiroVencido: boolean) => {
  const ano = c.t6A.ano_letivo;
  const cal = calendarioPadrao(ano);
  const d = new Date(`${hojeISO()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  const ontem = d.toISOString().slice(0, 10);
  const bimestres = cal.bimestres.map((b, i) => ({ ...b, prazo: i === 0 && primeiroVencido ? ontem : `${ano + 1}-06-30` }));
  await api.db
    .insert(anosLetivos)
    .values({ empresa_id: empresaId, ano, inicio: cal.inicio, fim: cal.fim, bimestres, dias: cal.dias });
};

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  await calendario(c.vv.id, true);
  // Serra Azul: every deadline ahead on its own calendar.
  await calendario(c.sa.id, false);
});

const fechamento = (bimestre: number, disciplina: string, status: 'em_andamento' | 'finalizado' = 'em_andamento') =>
  inserirFechamento(api.db, c, { disciplina_id: disciplina, bimestre, status });

const avisosDe = (usuario: string, trecho: string) =>
  api.db
    .select()
    .from(notificacoes)
    .where(
      and(
        eq(notificacoes.usuario_id, usuario),
        eq(notificacoes.titulo, 'Fechamento bimestral atrasado'),
        like(notificacoes.mensagem, `%${trecho}%`),
      ),
    );

const fechamentosDe = (turma: string, disciplina: string) =>
  api.db
    .select()
    .from(fechamentosBimestrais)
    .where(and(eq(fechamentosBimestrais.turma_id, turma), eq(fechamentosBimestrais.disciplina_id, disciplina)));

describe('deadline notices', () => {
  it('tells the professor and the gestores once, only for open closings past the deadline', async () => {
    const atrasado = await fechamento(1, c.matematica.id);
    const adiante = await fechamento(2, c.matematica.id); // deadline ahead
    await fechamento(1, c.portugues.id, 'finalizado'); // finalized: nothing to tell

    expect(await avisarPrazosVencidos(api.db)).toBeGreaterThanOrEqual(1);
    const doProfessor = await avisosDe(c.professor.id, 'Matemática — 6º Ano do 6º Ano A');
    expect(doProfessor).toHaveLength(1);
    expect(doProfessor[0]).toMatchObject({
      tipo: 'warning',
      link: `/escola/${c.principal.id}/turma/${c.t6A.id}/fechamento-bimestral`,
    });
    expect(doProfessor[0]!.mensagem).toContain('1º bimestre de Matemática — 6º Ano do 6º Ano A');
    expect(await avisosDe(c.gestor.id, 'Matemática — 6º Ano do 6º Ano A')).toHaveLength(1);
    expect(await avisosDe(c.gestor.id, 'Língua Portuguesa — 6º Ano do 6º Ano A')).toHaveLength(0);
    const [row] = await api.db.select().from(fechamentosBimestrais).where(eq(fechamentosBimestrais.id, atrasado.id));
    expect(row!.aviso_prazo_enviado).toBe(true);
    const [daFrente] = await api.db.select().from(fechamentosBimestrais).where(eq(fechamentosBimestrais.id, adiante.id));
    expect(daFrente!.aviso_prazo_enviado).toBe(false);

    // A second pass (or another process) sends nothing again.
    expect(await avisarPrazosVencidos(api.db)).toBe(0);
    expect(await avisosDe(c.professor.id, 'Matemática — 6º Ano do 6º Ano A')).toHaveLength(1);
  });

  it('creates the missing closing past the deadline and tells about it once; never a bimestre ahead nor another network', async () => {
    // A class × subject assigned after the last pass, with no closing at all.
    const disciplinaId = await freshDisciplina(api.t, c.vv.id);
    const [disciplina] = await api.db.select().from(disciplinas).where(eq(disciplinas.id, disciplinaId));
    await api.db
      .insert(atribuicoes)
      .values({ empresa_id: c.vv.id, professor_id: c.professor.id, turma_id: c.t6A.id, disciplina_id: disciplinaId });
    // Serra Azul: an open closing of its own (its deadlines are all ahead).
    const doSA = await fechamentoDeOutraRede(api.db, c);

    expect(await avisarPrazosVencidos(api.db)).toBe(1);
    const criados = await fechamentosDe(c.t6A.id, disciplinaId);
    expect(criados).toHaveLength(1); // the 1st bimestre only: the 2nd–4th deadlines are ahead
    expect(criados[0]).toMatchObject({
      empresa_id: c.vv.id,
      escola_id: c.principal.id,
      bimestre: 1,
      ano_letivo: c.t6A.ano_letivo,
      status: 'em_andamento',
      aviso_prazo_enviado: true,
    });
    const trecho = `1º bimestre de ${disciplina!.nome} do 6º Ano A`;
    expect(await avisosDe(c.professor.id, trecho)).toHaveLength(1);
    expect(await avisosDe(c.gestor.id, trecho)).toHaveLength(1);
    expect(await avisosDe(c.professor.id, `bimestre de ${disciplina!.nome}`)).toHaveLength(1);

    // A second pass creates and tells nothing again.
    expect(await avisarPrazosVencidos(api.db)).toBe(0);
    expect(await fechamentosDe(c.t6A.id, disciplinaId)).toHaveLength(1);
    expect(await avisosDe(c.professor.id, trecho)).toHaveLength(1);

    // Serra Azul's rows are untouched: no closing created, its open one not flagged, nobody told.
    const doSaAgora = await api.db.select().from(fechamentosBimestrais).where(eq(fechamentosBimestrais.empresa_id, c.sa.id));
    expect(doSaAgora).toHaveLength(1);
    expect(doSaAgora[0]).toMatchObject({ id: doSA.id, aviso_prazo_enviado: false });
    const avisosSA = await api.db
      .select()
      .from(notificacoes)
      .where(like(notificacoes.link, `%/turma/${c.tSA.id}/%`));
    expect(avisosSA).toHaveLength(0);
  });

  it("does not duplicate a closing 'Novo Fechamento' created first: it is told about as an existing one", async () => {
    const disciplinaId = await freshDisciplina(api.t, c.vv.id);
    await api.db
      .insert(atribuicoes)
      .values({ empresa_id: c.vv.id, professor_id: c.professor.id, turma_id: c.t6A.id, disciplina_id: disciplinaId });
    const novo = await fechamento(1, disciplinaId); // 'Novo Fechamento' got there first
    expect(await avisarPrazosVencidos(api.db)).toBe(1);
    expect(await fechamentosDe(c.t6A.id, disciplinaId)).toMatchObject([{ id: novo.id, aviso_prazo_enviado: true }]);
  });
});
