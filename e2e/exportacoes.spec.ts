import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { PaginaAlunos } from '../domain/schemas/aluno';
import { lerPlanilha } from '../test/documentos';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * The gestor narrows the school's student list with a search and exports it: the spreadsheet holds
 * exactly the students the list shows, in its order. The students expected are read from the API, so
 * a journey that registered students before this one changes nothing.
 */

const BUSCA = 'Beatriz';

async function alunos(page: Page, query: string) {
  const res = await page.request.get(`/api/alunos?por_pagina=100&${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as PaginaAlunos;
}

test('exportações: o gestor busca alunos da escola e baixa em Excel exatamente os que a lista mostra', async ({ page }) => {
  await entrar(page, 'gestor');
  const { escolaId } = await turma6A(page);
  const todos = await alunos(page, `escola_id=${escolaId}`);
  const filtrados = (await alunos(page, `escola_id=${escolaId}&busca=${BUSCA}`)).itens.map((a) => a.nome);
  // The search narrows the list to a page's worth of students.
  expect(filtrados.length).toBeGreaterThan(0);
  expect(filtrados.length).toBeLessThanOrEqual(20);
  expect(filtrados.length).toBeLessThan(todos.total);

  await page.goto(`/escola/${escolaId}/alunos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por nome ou matrícula...' }).fill(BUSCA);
  const linhas = page.getByRole('table').getByRole('row');
  await expect(linhas).toHaveCount(filtrados.length + 1);
  for (const nome of filtrados) await expect(page.getByRole('table').getByText(nome, { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^alunos-emef-professora-maria-das-dores-silva-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [folha] = [...(await lerPlanilha(await fs.readFile(await download.path()))).values()];
  expect(folha![0]).toEqual([
    'Aluno',
    'E-mail',
    'Matrícula',
    'Turma',
    'Série',
    'Responsável',
    'Telefone do responsável',
    'Status',
  ]);
  expect(folha!.slice(1).map((l) => l[0])).toEqual(filtrados);
});
