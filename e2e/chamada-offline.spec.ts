import { ACCOUNTS } from './support/accounts';
import { chamadaLivre } from './support/chamada';
import { turmaDaEscolaPrincipal } from './support/escola-demo';
import { prontoParaOffline } from './support/offline';
import { signIn } from './support/session';
import { expect, test } from './support/test';

// Offline, a reload, back online and the sending: up to ~27 s alone on two cores.
test.describe.configure({ timeout: 60_000 });

/** The installable app: a roll call taken without a connection waits on the device and reaches the server once. */

// Blocked for the other specs (playwright.config.ts): here the worker is what is tested.
test.use({ serviceWorkers: 'allow' });

test('chamada sem conexão: aguardando envio, recarregar offline, enviada uma vez ao voltar a conexão; sair limpa o aparelho', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.professor);
  // 6º Ano B: the keyboard spec takes roll calls in 6º Ano A.
  const { escolaId, turmaId } = await turmaDaEscolaPrincipal(page, '6º Ano B');
  const { disciplinaId, data, alunos } = await chamadaLivre(page, turmaId, 'Matemática — 6º Ano');
  await prontoParaOffline(page);
  // Opened once online: the worker keeps the shell and this roll call's reads.
  const url = `/escola/${escolaId}/turma/${turmaId}/frequencia?data=${data}&disciplina=${disciplinaId}`;
  await page.goto(url);
  const status = page.getByRole('button', { name: /^(Presente|Faltou) — / });
  await expect(status).toHaveCount(alunos);
  await expect(page.locator('#chamada-data-situacao')).toHaveText(/^Dia letivo/);

  await context.setOffline(true);
  const faltoso = (await status.nth(1).getAttribute('aria-label'))!.replace('Presente — ', '');
  await status.nth(1).click();
  await page.getByRole('button', { name: 'Salvar chamada' }).click();
  await expect(page.getByText('Aguardando envio', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toContainText('aguardando envio');

  // Reloaded without a connection: the page comes from the worker, with the mark waiting on the device.
  const recarga = await page.reload();
  // The worker's own requests are offline too: a read it never kept fails, so what shows comes from its cache.
  expect(
    await page.evaluate(() =>
      fetch('/api/calendario/2001').then(
        (r) => r.status,
        () => 'sem conexão',
      ),
    ),
  ).toBe('sem conexão');
  expect(recarga?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('button', { name: `Faltou — ${faltoso}` })).toBeVisible();
  await expect(page.getByText('Aguardando envio', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chamadas guardadas neste aparelho' })).toContainText('aguardando envio');

  await context.setOffline(false);
  await expect(page.getByText('Chamada guardada enviada ao servidor')).toBeVisible();
  await expect(page.getByText('Aguardando envio', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Chamada já registrada nesta data')).toBeVisible();

  // On the server exactly once: one record per student of that day, the absence among them.
  const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, data_inicio: data, data_fim: data });
  const registros = await (await page.request.get(`/api/frequencias?${params.toString()}&status=todos&por_pagina=100`)).json();
  expect(registros.total).toBe(alunos);
  expect(
    registros.itens.filter((r: { presente: boolean }) => !r.presente).map((r: { aluno_nome: string }) => r.aluno_nome),
  ).toEqual([faltoso]);

  // Signing out leaves nothing of the user's on the device.
  await page.getByRole('complementary', { name: 'Menu lateral' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => caches.has('gestao-dados'))).toBe(false);
});
