import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../test/api';
import { escolas, notas, usuarios } from '../db/schema';
import { loadActor } from '../lib/actor';
import { carregarEscopo } from '../policies/escopo';
import { resumoAvaliacao } from './resumo-avaliacao';

const api = prepararApi();

async function escopoDe(email: string) {
  const [u] = await api.db.select().from(usuarios).where(eq(usuarios.email, email));
  return carregarEscopo(api.db, (await loadActor(api.db, u!.id, 'teste'))!);
}

describe('resumoAvaliacao (dashboard)', () => {
  it('approval rate over students with closed means, by the body rules; students over the absence alert with their class', async () => {
    const escopo = await escopoDe('gestor@demo.escola.br');
    const r = await resumoAvaliacao(api.db, escopo);
    expect(r.alunosComMedia).toBeGreaterThan(0);
    expect(r.aprovados).toBeLessThan(r.alunosComMedia);
    expect(r.taxaAprovacao).toBeCloseTo((r.aprovados / r.alunosComMedia) * 100, 6);
    expect(r.faltasExcessivas.total).toBeGreaterThan(0);
    const pior = r.faltasExcessivas.alunos[0]!;
    expect(escopo.tipo === 'escolas' && escopo.escola_ids).toContain(pior.escola_id);
    expect(pior.turma_nome).toMatch(/^\d+º Ano [A-Z]$/);
    expect(pior.faltas * 4).toBeGreaterThan(pior.aulas);
  });

  it('each body sees only its own students; an aluno only itself; no closed mean → null rate', async () => {
    const vv = await escopoDe('empresa@demo.escola.br');
    const outra = await resumoAvaliacao(api.db, await escopoDe('empresa2@demo.escola.br'));
    const daRede = await resumoAvaliacao(api.db, vv);
    const todas = await resumoAvaliacao(api.db, { tipo: 'global' });
    expect(outra.alunosComMedia).toBeGreaterThan(0);
    expect(daRede.alunosComMedia + outra.alunosComMedia).toBe(todas.alunosComMedia);
    expect(daRede.faltasExcessivas.total + outra.faltasExcessivas.total).toBe(todas.faltasExcessivas.total);
    const escolasVv = (
      await api.db
        .select({ id: escolas.id })
        .from(escolas)
        .where(eq(escolas.empresa_id, vv.tipo === 'empresa' ? vv.empresa_id! : ''))
    ).map((e) => e.id);
    expect(outra.faltasExcessivas.alunos.length).toBeGreaterThan(0);
    expect(outra.faltasExcessivas.alunos.filter((a) => escolasVv.includes(a.escola_id))).toEqual([]);
    const aluno = await resumoAvaliacao(api.db, await escopoDe('aluno@demo.escola.br'));
    expect(aluno.alunosComMedia).toBe(1);
    await api.db.update(notas).set({ nota4: null });
    expect((await resumoAvaliacao(api.db, { tipo: 'global' })).taxaAprovacao).toBeNull();
  });
});
