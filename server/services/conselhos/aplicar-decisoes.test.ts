import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { cenarioConselho, gravarDecisoes } from '../../../test/matrix/rows/conselhos-ata';
import { conselhosClasse, resultadosFinais } from '../../db/schema';
import { aplicarDecisoesDoConselho } from './aplicar-decisoes';
import { situacoesCalculadas } from './resultado-calculado';

const api = prepararApi();

/** The overall situation stored for each student of the class. */
async function gerais(turmaId: string) {
  const linhas = await api.db
    .select({ aluno_id: resultadosFinais.aluno_id, situacao: resultadosFinais.situacao })
    .from(resultadosFinais)
    .where(and(eq(resultadosFinais.turma_id, turmaId), isNull(resultadosFinais.disciplina_id)));
  return new Map(linhas.map((l) => [l.aluno_id, l.situacao]));
}

const aplicar = (conselhoId: string) => api.db.transaction((tx) => aplicarDecisoesDoConselho(tx, conselhoId));

const conselhoFinal = async (decisoes: NonNullable<Parameters<typeof cenarioConselho>[2]>['decisoes']) =>
  cenarioConselho(api.t, api.ids.principal, {
    professorId: api.ids.professor,
    bimestre: null,
    admin: await api.sessao('admin'),
    decisoes,
  });

describe('the final council feeds the annual result', () => {
  it('a failed student approved by the council becomes aprovado_conselho; the others keep the computed result', async () => {
    const s = await conselhoFinal({
      reprovado: { parecer: 'aprovado_pelo_conselho', justificativa: 'Evolução no último bimestre' },
      aprovado: { parecer: 'aprovado' },
      recuperacao: { parecer: null, recomendacao_aluno: 'Rever equações' },
    });
    const antes = await gerais(s.turma.id);
    expect(antes.get(s.alunos.reprovado)).toBe('reprovado');
    await aplicar(s.conselho.id);
    const depois = await gerais(s.turma.id);
    expect(depois.get(s.alunos.reprovado)).toBe('aprovado_conselho');
    expect(depois.get(s.alunos.aprovado)).toBe('aprovado');
    expect(depois.get(s.alunos.recuperacao)).toBe(antes.get(s.alunos.recuperacao));
    expect(depois.get(s.alunos.falta)).toBe('reprovado_falta');
    expect(depois.get(s.alunos.transferido)).toBe('transferido');
    // The subject rows are the computed ones, untouched: what a correction is measured against.
    expect((await situacoesCalculadas(api.db, s.turma.id)).get(s.alunos.reprovado)).toBe('reprovado');

    // What the school reads: the annual closing, the rematrícula (promoted) and the boletim's label.
    const { alunos } = await api.json(`/api/fechamentos-anuais/alunos?turma_id=${s.turma.id}`, 'gestor');
    const noFechamento = alunos.find((a: { aluno_id: string }) => a.aluno_id === s.alunos.reprovado);
    expect(noFechamento).toMatchObject({ situacao: 'aprovado_conselho', rotulo: 'Aprovado pelo conselho' });
    const previa = await api.json(`/api/rematricula/previa?turma_id=${s.turma.id}`, 'gestor');
    const aluno = previa.alunos.find((a: { aluno_id: string }) => a.aluno_id === s.alunos.reprovado);
    expect(aluno).toMatchObject({ situacao: 'aprovado_conselho', rotulo: 'Aprovado pelo conselho', destino: 'proxima' });
  });

  it('a correction re-applies: a reverted decision restores the computed result, applying twice changes nothing', async () => {
    const s = await conselhoFinal({
      reprovado: { parecer: 'aprovado_pelo_conselho', justificativa: 'Evolução no último bimestre' },
      aprovado: { parecer: 'reprovado', justificativa: 'Frequência irregular não registrada' },
    });
    await aplicar(s.conselho.id);
    await aplicar(s.conselho.id);
    let g = await gerais(s.turma.id);
    expect(g.get(s.alunos.reprovado)).toBe('aprovado_conselho');
    expect(g.get(s.alunos.aprovado)).toBe('reprovado');

    // Version 2: the failed student's parecer confirms the computed result; the other has no decision.
    await api.db.update(conselhosClasse).set({ versao: 2 }).where(eq(conselhosClasse.id, s.conselho.id));
    await gravarDecisoes(api.t, s.conselho.id, 2, s, { reprovado: { parecer: 'reprovado' } });
    await aplicar(s.conselho.id);
    g = await gerais(s.turma.id);
    expect(g.get(s.alunos.reprovado)).toBe('reprovado');
    expect(g.get(s.alunos.aprovado)).toBe('aprovado');
  });

  it('a council reopened for a correction stands by its finalized version', async () => {
    const s = await conselhoFinal({ reprovado: { parecer: 'aprovado_pelo_conselho', justificativa: 'Evolução' } });
    await api.db.update(conselhosClasse).set({ status: 'em_andamento', versao: 2 }).where(eq(conselhosClasse.id, s.conselho.id));
    await gravarDecisoes(api.t, s.conselho.id, 2, s, { reprovado: { parecer: 'reprovado' } });
    await aplicar(s.conselho.id);
    expect((await gerais(s.turma.id)).get(s.alunos.reprovado)).toBe('aprovado_conselho');
  });

  it('a year finished anew gets its final council applied again', async () => {
    const s = await conselhoFinal({ reprovado: { parecer: 'aprovado_pelo_conselho', justificativa: 'Evolução' } });
    await aplicar(s.conselho.id);
    const reaberto = await api.enviar('POST', '/api/fechamentos-anuais/reabrir', 'empresa', {
      turma_id: s.turma.id,
      motivo: 'Nota',
    });
    expect(reaberto.statusCode, reaberto.body).toBe(200);
    expect((await api.enviar('POST', '/api/fechamentos-anuais/encerrar', 'admin', { turma_id: s.turma.id })).statusCode).toBe(
      200,
    );
    // Finishing the year again rewrites the results from the grades: the route applies the council.
    expect((await gerais(s.turma.id)).get(s.alunos.reprovado)).toBe('aprovado_conselho');
  });

  it('a bimester council changes no result', async () => {
    const s = await cenarioConselho(api.t, api.ids.principal, {
      bimestre: 3,
      decisoes: { reprovado: { parecer: 'aprovado_pelo_conselho', justificativa: 'x' } },
    });
    await api.enviar('POST', '/api/fechamentos-anuais/encerrar', 'admin', { turma_id: s.turma.id });
    const antes = await gerais(s.turma.id);
    await aplicar(s.conselho.id);
    expect(await gerais(s.turma.id)).toEqual(antes);
    expect(antes.get(s.alunos.reprovado)).toBe('reprovado');
  });
});
