import type { Page } from '@playwright/test';
import { ESCOLA_PRINCIPAL } from './support/accounts';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/** The class and school pages, the dialog, the status steps and deletion. */

/** The ids of the main school and of one of its classes, as the signed-in user sees them. */
async function ids(page: Page, turma: string) {
  const escolas = (await (await page.request.get('/api/navegacao/escolas')).json()) as { itens: { id: string; nome: string }[] };
  const escola = escolas.itens.find((e) => e.nome === ESCOLA_PRINCIPAL)!;
  const turmas = (await (await page.request.get(`/api/navegacao/escolas/${escola.id}/turmas`)).json()) as {
    itens: { id: string; nome: string }[];
  };
  return { escola: escola.id, turma: turmas.itens.find((t) => t.nome === turma)!.id };
}

const card = (page: Page, titulo: string) =>
  page.getByRole('region', { name: 'Resumo' }).locator('div', { hasText: titulo }).last();
const linha = (page: Page, codigo: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo, exact: true }) });

test.describe.serial('objetos de conhecimento', () => {
  test('o professor vê os objetos do 6º Ano A, cria um com habilidades BNCC e o leva de pendente a concluído', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await entrar(page, 'professor');
    const { escola, turma } = await ids(page, '6º Ano A');
    await page.goto(`/escola/${escola}/turma/${turma}/objetos-conhecimento`);
    await expect(page.getByRole('heading', { level: 1, name: 'Objetos de Conhecimento' })).toBeVisible();
    await expect(page.getByText(`${ESCOLA_PRINCIPAL} · 6º Ano A`)).toBeVisible();
    await expect(card(page, 'Total de Objetos')).toContainText('9');
    await expect(card(page, 'Pendentes')).toContainText('4');
    await expect(card(page, 'Em Andamento')).toContainText('2');
    await expect(card(page, 'Concluídos')).toContainText('3');
    await expect(linha(page, 'OC-01').first()).toContainText('EF06LP01');
    // A professor does not delete (objetos.deletar is AEG).
    await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Disciplina').selectOption({ label: 'Língua Portuguesa — 6º Ano' });
    await page.getByLabel('Status').selectOption('concluido');
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toContainText('Notícia e reportagem na web');
    await page.getByLabel('Disciplina').selectOption('');
    await page.getByLabel('Status').selectOption('');

    await page.getByRole('button', { name: 'Novo Objeto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Objeto de Conhecimento' });
    await expect(dialog.getByLabel('Turma')).toHaveValue('6º Ano A');
    await expect(dialog.getByLabel('Série')).toHaveValue('6º Ano');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    for (const msg of [
      'Disciplina é obrigatória',
      'Código é obrigatório',
      'Título é obrigatório',
      'Descrição é obrigatória',
      'Bimestre é obrigatório',
    ]) {
      await expect(dialog.getByText(msg)).toBeVisible();
    }
    await dialog.getByLabel('Disciplina').selectOption({ label: 'Matemática — 6º Ano' });
    await dialog.getByLabel('Código').fill('OC-20');
    await dialog.getByLabel('Bimestre').selectOption('3');
    await dialog.getByLabel('Título').fill('Porcentagens no comércio local');
    await dialog.getByLabel('Descrição').fill('Cálculo de descontos e acréscimos em situações de compra.');
    // The picker starts narrowed to the class's year and the subject's component.
    await expect(dialog.getByText('Somente Matemática · 6º Ano')).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Buscar habilidade BNCC' }).fill('EF06MA03');
    await dialog.getByRole('button', { name: 'Adicionar EF06MA03' }).click();
    await dialog.getByRole('searchbox', { name: 'Buscar habilidade BNCC' }).fill('racionais');
    await dialog.getByRole('button', { name: 'Adicionar EF06MA08' }).click();
    await dialog.getByRole('button', { name: 'Remover EF06MA08' }).click();
    await expect(dialog.getByRole('list', { name: 'Habilidades escolhidas' }).getByRole('listitem')).toHaveText(['EF06MA03']);
    await dialog.getByLabel('Competências').fill('Competência geral 2 – Pensamento científico, crítico e criativo');
    await dialog.getByLabel('Competências').press('Enter');
    await dialog.getByLabel('Data de Início').fill('2026-08-03');
    await dialog.getByLabel('Data de Fim').fill('2026-08-01');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText('Data de fim deve ser igual ou posterior à data de início')).toBeVisible();
    await dialog.getByLabel('Data de Fim').fill('2026-08-28');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Objeto de conhecimento criado com sucesso')).toBeVisible();

    const novo = linha(page, 'OC-20');
    await expect(novo).toContainText('Porcentagens no comércio local');
    await expect(novo).toContainText('EF06MA03');
    await expect(novo).toContainText('Pendente');
    await expect(novo).toContainText('03/08/2026 a 28/08/2026');
    await expect(card(page, 'Total de Objetos')).toContainText('10');
    await page.getByRole('button', { name: 'Iniciar OC-20' }).click();
    await expect(novo).toContainText('Em andamento');
    await page.getByRole('button', { name: 'Concluir OC-20' }).click();
    await expect(novo).toContainText('Concluído');
    await expect(page.getByRole('button', { name: /OC-20$/ }).filter({ hasText: /Iniciar|Concluir/ })).toHaveCount(0);
    await expect(card(page, 'Concluídos')).toContainText('4');

    await page.getByRole('button', { name: 'Editar OC-20' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Objeto de Conhecimento' });
    await expect(editar.getByLabel('Título')).toHaveValue('Porcentagens no comércio local');
    await editar.getByLabel('Observações').fill('Usar encartes de supermercado.');
    await editar.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Objeto de conhecimento atualizado com sucesso')).toBeVisible();
  });

  test('a gestora vê todas as turmas da escola, filtra por turma e exclui com confirmação', async ({ page }) => {
    await entrar(page, 'gestor');
    const { escola, turma } = await ids(page, '6º Ano B');
    // The cards show the server's figures for the whole school, then for the chosen class.
    const total = async (filtro: string) =>
      (await (await page.request.get(`/api/objetos-conhecimento/resumo?${filtro}`)).json()).total as number;
    const daEscola = await total(`escola_id=${escola}`);
    const daTurma = await total(`escola_id=${escola}&turma_id=${turma}`);
    expect(daTurma).toBeGreaterThan(0);
    expect(daEscola).toBeGreaterThan(daTurma);
    await page.goto(`/escola/${escola}/objetos-conhecimento`);
    await expect(page.getByRole('heading', { level: 1, name: 'Objetos de Conhecimento' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Turma' })).toBeVisible();
    await expect(card(page, 'Total de Objetos')).toHaveText(new RegExp(`Total de Objetos\\s*${daEscola}\\b`));
    await page.getByRole('combobox', { name: 'Turma' }).selectOption({ label: '6º Ano B' });
    await expect(card(page, 'Total de Objetos')).toHaveText(new RegExp(`Total de Objetos\\s*${daTurma}\\b`));
    // The subject filter offers the subjects taught in 6º Ano B, none of another year.
    const disciplinas = page.getByLabel('Disciplina').locator('option');
    await expect(disciplinas.first()).toHaveText('Todas as disciplinas');
    await expect(disciplinas.filter({ hasText: 'Matemática — 6º Ano' })).toHaveCount(1);
    await expect(disciplinas.filter({ hasText: 'História — 6º Ano' })).toHaveCount(1);
    await expect(disciplinas.filter({ hasText: /7º Ano|8º Ano|9º Ano/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar por código, título ou descrição...' }).fill('polígonos');
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);

    await page.getByRole('button', { name: 'Excluir OC-05' }).click();
    const confirmar = page.getByRole('alertdialog');
    await expect(confirmar).toContainText('Esta ação não pode ser desfeita.');
    await confirmar.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Objeto de conhecimento excluído com sucesso')).toBeVisible();
    await expect(page.getByText('Nenhum objeto de conhecimento corresponde aos filtros.')).toBeVisible();
    await expect(card(page, 'Total de Objetos')).toHaveText(new RegExp(`Total de Objetos\\s*${daTurma - 1}\\b`));
  });

  test('turma ou escola fora do alcance: Turma não encontrada, Escola não encontrada', async ({ page }) => {
    await entrar(page, 'professor');
    const { escola } = await ids(page, '6º Ano A');
    await page.goto(`/escola/${escola}/turma/00000000-0000-4000-8000-000000000000/objetos-conhecimento`);
    await expect(page.getByText('Turma não encontrada')).toBeVisible();
    await page.goto('/escola/00000000-0000-4000-8000-000000000000/objetos-conhecimento');
    await expect(page.getByText('Escola não encontrada')).toBeVisible();
  });
});
