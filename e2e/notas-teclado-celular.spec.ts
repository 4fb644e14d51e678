import type { Locator, Page } from '@playwright/test';
import { alvosDe44px, semRolagemLateral } from './support/alvos';
import { turmaDaEscolaPrincipal } from './support/escola-demo';
import { entrar, entrarNoPainel } from './support/session';
import { expect, test } from './support/test';

// A whole class's roll call or grade column by keyboard and on a phone: 15–27 s alone on two cores.
test.describe.configure({ timeout: 60_000 });

/**
 * The teacher's grade sheet by keyboard alone and on a phone (issue 15). 6º Ano B, 2º bimestre:
 * a class and bimestre no other browser test writes.
 */

const nota = (page: Page, k: number, nome: string) => page.getByRole('textbox', { name: `Nota ${k} de ${nome}` });
const barra = (page: Page) => page.getByRole('region', { name: 'Ações da planilha' });
const salvar = (page: Page) => barra(page).getByRole('button', { name: 'Salvar', exact: true });

async function abrirPlanilha(page: Page) {
  const { escolaId, turmaId } = await turmaDaEscolaPrincipal(page, '6º Ano B');
  await page.goto(`/escola/${escolaId}/turma/${turmaId}/notas?bimestre=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nota 1 de / }).first()).toBeVisible();
}

/** The students in the sheet's order, read from the Nota 1 cells' names. */
async function alunos(page: Page): Promise<string[]> {
  const nomes = await page.getByRole('textbox', { name: /^Nota 1 de / }).evaluateAll((els) => els.map((e) => e.ariaLabel ?? ''));
  return nomes.map((n) => n.replace('Nota 1 de ', ''));
}

async function dentroDaTela(page: Page, alvo: Locator) {
  const caixa = (await alvo.boundingBox())!;
  const tela = page.viewportSize()!;
  expect(caixa.x).toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width).toBeLessThanOrEqual(tela.width);
  expect(caixa.y + caixa.height).toBeLessThanOrEqual(tela.height);
}

async function alturaMinima(alvo: Locator, px: number) {
  expect((await alvo.boundingBox())!.height).toBeGreaterThanOrEqual(px);
}

test('o professor lança uma coluna e salva a planilha só com o teclado', async ({ page }) => {
  await entrar(page, 'professor');
  await abrirPlanilha(page);
  const [primeiro, segundo, terceiro] = await alunos(page);

  // From the top of the page: the skip link, then Disciplina and Bimestre, then 'Salvar' (before 35 rows of cells).
  let teclas = 0;
  const pressionar = async (tecla: string) => {
    await page.keyboard.press(tecla);
    teclas++;
  };
  await pressionar('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo principal' })).toBeFocused();
  await pressionar('Enter');
  while (teclas < 12 && !(await salvar(page).evaluate((b) => b === document.activeElement))) await pressionar('Tab');
  await expect(salvar(page)).toBeFocused();
  expect(teclas, 'teclas até Salvar').toBeLessThanOrEqual(5);
  await expect(salvar(page)).toHaveAttribute('aria-disabled', 'true');

  // The next Tab enters the sheet; Enter goes down the column, as a teacher types one test for the class.
  await page.keyboard.press('Tab');
  await expect(nota(page, 1, primeiro!)).toBeFocused();
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await expect(nota(page, 1, segundo!)).toBeFocused();
  await page.keyboard.type('6,5');
  await page.keyboard.press('Enter');
  await expect(nota(page, 1, terceiro!)).toBeFocused();
  await page.keyboard.type('9');
  await expect(barra(page).getByRole('status')).toHaveText('Alterações não salvas');

  // Ctrl+S saves from the cell (not the browser's "save page"); the focus stays in the cell and the bar says so.
  await page.keyboard.press('Control+s');
  await expect(barra(page).getByRole('status')).toHaveText('Notas salvas com sucesso');
  await expect(nota(page, 1, terceiro!)).toBeFocused();
  await expect(salvar(page)).toHaveAttribute('aria-disabled', 'true');

  // Back up the column (the arrow selects the grade, typing replaces it); from the first cell 'Salvar' is
  // one Shift+Tab away, and after saving it keeps the focus.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(nota(page, 1, primeiro!)).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Shift+Tab');
  await expect(salvar(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(barra(page).getByRole('status')).toHaveText('Notas salvas com sucesso');
  await expect(salvar(page)).toBeFocused();

  await page.reload();
  await expect(nota(page, 1, primeiro!)).toHaveValue('7');
  await expect(nota(page, 1, segundo!)).toHaveValue('6,5');
  await expect(nota(page, 1, terceiro!)).toHaveValue('9');
});

test('no celular (390 × 844): planilha com média e situação à vista, sem rolar a página para o lado; o dashboard também', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrarNoPainel(page, 'professor');
  // The dashboard's chart keeps a table for screen readers, which must not widen the page.
  await expect(page.getByRole('region', { name: 'Alunos por escola' })).toBeVisible();
  await semRolagemLateral(page);

  await abrirPlanilha(page);
  await semRolagemLateral(page);
  const [primeiro] = await alunos(page);
  const linha = page.getByRole('row').filter({ hasText: primeiro! });

  // The cards fold into one line, so the first student is on the first screen.
  const resumo = page.getByRole('button', { name: /^Resumo: / });
  await expect(resumo).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Resumo da turma' }).getByText('Recuperação', { exact: true })).toBeHidden();
  await dentroDaTela(page, nota(page, 1, primeiro!));

  // Four grades typed on the phone: the mean and status show in the student's (sticky) column.
  for (const k of [1, 2, 3, 4]) await nota(page, k, primeiro!).fill('8');
  await nota(page, 4, primeiro!).focus();
  await expect(linha.getByText('8,00')).toBeVisible();
  await expect(linha.getByText('Aprovado')).toBeVisible();
  await dentroDaTela(page, linha.getByText('Aprovado'));
  await dentroDaTela(page, linha.getByText(primeiro!, { exact: true }));
  await semRolagemLateral(page);

  // 'Salvar' stays on the screen; the pickers, cells and buttons are at least 44 px tall, and so is every other
  // control of the screen (the header's and the menu's included).
  await dentroDaTela(page, salvar(page));
  await alturaMinima(salvar(page), 44);
  await alturaMinima(page.getByRole('combobox', { name: 'Disciplina' }), 44);
  await alturaMinima(page.getByRole('combobox', { name: 'Bimestre' }), 44);
  await alturaMinima(nota(page, 1, primeiro!), 44);
  await alturaMinima(resumo, 44);
  await alvosDe44px(page);

  await resumo.click();
  await expect(page.getByRole('region', { name: 'Resumo da turma' }).getByText('Recuperação', { exact: true })).toBeVisible();
  await semRolagemLateral(page);
});
