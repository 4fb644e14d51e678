import { entrarNoPainel, sidebar } from './support/session';
import { expect, test } from './support/test';

/**
 * The secretaria sets how long class diaries are kept: a term below the legal minimum stays in the
 * field with the reason, a valid one is saved and is there after reloading. The default goes back
 * at the end, through the API, for the runs that follow.
 */
test('prazos de guarda: a secretaria corrige um prazo abaixo do mínimo, salva e o encontra depois de recarregar', async ({
  page,
}) => {
  await entrarNoPainel(page, 'empresa');
  await sidebar(page).getByRole('link', { name: 'Privacidade (LGPD)' }).click();
  const diario = page.getByLabel('Diários de classe (frequência, notas e avaliações), em anos');
  await expect(diario).toHaveValue('5');

  await diario.fill('3');
  await page.getByRole('button', { name: 'Salvar prazos' }).click();
  await expect(page.getByText('Diários de classe: informe um número inteiro de anos entre 5 e 50')).toBeVisible();
  await expect(diario).toHaveValue('3');

  await diario.fill('8');
  await page.getByRole('button', { name: 'Salvar prazos' }).click();
  await expect(page.getByText('Prazos de guarda salvos')).toBeVisible();
  await page.reload();
  await expect(diario).toHaveValue('8');

  const atual = (await (await page.request.get('/api/retencao')).json()) as { updated_at: string };
  const volta = await page.request.put('/api/retencao', {
    data: { diario_classe_anos: 5, documentos_emitidos_anos: 5, updated_at: atual.updated_at },
  });
  expect(volta.status(), await volta.text()).toBe(200);
});
