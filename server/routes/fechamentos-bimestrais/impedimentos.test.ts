/** What the finalize dialog says before the click: GET /api/fechamentos-bimestrais/:id/impedimentos. */
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FECHAMENTO_BIMESTRAL_MENSAGENS as MSG } from '../../../domain/schemas/fechamento-bimestral';
import { hojeISO } from '../../../domain/schemas/frequencia';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaMensagem } from '../../../test/esperas';
import { fechamentoDeOutraRede, inserirFechamento } from '../../../test/fechamento';
import { atribuicoes, notas, pendencias } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
const URL = '/api/fechamentos-bimestrais';
const impedimentos = (id: string) => `${URL}/${id}/impedimentos`;

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
});

describe('who asks what blocks a finalization', () => {
  it('401 without a session; aluno → 403; a professor of another subject → 403; another network → 404', async () => {
    expect((await enviar('GET', impedimentos(ID_INEXISTENTE))).statusCode).toBe(401);
    const f = await inserirFechamento(api.db, c, { bimestre: 2 });
    expect((await enviar('GET', impedimentos(f.id), 'aluno')).statusCode).toBe(403);
    // A subject of 6º A another teacher teaches.
    const [outra] = await api.db
      .select({ id: atribuicoes.disciplina_id })
      .from(atribuicoes)
      .where(and(eq(atribuicoes.turma_id, c.t6A.id), ne(atribuicoes.professor_id, c.professor.id)))
      .limit(1);
    const alheia = await inserirFechamento(api.db, c, { bimestre: 2, disciplina_id: outra!.id });
    esperaMensagem(await enviar('GET', impedimentos(alheia.id), 'professor'), 403, MSG.naoLeciona);
    const deOutraRede = await fechamentoDeOutraRede(api.db, c);
    esperaMensagem(await enviar('GET', impedimentos(deOutraRede.id), 'empresa'), 404, MSG.naoEncontrado);
  });
});

describe('what the dialog lists is what the finalization finds', () => {
  it('the blocking pendencies by title, the students without a grade, the lessons; the refusal counts the same', async () => {
    const f = await inserirFechamento(api.db, c, { bimestre: 3 });
    // One student without any grade of Matemática in the 3rd bimestre; one blocking pendency typed for it.
    const semNota = c.alunos6A[0]!;
    await api.db
      .delete(notas)
      .where(and(eq(notas.aluno_id, semNota.id), eq(notas.disciplina_id, c.matematica.id), eq(notas.bimestre, 3)));
    await api.db.insert(pendencias).values({
      empresa_id: c.vv.id,
      escola_id: c.principal.id,
      turma_id: c.t6A.id,
      disciplina_id: c.matematica.id,
      bimestre: 3,
      titulo: 'Lançar a prova de recuperação',
      descricao: 'Bloqueia o fechamento',
      data_vencimento: hojeISO(),
      bloqueante: true,
    });

    const res = await enviar('GET', impedimentos(f.id), 'professor');
    expect(res.statusCode, res.body).toBe(200);
    const imp = res.json();
    expect(imp.pode_superar_pendencias).toBe(false);
    expect(imp.pendencias_bloqueantes.map((p: { titulo: string }) => p.titulo)).toContain('Lançar a prova de recuperação');
    expect(imp.alunos_sem_nota).toContainEqual({ aluno_id: semNota.id, nome: semNota.nome });

    // The closing's own figures agree: the same students pending, the same lessons.
    const detalhe = await api.json(`${URL}/${f.id}`, 'professor');
    expect(imp.alunos_sem_nota).toHaveLength(detalhe.pendentes);
    expect(imp).toMatchObject({
      aulas_dadas: detalhe.aulas_dadas,
      aulas_previstas: detalhe.aulas_previstas,
      exige_justificativa: detalhe.exige_justificativa,
    });

    // The finalization refuses with the count the dialog showed; the management may override it.
    const n = imp.pendencias_bloqueantes.length;
    esperaMensagem(await enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', {}), 409, MSG.pendenciasBloqueantes(n, false));
    const doGestor = await api.json(impedimentos(f.id), 'gestor');
    expect(doGestor).toMatchObject({ pode_superar_pendencias: true, pendencias_bloqueantes: imp.pendencias_bloqueantes });
    const ok = await enviar('POST', `${URL}/${f.id}/finalizar`, 'gestor', {
      justificativa: imp.exige_justificativa ? 'Turma em recuperação' : null,
      motivo_pendencias: 'A prova será lançada no conselho',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
