import { expect, type Page } from '@playwright/test';
import { ESCOLA_PRINCIPAL } from './accounts';

async function itens(page: Page, url: string): Promise<{ id: string; nome: string }[]> {
  const res = await page.request.get(url);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { itens: { id: string; nome: string }[] }).itens;
}

/** The demo school and one of its classes, as the signed-in user's navigation lists them. */
export async function turmaDaEscolaPrincipal(page: Page, turma: string) {
  const escola = (await itens(page, '/api/navegacao/escolas')).find((e) => e.nome === ESCOLA_PRINCIPAL)!;
  const turmas = await itens(page, `/api/navegacao/escolas/${escola.id}/turmas`);
  return { escolaId: escola.id, turmaId: turmas.find((t) => t.nome === turma)!.id };
}

/** The demo school and its 6º Ano A. */
export const turma6A = (page: Page) => turmaDaEscolaPrincipal(page, '6º Ano A');
