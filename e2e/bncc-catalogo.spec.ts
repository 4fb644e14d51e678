import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import type { Locator, Page } from '@playwright/test';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/** The catalogue screen by role, the form's messages, deletion, the load error and the import. */

/**
 * A later official revision of the catalogue the product ships (server/db/dados/bncc/): one
 * text corrected, one code added.
 */
function revisaoDoCatalogo(): string {
  const csv = fs.readFileSync(
    path.join(import.meta.dirname, '..', 'server', 'db', 'dados', 'bncc', 'bncc-habilidades.csv'),
    'utf8',
  );
  const revisto = csv.replace(
    /^EF09MA01,"[^"]*"/m,
    'EF09MA01,"Reconhecer que existem segmentos de reta cujo comprimento não é expresso por número racional."',
  );
  const arquivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bncc-')), 'bncc-revisao.csv');
  fs.writeFileSync(arquivo, `${revisto}EF09CO01,Reconhecer algoritmos de busca e ordenação.,Computação,9º Ano,EF\r\n`);
  return arquivo;
}

async function abrirBncc(page: Page) {
  await page.goto('/bncc');
  await expect(page.getByRole('heading', { level: 1, name: 'BNCC - Base Nacional Comum Curricular' })).toBeVisible();
  await expect(page.getByText('Carregando habilidades...')).toHaveCount(0);
}

/** A count of the import's preview or report ('Serão criadas', 'Criadas'…): its label, then the number. */
const contagem = (dialog: Locator, rotulo: string) => dialog.locator('div', { hasText: new RegExp(`^${rotulo}`) }).last();
const card = (page: Page, titulo: string) =>
  page.getByRole('region', { name: 'Resumo' }).locator('div', { hasText: titulo }).last();
const codigos = (page: Page) => page.getByRole('table').getByRole('row').locator('td:first-child');

