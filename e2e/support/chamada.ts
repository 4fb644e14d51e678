import { type Page, expect } from '@playwright/test';
import { calendarioPadrao, diasLetivos } from '../../domain/calendario';

/**
 * A school day up to today (the network's default calendar) on which the class has no roll call of
 * the subject yet, the subject's id and the number of students on the roll call. Each test takes a
 * subject of its own, so the specs do not take each other's days.
 */
export async function chamadaLivre(page: Page, turmaId: string, disciplina: string) {
  const res = await page.request.get(`/api/turmas/${turmaId}/disciplinas`);
  expect(res.ok(), await res.text()).toBe(true);
  const disciplinaId = ((await res.json()).itens as { id: string; nome: string }[]).find((d) => d.nome === disciplina)!.id;
  const agora = new Date();
  const hoje = `${agora.getFullYear()}-${String(agora.getMonth() + 1).padStart(2, '0')}-${String(agora.getDate()).padStart(2, '0')}`;
  const cal = calendarioPadrao(agora.getFullYear());
  for (const data of diasLetivos(cal, cal.inicio, hoje).reverse()) {
    const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, data });
    const ch = await (await page.request.get(`/api/frequencias/chamada?${params.toString()}`)).json();
    if (!ch.registrada && ch.pode_editar) return { disciplinaId, data, alunos: (ch.itens as unknown[]).length };
  }
  throw new Error('Nenhum dia letivo livre até hoje');
}
