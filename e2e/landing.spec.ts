import { expect, test } from './support/test';

test('a apresentação é alcançada pelo login, tem volta e leva ao login', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/apresentacao$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('em um só lugar');

  // The platform's own figures (the demo networks), never the prototype's invented ones.
  const n = await (await request.get('/api/publico/numeros')).json();
  expect(n.alunos).toBeGreaterThan(0);
  const numeros = page.getByRole('region', { name: 'Números do sistema' });
  const fmt = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
  const figuras: [string, string][] = [
    [fmt.format(n.alunos), 'alunos atendidos'],
    [fmt.format(n.escolas), 'escolas cadastradas'],
    [fmt.format(n.professores), 'professores'],
    [`${fmt.format(n.taxa_aprovacao)}%`, 'taxa de aprovação'],
  ];
  for (const [valor, rotulo] of figuras) {
    await expect(
      numeros.getByRole('definition').filter({ hasText: new RegExp(`^${valor.replaceAll('.', '\\.')}$`) }),
    ).toBeVisible();
    await expect(numeros.getByRole('term').filter({ hasText: rotulo })).toBeVisible();
  }
  await expect(numeros).not.toContainText('2.847');
  // Only what the product does: no reports, closings or class councils it does not have yet.
  await expect(page.getByRole('main')).not.toContainText(/Relatórios Automáticos|conselho de classe|fechamentos|boletim|PDF/i);
  for (const recurso of [
    'Gestão de Usuários',
    'Gestão Escolar',
    'Gestão Acadêmica',
    'Alinhamento BNCC',
    'Painel de Cada Perfil',
    'Segurança e Backup',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: recurso, exact: true })).toBeVisible();
  }

  const docs = page.getByRole('link', { name: /^Documentação/ }).first();
  await expect(docs).toHaveAttribute('href', '/api/docs');
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Falar com Especialista' })).toHaveAttribute(
    'href',
    /^mailto:contato@demo\.escola\.br/,
  );

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
