import { seriousViolations } from './support/axe';
import { entrar, sidebar, signIn } from './support/session';
import { expect, test } from './support/test';

/**
 * A network of its own (the demo networks publish no notice, so no other test meets the
 * acknowledgement): its secretaria publishes the privacy notice, is asked to acknowledge it on the
 * next access, acknowledges it once, and is not asked again. The public page shows the same text.
 */
test('aviso de privacidade: publicado pela secretaria, confirmado uma vez por versão', async ({ page }) => {
  const sufixo = Date.now().toString(36);
  const rede = `Prefeitura de Ipê Amarelo ${sufixo}`;
  const email = `secretaria.${sufixo}@ipe.gov.br`;
  const senha = 'Ipe-Amarelo-Florido-26';
  await entrar(page, 'administrador');
  const empresa = await page.request.post('/api/empresas', { data: { nome: rede, tipo: 'municipio' } });
  expect(empresa.status(), await empresa.text()).toBe(201);
  const { id: empresaId } = (await empresa.json()) as { id: string };
  const usuario = await page.request.post('/api/usuarios', {
    data: { nome: 'Helena Secretária', email, senha, tipo_usuario: 'empresa', empresa_id: empresaId },
  });
  expect(usuario.status(), await usuario.text()).toBe(201);
  await page.context().clearCookies();

  await signIn(page, email, senha);
  await sidebar(page).getByRole('link', { name: 'Privacidade (LGPD)' }).click();
  await page.getByRole('link', { name: /Aviso de privacidade/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.getByText('A rede ainda não publicou o seu aviso')).toBeVisible();
  // The link in the sentence is told apart from the text by more than its colour.
  await expect(page.getByRole('link', { name: 'Ver a página pública' })).toHaveCSS('text-decoration-line', 'underline');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Nome do encarregado').fill('');
  await page.getByRole('button', { name: 'Publicar nova versão' }).click();
  await expect(page.getByText('Informe o nome do encarregado')).toBeVisible();
  await page.getByLabel('Nome do encarregado').fill('Rafael Encarregado');
  await page.getByLabel('Contato do encarregado (e-mail ou telefone)').fill('encarregado@ipe.gov.br');
  await page.getByRole('button', { name: 'Publicar nova versão' }).click();
  await expect(page.getByText(/Versão 1 do aviso publicada/)).toBeVisible();

  // The next access asks for the acknowledgement before the app.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.getByText('Encarregado pelo tratamento de dados: Rafael Encarregado — encarregado@ipe.gov.br')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Li e estou ciente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar nova versão' })).toBeVisible();

  // Asked once: signing in again goes straight to the dashboard.
  await page.context().clearCookies();
  await signIn(page, email, senha);

  // The public page, linked from the login page, shows the network's notice.
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('link', { name: 'Aviso de privacidade' }).click();
  await page.getByLabel('Rede de ensino').selectOption({ label: rede });
  await expect(page.getByText('Versão 1, publicada em')).toBeVisible();
  await expect(page.getByText(/Rafael Encarregado/)).toBeVisible();
});
