import { type Browser, type Page, request } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { chamadaLivre } from './support/chamada';
import { turma6A } from './support/escola-demo';
import { dadosOfflineAtivos, filaNoAparelho, prontoParaOffline } from './support/offline';
import { comoUsuario, sidebar, signIn } from './support/session';
import { BASE_URL } from './support/servidor';
import { expect, test } from './support/test';

// Offline, a revoked session and three sign-ins on one browser: ~25 s alone, past a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * A shared device (the school's computer, a colleague's phone): a roll call taken offline belongs to
 * the professor who took it. Their session ending (401) hides what it read and keeps the roll call;
 * whoever signs in next never sends it nor sees it, and the professor's cached answers leave the
 * device; back, the professor sends it under their own name; set aside past its time, it is discarded
 * and the professor is told which one was lost.
 */

// Blocked for the other specs (playwright.config.ts): here the worker is what is tested.
test.use({ serviceWorkers: 'allow' });

const DISCIPLINA = 'Língua Portuguesa — 6º Ano';
const status = (page: Page) => page.getByRole('button', { name: /^(Presente|Faltou) — / });
const dataBR = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The professor takes a roll call of 6º Ano A with no connection (one absence) and it waits on the
 * device; then their session is revoked from elsewhere (the API, which the offline browser cannot
 * reach) and the connection comes back: the send meets the 401 and the login opens.
 */
async function chamadaGuardadaESessaoRevogada(page: Page) {
  await signIn(page, ACCOUNTS.professor);
  const professorId = ((await (await page.request.get('/api/me')).json()) as { usuario: { id: string } }).usuario.id;
  const { escolaId, turmaId } = await turma6A(page);
  const { disciplinaId, data, alunos } = await chamadaLivre(page, turmaId, DISCIPLINA);
  await prontoParaOffline(page);
  const url = `/escola/${escolaId}/turma/${turmaId}/frequencia?data=${data}&disciplina=${disciplinaId}`;
  await page.goto(url);
  await expect(status(page)).toHaveCount(alunos);

  await page.context().setOffline(true);
  const faltoso = (await status(page).nth(1).getAttribute('aria-label'))!.replace('Presente — ', '');
  await status(page).nth(1).click();
  await page.getByRole('button', { name: 'Salvar chamada' }).click();
  await expect(page.getByText('Aguardando envio', { exact: true })).toBeVisible();

  // Only this session ends (signed out by another client holding it): the professor's session of the
  // run, which the other tests use, stays valid.
  const outroCliente = await request.newContext({ baseURL: BASE_URL, storageState: await page.context().storageState() });
  const revogada = await outroCliente.post('/api/auth/sign-out', { data: {}, headers: { origin: BASE_URL } });
  expect(revogada.ok(), `${revogada.status()} ${await revogada.text()}`).toBe(true);
  await outroCliente.dispose();
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await filaNoAparelho(page)).toEqual([{ chamada: professorId, estado: 'aguardando', apartada: false }]);
  return { professorId, turmaId, disciplinaId, data, alunos, faltoso, url };
}

/** The day's attendance records of the class and subject, as the signed-in user reads them. */
async function registrosDoDia(page: Page, turmaId: string, disciplinaId: string, data: string) {
  const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, data_inicio: data, data_fim: data });
  const res = await page.request.get(`/api/frequencias?${params.toString()}&status=todos&por_pagina=100`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { total: number; itens: { presente: boolean; aluno_nome: string }[] };
}

/** Who the audit log says recorded the roll call (read by the administrador, in a browser of their own). */
async function quemRegistrou(browser: Browser, entidadeId: string) {
  const admin = await comoUsuario(browser, 'administrador');
  const res = await admin.request.get('/api/auditoria?acao=registrar_chamada&por_pagina=100');
  expect(res.ok(), await res.text()).toBe(true);
  const { itens } = (await res.json()) as { itens: { entidade_id: string; usuario_email: string }[] };
  await admin.context().close();
  return itens.filter((r) => r.entidade_id === entidadeId).map((r) => r.usuario_email);
}

