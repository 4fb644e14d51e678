import { dataBr } from '../domain/calendario';
import { seriousViolations } from './support/axe';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * A gestor registers a pendency of 6º Ano A for themself, finds it on the dashboard under "Minhas
 * pendências", starts it and resolves it: the row shows the network's today as the resolution
 * date under the due date.
 */
test('pendências: o gestor cria, inicia e resolve uma pendência, resolvida com a data de hoje', async ({ page }) => {
  test.slow();
  await entrar(page, 'gestor');
  const { escolaId, turmaId } = await turma6A(page);
  const opcoes = (await (await page.request.get(`/api/turmas/${turmaId}/pendencias/opcoes`)).json()) as {
    responsaveis: { nome: string; papel: string }[];
  };
  const gestor = opcoes.responsaveis.find((r) => r.papel === 'gestor')!.nome;
  // Vale Verde's day (its time zone is Brasília's).
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

  await page.goto(`/escola/${escolaId}/turma/${turmaId}/pendencias`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pendências' })).toBeVisible();

  const titulo = `Documentação pendente ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nova Pendência' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Pendência' });
  // The spec's defaults.
  await expect(form.getByLabel('Tipo')).toHaveValue('academica');
  await expect(form.getByLabel('Prioridade')).toHaveValue('media');
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(form.getByText('Título é obrigatório')).toBeVisible();
  await expect(form.getByText('Responsável é obrigatório')).toBeVisible();
  await form.getByLabel('Título').fill(titulo);
  await form.getByLabel('Descrição').fill('Falta a certidão de nascimento na pasta do aluno.');
  await form.getByLabel('Tipo').selectOption({ label: 'Documental' });
  await form.getByLabel('Prioridade').selectOption({ label: 'Alta' });
  await form.getByLabel('Data de vencimento').fill('2026-12-18');
  await form.getByLabel('Responsável').selectOption({ label: gestor });
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByText('Pendência criada com sucesso')).toBeVisible();

  const linha = page.getByRole('row').filter({ hasText: titulo });
  await expect(linha.getByText('Pendente', { exact: true })).toBeVisible();
  await expect(linha.getByText('18/12/2026')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The dashboard lists it among the gestor's open pendencies, linking back to the class's page.
  await page.goto('/dashboard');
  const minhas = page.getByRole('region', { name: /Minhas pendências/ });
  await minhas.getByRole('link', { name: titulo }).click();
  await expect(page).toHaveURL(new RegExp(`/escola/${escolaId}/turma/${turmaId}/pendencias$`));

  await page.getByRole('button', { name: `Iniciar: ${titulo}` }).click();
  await expect(page.getByText('Status alterado para Em Andamento')).toBeVisible();
  await expect(linha.getByText('Em Andamento', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Resolver: ${titulo}` }).click();
  await expect(page.getByText('Status alterado para Resolvida')).toBeVisible();
  await expect(linha.getByText('Resolvida', { exact: true })).toBeVisible();
  await expect(linha.getByText(`Resolvida em ${dataBr(hoje)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Reabrir: ${titulo}` })).toBeVisible();
});
