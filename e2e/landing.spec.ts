import { expect, test } from './support/test';

test('a apresentação é alcançada pelo login, tem volta e leva ao login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/apresentacao$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('em um só lugar');

  for (const figura of ['2.847', '24', '156', '94,2%']) {
    await expect(page.getByRole('region', { name: 'Números do sistema' }).getByText(figura, { exact: true })).toBeVisible();
  }
  for (const recurso of ['Gestão de Usuários', 'Gestão Escolar', 'Gestão Acadêmica', 'Alinhamento BNCC', 'Relatórios Automáticos', 'Segurança e Backup']) {
    await expect(page.getByRole('heading', { level: 3, name: recurso, exact: true })).toBeVisible();
  }

  const docs = page.getByRole('link', { name: /^Documentação/ }).first();
  await expect(docs).toHaveAttribute('href', '/api/docs');
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Falar com Especialista' })).toHaveAttribute('href', /^mailto:contato@demo\.escola\.br/);

  await page.getByRole('link', { name: 'Voltar ao login' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  await page.goto('/apresentacao');
  await page.getByRole('link', { name: 'Começar Agora' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  await page.goto('/apresentacao');
  await page.getByRole('link', { name: 'Acessar Sistema' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('a documentação da API responde em /api/docs', async ({ request }) => {
  const response = await request.get('/api/docs');
  expect(response.ok()).toBe(true);
});
