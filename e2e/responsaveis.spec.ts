import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * Guardians are people: on a student's ficha the gestor adds the mother, then links the same person to
 * her second child by searching her name; the students list shows her as the family contact.
 */
test('responsáveis: a mãe cadastrada na ficha de um filho é vinculada ao outro pela busca e aparece como contato da família', async ({
  page,
}) => {
  await entrar(page, 'gestor');
  // No class: the school's list is where the family contact shows, and the demo classes stay as other specs expect them.
  const { escolaId } = await turma6A(page);
  const marca = Date.now().toString(36);
  const mae = `Rosa Amélia Prado ${marca}`;
  const filhos: { id: string; nome: string }[] = [];
  for (const nome of [`Irmão Mais Velho ${marca}`, `Irmã Mais Nova ${marca}`]) {
    const res = await page.request.post('/api/alunos', { data: { nome, escola_id: escolaId } });
    expect(res.status(), await res.text()).toBe(201);
    filhos.push({ id: ((await res.json()) as { id: string }).id, nome });
  }

  await page.goto(`/escola/${escolaId}/aluno/${filhos[0]!.id}`);
  const secao = page.getByRole('region', { name: 'Responsáveis' });
  await expect(secao).toContainText('Nenhum responsável cadastrado para este aluno.');
  await secao.getByRole('button', { name: 'Adicionar responsável' }).click();
  const novo = page.getByRole('dialog', { name: 'Adicionar responsável' });
  await novo.getByRole('button', { name: 'Adicionar' }).click();
  await expect(novo.getByText('Nome é obrigatório')).toBeVisible();
  await novo.getByLabel('Nome', { exact: true }).fill(mae);
  await novo.getByLabel('Telefone', { exact: true }).fill('(35) 98765-4321');
  await novo.getByLabel('Parentesco').selectOption({ label: 'Mãe' });
  await novo.getByLabel('Responsável legal').selectOption({ label: 'Sim' });
  await novo.getByLabel('Mora com o aluno').selectOption({ label: 'Sim' });
  await novo.getByRole('button', { name: 'Adicionar' }).click();
  await expect(novo).toBeHidden();
  const cartao = secao.getByRole('listitem').filter({ hasText: mae });
  await expect(cartao).toContainText('Mãe · Prioridade 1');
  await expect(cartao).toContainText('Responsável legal');
  await expect(cartao).toContainText('(35) 98765-4321');

  await page.goto(`/escola/${escolaId}/aluno/${filhos[1]!.id}`);
  await secao.getByRole('button', { name: 'Adicionar responsável' }).click();
  const vincular = page.getByRole('dialog', { name: 'Adicionar responsável' });
  await vincular
    .getByRole('searchbox', { name: 'Buscar responsável já cadastrado (nome ou CPF)' })
    .fill(`rosa amelia prado ${marca}`);
  const achado = vincular.getByRole('list', { name: 'Responsáveis encontrados' }).getByRole('listitem').filter({ hasText: mae });
  await expect(achado).toContainText(`Responsável por ${filhos[0]!.nome}`);
  await achado.getByRole('button', { name: `Vincular ${mae}` }).click();
  await expect(vincular).toContainText(`Vincular ${mae}, já cadastrado(a) na rede.`);
  await expect(vincular.getByLabel('Nome', { exact: true })).toHaveCount(0);
  await vincular.getByLabel('Parentesco').selectOption({ label: 'Mãe' });
  await vincular.getByLabel('Responsável legal').selectOption({ label: 'Sim' });
  await vincular.getByRole('button', { name: 'Adicionar' }).click();
  await expect(vincular).toBeHidden();
  await expect(secao.getByRole('listitem').filter({ hasText: mae })).toContainText(
    'Também responsável por 1 outro aluno da rede.',
  );

  await page.goto(`/escola/${escolaId}/alunos`);
  await page.getByRole('searchbox').first().fill(marca);
  for (const f of filhos) await expect(page.getByRole('row').filter({ hasText: f.nome })).toContainText(mae);
});
