import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from '@playwright/test';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/**
 * An administrador enrols two-factor from Configurações → Segurança and signs in with it. A new
 * administrador is used, so the demo accounts keep signing in with the password alone.
 */
const stamp = Date.now();
const ADMIN = { nome: 'Rosa Tavares', email: `rosa.${stamp}@demo.escola.br`, senha: 'Ipê-Roxo-no-Cerrado-7' };

/** The code an authenticator app would show for the key typed from the screen (same library as the server). */
async function codigo(chave: string, passo: number): Promise<string> {
  const segredo = new TextDecoder().decode(base32.decode(chave.replace(/\s+/g, '')));
  return createOTP(segredo).hotp(Math.floor(Date.now() / 30_000) + passo);
}

async function entrarComSenha(page: Page) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByLabel('Código de verificação')).toBeVisible();
}

test.describe.serial('verificação em duas etapas de um administrador', () => {
  let chave = '';
  let usado = '';
  let recuperacao: string[] = [];

  test('o administrador ativa a verificação em duas etapas lendo a chave da tela', async ({ page }) => {
    await entrar(page, 'administrador');
    const criado = await page.request.post('/api/usuarios', {
      data: { nome: ADMIN.nome, email: ADMIN.email, senha: ADMIN.senha, tipo_usuario: 'administrador' },
    });
    expect(criado.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill(ADMIN.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/configuracoes/seguranca');
    const cartao = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: /^Verificação em duas etapas/ }) })
      .last();
    await expect(cartao.getByText('Inativa')).toBeVisible();
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();

    const dialogo = page.getByRole('dialog', { name: 'Ativar verificação em duas etapas' });
    await dialogo.getByLabel('Sua senha').fill('senha-errada-123');
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialogo.getByText('Senha inválida.')).toBeVisible();
    await dialogo.getByLabel('Sua senha').fill(ADMIN.senha);
    await dialogo.getByRole('button', { name: 'Continuar' }).click();

    await expect(dialogo.getByRole('img', { name: 'QR code para cadastrar a conta no aplicativo autenticador' })).toBeVisible();
    chave = (await dialogo.getByTestId('chave-manual').textContent()) ?? '';
    expect(chave).toMatch(/^[A-Z2-7 ]+$/);
    expect(await seriousViolations(page)).toEqual([]);

    await dialogo.getByLabel('Código de verificação').fill('000000' === (await codigo(chave, 0)) ? '111111' : '000000');
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialogo.getByText('Código de verificação inválido.')).toBeVisible();

    usado = await codigo(chave, 0);
    await dialogo.getByLabel('Código de verificação').fill(usado);
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    const lista = dialogo.getByRole('list', { name: 'Códigos de recuperação' });
    await expect(lista.getByRole('listitem')).toHaveCount(10);
    recuperacao = (await lista.getByRole('listitem').allTextContents()).map((c) => c.trim());
    await dialogo.getByRole('button', { name: 'Concluir' }).click();
    await expect(dialogo).toBeHidden();
    await expect(cartao.getByText('Ativa', { exact: true })).toBeVisible();
    await expect(page.getByText('Restam 10 códigos de recuperação.')).toBeVisible();
  });

  test('o login pede o código do aplicativo e entra com ele', async ({ page }) => {
    await entrarComSenha(page);
    expect(await seriousViolations(page)).toEqual([]);
    // A code already accepted (the one that confirmed the enrolment) is refused.
    await page.getByLabel('Código de verificação').fill(usado);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Este código já foi usado. Aguarde o próximo código do aplicativo.');

    const novo = [await codigo(chave, 1), await codigo(chave, 0), await codigo(chave, -1)].find((c) => c !== usado)!;
    await page.getByLabel('Código de verificação').fill(novo);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('sem o celular, entra uma vez com um código de recuperação', async ({ page }) => {
    await entrarComSenha(page);
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByLabel('Código de recuperação').fill(recuperacao[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/configuracoes/seguranca');
    await expect(page.getByText('Restam 9 códigos de recuperação.')).toBeVisible();
  });

  test("com 'exigir verificação em duas etapas', uma empresa sem ela só entra depois de ativá-la", async ({ page, browser }) => {
    await entrarComSenha(page);
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByLabel('Código de recuperação').fill(recuperacao[1]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const empresas = (await (await page.request.get('/api/empresas')).json()) as { itens: { id: string; nome: string }[] };
    const empresa = {
      nome: 'Cecília Prado',
      email: `cecilia.${stamp}@demo.escola.br`,
      senha: 'Sabiá-Laranjeira-2026',
      tipo_usuario: 'empresa',
      empresa_id: empresas.itens[0]!.id,
    };
    expect((await page.request.post('/api/usuarios', { data: empresa })).status()).toBe(201);
    const exigir = async (valor: boolean) => {
      const atual = await (await page.request.get('/api/configuracoes/seguranca')).json();
      expect(
        (await page.request.put('/api/configuracoes/seguranca', { data: { ...atual, exigirDoisFatores: valor } })).status(),
      ).toBe(200);
    };
    await exigir(true);
    const contexto = await browser.newContext();
    try {
      const outra = await contexto.newPage();
      await outra.goto('/');
      await outra.getByLabel('E-mail').fill(empresa.email);
      await outra.getByLabel('Senha', { exact: true }).fill(empresa.senha);
      await outra.getByRole('button', { name: 'Entrar' }).click();
      await expect(outra.getByRole('heading', { level: 1, name: 'Ative a verificação em duas etapas' })).toBeVisible();
      expect((await outra.request.get('/api/escolas')).status()).toBe(403);

      await outra.getByLabel('Sua senha').fill(empresa.senha);
      await outra.getByRole('button', { name: 'Continuar' }).click();
      const chaveEmpresa = (await outra.getByTestId('chave-manual').textContent()) ?? '';
      await outra.getByLabel('Código de verificação').fill(await codigo(chaveEmpresa, 0));
      await outra.getByRole('button', { name: 'Confirmar' }).click();
      await expect(outra.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(10);
      await outra.getByRole('button', { name: 'Concluir' }).click();
      await expect(outra.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      expect((await outra.request.get('/api/escolas')).status()).toBe(200);
    } finally {
      await contexto.close();
      // The other browser specs sign in demo administradores and empresas with the password alone.
      await exigir(false);
    }
  });
});
