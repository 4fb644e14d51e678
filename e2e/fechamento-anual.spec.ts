import type { APIRequestContext, Page } from '@playwright/test';
import { turma6A } from './support/escola-demo';
import { seriousViolations } from './support/axe';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * The gestor finishes a class's year: a class of its own (so no other journey finds it locked)
 * with Matemática and two students, graded and with the four bimestres finalized through the API;
 * on the page the gestor finishes the year and sees each student's final result.
 */

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

async function montarTurma(page: Page) {
  const r = page.request;
  const { escolaId, turmaId: seisA } = await turma6A(page);
  const disciplinas = (
    await ok<{ itens: { id: string; nome: string; professores: { id: string }[] }[] }>(
      await r.get(`/api/turmas/${seisA}/disciplinas`),
    )
  ).itens;
  const mat = disciplinas.find((d) => d.nome === 'Matemática — 6º Ano')!;

  const sufixo = Date.now().toString(36).slice(-5).toUpperCase();
  const ano = new Date().getFullYear();
  const turma = await ok<{ id: string; nome: string }>(
    await r.post('/api/turmas', {
      data: {
        nome: `6º Ano ${sufixo}`,
        serie: '6º Ano',
        turno: 'matutino',
        capacidade: 30,
        ano_letivo: ano,
        escola_id: escolaId,
      },
    }),
  );
  await ok(
    await r.post('/api/atribuicoes', {
      data: { turma_id: turma.id, disciplina_id: mat.id, professor_id: mat.professores[0]!.id },
    }),
  );
  const alunos: { id: string; nome: string }[] = [];
  for (const nome of [`Ana Aprovada ${sufixo}`, `Bruno Reprovado ${sufixo}`])
    alunos.push(await ok(await r.post('/api/alunos', { data: { nome, escola_id: escolaId, turma_id: turma.id } })));

  for (const bimestre of [1, 2, 3, 4]) {
    await ok(
      await r.put('/api/notas/planilha', {
        data: {
          turma_id: turma.id,
          disciplina_id: mat.id,
          bimestre,
          itens: alunos.map((a, i) => ({
            aluno_id: a.id,
            nota1: i === 0 ? 8 : 3,
            nota2: null,
            nota3: null,
            nota4: null,
            observacoes: null,
            updated_at: null,
          })),
        },
      }),
    );
    const fechamento = await ok<{ id: string }>(
      await r.post('/api/fechamentos-bimestrais', { data: { turma_id: turma.id, disciplina_id: mat.id, bimestre } }),
    );
    await ok(
      await r.post(`/api/fechamentos-bimestrais/${fechamento.id}/finalizar`, {
        data: { justificativa: 'Turma de teste com metade abaixo da média.' },
      }),
    );
  }
  return { escolaId, turma, alunos };
}

test('fechamento anual: o gestor encerra o ano letivo da turma e vê o resultado final de cada aluno', async ({ page }) => {
  test.slow();
  await entrar(page, 'gestor');
  const { escolaId, turma, alunos } = await montarTurma(page);
  // The class is the journey's own: deactivated at the end, so the menu and the school's numbers of
  // the journeys that follow see only the demo classes.
  try {
    await encerrarEVerResultados(page, escolaId, turma, alunos);
  } finally {
    await ok(await page.request.patch(`/api/turmas/${turma.id}/ativo`, { data: { ativo: false } }));
  }
});

async function encerrarEVerResultados(page: Page, escolaId: string, turma: { id: string }, alunos: { nome: string }[]) {
  await page.goto(`/escola/${escolaId}/turma/${turma.id}/fechamento-anual`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fechamento Anual' })).toBeVisible();
  const linha = page.getByRole('row').filter({ hasText: 'Matemática — 6º Ano' });
  // Means 8 and 3: the class's mean annual grade 5,5, with one decimal.
  await expect(linha.getByRole('cell', { name: '5,5' })).toBeVisible();
  const resultados = page.getByRole('region', { name: 'Resultados dos alunos' });
  await expect(resultados.getByRole('row').filter({ hasText: alunos[0]!.nome }).getByText('Cursando').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Encerrar ano letivo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Encerrar ano letivo' }).click();
  await expect(page.getByText('Ano letivo encerrado com sucesso')).toBeVisible();

  await expect(resultados.getByRole('row').filter({ hasText: alunos[0]!.nome }).getByText('Aprovado').first()).toBeVisible();
  await expect(resultados.getByRole('row').filter({ hasText: alunos[1]!.nome }).getByText('Reprovado').first()).toBeVisible();
  await expect(linha.getByText('Finalizado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Encerrar ano letivo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rematrícula' })).toBeVisible();
}
