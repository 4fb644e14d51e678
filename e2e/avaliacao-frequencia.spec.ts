import type { Page } from '@playwright/test';
import { calendarioPadrao, diasLetivos } from '../domain/calendario';
import { ESCOLA_PRINCIPAL } from './support/accounts';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/** The demo professor takes a roll call; the overview, the school list and the aluno's view. */

/**
 * A school day up to today (the network's default calendar) on which the class has no roll call of
 * the subject yet: the demo's lessons take one weekday a week in the first two bimestres, and a
 * roll call only goes on a school day. From about mid February on, one exists inside every
 * enrolment of the demo (before the year's first school days there is none).
 */
async function diaLetivoLivre(page: Page, turmaId: string, disciplina: string): Promise<string> {
  const disciplinas = (await (await page.request.get(`/api/turmas/${turmaId}/disciplinas`)).json()).itens as {
    id: string;
    nome: string;
  }[];
  const disciplinaId = disciplinas.find((d) => d.nome === disciplina)!.id;
  const agora = new Date();
  const hoje = `${agora.getFullYear()}-${String(agora.getMonth() + 1).padStart(2, '0')}-${String(agora.getDate()).padStart(2, '0')}`;
  const cal = calendarioPadrao(agora.getFullYear());
  for (const dia of diasLetivos(cal, cal.inicio, hoje).reverse()) {
    const ch = await (
      await page.request.get(`/api/frequencias/chamada?turma_id=${turmaId}&disciplina_id=${disciplinaId}&data=${dia}`)
    ).json();
    if (!ch.registrada && ch.pode_editar) return dia;
  }
  throw new Error('Nenhum dia letivo livre até hoje');
}
let DATA = '';
const dataBr = (iso: string) => iso.split('-').reverse().join('/');

const status = (page: Page, nome: string) => page.getByRole('button', { name: new RegExp(`^(Presente|Faltou) — ${nome}$`) });

