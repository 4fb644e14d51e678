import type { RelatorioAlunos } from '../domain/schemas/relatorio-alunos';
import { lerTextoPdf, paginasDoPdf } from '../test/documentos';
import { seriousViolations } from './support/axe';
import { baixar } from './support/download';
import { turma6A } from './support/escola-demo';
import { comoUsuario, entrar, entrarNoPainel } from './support/session';
import { expect, test } from './support/test';

/**
 * The boletim escolar: the aluno downloads its own from the dashboard and anyone holding the paper
 * confirms it at /verificar/{código}, signed out — the student by initials until the birth date is
 * typed; the gestor downloads the whole class's, one student per page.
 */

/** The demo aluno account: the first student of the demo 6º Ano A. */
const ALUNO = 'Lucas Almeida Souza';
const CODIGO = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

const semEspacos = (s: string) => s.replace(/\s+/g, ' ');

test('boletim: o aluno baixa o próprio boletim e qualquer pessoa confere o código, sem entrar', async ({ page, browser }) => {
  test.slow();
  await entrarNoPainel(page, 'aluno');
  const cartao = page.getByRole('region', { name: 'Meus números' });
  await expect(cartao.getByText('Meu Boletim')).toBeVisible();
  const { download, dados } = await baixar(page, cartao.getByRole('button', { name: 'Boletim' }));
  expect(download.suggestedFilename()).toMatch(/^boletim-lucas-almeida-souza-\d{4}\.pdf$/);
  const texto = semEspacos(await lerTextoPdf(dados));
  expect(texto).toContain('Boletim Escolar');
  expect(texto).toContain(ALUNO);
  // The seed grades bimestres 1 and 2 and finalizes none: they are marked provisório.
  expect(texto).toContain('provisório');
  const codigo = CODIGO.exec(texto)?.[0];
  expect(codigo, texto).toBeTruthy();

  // The student's birth date, as the school has it (the gestor reads the record).
  const gestor = await comoUsuario(browser, 'gestor');
  const lista = await gestor.request.get(`/api/alunos?busca=${encodeURIComponent(ALUNO)}`);
  expect(lista.ok(), await lista.text()).toBe(true);
  const nascimento = ((await lista.json()) as { itens: { nome: string; data_nascimento: string | null }[] }).itens.find(
    (a) => a.nome === ALUNO,
  )?.data_nascimento;
  expect(nascimento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await gestor.context().close();

  // Whoever holds the paper: a fresh browser, nobody signed in.
  const contexto = await browser.newContext();
  try {
    const visitante = await contexto.newPage();
    await visitante.goto(`/verificar/${codigo}`);
    await expect(visitante.getByRole('heading', { level: 1, name: 'Verificação de documento' })).toBeVisible();
    const confirmacao = visitante.getByRole('status');
    await expect(confirmacao).toContainText('Documento emitido');
    await expect(confirmacao).toContainText(codigo!);
    const dado = (rotulo: string) =>
      visitante.getByRole('term').filter({ hasText: rotulo }).locator('xpath=following-sibling::dd');
    await expect(dado('Rede de ensino')).toHaveText('Rede de Ensino de Vale Verde');
    // The page speaks for the network that issued the paper, not for the platform.
    await expect(visitante.getByText('Rede de Ensino de Vale Verde')).toHaveCount(2);
    await expect(visitante.getByText('Gestão Escolar', { exact: true })).toHaveCount(0);
    // Initials only: not the name, and not who issued it (the aluno itself).
    await expect(dado('Aluno')).toHaveText('L. A. S.');
    await expect(visitante.getByText(/Lucas|Almeida|Souza/)).toHaveCount(0);
    await expect(dado('Turma')).toHaveText('6º Ano A');
    // The year runs: the student is still 'Cursando'.
    await expect(dado('Situação')).toHaveText('Cursando');
    await expect(visitante.getByRole('table', { name: 'Médias finais' }).getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(visitante)).toEqual([]);

    // Another date: the neutral answer, and still nothing of the name.
    const data = visitante.getByLabel('Data de nascimento do aluno');
    await data.fill('2001-01-01');
    await visitante.getByRole('button', { name: 'Confirmar' }).click();
    await expect(visitante.getByRole('alert')).toHaveText(
      'Não foi possível confirmar o nome do aluno. Confira a data de nascimento e tente de novo.',
    );
    await expect(visitante.getByText(/Lucas|Almeida|Souza/)).toHaveCount(0);

    // The right one: the full name and who issued it. The date goes in the body, never in the address.
    await data.fill(nascimento!);
    const [pedido] = await Promise.all([
      visitante.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/publico/verificar/')),
      visitante.getByRole('button', { name: 'Confirmar' }).click(),
    ]);
    expect(pedido.url()).not.toContain(nascimento!);
    expect(pedido.postDataJSON()).toEqual({ data_nascimento: nascimento });
    await expect(dado('Aluno')).toHaveText(ALUNO);
    await expect(dado('Emitido por')).toHaveText(ALUNO);
    await expect(visitante.getByText('Nome do aluno confirmado pela data de nascimento.')).toBeVisible();
    expect(await seriousViolations(visitante)).toEqual([]);

    // A code of the right shape that was never issued.
    await visitante.goto('/verificar/ABCD-EFGH-JKLM');
    await expect(visitante.getByRole('alert')).toContainText('Documento não encontrado');
    await expect(visitante.getByText(ALUNO)).toHaveCount(0);
  } finally {
    await contexto.close();
  }
});

test('boletim: o gestor baixa os boletins da turma, um aluno por página', async ({ page }) => {
  test.slow();
  await entrar(page, 'gestor');
  const { escolaId, turmaId } = await turma6A(page);
  const res = await page.request.get(`/api/turmas/${turmaId}/relatorio-alunos?por_pagina=1`);
  expect(res.ok(), await res.text()).toBe(true);
  const { resumo, turma } = (await res.json()) as RelatorioAlunos;

  await page.goto(`/escola/${escolaId}/turma/${turmaId}/relatorio-alunos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório de Alunos' })).toBeVisible();
  const { download, dados } = await baixar(page, page.getByRole('button', { name: 'Boletins da turma' }));
  expect(download.suggestedFilename()).toBe(`boletins-6-ano-a-${turma.ano_letivo}.pdf`);
  expect(await paginasDoPdf(dados)).toBe(resumo.total_alunos);
  const texto = semEspacos(await lerTextoPdf(dados));
  expect(texto).toContain(ALUNO);
  expect(texto).toContain('Beatriz Costa Ribeiro');
  // Each page its own code.
  expect(new Set(texto.match(new RegExp(CODIGO.source, 'g'))).size).toBe(resumo.total_alunos);
});
