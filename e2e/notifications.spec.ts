import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { entrar, entrarNoPainel } from './support/session';

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notificações/ });
}

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'Notificações' });
}

function items(page: Page) {
  return panel(page).getByRole('list', { name: 'Lista de notificações' }).getByRole('listitem');
}

async function openPanel(page: Page) {
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
}

// empresa2 is used by no other test, so the counts here start from the seeded three.
test('o sino de notificações marca, remove, marca todas e limpa, e o estado sobrevive ao recarregar', async ({ page }) => {
  await entrarNoPainel(page, 'empresa2');
  await expect(bell(page)).toHaveAccessibleName('Notificações, 3 não lidas');
  await expect(page.getByTestId('contador-notificacoes')).toHaveText('3');

  await openPanel(page);
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).first()).toContainText('Nova matrícula realizada');
  await expect(items(page).first()).toContainText('há cerca de 2 horas');

  await panel(page).getByRole('button', { name: 'Marcar como lida: Sistema atualizado' }).click();
  await expect(page.getByTestId('contador-notificacoes')).toHaveText('2');
  await expect(panel(page).getByRole('button', { name: 'Marcar como lida: Sistema atualizado' })).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Remover notificação: Nova matrícula realizada' }).click();
  await expect(items(page)).toHaveCount(2);
  await expect(page.getByTestId('contador-notificacoes')).toHaveText('1');

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notificações, 1 não lidas');
  await openPanel(page);
  await expect(items(page)).toHaveCount(2);
  await expect(panel(page)).not.toContainText('Nova matrícula realizada');

  await panel(page).getByRole('button', { name: 'Marcar todas' }).click();
  await expect(page.getByTestId('contador-notificacoes')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notificações');

  await panel(page).getByRole('button', { name: 'Limpar' }).click();
  await expect(panel(page).getByText('Nenhuma notificação')).toBeVisible();

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notificações');
  await openPanel(page);
  await expect(panel(page).getByText('Nenhuma notificação')).toBeVisible();
});

// empresa's notifications are counted by no other test.
test('clicar numa notificação a marca como lida e abre o seu link', async ({ page }) => {
  await entrarNoPainel(page, 'empresa');
  await openPanel(page);
  await items(page)
    .filter({ hasText: 'Frequência pendente' })
    .getByRole('button', { name: /^Frequência pendente/ })
    .click();
  await expect(page).toHaveURL(/\/frequencia$/);
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequência' })).toBeVisible();

  await page.reload();
  await openPanel(page);
  await expect(panel(page).getByRole('button', { name: 'Marcar como lida: Frequência pendente' })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Marcar como lida: Sistema atualizado' })).toBeVisible();
});

test('as preferências sem evento por trás aparecem desligadas, bloqueadas e dizem quando funcionarão', async ({ page }) => {
  await entrar(page, 'gestor');
  await page.goto('/configuracoes/notificacoes');
  for (const titulo of ['Reuniões de pais', 'SMS de emergência']) {
    const chave = page.getByRole('switch', { name: titulo });
    await expect(chave).toBeDisabled();
    await expect(chave).not.toBeChecked();
    await expect(chave).toHaveAccessibleDescription(/^Disponível quando /);
  }
  // The three that an event fires stay usable.
  for (const titulo of ['Notas lançadas', 'Faltas excessivas', 'Relatórios gerados'])
    await expect(page.getByRole('switch', { name: titulo })).toBeEnabled();
});
