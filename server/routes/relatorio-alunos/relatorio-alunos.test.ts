import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELATORIO_ALUNOS_MENSAGENS as MSG, type RelatorioAlunos } from '../../../domain/schemas/relatorio-alunos';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { ID_INEXISTENTE } from '../../../test/demo';
import { lerPlanilha, lerTextoPdf } from '../../../test/documentos';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { fecharBimestre } from '../../../test/fechamento';
import { alunos, atribuicoes, auditoria, matriculas, turmas } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
let url: string;
let arquivo: string;

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  url = `/api/turmas/${c.t6A.id}/relatorio-alunos`;
  arquivo = `relatorio-alunos-6-ano-a-${c.t6A.ano_letivo}`;
});

const relatorio = (quem: string, query = '') =>
  api.json<RelatorioAlunos>(`${url}?${query.includes('por_pagina') ? '' : 'por_pagina=100'}${query}`, quem);
const exportar = (quem: string, query: string) => enviar('GET', `${url}/exportar?${query}`, quem);
/** Two students of 6º A: the one the filters keep and one they leave out. */
const [primeiro, segundo] = [() => c.alunos6A[0]!, () => c.alunos6A[1]!];

describe('who reaches the Relatório de Alunos', () => {
  it.each([
    ['lista', () => url],
    ['exportação', () => `${url}/exportar?formato=pdf`],
  ])('%s → 401 without a session', async (_, u) => {
    expect((await enviar('GET', u())).statusCode).toBe(401);
  });

  it('aluno → 403 on both; professor reads but does not export', async () => {
    expect((await enviar('GET', url, 'aluno')).statusCode).toBe(403);
    expect((await exportar('aluno', 'formato=pdf')).statusCode).toBe(403);
    expect((await enviar('GET', url, 'professor')).statusCode).toBe(200);
    expect((await exportar('professor', 'formato=xlsx')).statusCode).toBe(403);
  });

  it("another network's class: 404 with no data, on both routes", async () => {
    for (const u of [
      `/api/turmas/${c.tSA.id}/relatorio-alunos`,
      `/api/turmas/${c.tSA.id}/relatorio-alunos/exportar?formato=xlsx`,
    ]) {
      const res = await enviar('GET', u, 'empresa');
      esperaMensagem(res, 404, MSG.turmaNaoEncontrada);
      expect(res.body).not.toContain('Estudante de Serra Azul');
    }
    esperaMensagem(await enviar('GET', `/api/turmas/${ID_INEXISTENTE}/relatorio-alunos`, 'gestor'), 404, MSG.turmaNaoEncontrada);
    // Serra Azul's own people see it.
    const proprio = await api.json<RelatorioAlunos>(`/api/turmas/${c.tSA.id}/relatorio-alunos?busca=Serra`, 'empresa2');
    expect(proprio.itens.map((l) => l.nome)).toContain('Estudante de Serra Azul');
  });

  it('a professor sees only the subjects it teaches in the class (unless responsável for it)', async () => {
    // The demo professor follows 6º A: for this test it does not.
    const [{ responsavel }] = (await api.db
      .select({ responsavel: turmas.professor_responsavel_id })
      .from(turmas)
      .where(eq(turmas.id, c.t6A.id))) as [{ responsavel: string | null }];
    // As responsável it issues the class's boletins, so the page offers them.
    expect((await relatorio('professor')).boletins).toBe(true);
    await api.db.update(turmas).set({ professor_responsavel_id: null }).where(eq(turmas.id, c.t6A.id));
    const ensinadas = await api.db
      .select({ id: atribuicoes.disciplina_id })
      .from(atribuicoes)
      .where(and(eq(atribuicoes.turma_id, c.t6A.id), eq(atribuicoes.professor_id, c.professor.id)));
    const minhas = new Set(ensinadas.map((e) => e.id));
    const doProfessor = await relatorio('professor');
    const doGestor = await relatorio('gestor');
    expect(doProfessor.disciplinas.length).toBeLessThan(doGestor.disciplinas.length);
    // Only the responsável issues the boletins: the page offers them to the gestor, not to this professor.
    expect(doProfessor.boletins).toBe(false);
    expect(doGestor.boletins).toBe(true);
    expect(doProfessor.disciplinas.every((d) => minhas.has(d.id))).toBe(true);
    expect(doProfessor.itens.every((l) => minhas.has(l.disciplina_id))).toBe(true);
    const alheia = doGestor.disciplinas.find((d) => !minhas.has(d.id))!;
    expect((await relatorio('professor', `&disciplina_id=${alheia.id}`)).total).toBe(0);
    await api.db.update(turmas).set({ professor_responsavel_id: responsavel }).where(eq(turmas.id, c.t6A.id));
  });
});

describe('input', () => {
  it('400 with field messages', async () => {
    esperaCampo(await enviar('GET', `${url}?status=talvez`, 'gestor'), 'status', MSG.status);
    esperaCampo(await enviar('GET', `${url}?disciplina_id=x`, 'gestor'), 'disciplina_id', MSG.disciplina);
    esperaCampo(await enviar('GET', `/api/turmas/x/relatorio-alunos`, 'gestor'), 'turmaId', MSG.turma);
    esperaCampo(await exportar('gestor', 'formato=doc'), 'formato', MSG.formato);
    esperaCampo(await exportar('gestor', ''), 'formato', MSG.formato);
  });
});

