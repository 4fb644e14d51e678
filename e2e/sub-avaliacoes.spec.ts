import type { Page } from '@playwright/test';
import { bimestreDoRegistro, ehDiaLetivo } from '../domain/calendario';
import { somarDias } from '../domain/calendario/datas';
import type { CalendarioLetivo } from '../domain/calendario/tipos';
import { turma6A } from './support/escola-demo';
import { seriousViolations } from './support/axe';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * The network makes the bimester grade from assessments: the demo professor creates one for
 * 6º Ano A, enters every student's score, advances it to corrigida and sees the computed grade
 * on the class's Notas page.
 */

/** The empresa switches how the bimester grade is made, through the API. */
async function modoDaRede(page: Page, modo: 'avaliacoes' | 'quatro_notas') {
  const atual = await (await page.request.get('/api/regras-escolares')).json();
  const res = await page.request.put('/api/regras-escolares', {
    data: {
      media_aprovacao: atual.media_aprovacao,
      media_recuperacao: atual.media_recuperacao,
      frequencia_minima: atual.frequencia_minima,
      alerta_faltas: atual.alerta_faltas,
      modo_nota_bimestre: modo,
      updated_at: atual.updated_at,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The latest school day up to today on the network's calendar, and its bimestre: an assessment
 * applied on it may be marked as applied at once.
 */
async function diaLetivoPassado(page: Page): Promise<{ data: string; bimestre: number }> {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const cal = (await (await page.request.get(`/api/calendario/${hoje.slice(0, 4)}`)).json()) as CalendarioLetivo;
  for (let d = hoje < cal.fim ? hoje : cal.fim; d >= cal.inicio; d = somarDias(d, -1))
    if (ehDiaLetivo(cal, d)) return { data: d, bimestre: bimestreDoRegistro(cal, d)! };
  throw new Error(`Nenhum dia letivo até ${hoje} no calendário da rede.`);
}

test('sub-avaliações: o professor cria, lança as notas, corrige e vê a nota do bimestre calculada', async ({ page }) => {
  test.slow();
  await entrar(page, 'empresa');
  await modoDaRede(page, 'avaliacoes');
  try {
    await page.context().clearCookies();
    await entrar(page, 'professor');
    const { escolaId, turmaId } = await turma6A(page);
    const dia = await diaLetivoPassado(page);
    await page.goto(`/escola/${escolaId}/turma/${turmaId}/sub-avaliacoes`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sub-Avaliações' })).toBeVisible();

    // 'Nova Sub-Avaliação'.
    const titulo = `Prova de frações ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Nova Sub-Avaliação' }).click();
    const form = page.getByRole('dialog', { name: 'Nova Sub-Avaliação' });
    await form.getByLabel('Disciplina').selectOption({ label: 'Matemática — 6º Ano' });
    await form.getByLabel('Bimestre').selectOption({ label: `${dia.bimestre}º Bimestre` });
    await form.getByLabel('Título').fill(titulo);
    await form.getByLabel('Descrição').fill('Frações e números decimais');
    await form.getByLabel('Tipo').selectOption({ label: 'Prova' });
    await form.getByLabel('Peso (1 a 10)').fill('2');
    await form.getByLabel('Data de aplicação').fill(dia.data);
    await form.getByLabel('Data de entrega').fill(dia.data);
    await form.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Sub-avaliação criada com sucesso')).toBeVisible();
    const linha = page.getByRole('row').filter({ hasText: titulo });
    await expect(linha.getByText('Agendada')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // 'Lançar notas': every student, the second one absent.
    await page.getByRole('button', { name: `Lançar notas de ${titulo}` }).click();
    const notas = page.getByRole('dialog', { name: `Lançar notas — ${titulo}` });
    const campos = notas.getByRole('textbox');
    await expect(campos.first()).toBeVisible();
    const total = await campos.count();
    const primeiro = (await notas.locator('tbody tr').first().locator('label').first().textContent())!.trim();
    const segundo = (await notas.locator('tbody tr').nth(1).locator('label').first().textContent())!.trim();
    for (let i = 0; i < total; i++) await campos.nth(i).fill(i === 0 ? '7,3' : '6');
    await notas.getByRole('checkbox', { name: `Ausente: ${segundo}` }).check();
    await notas.getByRole('button', { name: 'Salvar notas' }).click();
    await expect(page.getByText('Notas salvas com sucesso')).toBeVisible();
    await expect(notas).toBeHidden();

    // One step at a time, each button showing the next status.
    await page.getByRole('button', { name: `Marcar ${titulo} como aplicada` }).click();
    await expect(page.getByText('Status alterado para Aplicada')).toBeVisible();
    await page.getByRole('button', { name: `Marcar ${titulo} como corrigida` }).click();
    await expect(page.getByText('Status alterado para Corrigida')).toBeVisible();
    await expect(linha.getByText('Corrigida')).toBeVisible();
    await expect(page.getByRole('button', { name: `Marcar ${titulo} como finalizada` })).toBeVisible();

    // The class's Notas page: the assessment's column and the computed grade, read-only.
    await page.goto(`/escola/${escolaId}/turma/${turmaId}/notas`);
    await page.getByLabel('Disciplina', { exact: true }).selectOption({ label: 'Matemática — 6º Ano' });
    await page.getByLabel('Bimestre', { exact: true }).selectOption({ label: `${dia.bimestre}º Bimestre` });
    const tabela = page.getByRole('table', { name: /Notas por sub-avaliações/ });
    await expect(tabela.getByRole('columnheader', { name: new RegExp(titulo) })).toBeVisible();
    const doPrimeiro = tabela.getByRole('row').filter({ hasText: primeiro });
    await expect(doPrimeiro).toContainText('7,3');
    await expect(doPrimeiro).toContainText('7,30');
    await expect(doPrimeiro.getByText('Aprovado')).toBeVisible();
    await expect(tabela.getByRole('row').filter({ hasText: segundo })).toContainText('Ausente');
    await expect(page.getByRole('textbox', { name: /^Nota 1 de / })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    // The other journeys type the four notes: the network goes back to them.
    await page.context().clearCookies();
    await entrar(page, 'empresa');
    await modoDaRede(page, 'quatro_notas');
  }
});
