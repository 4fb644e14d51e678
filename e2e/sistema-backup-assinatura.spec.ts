import { abrirTar, fecharTar } from '../test/backup-tools';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * A backup without this installation's signature (older versions, another
 * installation, or edited) is restored only after a second, explicit confirmation.
 */
test('backup sem assinatura: a restauração pede uma confirmação a mais, com o aviso, e então restaura', async ({
  page,
  baseURL,
}) => {
  // A backup, its download and a whole restore: past 30 s on a busy two-core machine.
  test.slow();
  await entrar(page, 'administrador');
  const criado = await page.request.post('/api/backups', { headers: { origin: baseURL! } });
  expect(criado.status()).toBe(201);
  const { nome } = (await criado.json()) as { nome: string };
  const entradas = await abrirTar(await (await page.request.get(`/api/backups/${nome}`)).body());
  entradas.delete('assinatura.json');
  const semAssinatura = await fecharTar(entradas);

  await page.goto('/configuracoes/backup');
  await page.getByRole('button', { name: 'Restaurar Backup', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Restaurar Backup' });
  await dialog.getByText('Um arquivo do computador').click();
  await dialog
    .getByLabel('Arquivo de backup (.tar.gz)')
    .setInputFiles({ name: 'backup-antigo.tar.gz', mimeType: 'application/gzip', buffer: semAssinatura });
  await dialog.getByRole('button', { name: 'Restaurar' }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar restauração' }).getByRole('button', { name: 'Restaurar' }).click();

  const aviso = page.getByRole('alertdialog', { name: 'Backup sem assinatura desta instalação' });
  await expect(aviso).toContainText('Este backup não tem a assinatura desta instalação');
  await expect(aviso).toContainText('dando acesso de administrador a outra pessoa');
  await aviso.getByRole('button', { name: 'Restaurar mesmo assim' }).click();
  // The restore rewrites every table: longer than the usual wait for a toast.
  await expect(page.getByText(/restaurado: \d+ tabelas/)).toBeVisible({ timeout: 60_000 });
  await expect(aviso).toBeHidden();
});