describe('the table', () => {
  it('one row per student and subject, with the cards over the filtered rows and the network’s thresholds', async () => {
    const r = await relatorio('gestor');
    expect(r.total).toBe(c.alunos6A.length * r.disciplinas.length);
    expect(r.resumo.total_alunos).toBe(c.alunos6A.length);
    expect(r.limiares).toEqual({ media_aprovacao: 7, media_recuperacao: 5, frequencia_boa: 90, frequencia_minima: 75 });
    const linha = r.itens[0]!;
    expect(linha).toMatchObject({ serie: c.t6A.serie, turma_nome: c.t6A.nome });
    expect(linha.bimestres).toHaveLength(4);

    const porNome = await relatorio('gestor', `&busca=${encodeURIComponent(primeiro().nome)}`);
    expect(porNome.resumo.total_alunos).toBe(1);
    expect(new Set(porNome.itens.map((l) => l.aluno_id))).toEqual(new Set([primeiro().id]));

    const porDisciplina = await relatorio('gestor', `&disciplina_id=${c.matematica.id}&por_pagina=5`);
    expect(porDisciplina.total).toBe(c.alunos6A.length);
    expect(porDisciplina.itens).toHaveLength(Math.min(5, c.alunos6A.length));
    expect(porDisciplina.itens.every((l) => l.disciplina_id === c.matematica.id)).toBe(true);

    const aprovados = await relatorio('gestor', '&status=aprovado');
    expect(aprovados.itens.every((l) => l.status === 'aprovado')).toBe(true);
    expect(aprovados.itens.every((l) => l.media === null || l.media >= 7)).toBe(true);

    expect((await relatorio('gestor', `&serie=${encodeURIComponent('9º Ano')}`)).total).toBe(0);
    expect((await relatorio('gestor', `&serie=${encodeURIComponent(c.t6A.serie)}`)).total).toBe(r.total);
  });

  it('a bimestre is provisório until its closing is finalized', async () => {
    const matematica = async () => (await relatorio('gestor', `&disciplina_id=${c.matematica.id}`)).itens[0]!;
    expect((await matematica()).bimestres[0]!.provisorio).toBe(true);
    const reabrir = await fecharBimestre(api.db, c, 1);
    const depois = await matematica();
    expect(depois.bimestres[0]!.provisorio).toBe(false);
    expect(depois.bimestres[1]!.provisorio).toBe(true);
    const portugues = (await relatorio('gestor', `&disciplina_id=${c.portugues.id}`)).itens[0]!;
    expect(portugues.bimestres[0]!.provisorio).toBe(true);
    await reabrir();
    expect((await matematica()).bimestres[0]!.provisorio).toBe(true);
  });
});

describe('the exports', () => {
  it('PDF: the filtered students only, named after the class, audited', async () => {
    const res = await exportar('gestor', `formato=pdf&busca=${encodeURIComponent(primeiro().nome)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${arquivo}.pdf"`);
    const texto = await lerTextoPdf(res.rawPayload);
    expect(texto).toContain('Relatório de Alunos');
    expect(texto).toContain(primeiro().nome);
    expect(texto).not.toContain(segundo().nome);
    expect(texto).toContain(`Busca: "${primeiro().nome}"`);
    expect(texto).toContain('Total de Alunos');
    expect(texto).toContain('Provisório');
    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'relatorio_alunos'), eq(auditoria.acao, 'exportar')))
      .orderBy(desc(auditoria.created_at))
      .limit(1);
    expect(registro).toMatchObject({ entidade_id: c.t6A.id });
  });

  it('XLSX: the header and the filtered rows, all pages', async () => {
    const res = await exportar('gestor', `formato=xlsx&disciplina_id=${c.matematica.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="${arquivo}.xlsx"`);
    const [linhas] = [...(await lerPlanilha(res.rawPayload)).values()];
    expect(linhas![0]).toEqual(
      expect.arrayContaining([
        'Aluno',
        'Matrícula',
        'Disciplina',
        '1º Bimestre',
        '4º Bimestre',
        'Média',
        'Frequência (%)',
        'Status',
      ]),
    );
    const corpo = linhas!.slice(1);
    expect(corpo).toHaveLength(c.alunos6A.length);
    expect(corpo.every((l) => l[4] === c.matematica.nome)).toBe(true);
    expect(new Set(corpo.map((l) => l[0]))).toEqual(new Set(c.alunos6A.map((a) => a.nome)));
  });

  it('a formula typed in a student’s name stays text in the XLSX', async () => {
    const formula = '=HYPERLINK("http://exemplo.invalid","clique")';
    const [aluno] = await api.db
      .insert(alunos)
      .values({ empresa_id: c.vv.id, escola_id: c.principal.id, matricula: `RA${Date.now()}`, nome: formula })
      .returning();
    await api.db.insert(matriculas).values({
      empresa_id: c.vv.id,
      aluno_id: aluno!.id,
      turma_id: c.t6A.id,
      ano_letivo: c.t6A.ano_letivo,
      data_inicio: `${c.t6A.ano_letivo}-02-01`,
    });
    const res = await exportar('gestor', `formato=xlsx&busca=${encodeURIComponent('HYPERLINK')}`);
    const [linhas] = [...(await lerPlanilha(res.rawPayload)).values()];
    expect(linhas!.length).toBeGreaterThan(1);
    for (const l of linhas!.slice(1)) expect(l[0]).toBe(`'${formula}`);
    await api.db.delete(matriculas).where(eq(matriculas.aluno_id, aluno!.id));
  });
});
