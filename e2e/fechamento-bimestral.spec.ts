import { turma6A } from './support/escola-demo';
import { seriousViolations } from './support/axe';
import { comoUsuario, entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * One journey: the demo professor closes the 1st bimestre of Língua Portuguesa in 6º Ano A and the
 * grade sheet turns read-only with the reason; the demo gestor reopens it with a reason and the
 * sheet is editable again.
 */

const DISCIPLINA = 'Língua Portuguesa — 6º Ano';
const NOME = `${DISCIPLINA} — 1º bimestre`;

test('o professor finaliza o 1º bimestre e a planilha fica travada; o gestor reabre com motivo', async ({ page, browser }) => {
  test.slow();
  // Seed through the API: the network moves the 1st bimestre's deadline ahead, so the gestor may reopen.
  const empresa = await comoUsuario(browser, 'empresa');
  const ano = new Date().getFullYear();
  const cal = await (await empresa.request.get(`/api/calendario/${ano}`)).json();
  const bimestres = cal.bimestres.map((b: { prazo: string }, i: number) => (i === 0 ? { ...b, prazo: `${ano}-12-31` } : b));
  const salvo = await empresa.request.put(`/api/calendario/${ano}`, {
    data: { inicio: cal.inicio, fim: cal.fim, bimestres, dias: cal.dias, updated_at: cal.updated_at },
  });
  expect(salvo.status(), await salvo.text()).toBe(200);
  // The deadline notices (a minute after the server starts) create the closings past their deadline:
  // the journey starts from none for this subject and bimestre.
  const { turmaId: turmaDoSeed } = await turma6A(empresa);
  const existentes = (
    await (await empresa.request.get(`/api/fechamentos-bimestrais?turma_id=${turmaDoSeed}&bimestre=1&por_pagina=100`)).json()
  ).itens as { id: string; disciplina_nome: string }[];
  for (const f of existentes.filter((f) => f.disciplina_nome === DISCIPLINA))
    expect((await empresa.request.delete(`/api/fechamentos-bimestrais/${f.id}`)).status()).toBe(204);
  await empresa.context().close();

  await entrar(page, 'professor');
  const { escolaId, turmaId } = await turma6A(page);
  const fechamentoUrl = `/escola/${escolaId}/turma/${turmaId}/fechamento-bimestral`;
  await page.goto(fechamentoUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Fechamento Bimestral' })).toBeVisible();
  await expect(page.getByText('Total de Fechamentos')).toBeVisible();

  // Novo Fechamento: subject and bimestre; the figures come computed.
  await page.getByRole('button', { name: 'Novo Fechamento' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Novo Fechamento Bimestral' });
  await dialogo.getByLabel('Disciplina').selectOption({ label: DISCIPLINA });
  await dialogo.getByLabel('Bimestre').selectOption({ label: '1º Bimestre' });
  await dialogo.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByText('Fechamento bimestral criado com sucesso')).toBeVisible();
  // The deadline notices may have created the other bimestres' closings of this subject: the row of the 1st.
  const linha = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Ver ${NOME}` }) });
  await expect(linha).toContainText('Em Andamento');
  await expect(linha).toContainText('aprovados');
  expect(await seriousViolations(page)).toEqual([]);

  // Finalizar, confirmed.
  await linha.getByRole('button', { name: `Finalizar ${NOME}` }).click();
  const confirmar = page.getByRole('dialog', { name: 'Finalizar fechamento' });
  await confirmar.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Fechamento finalizado', { exact: true })).toBeVisible();
  await expect(linha).toContainText('Finalizado');

  // The grade sheet of that subject and bimestre is read-only, with the reason.
  await page.goto(`/escola/${escolaId}/turma/${turmaId}/notas?bimestre=1`);
  await page.getByLabel('Disciplina', { exact: true }).selectOption({ label: DISCIPLINA });
  await expect(page.getByRole('note')).toContainText('O 1º bimestre de Língua Portuguesa do 6º Ano A está fechado');
  await expect(page.getByRole('textbox', { name: /^Nota 1 de / })).toHaveCount(0);

  // The gestor reopens it with a reason.
  const gestor = await comoUsuario(browser, 'gestor');
  await gestor.goto(fechamentoUrl);
  const linhaGestor = gestor.getByRole('row').filter({ hasText: DISCIPLINA }).filter({ hasText: 'Finalizado' });
  await linhaGestor.getByRole('button', { name: `Reabrir ${NOME}` }).click();
  const reabrir = gestor.getByRole('dialog', { name: 'Reabrir fechamento' });
  await reabrir.getByLabel('Motivo da reabertura').fill('Correção de notas do bimestre');
  await reabrir.getByRole('button', { name: 'Reabrir' }).click();
  await expect(gestor.getByText('Fechamento reaberto', { exact: true })).toBeVisible();
  await expect(gestor.getByRole('row').filter({ hasText: DISCIPLINA }).first()).toContainText('Em Andamento');
  await gestor.context().close();

  // The sheet is editable again.
  await page.reload();
  await page.getByLabel('Disciplina', { exact: true }).selectOption({ label: DISCIPLINA });
  await expect(page.getByRole('textbox', { name: /^Nota 1 de / }).first()).toBeEditable();
  await expect(page.getByRole('note')).toHaveCount(0);
});

interface Impedimentos {
  pendencias_bloqueantes: { titulo: string }[];
  alunos_sem_nota: { nome: string }[];
  aulas_previstas: number;
  aulas_dadas: number;
  exige_justificativa: boolean;
}

test('o diálogo de finalizar diz antes do clique o que pesa: pendências, alunos sem nota e aulas sem chamada', async ({
  page,
  browser,
}) => {
  test.slow();
  // The 2nd bimestre of the last subject of 6º Ano A, open (reopened if the seed finalized it).
  await entrar(page, 'gestor');
  const { escolaId, turmaId } = await turma6A(page);
  const disciplinas = (await (await page.request.get(`/api/turmas/${turmaId}/disciplinas`)).json()).itens as {
    id: string;
    nome: string;
  }[];
  const disciplina = [...disciplinas].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')).at(-1)!;
  const lista = `/api/fechamentos-bimestrais?turma_id=${turmaId}&disciplina_id=${disciplina.id}&bimestre=2`;
  let [fechamento] = (await (await page.request.get(lista)).json()).itens as { id: string; status: string }[];
  if (!fechamento) {
    const criado = await page.request.post('/api/fechamentos-bimestrais', {
      data: { turma_id: turmaId, disciplina_id: disciplina.id, bimestre: 2 },
    });
    expect(criado.status(), await criado.text()).toBe(201);
    fechamento = await criado.json();
  } else if (fechamento.status !== 'em_andamento') {
    // Past the bimestre's deadline only the network reopens.
    const empresa = await comoUsuario(browser, 'empresa');
    const reaberto = await empresa.request.post(`/api/fechamentos-bimestrais/${fechamento.id}/reabrir`, {
      data: { motivo: 'Teste do diálogo de finalizar' },
    });
    expect(reaberto.status(), await reaberto.text()).toBe(200);
    await empresa.context().close();
  }
  const id = fechamento!.id;
  // What the server's finalization would find, which the dialog must say before the click.
  const imp = (await (await page.request.get(`/api/fechamentos-bimestrais/${id}/impedimentos`)).json()) as Impedimentos;

  await page.goto(`/escola/${escolaId}/turma/${turmaId}/fechamento-bimestral`);
  await page.getByRole('combobox', { name: 'Disciplina' }).selectOption({ label: disciplina.nome });
  await page.getByRole('combobox', { name: 'Bimestre' }).selectOption({ label: '2º Bimestre' });
  const nome = `${disciplina.nome} — 2º bimestre`;
  const linha = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Ver ${nome}` }) });
  if (imp.aulas_dadas === 0) await expect(linha).toContainText('sem chamadas');
  await linha.getByRole('button', { name: `Finalizar ${nome}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Finalizar fechamento' });

  const n = imp.pendencias_bloqueantes.length;
  const semNota = imp.alunos_sem_nota.length;
  const faltamChamadas = imp.aulas_dadas < imp.aulas_previstas;
  if (!n && !semNota && !faltamChamadas) {
    await expect(dialogo.getByText('Nenhuma pendência bloqueante, nenhum aluno sem nota')).toBeVisible();
  } else {
    const antes = dialogo.getByRole('region', { name: 'Antes de finalizar' });
    await expect(antes).toBeVisible();
    if (n) {
      await expect(antes).toContainText(n === 1 ? '1 pendência bloqueante' : `${n} pendências bloqueantes`);
      for (const p of imp.pendencias_bloqueantes)
        await expect(antes.getByRole('listitem').filter({ hasText: p.titulo })).toBeVisible();
    }
    if (semNota) {
      await expect(antes).toContainText(
        semNota === 1 ? '1 aluno sem nota no bimestre' : `${semNota} alunos sem nota no bimestre`,
      );
      await expect(antes).toContainText(imp.alunos_sem_nota[0]!.nome);
    }
    if (faltamChamadas)
      await expect(antes).toContainText(imp.aulas_dadas === 0 ? 'Nenhuma chamada registrada no bimestre' : 'sem chamada');
  }
  // The justifications it will need are asked from the start, not after a refusal.
  const motivo = dialogo.getByLabel('Justificativa para finalizar com pendências');
  await expect(motivo).toHaveCount(n ? 1 : 0);
  if (n) await motivo.fill('Pendências tratadas no conselho de classe');
  const justificativa = dialogo.getByLabel('Justificativa', { exact: true });
  await expect(justificativa).toHaveCount(imp.exige_justificativa ? 1 : 0);
  if (imp.exige_justificativa) await justificativa.fill('Turma em recuperação paralela');
  expect(await seriousViolations(page)).toEqual([]);

  // One click finalizes; no refusal was ever shown, and none stays beside the success.
  await dialogo.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Fechamento finalizado', { exact: true })).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText(/pendências? bloqueantes? desta turma/)).toHaveCount(0);
  await expect(linha).toContainText('Finalizado');
});
