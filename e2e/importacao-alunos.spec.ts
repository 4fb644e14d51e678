import type { Page } from '@playwright/test';
import { dataBr } from '../domain/calendario/datas';
import { DATA_MENSAGENS } from '../domain/importacao/texto';
import { seriousViolations } from './support/axe';
import { baixar } from './support/download';
import { turmaDaEscolaPrincipal } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * A gestor brings students in from a spreadsheet through the screens (issue 26): the file goes up,
 * the columns come guessed from the header (one is changed), the preview shows the counts, a refused
 * line with its reason and a line that repeats a student of the demo 9º Ano A; the duplicate is
 * skipped, the import confirmed and run in the background with its progress bar, the result counted
 * with the refused lines downloadable, and the new students are in the class's list.
 */

const TURMA = '9º Ano A';
const ARQUIVO = 'alunos-9-ano-a.csv';

interface AlunoDemo {
  nome: string;
  matricula: string;
  data_nascimento: string;
  filiacao_1: string | null;
}

async function umAlunoDaTurma(page: Page, turmaId: string): Promise<AlunoDemo> {
  const res = await page.request.get(`/api/alunos?turma_id=${turmaId}&por_pagina=1`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { itens: AlunoDemo[] }).itens[0]!;
}

/** The value under a count's title (a <dt> and its <dd>). */
const contagem = (page: Page, grupo: string, titulo: string) =>
  page.getByRole('group', { name: grupo }).getByText(titulo, { exact: true }).locator('xpath=following-sibling::dd');

