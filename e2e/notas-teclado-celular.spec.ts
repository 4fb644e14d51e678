import type { Locator, Page } from '@playwright/test';
import { alvosDe44px, semRolagemLateral } from './support/alvos';
import { calendarioDaRede, hojeEmSaoPaulo, meioDia, sabadoDoBimestre } from './support/dia-nao-letivo';
import { turmaDaEscolaPrincipal } from './support/escola-demo';
import { entrar, entrarNoPainel } from './support/session';
import { expect, test } from './support/test';

// A whole class's roll call or grade column by keyboard and on a phone: 15–27 s alone on two cores.
test.describe.configure({ timeout: 60_000 });

/**
 * The teacher's grade sheet by keyboard alone and on a phone (issues 15 and 25). 6º Ano B, 2º bimestre:
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

test('num sábado do 2º bimestre a planilha abre nele e na disciplina do professor; do carregamento a uma nota salva em ≤ 15 teclas', async ({
  page,
}) => {
  await entrar(page, 'professor');
  // The browser's clock on a Saturday of the 2nd bimestre: the sheet opens on the calendar's bimestre, not the 1st.
  const cal = await calendarioDaRede(page, Number(hojeEmSaoPaulo().slice(0, 4)));
  await page.clock.setFixedTime(meioDia(sabadoDoBimestre(cal, 2)));
  const { escolaId, turmaId } = await turmaDaEscolaPrincipal(page, '6º Ano B');
  await page.goto(`/escola/${escolaId}/turma/${turmaId}/notas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nota 1 de / }).first()).toBeVisible();
  await expect(page.getByLabel('Bimestre', { exact: true })).toHaveValue('2');
  // The professor's own subject chosen. In 6º Ano B it reads no other (it is responsável only for 6º Ano A).
  const disciplina = page.getByLabel('Disciplina', { exact: true });
  await expect(disciplina.locator('option')).toHaveText(['Matemática — 6º Ano']);
  await expect(disciplina.locator('option:checked')).toHaveText('Matemática — 6º Ano');
  const [primeiro, segundo, terceiro] = await alunos(page);

  // The bar is drawn after the sheet and comes after it in the page.
  const tabela = page.getByRole('table', { name: /^Planilha de notas/ });
  const barraDepois = await tabela.evaluate((t) => {
    const b = document.querySelector('[role="region"][aria-label="Ações da planilha"]');
    return !!b && !!(t.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(barraDepois).toBe(true);
  expect((await barra(page).boundingBox())!.y).toBeGreaterThan((await tabela.boundingBox())!.y);

  // From the page's load: the skip link, the pickers, the first cell, a grade, Tab to 'Salvar', Enter.
  let teclas = 0;
  const pressionar = async (tecla: string) => {
    await page.keyboard.press(tecla);
    teclas++;
  };
  await pressionar('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo principal' })).toBeFocused();
  await pressionar('Enter');
  const foco = (alvo: Locator) => alvo.evaluate((e) => e === document.activeElement);
  while (teclas < 15 && !(await foco(nota(page, 1, primeiro!)))) await pressionar('Tab');
  await expect(nota(page, 1, primeiro!)).toBeFocused();
  await pressionar('8');
  await pressionar('Tab');
  await expect(salvar(page)).toBeFocused();
  await pressionar('Enter');
  await expect(barra(page).getByRole('status')).toHaveText('Notas salvas com sucesso');
  expect(teclas, 'teclas do carregamento até a nota salva').toBeLessThanOrEqual(15);
  await expect(salvar(page)).toBeFocused();
  await expect(salvar(page)).toHaveAttribute('aria-disabled', 'true');

  // Shift+Tab goes back to the cell; Enter goes down the column, as a teacher types one test for the class.
  await page.keyboard.press('Shift+Tab');
  await expect(nota(page, 1, primeiro!)).toBeFocused();
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

  // Up the column (the arrow selects the grade, typing replaces it); from any cell, the last row's too, 'Salvar'
  // is the next Tab, and after saving it keeps the focus.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(nota(page, 1, primeiro!)).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Tab');
  await expect(salvar(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(barra(page).getByRole('status')).toHaveText('Notas salvas com sucesso');
  await expect(salvar(page)).toBeFocused();
  const ultimo = page.getByRole('textbox', { name: /^Observações de / }).last();
  await ultimo.focus();
  await page.keyboard.press('Tab');
  await expect(salvar(page)).toBeFocused();

  await page.reload();
  await expect(page.getByLabel('Bimestre', { exact: true })).toHaveValue('2');
  await expect(nota(page, 1, primeiro!)).toHaveValue('7');
  await expect(nota(page, 1, segundo!)).toHaveValue('6,5');
  await expect(nota(page, 1, terceiro!)).toHaveValue('9');

  // In 6º Ano A, where it is responsável and reads every subject: its own first (the first chosen), then the
  // class's others, each named read-only.
  const turmaA = await turmaDaEscolaPrincipal(page, '6º Ano A');
  const res = await page.request.get(`/api/notas/opcoes?turma_id=${turmaA.turmaId}`);
  const daTurmaA = ((await res.json()) as { itens: { disciplina_nome: string; pode_lancar: boolean }[] }).itens;
  const proprias = daTurmaA.filter((d) => d.pode_lancar).map((d) => d.disciplina_nome);
  const outras = daTurmaA.filter((d) => !d.pode_lancar).map((d) => `${d.disciplina_nome} (somente leitura)`);
  expect(proprias).toContain('Matemática — 6º Ano');
  expect(outras.length).toBeGreaterThan(0);
  await page.goto(`/escola/${turmaA.escolaId}/turma/${turmaA.turmaId}/notas`);
  await expect(page.getByRole('textbox', { name: /^Nota 1 de / }).first()).toBeVisible();
  await expect(disciplina.locator('option')).toHaveText([...proprias, ...outras]);
  await expect(disciplina.locator('option:checked')).toHaveText(proprias[0]!);
  await expect(page.getByLabel('Bimestre', { exact: true })).toHaveValue('2');
});

test('no celular (390 × 844): cada aluno um cartão com as quatro notas, média e situação à vista, sem menu de ícones nem rolar para o lado; o dashboard também', async ({
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
  // Each student one card: no icon rail beside it (the header's button opens the menu), no table to scroll.
  await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeHidden();
  await expect(page.getByRole('table')).toHaveCount(0);
  const linha = page.getByRole('list', { name: /^Planilha de notas — / }).getByRole('listitem', { name: primeiro! });
  // All four grades and the observações inside the screen at once, without scrolling sideways.
  for (const k of [1, 2, 3, 4]) await dentroDaTela(page, nota(page, k, primeiro!));
  await dentroDaTela(page, page.getByRole('textbox', { name: `Observações de ${primeiro!}` }));

  // The cards fold into one line, so the first student is on the first screen.
  const resumo = page.getByRole('button', { name: /^Resumo: / });
  await expect(resumo).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Resumo da turma' }).getByText('Recuperação', { exact: true })).toBeHidden();
  await dentroDaTela(page, nota(page, 1, primeiro!));

  // Four grades typed on the phone: the mean and status show in the student's card.
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
