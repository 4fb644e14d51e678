import type { Page } from '@playwright/test';
import { lerTextoPdf } from '../test/documentos';
import { seriousViolations } from './support/axe';
import { baixar } from './support/download';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * The gestor schedules the 3rd bimestre's council of the demo 6º Ano A, holds it (presence and a
 * decision for one student), finalizes it and downloads the ata, whose text carries the decision.
 * The bimestre's closings are finalized through the API first: the council starts only after them.
 */

const BIMESTRE = 3;
const RECOMENDACAO = 'Rever frações com a monitoria às quartas.';

async function json<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** Every subject's closing of the bimestre finalized, as the gestor does on its page (with the reasons it may need). */
async function finalizarFechamentos(page: Page, turmaId: string) {
  const { itens } = await json<{ itens: { id: string }[] }>(page, `/api/turmas/${turmaId}/disciplinas`);
  for (const disciplina_id of new Set(itens.map((d) => d.id))) {
    const criado = await page.request.post('/api/fechamentos-bimestrais', {
      data: { turma_id: turmaId, disciplina_id, bimestre: BIMESTRE },
    });
    let id: string;
    if (criado.status() === 201) id = ((await criado.json()) as { id: string }).id;
    else {
      const lista = await json<{ itens: { id: string; status: string }[] }>(
        page,
        `/api/fechamentos-bimestrais?turma_id=${turmaId}&disciplina_id=${disciplina_id}&bimestre=${BIMESTRE}`,
      );
      if (lista.itens[0]!.status !== 'em_andamento') continue;
      id = lista.itens[0]!.id;
    }
    const res = await page.request.post(`/api/fechamentos-bimestrais/${id}/finalizar`, {
      data: { justificativa: 'Conselho de classe', motivo_pendencias: 'Conselho de classe' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test('conselho de classe: o gestor agenda, realiza, registra a decisão de um aluno, finaliza e baixa a ata', async ({ page }) => {
  test.slow();
  await entrar(page, 'gestor');
  const { escolaId, turmaId } = await turma6A(page);
  const { ano_letivo } = await json<{ ano_letivo: number }>(page, `/api/turmas/${turmaId}`);
  const opcoes = await json<{ coordenadores: { nome: string; papel: string }[]; professores: { nome: string }[] }>(
    page,
    `/api/turmas/${turmaId}/conselhos/opcoes`,
  );
  const gestor = opcoes.coordenadores.find((c) => c.papel === 'gestor')!;
  await finalizarFechamentos(page, turmaId);

  await page.goto(`/escola/${escolaId}/turma/${turmaId}/conselho-classe`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conselho de Classe' })).toBeVisible();

  // Scheduling: every teacher of the class is called by default; guests and agenda typed with commas.
  await page.getByRole('button', { name: 'Novo Conselho' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Novo Conselho de Classe' });
  await dialogo.getByLabel('Bimestre').selectOption({ label: `${BIMESTRE}º Bimestre` });
  await dialogo.getByLabel('Data').fill(`${ano_letivo}-09-30`);
  await dialogo.getByLabel('Horário').fill('14:00');
  await dialogo.getByLabel('Local').fill('Sala dos professores');
  await dialogo.getByLabel('Coordenador').selectOption({ label: `${gestor.nome} (Gestão)` });
  await expect(dialogo.getByRole('checkbox', { checked: true })).toHaveCount(opcoes.professores.length);
  await dialogo.getByLabel('Convidados (separados por vírgula)').fill('Orientadora Educacional, , Psicóloga');
  await dialogo.getByLabel('Pauta (itens separados por vírgula)').fill('Rendimento da turma, Frequência,');
  await dialogo.getByRole('button', { name: 'Agendar' }).click();
  await expect(dialogo).toBeHidden();

  const nome = `${BIMESTRE}º Bimestre de 30/09/${ano_letivo}`;
  const linha = page.getByRole('row').filter({ hasText: `30/09/${ano_letivo}` });
  await expect(linha).toContainText('Agendado');
  await expect(linha).toContainText(`${opcoes.professores.length} — `);
  await expect(linha).toContainText(gestor.nome);
  expect(await seriousViolations(page)).toEqual([]);

  // Holding it: start, open the workspace, mark presence and record one student's decision.
  await page.getByRole('button', { name: `Iniciar conselho — ${nome}` }).click();
  await page.getByRole('dialog', { name: 'Iniciar conselho' }).getByRole('button', { name: 'Iniciar conselho' }).click();
  await expect(linha).toContainText('Em Andamento');
  await page.getByRole('link', { name: `Abrir o conselho — ${nome}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Mesa do Conselho — ${BIMESTRE}º Bimestre` })).toBeVisible();

  const presenca = page.getByRole('group', { name: 'Presença dos professores' });
  await presenca.getByRole('checkbox', { name: opcoes.professores[0]!.nome }).uncheck();
  await page.getByRole('button', { name: 'Salvar presença' }).click();
  await expect(page.getByText('Presença salva')).toBeVisible();

  const decisao = page.getByRole('form').first();
  const aluno = (await decisao.getAttribute('aria-label'))!.replace('Decisão — ', '');
  await decisao.getByRole('checkbox', { name: 'Recuperação' }).check();
  await decisao.getByRole('checkbox', { name: 'Família' }).check();
  await decisao.getByLabel('Recomendação ao aluno').fill(RECOMENDACAO);
  await decisao.getByRole('button', { name: 'Salvar decisão' }).click();
  await expect(decisao.getByRole('status')).toHaveText('Salvo');
  expect(await seriousViolations(page)).toEqual([]);

  // Finalizing freezes the decisions; the ata is the stored council.
  await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Finalizar conselho' }).getByRole('button', { name: 'Finalizar conselho' }).click();
  await expect(page.getByText('Finalizado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar decisão' })).toHaveCount(0);

  const ata = await baixar(page, page.getByRole('button', { name: 'Baixar ata' }));
  expect(ata.download.suggestedFilename()).toMatch(/^ata-conselho-.*\.pdf$/);
  const texto = (await lerTextoPdf(ata.dados)).replace(/\s+/g, ' ');
  expect(texto).toContain('Ata do Conselho de Classe');
  expect(texto).toContain('Rendimento da turma');
  expect(texto).toContain(aluno);
  expect(texto).toContain(RECOMENDACAO);
});

test('"Iniciar conselho" só é oferecido quando pode: antes, a linha diz o que falta finalizar', async ({ page }) => {
  // The 4th bimestre's council of 6º Ano A, scheduled through the API: its closings are not all finalized.
  await entrar(page, 'gestor');
  const { escolaId, turmaId } = await turma6A(page);
  const { ano_letivo } = await json<{ ano_letivo: number }>(page, `/api/turmas/${turmaId}`);
  const opcoes = await json<{ coordenadores: { id: string; papel: string }[]; professores: { id: string }[] }>(
    page,
    `/api/turmas/${turmaId}/conselhos/opcoes`,
  );
  const criado = await page.request.post('/api/conselhos', {
    data: {
      turma_id: turmaId,
      bimestre: 4,
      data: `${ano_letivo}-12-15`,
      horario: '15:00',
      local: 'Sala dos professores',
      coordenador_id: opcoes.coordenadores.find((c) => c.papel === 'gestor')!.id,
      participantes: opcoes.professores.map((p) => p.id),
      convidados: '',
      pauta: 'Rendimento da turma',
      observacoes: null,
    },
  });
  expect([201, 400], await criado.text()).toContain(criado.status());
  const { itens } = await json<{ itens: { id: string; data: string; status: string; impedimento_iniciar: string | null }[] }>(
    page,
    `/api/turmas/${turmaId}/conselhos?bimestre=4`,
  );
  const conselho = itens.find((c) => c.status === 'agendado')!;
  expect(conselho.impedimento_iniciar).toContain('Falta finalizar: ');
  const [a, m, d] = conselho.data.split('-');

  await page.goto(`/escola/${escolaId}/turma/${turmaId}/conselho-classe`);
  const nome = `4º Bimestre de ${d}/${m}/${a}`;
  const linha = page
    .getByRole('row')
    .filter({ hasText: `${d}/${m}/${a}` })
    .filter({ hasText: 'Agendado' });
  // The reason is said beside it, and the action that would be refused is not offered.
  await expect(linha).toContainText('só pode ser iniciado depois que todos os fechamentos do bimestre estiverem finalizados');
  await expect(linha).toContainText(conselho.impedimento_iniciar!);
  await expect(page.getByRole('button', { name: `Iniciar conselho — ${nome}` })).toHaveCount(0);
  await expect(linha.getByRole('button', { name: `Editar ${nome}` })).toBeVisible();
});