test.describe.serial('chamada', () => {
  test('o professor faz a chamada: todos presentes, clique e barra de espaço marcam falta, justificativa, salvar, reabrir', async ({
    page,
  }) => {
    await entrar(page, 'professor');
    const { escolaId, turmaId } = await turma6A(page);
    DATA = await diaLetivoLivre(page, turmaId, 'Língua Portuguesa — 6º Ano');
    await page.goto(`/escola/${escolaId}/turma/${turmaId}/frequencia`);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequência' })).toBeVisible();
    await page.getByLabel('Data', { exact: true }).fill(DATA);
    await page.getByLabel('Disciplina', { exact: true }).selectOption({ label: 'Língua Portuguesa — 6º Ano' });
    await expect(page.getByText('Todos começam presentes')).toBeVisible();
    // Every student enrolled in the class, as the roster counts them.
    const roster = await (await page.request.get(`/api/turmas/${turmaId}/alunos?status=ativa&por_pagina=1`)).json();
    const n = roster.total as number;
    expect(n).toBeGreaterThanOrEqual(25);
    const botoes = page.getByRole('button', { name: /^(Presente|Faltou) — / });
    await expect(botoes).toHaveCount(n);
    for (const texto of await botoes.allInnerTexts()) expect(texto).toBe('Presente');
    expect(await seriousViolations(page)).toEqual([]);

    await status(page, 'Lucas Almeida Souza').click();
    await expect(status(page, 'Lucas Almeida Souza')).toHaveText('Faltou');
    await page.getByLabel('Justificativa de Lucas Almeida Souza').selectOption('Atestado médico');
    // Keyboard: the arrow goes to the next student, the space bar toggles.
    await status(page, 'Beatriz Costa Ribeiro').focus();
    await page.keyboard.press('Space');
    await expect(status(page, 'Beatriz Costa Ribeiro')).toHaveText('Faltou');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(page.getByText(`Presentes: ${n - 2} · Faltas: 2`)).toBeVisible();

    await page.getByRole('button', { name: 'Salvar chamada' }).click();
    await expect(page.getByText('Chamada salva com sucesso')).toBeVisible();
    await expect(page.getByText('Chamada já registrada nesta data')).toBeVisible();

    await page.reload();
    await expect(status(page, 'Lucas Almeida Souza')).toHaveText('Faltou');
    await expect(page.getByLabel('Justificativa de Lucas Almeida Souza')).toHaveValue('Atestado médico');
    await expect(status(page, 'Beatriz Costa Ribeiro')).toHaveText('Faltou');

    await page.getByRole('tab', { name: 'Por Data' }).click();
    const grupo = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Abrir chamada de ${dataBr(DATA)} — Língua Portuguesa — 6º Ano` }) });
    await expect(grupo).toContainText(
      `${(Math.round(((n - 2) / n) * 1000) / 10).toLocaleString('pt-BR', { minimumFractionDigits: 1 })}%`,
    );
    await grupo.getByRole('button').click();
    await expect(page.getByRole('tab', { name: 'Lista' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Data', { exact: true })).toHaveValue(DATA);
    await status(page, 'Beatriz Costa Ribeiro').click();
    await page.getByRole('button', { name: 'Salvar chamada' }).click();
    await expect(page.getByText('Chamada salva com sucesso')).toBeVisible();
    await expect(page.getByText(`Presentes: ${n - 1} · Faltas: 1`)).toBeVisible();
  });

  test('o aluno vê só as próprias presenças e faltas', async ({ page }) => {
    await entrar(page, 'aluno');
    const { escolaId, turmaId } = await turma6A(page);
    await page.goto(`/escola/${escolaId}/turma/${turmaId}/frequencia`);
    const linhas = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(linhas.first()).toBeVisible();
    for (const texto of await linhas.allInnerTexts()) expect(texto).toContain('Lucas Almeida Souza');
    await expect(linhas.filter({ hasText: dataBr(DATA) }).filter({ hasText: 'Faltou' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Salvar chamada' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar frequência/ })).toHaveCount(0);
  });
});

test('visão geral: cartões, alunos com faltas excessivas, gráfico por disciplina, registros e "Registrar Frequência"', async ({
  page,
}) => {
  await entrar(page, 'professor');
  await page.goto('/frequencia');
  await expect(page.getByText('% de Presença', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alunos com faltas excessivas' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Alunos com faltas excessivas' }).locator('..').locator('..').getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Presença por disciplina' })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Data',
    'Aluno',
    'Matrícula',
    'Turma',
    'Disciplina',
    'Professor',
    'Status',
  ]);
  await page.getByLabel('Filtrar por status').selectOption('falta');
  const linhas = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(linhas.first()).toContainText('Faltou');
  for (const texto of await linhas.allInnerTexts()) expect(texto).toContain('Faltou');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Registrar Frequência' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar Frequência' });
  await dialog.getByLabel('Turma e disciplina').selectOption({ label: `${ESCOLA_PRINCIPAL} — 6º Ano B — Matemática — 6º Ano` });
  await dialog.getByRole('button', { name: 'Ir para a chamada' }).click();
  await expect(page).toHaveURL(/\/turma\/.+\/frequencia\?aba=lista&disciplina=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequência' })).toBeVisible();
  await expect(page.getByLabel('Disciplina', { exact: true })).toHaveValue(/.+/);
});

test('a escola: o gestor alterna presente/faltou pelo botão da lista e exclui com confirmação', async ({ page }) => {
  await entrar(page, 'gestor');
  const { escolaId } = await turma6A(page);
  await page.goto(`/escola/${escolaId}/frequencia`);
  await page.getByRole('searchbox', { name: 'Buscar por aluno ou matrícula...' }).fill('Sofia Martins Barbosa');
  const linhas = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(linhas.first()).toContainText('Sofia Martins Barbosa');
  expect(await seriousViolations(page)).toEqual([]);
  const primeira = linhas.first();
  const data = (await primeira.locator('td').first().innerText()).trim();
  const botao = primeira.getByRole('button', { name: new RegExp(`^(Presente|Faltou) — Sofia Martins Barbosa, ${data}$`) });
  const antes = (await botao.innerText()).trim();
  await botao.click();
  await expect(page.getByText(`Sofia Martins Barbosa: ${antes === 'Presente' ? 'Faltou' : 'Presente'} em ${data}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Por Data' }).click();
  await expect(page.getByRole('button', { name: /^Abrir chamada de / }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Lista' }).click();

  await linhas.first().getByRole('button', { name: 'Excluir frequência de Sofia Martins Barbosa' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
  await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Registro de frequência excluído com sucesso')).toBeVisible();
});

test('regras escolares: a empresa muda a média de aprovação na aba Sistema', async ({ page }) => {
  await entrar(page, 'empresa');
  await page.goto('/configuracoes/sistema');
  const card = page.locator('form').filter({ has: page.getByLabel('Média para aprovação') });
  await expect(page.getByLabel('Média para aprovação')).toHaveValue('7');
  await page.getByLabel('Média para recuperação').fill('8');
  await page.getByRole('button', { name: 'Salvar regras' }).click();
  await expect(card.getByText('Média de recuperação não pode ser maior que a média de aprovação')).toBeVisible();
  await page.getByLabel('Média para recuperação').fill('5');
  await page.getByLabel('Média para aprovação').fill('6,5');
  await page.getByRole('button', { name: 'Salvar regras' }).click();
  await expect(page.getByText('Regras escolares salvas com sucesso')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Média para aprovação')).toHaveValue('6,5');
  expect(await seriousViolations(page)).toEqual([]);
});
