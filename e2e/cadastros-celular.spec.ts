import { alvosDe44px, semRolagemLateral } from './support/alvos';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/** The lists of the secretaria on a phone: every button, field and row action a finger can hit. */

test.use({ viewport: { width: 390, height: 844 } });

test('no celular (390 × 844), listas, filtros e ações de linha têm alvos de 44 px e a página não rola para o lado', async ({
  page,
}) => {
  await entrar(page, 'empresa');
  await page.goto('/usuarios');
  // A row's edit and delete buttons, the search, 'Novo Usuário' and the pager.
  await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeVisible();
  await alvosDe44px(page);
  await semRolagemLateral(page);

  await page.goto('/relatorios');
  // The category filter and each type's 'Gerar' button.
  await expect(page.getByRole('button', { name: 'Gerar Relatório de Frequência' })).toBeVisible();
  await alvosDe44px(page);
  await semRolagemLateral(page);

  await page.goto('/privacidade');
  await expect(page.getByRole('button', { name: 'Salvar prazos' })).toBeVisible();
  await alvosDe44px(page);
  await semRolagemLateral(page);
});
