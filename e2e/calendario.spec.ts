import { calendarioPadrao, dataBr, diasLetivos } from '../domain/calendario';
import { somarDias } from '../domain/calendario/datas';
import { CALENDARIO_TEXTOS } from '../domain/schemas/calendario';
import { ESCOLA_PRINCIPAL } from './support/accounts';
import { turma6A, turmaDaEscolaPrincipal } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/** Next year's calendar, so the roll calls of this year's demo classes never see it. */
const ANO = new Date().getFullYear() + 1;
const padrao = calendarioPadrao(ANO);
const DIA = diasLetivos(padrao, `${ANO}-03-10`, `${ANO}-03-31`)[0]!;

test('calendário letivo: a empresa marca um dia não letivo, salva, recarrega e o vê; restaura o padrão', async ({ page }) => {
  await entrar(page, 'empresa');
  await page.goto('/configuracoes/calendario');
  // Every settings tab stays mounted: the calendar's fields are looked up inside its panel.
  const painel = page.getByRole('tabpanel', { name: 'Calendário letivo' });
  await expect(painel.getByText('Calendário letivo', { exact: true })).toBeVisible();
  await painel.getByLabel('Ano letivo', { exact: true }).selectOption(String(ANO));
  await expect(painel.getByLabel('Início do ano letivo', { exact: true })).toHaveValue(padrao.inicio);
  await expect(painel.getByLabel('Prazo de fechamento do 1º bimestre')).toHaveValue(padrao.bimestres[0].prazo);
  const total = painel.getByText(/^Dias letivos no ano: \d+/);
  const antes = Number(/\d+/.exec((await total.innerText()) ?? '')![0]);
  expect(antes).toBeGreaterThanOrEqual(200);
  expect(await seriousViolations(page)).toEqual([]);

  await painel.getByLabel('Data', { exact: true }).fill(DIA);
  await painel.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Dia não letivo' });
  await painel.getByLabel('Descrição', { exact: true }).fill('Aniversário da cidade');
  await painel.getByRole('button', { name: 'Adicionar dia' }).click();
  await expect(total).toHaveText(`Dias letivos no ano: ${antes - 1}`);
  await painel.getByRole('button', { name: 'Salvar calendário' }).click();
  await expect(page.getByText('Calendário letivo salvo com sucesso')).toBeVisible();

  await page.reload();
  await painel.getByLabel('Ano letivo', { exact: true }).selectOption(String(ANO));
  const tabela = painel.getByRole('table', { name: 'Dias especiais' });
  await expect(tabela.getByRole('row').filter({ hasText: dataBr(DIA) })).toContainText('Aniversário da cidade');
  await expect(total).toHaveText(`Dias letivos no ano: ${antes - 1}`);
  await expect(painel.getByText(`Calendário próprio de Prefeitura Municipal de Vale Verde para ${ANO}.`)).toBeVisible();

  await painel.getByRole('button', { name: 'Restaurar padrão' }).click();
  await page.getByRole('alertdialog', { name: 'Restaurar calendário padrão' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Calendário padrão restaurado')).toBeVisible();
  await expect(tabela.getByRole('row').filter({ hasText: dataBr(DIA) })).toHaveCount(0);
  await expect(total).toHaveText(`Dias letivos no ano: ${antes}`);
});

test('calendário letivo: mudar dias de um bimestre fechado é recusado, com a lista dos fechamentos a reabrir', async ({
  page,
}) => {
  test.slow();
  await entrar(page, 'empresa');
  // Seed through the API: this year's 1st bimestre of a subject of 7º Ano A (no other journey's class), finalized.
  const ano = new Date().getFullYear();
  const { turmaId } = await turmaDaEscolaPrincipal(page, '7º Ano A');
  const disciplinas = (await (await page.request.get(`/api/turmas/${turmaId}/disciplinas`)).json()).itens as {
    id: string;
    nome: string;
  }[];
  const disciplina = disciplinas[0]!;
  // The deadline notices may have created it already (em andamento).
  const criado = await page.request.post('/api/fechamentos-bimestrais', {
    data: { turma_id: turmaId, disciplina_id: disciplina.id, bimestre: 1 },
  });
  const fechamento = criado.ok()
    ? ((await criado.json()) as { id: string })
    : (
        (await (await page.request.get(`/api/fechamentos-bimestrais?turma_id=${turmaId}&bimestre=1&por_pagina=100`)).json())
          .itens as { id: string; disciplina_id: string }[]
      ).find((f) => f.disciplina_id === disciplina.id)!;
  const finalizado = await page.request.post(`/api/fechamentos-bimestrais/${fechamento.id}/finalizar`, {
    data: { justificativa: 'Teste do calendário.', motivo_pendencias: 'Teste do calendário.' },
  });
  expect(finalizado.status(), await finalizado.text()).toBe(200);

  try {
    const cal = await (await page.request.get(`/api/calendario/${ano}`)).json();
    await page.goto('/configuracoes/calendario');
    const painel = page.getByRole('tabpanel', { name: 'Calendário letivo' });
    await painel.getByLabel('Ano letivo', { exact: true }).selectOption(String(ano));
    const fim1 = painel.getByLabel('Fim do 1º bimestre');
    await expect(fim1).toHaveValue(cal.bimestres[0].fim);
    // The 1st bimestre one week shorter, the 2nd starting a week earlier.
    await fim1.fill(somarDias(cal.bimestres[0].fim, -7));
    await painel.getByLabel('Início do 2º bimestre').fill(somarDias(cal.bimestres[1].inicio, -7));
    await painel.getByRole('button', { name: 'Salvar calendário' }).click();

    const recusa = painel.getByRole('alert').filter({ hasText: 'O calendário não foi alterado' });
    await expect(recusa).toContainText('move ou altera dias do 1º bimestre');
    const linha = CALENDARIO_TEXTOS.fechamentoBimestral({
      turma: '7º Ano A',
      escola: ESCOLA_PRINCIPAL,
      disciplina: disciplina.nome.split(' — ')[0]!,
      bimestre: 1,
    });
    await expect(
      recusa.getByRole('list', { name: 'Fechamentos afetados' }).getByRole('listitem').filter({ hasText: linha }),
    ).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing was saved.
    await page.reload();
    await painel.getByLabel('Ano letivo', { exact: true }).selectOption(String(ano));
    await expect(painel.getByLabel('Fim do 1º bimestre')).toHaveValue(cal.bimestres[0].fim);
  } finally {
    const reaberto = await page.request.post(`/api/fechamentos-bimestrais/${fechamento.id}/reabrir`, {
      data: { motivo: 'Fim do teste do calendário.' },
    });
    expect(reaberto.status(), await reaberto.text()).toBe(200);
  }
});

test('chamada num dia não letivo: a tela mostra o motivo e não deixa salvar', async ({ page }) => {
  await entrar(page, 'professor');
  const { escolaId, turmaId } = await turma6A(page);
  // Last Sunday: never a school day (outside the year, it is refused as well).
  const d = new Date();
  d.setDate(d.getDate() - (d.getDay() || 7));
  const domingo = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

  await page.goto(`/escola/${escolaId}/turma/${turmaId}/frequencia`);
  await page.getByLabel('Disciplina', { exact: true }).selectOption({ label: 'Língua Portuguesa — 6º Ano' });
  await page.getByLabel('Data', { exact: true }).fill(domingo);
  const aviso = page.getByRole('alert').filter({ hasText: 'Dia não letivo:' });
  await expect(aviso).toContainText(/não é dia letivo \(domingo\)|fora do ano letivo/);
  await expect(page.getByRole('button', { name: 'Salvar chamada' })).toHaveCount(0);
});
