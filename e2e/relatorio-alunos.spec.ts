import type { Page } from '@playwright/test';
import { formatarMedia } from '../domain/avaliacao/notas';
import type { RelatorioAlunos } from '../domain/schemas/relatorio-alunos';
import { lerPlanilha, lerTextoPdf } from '../test/documentos';
import { seriousViolations } from './support/axe';
import { baixar } from './support/download';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * The gestor reads the Relatório de Alunos of the demo 6º Ano A (students graded in bimestres 1
 * and 2 by the seed), narrows it to one subject and one student, and exports what the filters show:
 * the PDF and the spreadsheet hold that student's row and nobody the filters left out. The figures
 * expected are read from the API, so a journey that graded the class before this one changes nothing.
 */

const DISCIPLINA = 'Matemática — 6º Ano';
const BUSCA = 'Beatriz';
const ALUNO = 'Beatriz Costa Ribeiro';
const EXCLUIDO = 'Lucas Almeida Souza';

const umaCasa = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

async function relatorio(page: Page, turmaId: string, query = '') {
  const res = await page.request.get(`/api/turmas/${turmaId}/relatorio-alunos?por_pagina=100${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as RelatorioAlunos;
}

/** The value under a summary card's title. */
const cartao = (page: Page, titulo: string) =>
  page.getByRole('region', { name: 'Resumo' }).getByText(titulo, { exact: true }).locator('xpath=following-sibling::p');

const semEspacos = (s: string) => s.replace(/\s+/g, ' ');

test('relatório de alunos: o gestor lê a turma, filtra e exporta em PDF e Excel só as linhas filtradas', async ({ page }) => {
  test.slow();
  await entrar(page, 'gestor');
  const { escolaId, turmaId } = await turma6A(page);
  const todos = await relatorio(page, turmaId);
  const disciplina = todos.disciplinas.find((d) => d.nome === DISCIPLINA)!;
  const filtrado = await relatorio(page, turmaId, `&disciplina_id=${disciplina.id}&busca=${BUSCA}`);
  expect(filtrado.itens.map((l) => l.nome)).toEqual([ALUNO]);
  const arquivo = `relatorio-alunos-6-ano-a-${todos.turma.ano_letivo}`;

  await page.goto(`/escola/${escolaId}/turma/${turmaId}/relatorio-alunos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório de Alunos' })).toBeVisible();
  await expect(cartao(page, 'Total de Alunos')).toHaveText(String(todos.resumo.total_alunos));
  await expect(cartao(page, 'Aprovados')).toHaveText(String(todos.resumo.aprovados));
  await expect(cartao(page, 'Recuperação')).toHaveText(String(todos.resumo.recuperacao));
  await expect(cartao(page, 'Média das Notas')).toHaveText(umaCasa(todos.resumo.media));

  // The first row: the student with série and class, matrícula, subject, average and attendance.
  const primeira = todos.itens[0]!;
  const linha = page.getByRole('row').filter({ hasText: primeira.nome }).filter({ hasText: primeira.disciplina_nome });
  await expect(linha).toContainText('6º Ano · 6º Ano A');
  await expect(linha).toContainText(primeira.matricula);
  await expect(linha).toContainText(formatarMedia(primeira.media));
  await expect(linha).toContainText(`${primeira.presencas}/${primeira.aulas}`);
  // One boletim per student: under its own heading, saying what it is, one cell across the student's subject rows.
  await expect(page.getByRole('columnheader', { name: 'Boletim' })).toBeVisible();
  const boletim = page.getByRole('button', { name: `Boletim de ${primeira.nome}` });
  await expect(boletim).toHaveCount(1);
  await expect(boletim).toHaveText('Boletim');
  const linhasDoAluno = todos.itens.filter((l) => l.aluno_id === primeira.aluno_id).length;
  await expect(boletim.locator('xpath=ancestor::td')).toHaveAttribute('rowspan', String(linhasDoAluno));
  await expect(page.getByText('* Provisório: o bimestre ainda não foi finalizado; a nota pode mudar.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Disciplina' }).selectOption({ label: DISCIPLINA });
  await page.getByRole('searchbox', { name: 'Buscar por nome ou matrícula...' }).fill(BUSCA);
  // The body of the table: the one student's row in the subject.
  const linhas = page.getByRole('table').getByRole('rowgroup').last().getByRole('row');
  await expect(linhas).toHaveCount(1);
  await expect(linhas).toContainText(ALUNO);
  await expect(linhas).toContainText(DISCIPLINA);
  await expect(cartao(page, 'Total de Alunos')).toHaveText('1');
  await expect(cartao(page, 'Média das Notas')).toHaveText(umaCasa(filtrado.resumo.media));

  const pdf = await baixar(page, page.getByRole('button', { name: 'Exportar PDF' }));
  expect(pdf.download.suggestedFilename()).toBe(`${arquivo}.pdf`);
  const texto = semEspacos(await lerTextoPdf(pdf.dados));
  expect(texto).toContain('Relatório de Alunos');
  expect(texto).toContain(ALUNO);
  expect(texto).toContain(filtrado.itens[0]!.matricula);
  expect(texto).toContain(`Disciplina: ${DISCIPLINA}`);
  expect(texto).not.toContain(EXCLUIDO);
  expect(texto).not.toContain('Língua Portuguesa');

  const xlsx = await baixar(page, page.getByRole('button', { name: 'Exportar Excel' }));
  expect(xlsx.download.suggestedFilename()).toBe(`${arquivo}.xlsx`);
  const [folha] = [...(await lerPlanilha(xlsx.dados)).values()];
  const [cabecalho, ...dados] = folha!;
  const col = (titulo: string) => cabecalho!.indexOf(titulo);
  expect(dados.map((l) => [l[col('Aluno')], l[col('Matrícula')], l[col('Disciplina')]])).toEqual(
    filtrado.itens.map((l) => [l.nome, l.matricula, l.disciplina_nome]),
  );
});
