import { seriousViolations } from './support/axe';
import { baixar } from './support/download';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * A guardian asks the secretaria what the network holds about their child: the secretaria registers
 * the request, finds the student in the school's list and downloads the export, and the file holds
 * the student's record and the note of the class that names the student.
 * Then the family asks for the anonymisation: the dialog lists that note for review, the secretaria
 * checks it (from the keyboard), the student leaves the list and the note no longer names them, and
 * the sealed histórico is still there for the secretaria, opened with a reason.
 */
test('titular: a secretaria baixa a exportação dos dados de um aluno, lê o nome dele no arquivo e o anonimiza', async ({
  page,
}) => {
  // One long path: the request, the export, the review of the mentions, the anonymisation (a transaction that seals four documents).
  test.slow();
  await entrar(page, 'empresa');
  const { escolaId, turmaId } = await turma6A(page);
  const nome = `Aluna Titular ${Date.now().toString(36)}`;
  const criado = await page.request.post('/api/alunos', {
    data: { nome, escola_id: escolaId, data_nascimento: '2014-05-20' },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  const { id: alunoId } = (await criado.json()) as { id: string };
  const guardiao = await page.request.post(`/api/alunos/${alunoId}/responsaveis`, {
    data: { nome: 'Responsável da Aluna Titular', parentesco: 'mae', responsavel_legal: true },
  });
  expect(guardiao.status(), await guardiao.text()).toBe(201);
  // A note of the class that names the student: not the student's row, but a mention of it.
  const opcoes = (await (await page.request.get(`/api/turmas/${turmaId}/pendencias/opcoes`)).json()) as {
    responsaveis: { id: string; papel: string }[];
  };
  const nota = await page.request.post(`/api/turmas/${turmaId}/pendencias`, {
    data: {
      titulo: 'Reunião com a família',
      descricao: `Chamar a família de ${nome} para conversar`,
      responsavel_id: opcoes.responsaveis.find((r) => r.papel === 'gestor')!.id,
      data_vencimento: '2026-12-18',
    },
  });
  expect(nota.status(), await nota.text()).toBe(201);
  const { id: notaId } = (await nota.json()) as { id: string };

  await page.goto('/privacidade/solicitacoes');
  await page.getByRole('button', { name: 'Nova Solicitação' }).click();
  const pedido = page.getByRole('dialog', { name: 'Nova Solicitação' });
  await pedido.getByRole('searchbox', { name: 'Buscar aluno' }).fill(nome);
  const { matricula } = (await criado.json()) as { matricula: string };
  await pedido.getByLabel('Aluno', { exact: true }).selectOption({ label: `${nome} (${matricula})` });
  await pedido.getByLabel('Quem fez o pedido').fill('Responsável da Aluna Titular');
  await pedido.getByLabel('Relação com o aluno').selectOption({ label: 'Responsável legal' });
  await pedido.getByLabel('Tipo do pedido').selectOption({ label: 'Acesso aos dados' });
  await pedido.getByRole('button', { name: 'Criar' }).click();
  await expect(pedido).toBeHidden();
  await expect(page.getByRole('table')).toContainText(nome);

  await page.goto(`/escola/${escolaId}/alunos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por nome ou matrícula...' }).fill(nome);
  await page.getByRole('button', { name: `Exportar dados do titular: ${nome}` }).click();

  const dialogo = page.getByRole('dialog', { name: 'Exportar dados do titular' });
  await expect(dialogo).toContainText(nome);
  expect(await seriousViolations(page)).toEqual([]);
  const { download, dados } = await baixar(page, dialogo.getByRole('button', { name: 'Baixar dados (JSON)' }));
  expect(download.suggestedFilename()).toMatch(/^dados-pessoais-aluna-titular-[a-z0-9]+\.json$/);
  const exportacao = JSON.parse(dados.toString('utf8')) as {
    titular: { nome: string };
    tabelas: { alunos: { nome: string }[]; responsaveis: { nome: string }[] };
    mencoes: { id: string; trecho: string }[];
  };
  expect(exportacao.titular.nome).toBe(nome);
  expect(exportacao.tabelas.alunos[0]).toMatchObject({ nome });
  expect(exportacao.tabelas.responsaveis).toEqual([expect.objectContaining({ nome: 'Responsável da Aluna Titular' })]);
  expect(exportacao.mencoes).toContainEqual(
    expect.objectContaining({ id: `pendencias:${notaId}:descricao`, trecho: `Chamar a família de ${nome} para conversar` }),
  );

  await dialogo.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: `Anonimizar ${nome}` }).click();
  const anonimizar = page.getByRole('dialog', { name: 'Anonimizar aluno' });
  await expect(anonimizar).toContainText('Esta ação não pode ser desfeita.');
  // The review: nothing is checked until the secretaria reads it and says it is about this student.
  const mencao = anonimizar.getByRole('checkbox', { name: `Pendência — descrição Chamar a família de ${nome} para conversar` });
  await expect(mencao).not.toBeChecked();
  await expect(anonimizar.getByText('0 de 1 menção marcada para reescrever')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await mencao.focus();
  await page.keyboard.press('Space');
  await expect(mencao).toBeChecked();
  await expect(anonimizar.getByText('1 de 1 menção marcada para reescrever')).toBeVisible();
  await anonimizar.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(anonimizar.getByText('Digite ANONIMIZAR para confirmar').last()).toBeVisible();
  await anonimizar.getByLabel('Motivo (fica na auditoria)').fill('Pedido do responsável, protocolo 123/2026');
  await anonimizar.getByLabel('Digite ANONIMIZAR para confirmar').fill('ANONIMIZAR');
  await anonimizar.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(anonimizar).toBeHidden();
  await expect(page.getByText('Nenhum aluno encontrado para a busca e os filtros escolhidos')).toBeVisible();
  const depois = (await (await page.request.get(`/api/pendencias/${notaId}`)).json()) as { descricao: string };
  expect(depois.descricao).toMatch(/^Chamar a família de Aluno anonimizado [A-Z2-9]{6} para conversar$/);

  await page.getByRole('button', { name: 'Documentos selados' }).click();
  const selados = page.getByRole('dialog', { name: 'Documentos selados' });
  const historico = selados.getByRole('button', { name: /^Abrir Histórico escolar de Aluno anonimizado/ });
  await expect(historico).toBeVisible();
  await historico.click();
  const abrir = page.getByRole('dialog', { name: 'Abrir documento selado' });
  await abrir.getByLabel('Motivo da abertura').fill('Segunda via do histórico para a família');
  const pdf = await baixar(page, abrir.getByRole('button', { name: 'Abrir documento' }));
  expect(pdf.download.suggestedFilename()).toBe('historico-escolar.pdf');
  expect(pdf.dados.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