test('importação de alunos: envio, colunas, prévia, duplicado, progresso, resultado e a turma', async ({ page }) => {
  test.slow();
  await entrar(page, 'gestor');
  const { escolaId, turmaId } = await turmaDaEscolaPrincipal(page, TURMA);
  const existente = await umAlunoDaTurma(page, turmaId);
  // Letters only, new on every run: the names of this run's students.
  const sufixo = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)]!);
  const ana = `Ana ${sufixo} Importada`;
  const bruno = `Bruno ${sufixo} Importado`;
  const carla = `Carla ${sufixo} Recusada`;
  const csv = [
    'Nome do aluno;Data de nascimento;Nome da mãe;Turma;Responsável;Celular da família',
    `${ana};10/04/2012;Maria ${sufixo};${TURMA};Maria ${sufixo};(67) 99999-0001`,
    `${bruno};02/09/2011;Joana ${sufixo};${TURMA};Joana ${sufixo};(67) 99999-0002`,
    `${carla};31/02/2012;;${TURMA};;`,
    `${existente.nome};${dataBr(existente.data_nascimento)};${existente.filiacao_1 ?? ''};${TURMA};;`,
  ].join('\r\n');

  // From the school's students, the way in.
  await page.goto(`/escola/${escolaId}/alunos`);
  await page.getByRole('link', { name: 'Importar alunos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar alunos' })).toBeVisible();

  // Upload: nothing chosen is said, then the file goes up.
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect(page.getByRole('alert')).toHaveText('Escolha o arquivo da planilha.');
  await page.getByLabel('Planilha de alunos').setInputFiles({ name: ARQUIVO, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();

  // Columns: guessed from the header; the unknown one is set by hand.
  await expect(page.getByRole('heading', { name: `Colunas de ${ARQUIVO}` })).toBeVisible();
  await expect(page).toHaveURL(/\?importacao=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('importacao')!;
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Nome do aluno' })).toHaveValue('nome');
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Data de nascimento' })).toHaveValue('data_nascimento');
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Nome da mãe' })).toHaveValue('filiacao_1');
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Turma' })).toHaveValue('turma');
  const celular = page.getByRole('combobox', { name: 'Campo da coluna Celular da família' });
  await expect(celular).toHaveValue('');
  await celular.selectOption({ label: 'Responsável 1 – telefone' });
  await page.getByRole('button', { name: 'Analisar o arquivo' }).click();

  // Preview: the counts, the refused line with its reason, the duplicate of the demo student.
  await expect(page.getByRole('heading', { name: `Prévia de ${ARQUIVO}` })).toBeVisible();
  const resumo = 'Resumo da análise';
  await expect(contagem(page, resumo, 'Linhas')).toHaveText('4');
  await expect(contagem(page, resumo, 'Prontas para importar')).toHaveText('2');
  await expect(contagem(page, resumo, 'Com possível duplicado')).toHaveText('1');
  await expect(contagem(page, resumo, 'Recusadas')).toHaveText('1');
  const recusada = page.getByRole('listitem').filter({ hasText: `Linha 4: ${carla}` });
  await expect(recusada).toContainText(`Data de nascimento: ${DATA_MENSAGENS.inexistente('31/02/2012')}`);
  const duplicada = page.getByRole('listitem').filter({ hasText: `Linha 5: ${existente.nome}` });
  await expect(duplicada).toContainText(
    `Muito provável — Mesmo nome, data de nascimento e filiação: ${existente.nome}, matrícula ${existente.matricula}`,
  );
  await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await expect(page.getByText('Decida a linha com duplicado para importar.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The import is in the address: a reload comes back to it.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Prévia de ${ARQUIVO}` })).toBeVisible();

  // "Criar mesmo assim" asks the reason; the gestor changes their mind and skips the line.
  await duplicada.getByRole('button', { name: 'Criar mesmo assim' }).click();
  await expect(duplicada.getByLabel('Motivo para criar mesmo assim')).toBeFocused();
  await duplicada.getByRole('button', { name: 'Cancelar' }).click();
  await expect(duplicada.getByRole('button', { name: 'Criar mesmo assim' })).toBeFocused();
  // By keyboard, as every decision can be made.
  await duplicada.getByRole('button', { name: 'Ignorar' }).focus();
  await page.keyboard.press('Enter');
  await expect(duplicada.getByText('Decisão: ignorar a linha')).toBeVisible();
  await expect(duplicada.getByRole('button', { name: 'Ignorar' })).toHaveAttribute('aria-pressed', 'true');

  // The run asks for confirmation; its progress shows while the server works (held here so it is seen).
  let soltar!: () => void;
  const solto = new Promise<void>((r) => (soltar = r));
  await page.route(`**/api/importacoes/${id}`, async (route) => {
    if (route.request().method() === 'GET') await solto;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const confirmacao = page.getByRole('alertdialog', { name: 'Importar os alunos?' });
  await expect(confirmacao).toContainText(
    '2 linhas prontas e as linhas com duplicado que você decidiu criar ou atualizar. A linha recusada fica de fora.',
  );
  await confirmacao.getByRole('button', { name: 'Importar' }).click();
  const barra = page.getByRole('progressbar', { name: `Importando: ${ARQUIVO}` });
  await expect(barra).toBeVisible();
  await expect(barra).toHaveAttribute('aria-valuemin', '0');
  await expect(barra).toHaveAttribute('aria-valuemax', '100');
  await expect(barra).toHaveAttribute('aria-valuenow', '0');
  await expect(barra).toHaveAttribute('aria-valuetext', '0 de 4 linhas (0%)');
  soltar();

  // The result, and the refused lines as a file.
  await expect(page.getByRole('heading', { name: `Importação concluída: ${ARQUIVO}` })).toBeVisible({ timeout: 20_000 });
  await page.unroute(`**/api/importacoes/${id}`);
  const resultado = 'Resultado da importação';
  await expect(contagem(page, resultado, 'Criados')).toHaveText('2');
  await expect(contagem(page, resultado, 'Atualizados')).toHaveText('0');
  await expect(contagem(page, resultado, 'Ignorados')).toHaveText('1');
  await expect(contagem(page, resultado, 'Recusados')).toHaveText('1');
  const { download, dados } = await baixar(page, page.getByRole('button', { name: 'Baixar as linhas recusadas' }));
  expect(download.suggestedFilename()).toMatch(/^linhas-recusadas.*\.csv$/);
  const texto = dados.toString('utf8');
  expect(texto).toContain('"Motivos da recusa"');
  expect(texto).toContain(`"4";"${carla}"`);
  expect(texto).toContain(DATA_MENSAGENS.inexistente('31/02/2012'));
  expect(texto).not.toContain(ana);
  expect(await seriousViolations(page)).toEqual([]);

  // The class's list has the new students.
  await page
    .getByRole('navigation', { name: 'Alunos por turma' })
    .getByRole('link', { name: `Alunos de ${TURMA}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/escola/${escolaId}/turma/${turmaId}/alunos$`));
  await page.getByRole('searchbox').first().fill(sufixo);
  await expect(page.getByText(ana)).toBeVisible();
  await expect(page.getByText(bruno)).toBeVisible();
  await expect(page.getByText(carla)).toBeHidden();
});
