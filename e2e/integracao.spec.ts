import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { entrar, entrarNoPainel, signIn } from './support/session';
import { BASE_URL } from './support/servidor';
import { expect, test } from './support/test';

/**
 * Loose ends of the merged modules: the dashboard's approval rate and absence notice from the
 * real grades and attendance, two-factor enrolment from Perfil for every user, and the school
 * rules in the Sistema tab for the education body's own users.
 */

const TITULO_2FA = /^Verificação em duas etapas/;

/** The code an authenticator app would show for the key typed from the screen (same library as the server). */
async function codigo(chave: string): Promise<string> {
  const segredo = new TextDecoder().decode(base32.decode(chave.replace(/\s+/g, '')));
  return createOTP(segredo).hotp(Math.floor(Date.now() / 30_000));
}

function regras(page: Page) {
  return page.locator('form').filter({ has: page.getByLabel('Média para aprovação') });
}

test('dashboard: a taxa de aprovação vem das notas lançadas e o aviso de faltas excessivas leva à frequência', async ({
  page,
}) => {
  await entrarNoPainel(page, 'empresa');
  const { estatisticas } = await (await page.request.get('/api/dashboard')).json();
  expect(estatisticas.taxa_aprovacao).toEqual(expect.any(Number));
  expect(estatisticas.taxa_aprovacao).toBeGreaterThan(0);
  expect(estatisticas.taxa_aprovacao).toBeLessThan(100);

  const taxa = page.getByRole('region', { name: 'Estatísticas' }).getByText('Taxa de Aprovação').locator('..');
  await expect(taxa).toContainText(
    `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(estatisticas.taxa_aprovacao)}%`,
  );
  await expect(taxa).not.toContainText('Sem notas finais lançadas ainda');

  const avisos = page.getByRole('region', { name: 'Avisos' });
  await expect(
    avisos.getByText(/^\d+ alunos passaram de \d+(,\d)?% de faltas nas aulas registradas até agora: .+ e mais \d+\.$/),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await avisos.getByRole('link', { name: 'Faltas excessivas' }).click();
  await expect(page).toHaveURL(/\/frequencia$/);
  await expect(page.getByText('Alunos com faltas excessivas')).toBeVisible();
});

test.describe.serial('verificação em duas etapas em Perfil', () => {
  const stamp = Date.now();
  const PROFESSORA = { nome: 'Iara Montenegro', email: `iara.${stamp}@demo.escola.br`, senha: 'Buriti-na-Vereda-42' };

  test.afterAll(async ({ browser }) => {
    // The users screen's spec lists Vale Verde's users exactly: leave the network as seeded.
    const page = await browser.newPage();
    await entrar(page, 'empresa');
    const { itens } = await (await page.request.get(`/api/usuarios?busca=${encodeURIComponent(PROFESSORA.email)}`)).json();
    for (const usuario of itens ?? [])
      expect((await page.request.delete(`/api/usuarios/${usuario.id}`, { headers: { origin: BASE_URL } })).ok()).toBe(true);
    await page.close();
  });

  test('uma professora ativa e desativa a verificação em duas etapas na aba Perfil', async ({ page }) => {
    await entrar(page, 'empresa');
    const criada = await page.request.post('/api/usuarios', {
      data: { nome: PROFESSORA.nome, email: PROFESSORA.email, senha: PROFESSORA.senha, tipo_usuario: 'professor' },
    });
    expect(criada.status()).toBe(201);
    await page.context().clearCookies();

    await signIn(page, PROFESSORA.email, PROFESSORA.senha);
    await page.goto('/configuracoes/perfil');
    await expect(page.getByRole('tab')).toHaveText(['Perfil', 'Notificações']);
    const cartao = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: TITULO_2FA }) })
      .last();
    await expect(cartao.getByText('Inativa')).toBeVisible();
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();

    const dialogo = page.getByRole('dialog', { name: 'Ativar verificação em duas etapas' });
    await dialogo.getByLabel('Sua senha').fill(PROFESSORA.senha);
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialogo.getByTestId('chave-manual')).toBeVisible();
    const chave = (await dialogo.getByTestId('chave-manual').textContent()) ?? '';
    expect(chave).toMatch(/^[A-Z2-7 ]+$/);
    await dialogo.getByLabel('Código de verificação').fill(await codigo(chave));
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialogo.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(10);
    await dialogo.getByRole('button', { name: 'Concluir' }).click();
    await expect(dialogo).toBeHidden();
    await expect(cartao.getByText('Ativa', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Desativar', exact: true }).click();
    const desativar = page.getByRole('dialog', { name: 'Desativar verificação em duas etapas' });
    await desativar.getByLabel('Sua senha').fill(PROFESSORA.senha);
    await desativar.getByRole('button', { name: 'Desativar', exact: true }).click();
    await expect(page.getByText('Verificação em duas etapas desativada.')).toBeVisible();
    await expect(cartao.getByText('Inativa')).toBeVisible();
  });

  test('o administrador a vê em Perfil e em Segurança, uma vez só na página', async ({ page }) => {
    await entrar(page, 'administrador');
    await page.goto('/configuracoes/perfil');
    const titulos = page.getByRole('heading', { name: TITULO_2FA, includeHidden: true });
    await expect(page.getByRole('tabpanel', { name: 'Perfil' }).getByRole('heading', { name: TITULO_2FA })).toBeVisible();
    await expect(titulos).toHaveCount(1);
    await page.getByRole('tab', { name: 'Segurança' }).click();
    await expect(page).toHaveURL(/\/configuracoes\/seguranca$/);
    await expect(page.getByRole('tabpanel', { name: 'Segurança' }).getByRole('heading', { name: TITULO_2FA })).toBeVisible();
    await expect(titulos).toHaveCount(1);
  });
});

