import type { Page } from '@playwright/test';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/** The demo professor enters a grade sheet; the aluno sees its own grades. */

const nota = (page: Page, k: number, nome: string) => page.getByRole('textbox', { name: `Nota ${k} de ${nome}` });
const linha = (page: Page, nome: string) => page.getByRole('row').filter({ hasText: nome });

test.describe.serial('planilha de notas', () => {
  test('o professor lança a planilha: navegação pelo teclado, média e situação ao digitar, erro na célula, salvar', async ({
    page,
  }) => {
    // A whole sheet typed key by key: ~20 s on an idle machine, past 30 s on a loaded one.
    test.slow();
    await entrar(page, 'professor');
    const { escolaId, turmaId } = await turma6A(page);
    await page.goto(`/escola/${escolaId}/turma/${turmaId}/notas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
    await page.getByLabel('Disciplina', { exact: true }).selectOption({ label: 'Matemática — 6º Ano' });
    await page.getByLabel('Bimestre', { exact: true }).selectOption({ label: '3º Bimestre' });
    await expect(nota(page, 1, 'Lucas Almeida Souza')).toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);

    // Arrows move across the row; the mean and status follow each keystroke.
    await nota(page, 1, 'Lucas Almeida Souza').fill('8');
    await page.keyboard.press('ArrowRight');
    await expect(nota(page, 2, 'Lucas Almeida Souza')).toBeFocused();
    await page.keyboard.type('7,5');
    await expect(linha(page, 'Lucas Almeida Souza')).toContainText('7,75');
    await expect(linha(page, 'Lucas Almeida Souza')).toContainText('parcial');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('9');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('6,5');
    await expect(linha(page, 'Lucas Almeida Souza')).toContainText('7,75');
    await expect(linha(page, 'Lucas Almeida Souza')).not.toContainText('parcial');
    await expect(linha(page, 'Lucas Almeida Souza').getByText('Aprovado')).toBeVisible();

    // Enter goes down the column.
    await page.keyboard.press('Enter');
    const proximo = page
      .getByRole('textbox', { name: /^Nota 4 de / })
      .nth(
        await page
          .getByRole('textbox', { name: /^Nota 4 de / })
          .evaluateAll((els) => els.findIndex((e) => e === document.activeElement)),
      );
    await expect(proximo).toBeFocused();
    const nomeProximo = (await proximo.getAttribute('aria-label'))!.replace('Nota 4 de ', '');
    await nota(page, 1, nomeProximo).fill('11');
    await nota(page, 2, nomeProximo).fill('4');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(linha(page, nomeProximo).getByText('Nota deve estar entre 0 e 10')).toBeVisible();
    await expect(nota(page, 1, nomeProximo)).toHaveAttribute('aria-invalid', 'true');
    await expect(nota(page, 2, 'Lucas Almeida Souza')).toHaveValue('7,5');

    await nota(page, 1, nomeProximo).fill('5');
    await expect(linha(page, nomeProximo).getByText('Nota deve estar entre 0 e 10')).toHaveCount(0);
    await expect(linha(page, nomeProximo)).toContainText('4,50');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Notas salvas com sucesso')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled();

    await page.reload();
    await page.getByLabel('Bimestre', { exact: true }).selectOption({ label: '3º Bimestre' });
    await expect(nota(page, 2, 'Lucas Almeida Souza')).toHaveValue('7,5');
    await expect(nota(page, 1, nomeProximo)).toHaveValue('5');
    await expect(linha(page, nomeProximo)).toContainText('parcial');
  });

  test('o aluno vê só as próprias notas, sem poder alterá-las, e foi avisado do lançamento', async ({ page }) => {
    await entrar(page, 'aluno');
    const { escolaId, turmaId } = await turma6A(page);
    await page.goto(`/escola/${escolaId}/turma/${turmaId}/notas?bimestre=3`);
    await page.getByLabel('Disciplina', { exact: true }).selectOption({ label: 'Matemática — 6º Ano' });
    await expect(page.getByText('Somente leitura: você pode consultar estas notas, mas não alterá-las.')).toBeVisible();
    const linhas = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(linhas).toHaveCount(1);
    await expect(linhas.first()).toContainText('Lucas Almeida Souza');
    await expect(linhas.first()).toContainText('7,75');
    await expect(linhas.first()).toContainText('Aprovado');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toHaveCount(0);

    await page.getByLabel('Bimestre', { exact: true }).selectOption({ label: '1º Bimestre' });
    await expect(linhas).toHaveCount(1);
    await expect(linhas.first()).not.toContainText('parcial');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notificações/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Notificações' }).getByText('Notas lançadas')).toBeVisible();
  });
});

test('a escola: o gestor filtra as notas por situação e edita um registro', async ({ page }) => {
  await entrar(page, 'gestor');
  const { escolaId } = await turma6A(page);
  await page.goto(`/escola/${escolaId}/notas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
  await page.getByLabel('Situação').selectOption('recuperacao');
  const linhas = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(linhas.first()).toContainText('Recuperação');
  expect(await seriousViolations(page)).toEqual([]);
  const nome = (await linhas.first().locator('td').first().locator('span').first().innerText()).trim();
  await page
    .getByRole('button', { name: `Editar notas de ${nome}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Editar Notas' });
  for (const k of [1, 2, 3, 4]) await dialog.getByLabel(`Nota ${k}`).fill('9');
  await dialog.getByLabel('Nota 1').fill('12');
  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(dialog.getByText('Nota deve estar entre 0 e 10')).toBeVisible();
  await dialog.getByLabel('Nota 1').fill('9');
  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Notas atualizadas com sucesso')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
