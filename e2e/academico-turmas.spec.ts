import type { Page } from '@playwright/test';
import { ESCOLA_PRINCIPAL } from './support/accounts';
import { entrar, entrarNoPainel, sidebar } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/** A gestor registers a class and enrols students in it. */

const stamp = Date.now().toString(36);
const TURMA = `9º Ano E2E ${stamp}`;
const ANO = new Date().getFullYear();
/** The new class's students page, found through the sidebar by the enrolment test. */
let turmaUrl = '';

function linha(page: Page, texto: string) {
  return page.getByRole('table').getByRole('row').filter({ hasText: texto });
}

async function cartao(page: Page, titulo: string) {
  return page.getByText(titulo, { exact: true }).locator('xpath=following-sibling::p[1]');
}

test.describe.serial('turma nova e matrículas', () => {
  test('o gestor cadastra uma turma: padrões da especificação, mensagem de capacidade, turma na tabela e no menu', async ({
    page,
  }) => {
    await entrar(page, 'gestor');
    await page.goto('/cadastrar-turma');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Turma' })).toBeVisible();
    await expect(page.getByText('Carregando turmas...')).toHaveCount(0);
    await expect(await cartao(page, 'Total de Turmas')).toHaveText('6');
    await expect(await cartao(page, 'Escolas')).toHaveText('1');
    await expect(linha(page, '6º Ano B')).toContainText('Não definido');
    await expect(linha(page, '6º Ano A')).toContainText('Carlos Eduardo Lima');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nova Turma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Turma' });
    // The form's defaults, and the current ano letivo.
    await expect(dialog.getByLabel('Série')).toHaveValue('6º Ano');
    await expect(dialog.getByLabel('Turno')).toHaveValue('matutino');
    await expect(dialog.getByLabel('Capacidade')).toHaveValue('30');
    await expect(dialog.getByLabel('Ano Letivo')).toHaveValue(String(ANO));
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText('Nome da turma é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Escola é obrigatória')).toBeVisible();

    await dialog.getByLabel('Nome da Turma').fill(TURMA);
    await dialog.getByLabel('Série').selectOption('9º Ano');
    await dialog.getByLabel('Turno').selectOption('vespertino');
    await dialog.getByLabel('Capacidade').fill('60');
    await dialog.getByLabel('Escola').selectOption({ label: ESCOLA_PRINCIPAL });
    await dialog.getByLabel('Professor Responsável').selectOption({ label: 'Carlos Eduardo Lima' });
    await dialog.getByLabel('Observações').fill('Turma de teste');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText('Capacidade deve estar entre 1 e 50')).toBeVisible();
    await expect(dialog.getByLabel('Nome da Turma')).toHaveValue(TURMA);

    await dialog.getByLabel('Capacidade').fill('2');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Turma criada com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const nova = linha(page, TURMA);
    await expect(nova).toContainText('0/2');
    await expect(nova).toContainText('0%');
    await expect(nova).toContainText('Carlos Eduardo Lima');
    await expect(nova).toContainText('Vespertino');
    await expect(nova).toContainText('Ativa');
    await expect(await cartao(page, 'Total de Turmas')).toHaveText('7');

    await page.getByRole('searchbox', { name: 'Buscar por nome, série, escola ou professor...' }).fill(stamp);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await page.getByLabel('Turno').selectOption('matutino');
    await expect(page.getByText('Nenhuma turma encontrada para a busca e os filtros escolhidos')).toBeVisible();

    // The sidebar shows the real classes, the new one included.
    const escola = sidebar(page).getByRole('button', { name: ESCOLA_PRINCIPAL });
    await escola.click();
    await expect(
      sidebar(page)
        .getByRole('list', { name: `Turmas de ${ESCOLA_PRINCIPAL}` })
        .getByRole('button', { name: TURMA }),
    ).toBeVisible();
  });

  test('o gestor matricula alunos na turma; a capacidade é respeitada com a mensagem do servidor', async ({ page }) => {
    await entrarNoPainel(page, 'gestor');
    const gestao = sidebar(page);
    await gestao.getByRole('button', { name: ESCOLA_PRINCIPAL }).click();
    await gestao.getByRole('button', { name: TURMA }).click();
    await gestao
      .getByRole('list', { name: `Páginas da turma ${TURMA}` })
      .getByRole('link', { name: 'Alunos', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
    await expect(page.getByText(`${ESCOLA_PRINCIPAL} · ${TURMA}`)).toBeVisible();
    await expect(page.getByText('Nenhum aluno matriculado nesta turma')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(await cartao(page, 'Vagas Disponíveis')).toHaveText('2');
    turmaUrl = page.url();

    // A new student straight into the class.
    await page.getByRole('button', { name: 'Novo Aluno' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo Aluno' });
    await dialog.getByLabel('Nome Completo').fill(`Aluna Nova ${stamp}`);
    await dialog.getByLabel('E-mail').fill('aluna-sem-arroba');
    await dialog.getByLabel('Código INEP').fill('123');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText('E-mail inválido')).toBeVisible();
    await expect(dialog.getByText('Código INEP deve ter 12 dígitos')).toBeVisible();
    await dialog.getByLabel('E-mail').fill('');
    await dialog.getByLabel('Código INEP').fill('');
    await expect(dialog.getByLabel('Turma')).toHaveValue(/[0-9a-f-]{36}/);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Aluno cadastrado com sucesso')).toBeVisible();
    await expect(linha(page, `Aluna Nova ${stamp}`)).toContainText('Ativa');

    // An existing student of the school without a class.
    await page.goto(turmaUrl.replace(/\/turma\/.+$/, '/alunos'));
    await expect(page.getByText('Carregando alunos...')).toHaveCount(0);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Novo Aluno' }).click();
    dialog = page.getByRole('dialog', { name: 'Novo Aluno' });
    await dialog.getByLabel('Nome Completo').fill(`Aluno Sem Turma ${stamp}`);
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Aluno cadastrado com sucesso')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar por nome ou matrícula...' }).fill(stamp);
    await expect(linha(page, `Aluno Sem Turma ${stamp}`)).toContainText('Sem turma');

    await page.goto(turmaUrl);
    await page.getByRole('button', { name: 'Matricular Aluno' }).click();
    dialog = page.getByRole('dialog', { name: `Matricular aluno — ${TURMA}` });
    await dialog.getByRole('searchbox').fill(stamp);
    await dialog.getByRole('button', { name: `Matricular Aluno Sem Turma ${stamp}` }).click();
    await expect(page.getByText(`Aluno Sem Turma ${stamp} matriculado(a) na turma`)).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    await expect(await cartao(page, 'Vagas Disponíveis')).toHaveText('0');
    await expect(await cartao(page, 'Ocupação')).toHaveText('100%');

    // The class is full: the server refuses, the dialog keeps what was typed.
    await page.getByRole('button', { name: 'Novo Aluno' }).click();
    dialog = page.getByRole('dialog', { name: 'Novo Aluno' });
    await dialog.getByLabel('Nome Completo').fill(`Aluno Excedente ${stamp}`);
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText(`Erro ao salvar aluno: A turma ${TURMA} atingiu a capacidade máxima de 2 alunos.`)).toBeVisible();
    await expect(dialog.getByLabel('Nome Completo')).toHaveValue(`Aluno Excedente ${stamp}`);
  });

  test('transferir encerra a matrícula como transferida e a mantém no histórico da turma', async ({ page }) => {
    expect(turmaUrl, 'a turma foi aberta no teste anterior').not.toBe('');
    await entrar(page, 'gestor');
    await page.goto(turmaUrl);
    await page.getByRole('button', { name: `Transferir Aluna Nova ${stamp}` }).click();
    const dialog = page.getByRole('dialog', { name: `Transferir Aluna Nova ${stamp}` });
    await dialog.getByLabel('Turma de destino').selectOption({ label: '6º Ano B (30/35)' });
    await dialog.getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText('Transferência realizada')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(await cartao(page, 'Transferidos')).toHaveText('1');
    await page.getByLabel('Situação').selectOption('all');
    await expect(linha(page, `Aluna Nova ${stamp}`)).toContainText('Transferida');
  });

  test('excluir uma turma com matrículas é recusado; desativar tira a turma do menu', async ({ page }) => {
    await entrar(page, 'gestor');
    await page.goto('/cadastrar-turma');
    await page.getByRole('searchbox', { name: 'Buscar por nome, série, escola ou professor...' }).fill(stamp);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(linha(page, TURMA)).toContainText('1/2');
    await expect(linha(page, TURMA)).toContainText('50%');

    // Editing shows what is stored, the responsável included.
    await page.getByRole('button', { name: `Editar ${TURMA}` }).click();
    const edicao = page.getByRole('dialog', { name: 'Editar Turma' });
    await expect(edicao.getByLabel('Professor Responsável').locator('option:checked')).toHaveText('Carlos Eduardo Lima');
    await expect(edicao.getByLabel('Capacidade')).toHaveValue('2');
    await edicao.getByLabel('Capacidade').fill('1');
    await edicao.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Turma atualizada com sucesso')).toBeVisible();
    await expect(linha(page, TURMA)).toContainText('1/1');

    await page.getByRole('button', { name: `Excluir ${TURMA}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
    await expect(confirm).toContainText('Tem certeza que deseja excluir esta turma?');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(
      page.getByText(
        'Erro ao excluir turma: Não é possível excluir a turma: ela possui matrículas, notas ou frequências registradas.',
      ),
    ).toBeVisible();
    await expect(linha(page, TURMA)).toHaveCount(1);

    await page.getByRole('button', { name: `Desativar ${TURMA}` }).click();
    await expect(page.getByText('Turma desativada')).toBeVisible();
    await expect(linha(page, TURMA)).toContainText('Inativa');
    await sidebar(page).getByRole('button', { name: ESCOLA_PRINCIPAL }).click();
    await expect(
      sidebar(page)
        .getByRole('list', { name: `Turmas de ${ESCOLA_PRINCIPAL}` })
        .getByRole('button', { name: '6º Ano A' }),
    ).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: TURMA })).toHaveCount(0);
  });
});

test('uma turma desconhecida mostra “Turma não encontrada”', async ({ page }) => {
  await entrar(page, 'professor');
  const { itens } = await (await page.request.get('/api/navegacao/escolas')).json();
  await page.goto(`/escola/${itens[0].id}/turma/00000000-0000-4000-8000-000000000000/alunos`);
  await expect(page.getByText('Turma não encontrada')).toBeVisible();
  await page.goto('/escola/00000000-0000-4000-8000-000000000000/alunos');
  await expect(page.getByText('Escola não encontrada')).toBeVisible();
});