test.describe.serial('catálogo BNCC', () => {
  test('o gestor vê o catálogo oficial, filtra, e cria, edita e exclui uma habilidade da rede', async ({ page }) => {
    await entrar(page, 'gestor');
    await abrirBncc(page);
    await expect(page).toHaveTitle('BNCC · Gestão Escolar');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Código',
      'Componente',
      'Ano/Série',
      'Descrição',
      'Criada em',
      'Ações',
    ]);
    // The official catalogue ships with the product: every code, without importing anything.
    await expect(card(page, 'Total de Habilidades')).toContainText('1.580');
    await expect(page.getByRole('button', { name: 'Importar' })).toHaveCount(0);
    // Official skills are read-only for everyone but administradores.
    await expect(page.getByRole('button', { name: 'Editar EF06MA01' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Componente curricular').selectOption('Matemática');
    await page.getByLabel('Ano/série').selectOption('7º Ano');
    await expect(codigos(page).first()).toHaveText('EF07MA01');
    await expect(card(page, 'Total de Habilidades')).toContainText('37');
    await expect(card(page, 'Componentes Curriculares')).toContainText('1');
    await page.getByLabel('Componente curricular').selectOption('');
    await page.getByLabel('Ano/série').selectOption('');
    await page.getByRole('searchbox', { name: 'Buscar por código ou descrição...' }).fill('nenhuma-habilidade-assim');
    await expect(page.getByText('Nenhuma habilidade encontrada')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar por código ou descrição...' }).fill('');

    await page.getByRole('button', { name: 'Nova Habilidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Habilidade' });
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText('Código é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Descrição é obrigatória')).toBeVisible();
    await expect(dialog.getByText('Componente curricular é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Ano/série é obrigatório')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A code the official catalogue already has: the server's message lands on the field, the dialog keeps what was typed.
    await dialog.getByLabel('Código').fill('EF06MA01');
    await dialog.getByLabel('Descrição').fill('Resolver problemas com o sistema monetário de Vale Verde.');
    await dialog.getByLabel('Componente Curricular').selectOption('Matemática');
    await dialog.getByLabel('Ano/Série').selectOption('6º Ano');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText('Já existe uma habilidade oficial da BNCC com este código')).toBeVisible();
    await expect(dialog.getByLabel('Descrição')).toHaveValue('Resolver problemas com o sistema monetário de Vale Verde.');
    await dialog.getByLabel('Código').fill('VV-EF06MA-01');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Habilidade criada com sucesso')).toBeVisible();

    await page.getByLabel('Origem').selectOption('propria');
    await expect(codigos(page)).toHaveText(['VV-EF06MA-01Própria']);
    await page.getByRole('button', { name: 'Editar VV-EF06MA-01' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Habilidade BNCC' });
    await editar.getByLabel('Ano/Série').selectOption('6º e 7º Ano');
    await editar.getByRole('button', { name: 'Atualizar' }).click();
    await expect(editar).toHaveCount(0);
    await expect(page.getByRole('row', { name: /VV-EF06MA-01/ })).toContainText('6º e 7º Ano');

    await page.getByRole('button', { name: 'Excluir VV-EF06MA-01' }).click();
    const confirmar = page.getByRole('alertdialog');
    await expect(confirmar).toContainText('Tem certeza que deseja excluir esta habilidade?');
    await confirmar.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Habilidade excluída com sucesso')).toBeVisible();
    await expect(page.getByText('Nenhuma habilidade encontrada')).toBeVisible();
  });

  test('o aluno só consulta; uma falha de carga mostra o erro e Tentar Novamente recarrega', async ({ page }) => {
    await entrar(page, 'aluno');
    await page.route('**/api/bncc?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Banco indisponível' } }),
      }),
    );
    await page.goto('/bncc');
    await expect(page.getByRole('alert')).toContainText('Erro ao carregar habilidades: Banco indisponível');
    await page.unroute('**/api/bncc?*');
    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
    await expect(codigos(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nova Habilidade' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0);
  });

  test('o administrador importa uma revisão do catálogo: prévia, progresso e relatório; a segunda vez não muda nada', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await entrar(page, 'administrador');
    await abrirBncc(page);
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar catálogo BNCC' });
    expect(await seriousViolations(page)).toEqual([]);

    const revisao = revisaoDoCatalogo();
    await dialog.getByLabel('Arquivo do catálogo (CSV ou JSON)').setInputFiles(revisao);
    await expect(dialog).toContainText('bncc-revisao.csv: 1.581 linhas, 1.581 válidas e 0 recusadas.');
    await expect(dialog.getByRole('region', { name: 'Primeiras linhas' })).toContainText('EF01CI01');
    await expect(contagem(dialog, 'Serão criadas')).toHaveText('Serão criadas1');
    await expect(contagem(dialog, 'Serão atualizadas')).toHaveText('Serão atualizadas1');
    await expect(contagem(dialog, 'Ficarão inalteradas')).toHaveText('Ficarão inalteradas1.579');
    await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(dialog.getByText('Importação concluída.')).toBeVisible({ timeout: 60_000 });
    await expect(contagem(dialog, 'Criadas')).toHaveText('Criadas1');
    await expect(contagem(dialog, 'Atualizadas')).toHaveText('Atualizadas1');
    await expect(contagem(dialog, 'Recusadas')).toHaveText('Recusadas0');
    await dialog.getByText('Fechar', { exact: true }).click();
    await expect(card(page, 'Total de Habilidades')).toContainText('1.581');

    // The same revision again, as JSON: nothing to create or update.
    const json = path.join(path.dirname(revisao), 'bncc-revisao.json');
    fs.writeFileSync(
      json,
      JSON.stringify(Papa.parse(fs.readFileSync(revisao, 'utf8'), { header: true, skipEmptyLines: true }).data),
    );
    await page.getByRole('button', { name: 'Importar' }).click();
    await dialog.getByLabel('Arquivo do catálogo (CSV ou JSON)').setInputFiles(json);
    await expect(dialog).toContainText('bncc-revisao.json: 1.581 linhas, 1.581 válidas e 0 recusadas.');
    await expect(contagem(dialog, 'Serão criadas')).toHaveText('Serão criadas0');
    await expect(contagem(dialog, 'Serão atualizadas')).toHaveText('Serão atualizadas0');
    await expect(contagem(dialog, 'Ficarão inalteradas')).toHaveText('Ficarão inalteradas1.581');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('linhas inválidas são recusadas com a linha e o motivo', async ({ page }) => {
    const arquivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bncc-')), 'habilidades.csv');
    fs.writeFileSync(
      arquivo,
      [
        'codigo,descricao,componente_curricular,ano_serie,etapa',
        'EF06CO01,"Reconhecer algoritmos, em linguagem natural.",Computação,6º Ano,EF',
        'EF06CO01,Repetida.,Computação,6º Ano,EF',
        'XYZ,Fora do padrão.,Matemática,6º Ano,EF',
        'EF07MA01,Etapa errada.,Matemática,7º Ano,EM',
        '',
      ].join('\r\n'),
    );
    await entrar(page, 'administrador');
    await abrirBncc(page);
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar catálogo BNCC' });
    await dialog.getByLabel('Arquivo do catálogo (CSV ou JSON)').setInputFiles(arquivo);
    await expect(dialog).toContainText('habilidades.csv: 4 linhas, 1 válida e 3 recusadas.');
    const recusadas = dialog.getByRole('region', { name: 'Linhas recusadas' });
    await expect(recusadas.getByRole('row')).toHaveText([
      'LinhaCódigoMotivo',
      '3EF06CO01Código repetido no arquivo (já na linha 2)',
      '4XYZCódigo fora do padrão da BNCC (ex.: EF67LP01, EM13MAT101, EI02EO01): "XYZ"',
      '5EF07MA01Etapa não corresponde ao código (esperado: EF)',
    ]);
    await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(dialog.getByText('Importação concluída.')).toBeVisible();
    await expect(dialog.locator('div', { hasText: /^Criadas/ }).last()).toContainText('1');
    await expect(dialog.locator('div', { hasText: /^Recusadas/ }).last()).toContainText('3');
    await dialog.getByText('Códigos criados').click();
    await expect(dialog).toContainText('EF06CO01');
  });
});
