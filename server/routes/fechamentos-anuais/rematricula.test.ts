import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaErro } from '../../../test/esperas';
import { cenarioAnual } from '../../../test/matrix/rows/fechamentos-anuais';
import { REMATRICULA_MENSAGENS as MSG } from '../../../domain/schemas/rematricula';
import { auditoria, matriculas, turmas } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;

/** A finished year of a class of the demo school (by default a 6º Ano). */
async function encerrada(serie = '6º Ano', escola = api.ids.principal) {
  const s = await cenarioAnual(api.t, escola, { serie, finalizados: 8 });
  const res = await enviar('POST', '/api/fechamentos-anuais/encerrar', 'admin', { turma_id: s.turma.id });
  expect(res.statusCode, res.body).toBe(200);
  return s;
}

/** Applies one student's destination for the class (what the field checks send). */
const umItem = (turmaId: string, alunoId: string, destino: string | null) =>
  enviar('POST', '/api/rematricula', 'gestor', { turma_id: turmaId, itens: [{ aluno_id: alunoId, destino }] });

describe('rematrícula', () => {
  it('401 without a session, 403 for professor and aluno, 404 for another network', async () => {
    expect((await enviar('GET', `/api/rematricula/previa?turma_id=${ID_INEXISTENTE}`)).statusCode).toBe(401);
    expect((await enviar('POST', '/api/rematricula', undefined, {})).statusCode).toBe(401);
    const s = await encerrada();
    expect((await enviar('GET', `/api/rematricula/previa?turma_id=${s.turma.id}`, 'professor')).statusCode).toBe(403);
    expect((await enviar('POST', '/api/rematricula', 'aluno', { turma_id: s.turma.id, itens: [] })).statusCode).toBe(403);
    const o = await encerrada('6º Ano', api.ids.domBosco);
    expect((await enviar('GET', `/api/rematricula/previa?turma_id=${o.turma.id}`, 'gestor')).statusCode).toBe(404);
    expect((await enviar('POST', '/api/rematricula', 'gestor', { turma_id: o.turma.id, itens: [] })).statusCode).toBe(404);
    const criadas = await api.db
      .select()
      .from(turmas)
      .where(eq(turmas.nome, o.turma.nome.replace('6º', '7º')));
    expect(criadas).toEqual([]);
  });

  it('needs a finished year', async () => {
    const s = await cenarioAnual(api.t, api.ids.principal, { finalizados: 8 });
    esperaErro(await enviar('GET', `/api/rematricula/previa?turma_id=${s.turma.id}`, 'gestor'), 409, {
      code: 'CONFLICT',
      message: MSG.anoAberto,
    });
  });

  it('previews next year: 7º Ano for the approved, 6º Ano again for the failed, none for the transferred', async () => {
    const s = await encerrada();
    const p = await api.json(`/api/rematricula/previa?turma_id=${s.turma.id}`, 'gestor');
    const nome7 = s.turma.nome.replace('6º Ano', '7º Ano');
    expect(p.ano_destino).toBe(s.turma.ano_letivo + 1);
    expect(p.ultima_serie).toBe(false);
    expect(p.turmas.slice(0, 2)).toEqual([
      expect.objectContaining({
        valor: 'proxima',
        nome: nome7,
        serie: '7º Ano',
        turno: 'vespertino',
        capacidade: 33,
        existe: false,
      }),
      expect.objectContaining({ valor: 'mesma', nome: s.turma.nome, serie: '6º Ano', existe: false }),
    ]);
    const destino = Object.fromEntries(
      p.alunos.map((a: { aluno_id: string; destino: string | null }) => [a.aluno_id, a.destino]),
    );
    expect(destino).toEqual({
      [s.alunos.aprovado]: 'proxima',
      [s.alunos.recuperacao]: 'mesma',
      [s.alunos.reprovado]: 'mesma',
      [s.alunos.falta]: 'mesma',
      [s.alunos.transferido]: null,
    });
  });

  it('the last série of the school has no next class: the approved conclude', async () => {
    const s = await encerrada('9º Ano');
    const p = await api.json(`/api/rematricula/previa?turma_id=${s.turma.id}`, 'gestor');
    expect(p.ultima_serie).toBe(true);
    expect(p.turmas.some((t: { valor: string }) => t.valor === 'proxima')).toBe(false);
    const aprovado = p.alunos.find((a: { aluno_id: string }) => a.aluno_id === s.alunos.aprovado);
    expect(aprovado).toMatchObject({ destino: null, concluinte: true });
    esperaCampo(await umItem(s.turma.id, s.alunos.aprovado, 'proxima'), 'itens.0.destino', MSG.semProxima);
  });

  it('bad input → 400 with field messages', async () => {
    const s = await encerrada();
    esperaCampo(await enviar('POST', '/api/rematricula', 'gestor', { turma_id: 'x', itens: [] }), 'turma_id', MSG.turma);
    esperaCampo(await umItem(s.turma.id, s.alunos.aprovado, 'longe'), 'itens.0.destino', MSG.destino);
    esperaCampo(await umItem(s.turma.id, ID_INEXISTENTE, null), 'itens.0.aluno_id', MSG.alunoDaTurma);
    esperaCampo(await umItem(s.turma.id, s.alunos.transferido, 'proxima'), 'itens.0.destino', MSG.semResultado);
    // A class of another school (or year) is no destination.
    esperaCampo(await umItem(s.turma.id, s.alunos.aprovado, api.ids.seteA), 'itens.0.destino', MSG.destinoForaDaEscola);
  });

  it('applies in one transaction with the gestor’s adjustments, keeps the history, and a second apply changes nothing', async () => {
    const s = await encerrada();
    // The gestor moves the student who failed on attendance up to the 7º Ano anyway.
    const corpo = { turma_id: s.turma.id, itens: [{ aluno_id: s.alunos.falta, destino: 'proxima' }] };
    const res = await enviar('POST', '/api/rematricula', 'gestor', corpo);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.turmas_criadas.map((t: { nome: string }) => t.nome).sort()).toEqual(
      [s.turma.nome, s.turma.nome.replace('6º Ano', '7º Ano')].sort(),
    );
    expect(r).toMatchObject({ matriculas_criadas: 4, ja_matriculados: 0, matriculas_encerradas: 4 });

    const novo = s.turma.ano_letivo + 1;
    const [t7] = await api.db
      .select()
      .from(turmas)
      .where(
        and(
          eq(turmas.escola_id, api.ids.principal),
          eq(turmas.ano_letivo, novo),
          eq(turmas.nome, s.turma.nome.replace('6º Ano', '7º Ano')),
        ),
      );
    expect(t7).toMatchObject({ serie: '7º Ano', turno: 'vespertino', capacidade: 33 });
    const naNova = await api.db.select().from(matriculas).where(eq(matriculas.turma_id, t7!.id));
    expect(naNova.map((m) => m.aluno_id).sort()).toEqual([s.alunos.aprovado, s.alunos.falta].sort());
    const historico = await api.db.select().from(matriculas).where(eq(matriculas.aluno_id, s.alunos.aprovado));
    expect(historico.map((m) => m.status).sort()).toEqual(['ativa', 'concluida']);
    const [log] = await api.db.select().from(auditoria).where(eq(auditoria.acao, 'rematricula'));
    expect(log?.entidade_id).toBe(s.turma.id);

    const preview = await api.json(`/api/rematricula/previa?turma_id=${s.turma.id}`, 'gestor');
    expect(preview.turmas.slice(0, 2).every((t: { existe: boolean }) => t.existe)).toBe(true);
    expect(preview.alunos.find((a: { aluno_id: string }) => a.aluno_id === s.alunos.aprovado).matriculado_em.turma_id).toBe(
      t7!.id,
    );

    const outra = await enviar('POST', '/api/rematricula', 'gestor', corpo);
    expect(outra.statusCode, outra.body).toBe(200);
    expect(outra.json()).toMatchObject({
      turmas_criadas: [],
      matriculas_criadas: 0,
      ja_matriculados: 4,
      matriculas_encerradas: 0,
    });
    const todas = await api.db
      .select()
      .from(matriculas)
      .where(and(eq(matriculas.ano_letivo, novo), eq(matriculas.status, 'ativa')));
    expect(todas.filter((m) => Object.values(s.alunos).includes(m.aluno_id))).toHaveLength(4);
  });
});
