import { entrar, entrarNoPainel, sidebar } from './support/session';
import { expect, test } from './support/test';

/**
 * Each network sees only its own identity. Serra Azul's empresa goes through every
 * page of its menu and never meets Vale Verde (the other network, and once the global identity):
 * its header, footer and settings are Serra Azul's, in Cuiabá's time zone.
 */
test('a empresa de Serra Azul percorre todas as páginas do seu menu e nunca vê "Vale Verde"', async ({ page }) => {
  // One page after another (about 20), each waited until loaded.
  test.slow();
  await entrarNoPainel(page, 'empresa2');
  const menu = sidebar(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  const caminhos = [
    ...new Set(await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
  ].filter((href) => href.startsWith('/'));
  expect(caminhos).toEqual(expect.arrayContaining(['/usuarios', '/escolas']));

  // The settings group (collapsed at first), with the tabs an empresa edits its identity in.
  const configuracoes = [
    '/configuracoes/perfil',
    '/configuracoes/notificacoes',
    '/configuracoes/sistema',
    '/configuracoes/customizacao',
  ];
  for (const caminho of [...caminhos, ...configuracoes]) {
    await page.goto(caminho);
    await expect(page.getByRole('main'), caminho).toBeVisible();
    await expect(page.getByText(/Carregando/), caminho).toHaveCount(0);
    await expect(page.getByRole('contentinfo'), caminho).toContainText('Rede Estadual de Serra Azul');
    await expect(page.locator('body'), caminho).not.toContainText('Vale Verde');
  }

  // Its own settings: its name and Mato Grosso's time zone, which it edits itself.
  await page.goto('/configuracoes/sistema');
  await expect(page.getByLabel('Nome da instituição')).toHaveValue('Rede Estadual de Serra Azul');
  await expect(page.getByLabel('Fuso horário')).toHaveValue('America/Cuiaba');
  await expect(page.getByRole('banner')).toContainText('Rede Estadual de Serra Azul');
});

test('o administrador abre a identidade da plataforma e escolhe a rede cuja identidade edita', async ({ page }) => {
  await entrar(page, 'administrador');
  await page.goto('/configuracoes/sistema');
  // Every settings tab stays mounted: name the panel the step is about.
  const rede = page.getByRole('tabpanel', { name: /Sistema/ }).getByLabel('Rede', { exact: true });
  await expect(rede).toHaveValue('');
  await expect(page.getByLabel('Nome da instituição')).toHaveValue('Gestão Escolar');
  await rede.selectOption({ label: 'Governo do Estado de Serra Azul' });
  await expect(page.getByLabel('Nome da instituição')).toHaveValue('Rede Estadual de Serra Azul');
  await expect(page.getByLabel('Fuso horário')).toHaveValue('America/Cuiaba');

  await page.goto('/configuracoes/customizacao');
  await page
    .getByRole('tabpanel', { name: /Customiza/ })
    .getByLabel('Rede', { exact: true })
    .selectOption({ label: 'Prefeitura Municipal de Vale Verde' });
  await expect(page.getByLabel('Título principal', { exact: true })).toHaveValue('Rede de Ensino de Vale Verde');
  // The administrador's own frame stays the platform's.
  await expect(page.getByRole('contentinfo')).not.toContainText('Vale Verde');
});