test('sessão revogada: os dados guardados somem e a chamada fica; o gestor no mesmo navegador não a envia; o professor, de volta, sim', async ({
  page,
  context,
  browser,
}) => {
  const { professorId, turmaId, disciplinaId, data, alunos, faltoso, url } = await chamadaGuardadaESessaoRevogada(page);

  // Nothing the dead session read opens offline: the worker no longer answers with its copies.
  await expect.poll(() => dadosOfflineAtivos(page)).toBe(false);
  await context.setOffline(true);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Não foi possível carregar o sistema' })).toBeVisible();
  await expect(status(page)).toHaveCount(0);
  await context.setOffline(false);

  // The gestor signs in on the same browser: the professor's roll call is set aside, never sent.
  const envios: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === '/api/frequencias/chamada') envios.push(r.url());
  });
  await signIn(page, ACCOUNTS.gestor);
  await expect.poll(() => filaNoAparelho(page)).toEqual([{ chamada: professorId, estado: 'aguardando', apartada: true }]);
  expect(envios).toEqual([]);
  expect((await registrosDoDia(page, turmaId, disciplinaId, data)).total).toBe(0);
  // The professor's cached answers left the device.
  expect(await page.evaluate(() => caches.has('gestao-dados'))).toBe(false);
  // The gestor opens that roll call: the server's (everyone present), none of the professor's marks.
  await page.goto(url);
  await expect(page.getByRole('button', { name: `Presente — ${faltoso}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chamadas guardadas neste aparelho' })).toHaveCount(0);
  await expect(page.getByText('Aguardando envio', { exact: true })).toHaveCount(0);

  // The gestor leaves; the professor signs in again: the roll call goes, once, under their name.
  await sidebar(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await signIn(page, ACCOUNTS.professor);
  await expect(page.getByText('Chamada guardada enviada ao servidor')).toBeVisible();
  expect(envios).toHaveLength(1);
  expect(await filaNoAparelho(page)).toEqual([]);
  const registros = await registrosDoDia(page, turmaId, disciplinaId, data);
  expect(registros.total).toBe(alunos);
  expect(registros.itens.filter((r) => !r.presente).map((r) => r.aluno_nome)).toEqual([faltoso]);
  expect(await quemRegistrou(browser, `${turmaId}:${disciplinaId}:${data}`)).toEqual([ACCOUNTS.professor]);
});

test('chamada deixada por outra pessoa: descartada após 7 dias sem o dono, nunca enviada; o professor é avisado ao entrar', async ({
  page,
  browser,
}) => {
  const { professorId, turmaId, disciplinaId, data } = await chamadaGuardadaESessaoRevogada(page);

  await signIn(page, ACCOUNTS.gestor);
  await expect.poll(() => filaNoAparelho(page)).toEqual([{ chamada: professorId, estado: 'aguardando', apartada: true }]);
  // Eight days later the gestor still uses this browser: the roll call's week is over. Only the
  // note of which roll call was lost stays, for the professor.
  await page.clock.setFixedTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
  await page.reload();
  await expect.poll(() => filaNoAparelho(page)).toEqual([{ aviso: professorId }]);
  await sidebar(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  await signIn(page, ACCOUNTS.professor);
  const aviso = page.getByRole('region', { name: 'Avisos' }).getByRole('listitem').filter({ hasText: 'descartada' });
  await expect(aviso).toContainText('1 chamada guardada neste aparelho foi descartada sem ser enviada');
  await expect(aviso).toContainText(`6º Ano A · ${DISCIPLINA} · ${dataBR(data)}`);
  await expect(aviso).toContainText('mais de 7 dias');
  expect(await filaNoAparelho(page)).toEqual([]);
  expect((await registrosDoDia(page, turmaId, disciplinaId, data)).total).toBe(0);
  expect(await quemRegistrou(browser, `${turmaId}:${disciplinaId}:${data}`)).toEqual([]);
});