test.describe('regras escolares na aba Sistema', () => {
  test('a empresa vê só as regras da própria rede e as altera; os dados gerais são os da própria rede', async ({ page }) => {
    await entrar(page, 'empresa2');
    await page.goto('/configuracoes/sistema');
    await expect(page.getByRole('tab')).toHaveText(['Perfil', 'Sistema', 'Calendário letivo', 'Customização', 'Notificações']);
    await expect(page.getByRole('tab', { name: 'Sistema' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Média para aprovação')).toHaveValue('6');
    await expect(page.getByText('Regras próprias de Governo do Estado de Serra Azul.')).toBeVisible();
    await expect(page.getByLabel('Nome da instituição')).toHaveValue('Rede Estadual de Serra Azul');
    await expect(page.getByLabel('Empresa', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Acesso restrito a administradores' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Média para recuperação').fill('7');
    await page.getByRole('button', { name: 'Salvar regras' }).click();
    await expect(regras(page).getByText('Média de recuperação não pode ser maior que a média de aprovação')).toBeVisible();
    await page.getByLabel('Média para recuperação').fill('4');
    await page.getByLabel('Alerta de faltas excessivas (%)').fill('30');
    await page.getByRole('button', { name: 'Salvar regras' }).click();
    await expect(page.getByText('Regras escolares salvas com sucesso')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Alerta de faltas excessivas (%)')).toHaveValue('30');
    // The general settings it reads are its own network's, on the server too.
    const sistema = await page.request.get('/api/configuracoes/sistema');
    expect(sistema.status()).toBe(200);
    expect((await sistema.json()).nomeInstituicao).toBe('Rede Estadual de Serra Azul');

    await page.getByLabel('Alerta de faltas excessivas (%)').fill('25');
    await page.getByRole('button', { name: 'Salvar regras' }).click();
    await expect(page.getByText('Regras escolares salvas com sucesso')).toBeVisible();
  });

  test('o gestor lê as regras da rede sem poder alterá-las; o professor não tem a aba', async ({ page }) => {
    await entrar(page, 'gestor');
    await page.goto('/configuracoes/sistema');
    await expect(page.getByRole('tab')).toHaveText(['Perfil', 'Sistema', 'Calendário letivo', 'Notificações']);
    await expect(page.getByLabel('Média para aprovação')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Frequência mínima (%)')).toHaveValue('75');
    await expect(page.getByText('Somente administradores e a própria empresa alteram estas regras.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar regras' })).toHaveCount(0);
    await expect(page.getByLabel('Nome da instituição')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.context().clearCookies();
    await entrar(page, 'professor');
    await page.goto('/configuracoes');
    await expect(page.getByRole('tab')).toHaveText(['Perfil', 'Notificações']);
  });
});
