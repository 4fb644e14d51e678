import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTA_MENSAGENS as MSG } from '../../../domain/schemas/nota';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { folha } from '../../../test/folha';
import { CAMPOS_DA_LINHA, type LinhaDaPlanilha } from '../../../test/planilha-de-notas';
import { esperaMensagem } from '../../../test/esperas';
import { avaliacoes, avaliacoesResultados, notas, regrasEscolares } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
});

interface Linha extends LinhaDaPlanilha {
  nota_bruta: number | null;
  resultados: ({ nota: number | null; ausente: boolean; dispensado: boolean } | null)[];
}
interface Planilha {
  modo: string;
  fechado: string | null;
  pode_editar: boolean;
  avaliacoes: { id: string; titulo: string; peso: number; valor_total: number; status: string }[];
  itens: Linha[];
}
const { ler, corpo } = folha<Planilha, Linha>(api, '/api/notas/planilha', 'bimestre', CAMPOS_DA_LINHA);

describe('"from assessments" mode', () => {
  it('one column per assessment and the computed, rounded grade; the four notes are not typed', async () => {
    await api.db
      .insert(regrasEscolares)
      .values({ empresa_id: c.vv.id, modo_nota_bimestre: 'avaliacoes', ausente_conta_zero: true, arredondamento_incremento: 0.5 })
      .onConflictDoUpdate({
        target: regrasEscolares.empresa_id,
        set: { modo_nota_bimestre: 'avaliacoes', ausente_conta_zero: true, arredondamento_incremento: 0.5 },
      });
    const base = {
      empresa_id: c.vv.id,
      escola_id: c.principal.id,
      turma_id: c.t6A.id,
      disciplina_id: c.matematica.id,
      bimestre: 3,
      descricao: 'x',
      tipo: 'prova' as const,
      data_aplicacao: '2026-08-10',
      data_entrega: '2026-08-10',
    };
    const [prova, trabalho, agendada] = await api.db
      .insert(avaliacoes)
      .values([
        { ...base, titulo: 'Prova', peso: 2, valor_total: 10, status: 'corrigida' },
        {
          ...base,
          titulo: 'Trabalho',
          peso: 1,
          valor_total: 20,
          status: 'finalizada',
          data_aplicacao: '2026-08-20',
          data_entrega: '2026-08-20',
        },
        {
          ...base,
          titulo: 'Seminário',
          peso: 1,
          valor_total: 10,
          status: 'agendada',
          data_aplicacao: '2026-09-01',
          data_entrega: '2026-09-01',
        },
      ])
      .returning();
    const [a1, a2] = c.alunos6A;
    await api.db.insert(avaliacoesResultados).values([
      { avaliacao_id: prova!.id, aluno_id: a1!.id, empresa_id: c.vv.id, nota: 7 },
      { avaliacao_id: trabalho!.id, aluno_id: a1!.id, empresa_id: c.vv.id, nota: 16.5 },
      { avaliacao_id: prova!.id, aluno_id: a2!.id, empresa_id: c.vv.id, ausente: true },
      { avaliacao_id: trabalho!.id, aluno_id: a2!.id, empresa_id: c.vv.id, dispensado: true },
    ]);

    const p = await ler('professor', c.t6A.id, c.matematica.id, 3);
    expect(p.modo).toBe('avaliacoes');
    expect(p.pode_editar).toBe(false);
    expect(p.avaliacoes.map((a) => [a.titulo, a.peso, a.valor_total, a.status])).toEqual([
      ['Prova', 2, 10, 'corrigida'],
      ['Trabalho', 1, 20, 'finalizada'],
      ['Seminário', 1, 10, 'agendada'],
    ]);
    expect(agendada).toBeDefined();
    const l1 = p.itens.find((l) => l.aluno_id === a1!.id)!;
    // (7 × 2 + 8.25 × 1) ÷ 3 = 7.4166… → 7.42 raw, 7.5 rounded to 0.5.
    expect(l1.resultados).toEqual([
      { nota: 7, ausente: false, dispensado: false },
      { nota: 16.5, ausente: false, dispensado: false },
      null,
    ]);
    expect(l1).toMatchObject({ nota_bruta: 7.42, media: 7.5, parcial: false });
    // Absent counts zero; excused is left out.
    const l2 = p.itens.find((l) => l.aluno_id === a2!.id)!;
    expect(l2).toMatchObject({ nota_bruta: 0, media: 0 });

    const res = await enviar(
      'PUT',
      '/api/notas/planilha',
      'professor',
      corpo(p, c.t6A.id, c.matematica.id, 3, () => ({ nota1: 9 })),
    );
    esperaMensagem(res, 409, MSG.porAvaliacoes);
    const gravadas = await api.db
      .select()
      .from(notas)
      .where(and(eq(notas.turma_id, c.t6A.id), eq(notas.bimestre, 3), eq(notas.nota1, 9)));
    expect(gravadas).toEqual([]);
  });
});
