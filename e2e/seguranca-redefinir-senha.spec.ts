import type { Browser } from '@playwright/test';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/**
 * 'Esqueci minha senha' end to end, without SMTP: the link waits in the outbox, where an
 * administrador reads it (Configurações → Notificações → Caixa de saída).
 */
const stamp = Date.now();
const PESSOA = { nome: 'Joaquim Barreto', email: `joaquim.${stamp}@demo.escola.br`, senha: 'Tucano-de-Bico-Verde-3' };
const NOVA = 'Buriti-na-Vereda-2026';

async function novaPagina(browser: Browser) {
  const contexto = await browser.newContext();
  return { contexto, page: await contexto.newPage() };
}

test('esqueci minha senha: pedido, link na caixa de saída, nova senha e login com ela', async ({ page, browser }) => {
  await entrar(page, 'administrador');
  expect((await page.request.post('/api/usuarios', { data: { ...PESSOA, tipo_usuario: 'administrador' } })).status()).toBe(201);

  const { contexto, page: visitante } = await novaPagina(browser);
  await visitante.goto('/');
  await visitante.getByLabel('E-mail').fill(PESSOA.email);
  await visitante.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(visitante.getByLabel('E-mail')).toHaveValue(PESSOA.email);
  expect(await seriousViolations(visitante)).toEqual([]);
  await visitante.getByRole('button', { name: 'Enviar link' }).click();
  await expect(visitante.getByRole('status')).toHaveText(
    'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha. Verifique sua caixa de entrada.',
  );

  await page.goto('/configuracoes/notificacoes');
  const caixa = page.getByRole('table', { name: 'Mensagens da caixa de saída' });
  await page.getByRole('searchbox', { name: 'Buscar pelo início do destinatário' }).fill(PESSOA.email);
  const linha = caixa.getByRole('row').filter({ hasText: PESSOA.email });
  await expect(linha).toHaveCount(1);
  await expect(linha.getByText('Retido (SMTP não configurado)')).toBeVisible();
  await linha.getByRole('button', { name: /^Ver mensagem/ }).click();
  const dialogo = page.getByRole('dialog', { name: 'Redefinição de senha — Gestão Escolar' });
  await expect(dialogo.getByLabel('Texto da mensagem')).toContainText(`Olá, ${PESSOA.nome}.`);
  const link = (await dialogo.getByLabel('Texto da mensagem').textContent())!.match(
    /http:\/\/\S+\/redefinir-senha\?token=\S+/,
  )![0];
  expect(await seriousViolations(page)).toEqual([]);

  await visitante.goto(new URL(link).pathname + new URL(link).search);
  await expect(visitante.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await visitante.getByLabel('Nova senha', { exact: true }).fill('curta');
  await visitante.getByLabel('Confirmar nova senha').fill('curta');
  await visitante.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(visitante.getByText('A senha deve ter pelo menos 12 caracteres.')).toBeVisible();
  expect(await seriousViolations(visitante)).toEqual([]);

  await visitante.getByLabel('Nova senha', { exact: true }).fill(NOVA);
  await visitante.getByLabel('Confirmar nova senha').fill(`${NOVA}x`);
  await visitante.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(visitante.getByText('As senhas não conferem')).toBeVisible();

  await visitante.getByLabel('Confirmar nova senha').fill(NOVA);
  await visitante.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(visitante.getByRole('status')).toHaveText('Senha redefinida. Entre com a nova senha.');

  await visitante.getByRole('link', { name: 'Ir para o login' }).click();
  await visitante.getByLabel('E-mail').fill(PESSOA.email);
  await visitante.getByLabel('Senha', { exact: true }).fill(PESSOA.senha);
  await visitante.getByRole('button', { name: 'Entrar' }).click();
  await expect(visitante.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');
  await visitante.getByLabel('Senha', { exact: true }).fill(NOVA);
  await visitante.getByRole('button', { name: 'Entrar' }).click();
  await expect(visitante).toHaveURL(/\/dashboard$/);

  // The link worked once; opened again it is refused.
  await visitante.context().clearCookies();
  await visitante.goto(new URL(link).pathname + new URL(link).search);
  await visitante.getByLabel('Nova senha', { exact: true }).fill('Outra-Senha-Boa-2026');
  await visitante.getByLabel('Confirmar nova senha').fill('Outra-Senha-Boa-2026');
  await visitante.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(visitante.getByRole('alert')).toHaveText(
    'Este link de redefinição é inválido ou expirou. Peça um novo em "Esqueci minha senha".',
  );
  await contexto.close();
});
