import type { Page } from '@playwright/test';
import { STAMP } from './admin-support';
import { ACCOUNTS, ESCOLA_PRINCIPAL } from './support/accounts';
import { signIn } from './support/session';
import { expect, test } from './support/test';

/** What each role sees first on the dashboard: one sign-in per role. */

const estatisticas = (page: Page) => page.getByRole('region', { name: 'Estatísticas' });
const atividades = (page: Page) => page.getByRole('region', { name: 'Atividades Recentes' });

test('a secretaria é saudada pelo primeiro nome do responsável e vê os números e o gráfico da rede', async ({ page }) => {
  // An empresa account with a responsible person's name, created through the API.
  const email = `responsavel.${STAMP}@demo.escola.br`;
  const senha = 'Pau-Brasil-Centenario-26';
  await signIn(page, ACCOUNTS.administrador);
  const empresas = (await (await page.request.get('/api/empresas')).json()).itens as { id: string; nome: string }[];
  const vv = empresas.find((e) => e.nome === 'Prefeitura Municipal de Vale Verde')!;
  expect(
    (
      await page.request.post('/api/usuarios', {
        data: { nome: 'Beatriz Ramos Teixeira', email, senha, tipo_usuario: 'empresa', empresa_id: vv.id },
      })
    ).status(),
  ).toBe(201);
  await page.context().clearCookies();

  await signIn(page, email, senha);
  await expect(page.getByText('Olá, Beatriz! Acompanhe aqui os principais números da sua rede de ensino.')).toBeVisible();
  await expect(estatisticas(page).getByText('Total de Alunos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alunos por escola' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Alunos ativos por escola' }).getByRole('cell', { name: ESCOLA_PRINCIPAL }),
  ).toBeAttached();
  await expect(atividades(page).getByText('Você entrou no sistema')).toBeVisible();
});

test('o professor vê os números das suas turmas e as atividades em frases', async ({ page }) => {
  await signIn(page, ACCOUNTS.professor);
  await expect(page.getByText('Olá, Carlos! Acompanhe aqui os principais números das suas turmas.')).toBeVisible();
  await expect(estatisticas(page).getByText('Alunos nas Minhas Turmas')).toBeVisible();
  await expect(estatisticas(page).getByText('Total de Alunos')).toHaveCount(0);
  await expect(atividades(page).getByText('Você entrou no sistema').first()).toBeVisible();
  // Never the audit log's codes.
  await expect(atividades(page)).not.toContainText(/login|lancar|_/);
});

test('o aluno vê a própria turma, frequência e médias, sem contagens de escopo nem gráfico', async ({ page }) => {
  await signIn(page, ACCOUNTS.aluno);
  await expect(page.getByText('Olá, Lucas! Acompanhe aqui a sua frequência e as suas médias.')).toBeVisible();
  const meus = page.getByRole('region', { name: 'Meus números' });
  await expect(meus.getByText('Minha Turma')).toBeVisible();
  await expect(meus.getByText('6º Ano A')).toBeVisible();
  await expect(meus.getByText(ESCOLA_PRINCIPAL)).toBeVisible();
  await expect(meus.getByText('Minha Frequência')).toBeVisible();
  await expect(meus.getByText(/^\d{1,3}(,\d)?%$/)).toBeVisible();
  const medias = page.getByRole('region', { name: 'Minhas Médias' });
  await expect(medias.getByRole('row').filter({ hasText: 'Matemática' })).toBeVisible();
  await expect(page.getByText('Total de Alunos')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Alunos por escola' })).toHaveCount(0);
});

test('o gestor vê os números das suas escolas', async ({ page }) => {
  await signIn(page, ACCOUNTS.gestor);
  await expect(page.getByText(/^Olá, \S+! Acompanhe aqui os principais números das suas escolas\.$/)).toBeVisible();
  await expect(estatisticas(page).getByText('Minhas Escolas', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Alunos ativos por escola' }).getByRole('cell', { name: ESCOLA_PRINCIPAL }),
  ).toBeAttached();
});
