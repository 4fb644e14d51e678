import type { Page } from '@playwright/test';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * Long forms keep 'Salvar' in reach (a bar stuck to the bottom of the screen or of the dialog) and
 * save with Ctrl+S from any field: the focus stays where the user is, the bar says how it went.
 */

/** Whether the next Ctrl+S reaches the page with the browser's own "save page" prevented. */
async function vigiarCtrlS(page: Page) {
  await page.evaluate(() => {
    window.addEventListener('keydown', (e) => {
      if (e.ctrlKey && e.key === 's') document.documentElement.dataset.ctrlSImpedido = String(e.defaultPrevented);
    });
  });
}
const ctrlSImpedido = (page: Page) => page.evaluate(() => document.documentElement.dataset.ctrlSImpedido);

test('Configurações: Ctrl+S salva do campo, que fica com o foco; a barra fica à vista e diz o que salvou', async ({ page }) => {
  await entrar(page, 'administrador');
  await page.goto('/configuracoes/sistema');
  const endereco = page.getByRole('tabpanel', { name: /Sistema/ }).getByLabel('Endereço');
  const barra = page.getByRole('region', { name: 'Salvar configurações' });
  const salvar = barra.getByRole('button', { name: 'Salvar Todas as Configurações' });

  // The tab is longer than the screen: from a field at its top, 'Salvar' is still on screen.
  await endereco.fill('Rua do Atalho, 15');
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  await expect(endereco).toBeInViewport();
  await expect(salvar).toBeInViewport();
  await expect(barra).toContainText('Alterações não salvas em: Sistema');

  await vigiarCtrlS(page);
  await page.keyboard.press('Control+s');
  await expect(barra.getByRole('status')).toHaveText('Configurações salvas: Sistema');
  expect(await ctrlSImpedido(page)).toBe('true');
  await expect(endereco).toBeFocused();
  await expect(barra).toContainText('Nenhuma alteração pendente.');

  await page.reload();
  await expect(page.getByRole('tabpanel', { name: /Sistema/ }).getByLabel('Endereço')).toHaveValue('Rua do Atalho, 15');

  // A page with no form to save leaves Ctrl+S to the browser (an event of our own: the real keys would open its dialog).
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const impedido = await page.evaluate(
    () =>
      !document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true })),
  );
  expect(impedido).toBe(false);
});

test('cadastro de aluno no celular: Atualizar à vista, Ctrl+S diz o que corrigir e salva; o foco volta ao lápis da linha', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await entrar(page, 'gestor');
  const { escolaId } = await turma6A(page);
  const nome = `Aluna do Atalho ${Date.now()}`;
  expect((await page.request.post('/api/alunos', { data: { nome, escola_id: escolaId } })).status()).toBe(201);
  await page.goto(`/escola/${escolaId}/alunos`);
  await page.getByPlaceholder('Buscar por nome ou matrícula...').fill(nome);
  const lapis = page.getByRole('button', { name: `Editar ${nome}` });
  await lapis.click();

  // The dialog is taller than the phone's screen: its buttons stay stuck to its bottom.
  const dialogo = page.getByRole('dialog', { name: 'Editar Aluno' });
  const campoNome = dialogo.getByLabel('Nome Completo');
  const atualizar = dialogo.getByRole('button', { name: 'Atualizar' });
  await expect(campoNome).toBeInViewport();
  expect(await dialogo.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true);
  await expect(atualizar).toBeInViewport();

  // Ctrl+S with a required field empty: the dialog says so, and the field has the focus.
  await campoNome.fill('');
  await page.keyboard.press('Control+s');
  await expect(dialogo.getByRole('status')).toHaveText('Corrija os campos destacados antes de salvar.');
  await expect(campoNome).toBeFocused();

  await campoNome.fill(`${nome} Souza`);
  await dialogo.getByLabel('Telefone', { exact: true }).fill('(35) 99999-1234');
  await page.keyboard.press('Control+s');
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Aluno atualizado com sucesso')).toBeVisible();
  await expect(page.getByRole('button', { name: `Editar ${nome} Souza` })).toBeFocused();

  await page.reload();
  await page.getByPlaceholder('Buscar por nome ou matrícula...').fill(nome);
  await page.getByRole('button', { name: `Editar ${nome} Souza` }).click();
  await expect(dialogo.getByLabel('Telefone', { exact: true })).toHaveValue('(35) 99999-1234');
});
