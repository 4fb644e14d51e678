import { seriousViolations } from './support/axe';
import { entrar, entrarNoPainel } from './support/session';
import { BASE_URL } from './support/servidor';
import { expect, test } from './support/test';

/** Customização: an administrador changes the header and the logo; they apply for real. */

const TITULO = 'Rede Municipal de Vale Verde';
const SUBTITULO = 'Educação que transforma';
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 60" onload="window.__hacked = true">
  <script>window.__hacked = true</script><rect width="150" height="60" rx="8" fill="#166534"/>
  <text x="16" y="38" font-size="20" fill="#ffffff">Vale Verde</text></svg>`;

test.describe.serial('customização', () => {
  test.afterAll(async ({ browser }) => {
    // Leave the system as the other specs expect it.
    const page = await browser.newPage();
    await entrar(page, 'administrador');
    await page.request.delete('/api/customizacao', { headers: { origin: BASE_URL } });
    await page.close();
  });

  test('o administrador muda o título do cabeçalho e o logo: a prévia mostra, e depois de salvar o layout e a apresentação mostram', async ({
    page,
    browser,
  }) => {
    await entrar(page, 'administrador');
    await page.goto('/configuracoes/customizacao');
    await expect(page.getByRole('heading', { name: 'Logo' })).toBeVisible();

    await page
      .locator('#customizacao-logo-arquivo')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
    const logoNoCartao = page.getByRole('img', { name: 'Logotipo da instituição' });
    await expect(logoNoCartao).toHaveAttribute('src', /^\/api\/publico\/arquivos\/[0-9a-f-]{36}$/);
    await page.getByLabel('Texto alternativo').fill('Logo de Vale Verde');
    await page.getByLabel('Título principal', { exact: true }).fill(TITULO);
    await page.getByLabel('Subtítulo', { exact: true }).fill(SUBTITULO);
    await page.locator('#customizacao-logo-largura').fill('');

    await page.getByRole('button', { name: 'Mostrar Preview' }).click();
    const preview = page.getByRole('figure', { name: 'Prévia da customização' });
    await expect(preview.getByText(TITULO)).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Logo de Vale Verde' }).first()).toBeVisible();
    await page.getByLabel('Título principal', { exact: true }).fill(`${TITULO} `);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    // Not applied before saving.
    await expect(page.getByRole('banner').getByText(TITULO)).toHaveCount(0);
    await expect(page.getByText('Alterações não salvas em: Customização')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar Todas as Configurações' }).click();
    await expect(page.getByText('Configurações salvas: Customização')).toBeVisible();
    await expect(page.getByText('Nenhuma alteração pendente.')).toBeVisible();
    // A blank number went back to its default.
    await expect(page.locator('#customizacao-logo-largura')).toHaveValue('150');

    await page.reload();
    const banner = page.getByRole('banner');
    await expect(banner.getByText(TITULO)).toBeVisible();
    await expect(banner.getByText(SUBTITULO)).toBeVisible();
    const logo = banner.getByRole('img', { name: 'Logo de Vale Verde' });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The sanitised SVG never ran its script, even opened on its own.
    const src = await logo.getAttribute('src');
    await page.goto(src!);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();

    const visitante = await browser.newPage();
    await visitante.goto('/apresentacao');
    await expect(visitante.getByRole('banner').getByText(TITULO)).toBeVisible();
    await expect(visitante.getByRole('banner').getByRole('img', { name: 'Logo de Vale Verde' })).toBeVisible();
    await visitante.close();
  });

  test('seções desligadas somem do dashboard; o rodapé mostra texto e links; "Restaurar Padrões" volta tudo', async ({
    page,
  }) => {
    await entrarNoPainel(page, 'administrador');
    await expect(page.getByRole('heading', { name: 'Calendário' })).toBeVisible();
    await page.goto('/configuracoes/customizacao');
    await page.getByLabel('Calendário', { exact: true }).uncheck();
    await page.getByLabel('Gráficos').uncheck();
    await page.getByLabel('Texto', { exact: true }).fill('Secretaria Municipal de Educação');
    await page.getByLabel('Links (separados por vírgula)').fill('Ouvidoria | javascript:alert(1)');
    await page.getByRole('button', { name: 'Salvar Todas as Configurações' }).click();
    await expect(page.getByText(/Não foi possível salvar Customização/)).toBeVisible();
    await expect(page.getByText('Link inválido: "Ouvidoria | javascript:alert(1)"', { exact: false })).toBeVisible();
    await page.getByLabel('Links (separados por vírgula)').fill('Ouvidoria | https://valeverde.example/ouvidoria, /bncc');
    await page.getByRole('button', { name: 'Salvar Todas as Configurações' }).click();
    await expect(page.getByText('Configurações salvas: Customização')).toBeVisible();

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { name: 'Avisos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Calendário' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Alunos por escola' })).toHaveCount(0);
    const rodape = page.getByRole('contentinfo');
    await expect(rodape).toContainText('Secretaria Municipal de Educação');
    await expect(rodape.getByRole('link', { name: 'Ouvidoria' })).toHaveAttribute('href', 'https://valeverde.example/ouvidoria');

    await page.goto('/configuracoes/customizacao');
    await page.getByRole('button', { name: 'Restaurar Padrões' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restaurar padrões?' })
      .getByRole('button', { name: 'Restaurar Padrões' })
      .click();
    await expect(page.getByText('Customização restaurada para os padrões')).toBeVisible();
    await expect(page.getByLabel('Título principal', { exact: true })).toHaveValue('');
    await expect(page.getByRole('banner').getByText(TITULO)).toHaveCount(0);
  });
});
