import type { Page } from '@playwright/test';
import { type CalendarioLetivo, dataBr, situacaoDoDia } from '../domain/calendario';
import { ultimoDiaLetivo } from '../domain/calendario/motivo-do-dia';
import { ACCOUNTS } from './support/accounts';
import { chamadaLivre } from './support/chamada';
import { turmaDaEscolaPrincipal } from './support/escola-demo';
import { filaNoAparelho, prontoParaOffline } from './support/offline';
import { comoUsuario, entrar, sidebar, signIn } from './support/session';
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

/** The day's attendance records of the class and subject, as the page's user reads them. */
async function registrosDoDia(page: Page, turmaId: string, disciplinaId: string, data: string) {
  const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, data_inicio: data, data_fim: data });
  const res = await page.request.get(`/api/frequencias?${params.toString()}&status=todos&por_pagina=100`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { total: number; itens: { presente: boolean; aluno_nome: string }[] };
}

test('sair com chamada guardada: diz quantas, Cancelar a mantém, Enviar e sair a envia antes de sair', async ({
  page,
  browser,
}) => {
  // A session of its own: this test signs it out.
  await signIn(page, ACCOUNTS.professor);
  const { escolaId, turmaId } = await turmaDaEscolaPrincipal(page, '6º Ano B');
  const { disciplinaId, data, alunos } = await chamadaLivre(page, turmaId, 'Matemática — 6º Ano');
  await prontoParaOffline(page);
  await page.goto(`/escola/${escolaId}/turma/${turmaId}/frequencia?data=${data}&disciplina=${disciplinaId}`);
  const status = page.getByRole('button', { name: /^(Presente|Faltou) — / });
  await expect(status).toHaveCount(alunos);
  await page.context().setOffline(true);
  await status.nth(2).click();
  await page.getByRole('button', { name: 'Salvar chamada' }).click();
  await expect(page.getByText('Aguardando envio', { exact: true })).toBeVisible();

  const sair = sidebar(page).getByRole('button', { name: 'Sair' });
  const pergunta = page.getByRole('alertdialog', { name: 'Chamadas não enviadas' });
  await sair.click();
  await expect(pergunta).toContainText('Há 1 chamada guardada neste aparelho que ainda não foi enviada ao servidor');
  // Staying keeps it, and the session.
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(pergunta).toHaveCount(0);
  expect(await filaNoAparelho(page)).toHaveLength(1);
  // Without a connection nothing goes: the question stays, saying why.
  await sair.click();
  await pergunta.getByRole('button', { name: 'Enviar e sair' }).click();
  await expect(pergunta.getByRole('alert')).toHaveText(/^Sem conexão com o servidor: nada foi enviado/);
  expect(await filaNoAparelho(page)).toHaveLength(1);

  // Back online, the sending on reconnection is held back (no answer), so the question's own send is what sends it.
  let retidos = 0;
  await page.route('**/api/frequencias/chamada', (route) =>
    route.request().method() === 'PUT' && retidos++ === 0 ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.context().setOffline(false);
  await expect.poll(() => retidos).toBe(1);
  expect(await filaNoAparelho(page)).toHaveLength(1);
  await pergunta.getByRole('button', { name: 'Enviar e sair' }).click();
  await expect(page.getByText('Chamada guardada enviada ao servidor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await filaNoAparelho(page)).toEqual([]);
  const professor = await comoUsuario(browser, 'professor');
  expect((await registrosDoDia(professor, turmaId, disciplinaId, data)).itens.filter((r) => !r.presente)).toHaveLength(1);
  await professor.context().close();
});

/** Today in the network's time zone (the demo's default), as the app reads it. */
const hojeNaRede = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test('app instalado aberto sem conexão: o início diz "Sem conexão" uma vez e abre a chamada do dia, que é salva', async ({
  page,
}) => {
  await entrar(page, 'professor');
  // The day the start page links to: today when a school day, else the last one (the network's calendar).
  const hoje = hojeNaRede();
  const cal = (await (await page.request.get(`/api/calendario/${hoje.slice(0, 4)}`)).json()) as CalendarioLetivo;
  const dia = situacaoDoDia(cal, hoje).letivo ? hoje : ultimoDiaLetivo(cal, hoje, hoje)!;
  // One of the professor's roll calls of that day, not taken yet if any is left (the other tests take theirs).
  const opcoes = (await (await page.request.get('/api/frequencias/opcoes')).json()) as {
    itens: { turma_id: string; turma_nome: string; disciplina_id: string; disciplina_nome: string; pode_lancar: boolean }[];
  };
  const proprias = opcoes.itens.filter((o) => o.pode_lancar);
  const chamadaDo = async (o: (typeof proprias)[number]) => {
    const params = new URLSearchParams({ turma_id: o.turma_id, disciplina_id: o.disciplina_id, data: dia });
    return (await (await page.request.get(`/api/frequencias/chamada?${params.toString()}`)).json()) as { registrada: boolean };
  };
  let alvo = proprias[0]!;
  for (const o of proprias)
    if (!(await chamadaDo(o)).registrada) {
      alvo = o;
      break;
    }
  const chamadaUrl = `/api/frequencias/chamada?${new URLSearchParams({ turma_id: alvo.turma_id, disciplina_id: alvo.disciplina_id, data: dia }).toString()}`;

  // Opened once with a connection: the worker keeps the shell and the day's roll calls.
  await page.goto('/dashboard');
  await prontoParaOffline(page);
  await expect
    .poll(() => page.evaluate((url) => caches.open('gestao-dados').then((c) => c.match(url).then(Boolean)), chamadaUrl))
    .toBe(true);

  await page.context().setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const chamadas = page.getByRole('region', { name: dia === hoje ? 'Chamadas de hoje' : 'Chamadas do último dia letivo' });
  const link = chamadas.getByRole('link', { name: `Chamada de ${alvo.turma_nome} · ${alvo.disciplina_nome} · ${dataBr(dia)}` });
  await expect(link).toBeVisible();
  await expect(page.getByText('Sem conexão', { exact: false })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await link.click();
  const status = page.getByRole('button', { name: /^(Presente|Faltou) — / });
  await expect(status.first()).toBeVisible();
  const faltoso = (await status.nth(3).getAttribute('aria-label'))!.replace(/^(Presente|Faltou) — /, '');
  const novaMarca = (await status.nth(3).getAttribute('aria-label'))!.startsWith('Faltou') ? 'Presente' : 'Faltou';
  await status.nth(3).click();
  await page.getByRole('button', { name: 'Salvar chamada' }).click();
  await expect(page.getByText('Aguardando envio', { exact: true })).toBeVisible();

  // /frequencia offline: the same single notice, the roll call waiting, no error blocks.
  await page.goto('/frequencia');
  await expect(page.getByRole('region', { name: 'Chamadas guardadas neste aparelho' })).toContainText(alvo.turma_nome);
  await expect(page.getByText('Sem conexão', { exact: false })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(page.getByText('Chamada guardada enviada ao servidor')).toBeVisible();
  const registros = await registrosDoDia(page, alvo.turma_id, alvo.disciplina_id, dia);
  expect(registros.itens.find((r) => r.aluno_nome === faltoso)?.presente).toBe(novaMarca === 'Presente');
});
