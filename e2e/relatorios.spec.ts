import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { lerPlanilha } from '../test/documentos';
import { ESCOLA_PRINCIPAL } from './support/accounts';
import { seriousViolations } from './support/axe';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * The gestor asks for a school's attendance report in Excel from the catalogue (told why when the
 * queue limit refuses it), watches it being made by the server's worker, downloads it and finds the
 * school's students in the workbook; then deletes it. The students to look for come from the API (6º Ano A of the demo school).
 */

const FILA_CHEIA = 'Você já tem 5 relatórios na fila. Aguarde um deles terminar para pedir outro.';

async function alunosDo6A(page: Page): Promise<string[]> {
  const { turmaId } = await turma6A(page);
  const res = await page.request.get(`/api/turmas/${turmaId}/alunos?por_pagina=100`);
  expect(res.ok(), await res.text()).toBe(true);
  const { itens } = (await res.json()) as { itens: { nome: string; status: string }[] };
  return itens.filter((m) => m.status === 'ativa').map((m) => m.nome);
}

test('relatórios: o gestor gera a frequência da escola em Excel, acompanha, baixa e encontra os alunos na planilha', async ({
  page,
}) => {
  test.slow();
  await entrar(page, 'gestor');
  const alunos = await alunosDo6A(page);
  expect(alunos.length).toBeGreaterThan(0);

  await page.goto('/relatorios');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  const recentes = page.getByRole('region', { name: 'Relatórios Recentes' });
  await expect(recentes.getByText('Nenhum relatório gerado ainda')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo' }).getByText('Total de Relatórios')).toBeVisible();

  // The catalogue, narrowed to the academic reports.
  const catalogo = page.getByRole('region', { name: 'Catálogo de Relatórios' });
  await expect(catalogo.getByRole('listitem')).toHaveCount(8);
  await catalogo.getByRole('button', { name: 'Acadêmico' }).click();
  await expect(catalogo.getByRole('button', { name: 'Acadêmico' })).toHaveAttribute('aria-pressed', 'true');
  await expect(catalogo.getByRole('listitem')).toHaveCount(2);
  await expect(catalogo.getByRole('heading', { name: 'Relatório de Escolas' })).toHaveCount(0);

  await catalogo.getByRole('button', { name: 'Gerar Relatório de Frequência' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Gerar Relatório de Frequência' });
  await expect(dialogo).toBeVisible();
  // The school is required: the shared schema's message, under the field.
  await dialogo.getByRole('button', { name: 'Gerar Relatório' }).click();
  await expect(dialogo.getByText('Escolha a escola', { exact: true })).toBeVisible();
  await dialogo.getByLabel('Escola').selectOption({ label: ESCOLA_PRINCIPAL });
  await dialogo.getByLabel('Formato').selectOption({ label: 'Excel (XLSX)' });
  await expect(dialogo.getByLabel('Ano Letivo')).toHaveValue(String(new Date().getFullYear()));
  expect(await seriousViolations(page)).toEqual([]);

  // Past the limit of reports in the queue the server refuses (429; enforced and tested in
  // test/seguranca/fila-relatorios.test.ts, answered here so the worker cannot empty the queue first):
  // the dialog says why and stays open with what was chosen.
  await page.route('**/api/relatorios', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 429, json: { error: { code: 'TOO_MANY_REQUESTS', message: FILA_CHEIA } } })
      : route.continue(),
  );
  await dialogo.getByRole('button', { name: 'Gerar Relatório' }).click();
  await expect(dialogo.getByText(`Erro ao solicitar relatório: ${FILA_CHEIA}`)).toBeVisible();
  await expect(dialogo.getByLabel('Formato')).toHaveValue('xlsx');
  await page.unroute('**/api/relatorios');

  await dialogo.getByRole('button', { name: 'Gerar Relatório' }).click();
  await expect(page.getByText(/^Relatório solicitado/)).toBeVisible();
  await expect(dialogo).toBeHidden();

  // Made in the background: the row shows the progress, then the file.
  const linha = recentes.getByRole('row').filter({ hasText: `Relatório de Frequência · ${ESCOLA_PRINCIPAL}` });
  await expect(linha).toHaveCount(1);
  await expect(linha.getByText('Processando')).toBeVisible();
  await expect(linha.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(linha.getByText('Concluído')).toBeVisible({ timeout: 30_000 });
  await expect(linha.getByRole('progressbar')).toHaveCount(0);
  await expect(linha.getByRole('cell', { name: 'Excel' })).toBeVisible();
  await expect(linha.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ })).toBeVisible();
  await expect(linha.getByRole('cell', { name: /^\d+(,\d)? (B|KB|MB)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo' }).getByText('Concluídos').locator('..')).toContainText('1');
  expect(await seriousViolations(page)).toEqual([]);

  const baixando = page.waitForEvent('download');
  await linha.getByRole('button', { name: /^Baixar / }).click();
  const download = await baixando;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const abas = await lerPlanilha(await fs.readFile(await download.path()));
  const celulas = [...abas.values()].flat(2).map(String);
  expect(celulas).toContain(alunos[0]);

  // Deleted after a confirmation: the list is empty again.
  await linha.getByRole('button', { name: /^Excluir / }).click();
  const confirmacao = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
  await confirmacao.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Relatório excluído com sucesso')).toBeVisible();
  await expect(recentes.getByText('Nenhum relatório gerado ainda')).toBeVisible();
});
