import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { uniqueName } from '../../../test/matrix/fixtures';
import {
  alunos,
  auditoria,
  avaliacoes,
  avaliacoesResultados,
  disciplinas,
  documentosEmitidos,
  documentosSelados,
  fechamentosAnuais,
  frequencias,
  frequenciasTotais,
  matriculas,
  notas,
  resultadosFinais,
  turmas,
} from '../../db/schema';
import { salvarRetencao } from './configuracao-retencao';
import { aplicarRetencao } from './retencao';

const api = prepararApi();
/** A fixed day: in 2026 a five-year term keeps the diaries of 2021 on and removes those of 2020 and before. */
const AGORA = new Date('2026-03-02T15:00:00Z');

type Turma = { turmaId: string; alunoId: string; disciplinaId: string };
let antiga: Turma;
let semEncerramento: Turma;
let recente: Turma;

/** A class of the year with one student, its grades, a roll-call mark, an assessment score and, if `encerrada`, its year finished. */
async function turmaDoAno(ano: number, encerrada: boolean): Promise<Turma> {
  const db = api.db;
  const base = { empresa_id: api.ids.vv, escola_id: api.ids.principal };
  const [turma] = await db
    .insert(turmas)
    .values({ ...base, nome: `Retenção ${ano} ${uniqueName()}`, serie: '6º Ano', turno: 'matutino', ano_letivo: ano })
    .returning();
  const [disciplina] = await db
    .insert(disciplinas)
    .values({
      empresa_id: api.ids.vv,
      nome: `Matemática ${uniqueName()}`,
      disciplina: 'matematica',
      serie_ano: '6_ano',
      bimestre: '1_bimestre',
    })
    .returning();
  const [aluno] = await db
    .insert(alunos)
    .values({ ...base, nome: `Aluno ${ano}`, matricula: `R${uniqueName()}` })
    .returning();
  const linha = { ...base, turma_id: turma!.id, aluno_id: aluno!.id, disciplina_id: disciplina!.id };
  await db
    .insert(matriculas)
    .values({ empresa_id: api.ids.vv, aluno_id: aluno!.id, turma_id: turma!.id, ano_letivo: ano, data_inicio: `${ano}-02-01` });
  await db.insert(notas).values({ ...linha, bimestre: 1, nota1: 7 });
  await db.insert(frequencias).values({ ...linha, data: `${ano}-03-10`, presente: false });
  await db.insert(frequenciasTotais).values({ ...linha, aulas: 40, faltas: 1 });
  const [avaliacao] = await db
    .insert(avaliacoes)
    .values({
      ...base,
      turma_id: turma!.id,
      disciplina_id: disciplina!.id,
      bimestre: 1,
      titulo: 'Prova',
      descricao: 'Prova',
      tipo: 'prova',
      data_aplicacao: `${ano}-03-20`,
      data_entrega: `${ano}-03-20`,
    })
    .returning();
  await db
    .insert(avaliacoesResultados)
    .values({ avaliacao_id: avaliacao!.id, aluno_id: aluno!.id, empresa_id: api.ids.vv, nota: 7 });
  if (encerrada) {
    await db.insert(fechamentosAnuais).values({ ...base, turma_id: turma!.id, ano_letivo: ano, status: 'finalizado' });
    await db.insert(resultadosFinais).values({ ...linha, ano_letivo: ano, media_final: 7, situacao: 'aprovado' });
  }
  return { turmaId: turma!.id, alunoId: aluno!.id, disciplinaId: disciplina!.id };
}

async function selado(expira_em: string | null, alunoId: string) {
  const [d] = await api.db
    .insert(documentosSelados)
    .values({
      empresa_id: api.ids.vv,
      escola_id: api.ids.principal,
      aluno_id: alunoId,
      classe: expira_em ? 'diario_classe' : 'historico_escolar',
      titulo: 'Teste',
      ano_letivo: 2019,
      formato: 'json',
      nome_arquivo: 'teste.json',
      conteudo: Buffer.from('selado'),
      chave: 'teste',
      tamanho: 6,
      expira_em,
    })
    .returning();
  return d!.id;
}

const contar = async (tabela: typeof notas | typeof frequencias | typeof frequenciasTotais, turmaId: string) =>
  (await api.db.select().from(tabela).where(eq(tabela.turma_id, turmaId))).length;

let seladoVencido: string;
let seladoPermanente: string;

beforeAll(async () => {
  antiga = await turmaDoAno(2018, true);
  semEncerramento = await turmaDoAno(2019, false);
  recente = await turmaDoAno(2021, true);
  const emitido = (ano: number, t: Turma) => ({
    codigo: `RET${ano}${uniqueName()}`,
    tipo: 'boletim' as const,
    empresa_id: api.ids.vv,
    aluno_id: t.alunoId,
    turma_id: t.turmaId,
    ano_letivo: ano,
    emitido_por_nome: 'Secretaria',
    resumo: {},
  });
  await api.db.insert(documentosEmitidos).values([emitido(2018, antiga), emitido(2021, recente)]);
  seladoVencido = await selado('2026-01-01', antiga.alunoId);
  seladoPermanente = await selado(null, antiga.alunoId);
});

describe('prazos de guarda aplicados pela tarefa diária', () => {
  it('remove os diários das turmas encerradas além do prazo, os registros de boletins antigos e os selados vencidos, e diz o que fez', async () => {
    const feito = await aplicarRetencao(api.db, AGORA);
    const vv = feito.find((r) => r.empresa_id === api.ids.vv);
    expect(vv).toEqual({
      empresa_id: api.ids.vv,
      diarios_desde: 2021,
      frequencias: 1,
      notas: 1,
      avaliacoes_resultados: 1,
      documentos_emitidos: 1,
      documentos_selados: 1,
      turmas_sem_encerramento: 1,
    });
    // The 2018 class loses its diary but keeps the totals, the enrolment and the final result.
    expect(await contar(notas, antiga.turmaId)).toBe(0);
    expect(await contar(frequencias, antiga.turmaId)).toBe(0);
    expect(await contar(frequenciasTotais, antiga.turmaId)).toBe(1);
    expect(await api.db.select().from(resultadosFinais).where(eq(resultadosFinais.turma_id, antiga.turmaId))).toHaveLength(1);
    expect(await api.db.select().from(matriculas).where(eq(matriculas.turma_id, antiga.turmaId))).toHaveLength(1);
    // A 2019 class whose year was never finished keeps everything: its results exist nowhere else.
    expect(await contar(notas, semEncerramento.turmaId)).toBe(1);
    expect(await contar(frequencias, semEncerramento.turmaId)).toBe(1);
    // 2021 is within the term.
    expect(await contar(notas, recente.turmaId)).toBe(1);
    const emitidos = await api.db.select().from(documentosEmitidos).where(eq(documentosEmitidos.empresa_id, api.ids.vv));
    expect(emitidos.map((d) => d.ano_letivo)).toEqual([2021]);
    const selados = await api.db.select({ id: documentosSelados.id }).from(documentosSelados);
    expect(selados.map((s) => s.id)).toEqual([seladoPermanente]);
    expect(selados.map((s) => s.id)).not.toContain(seladoVencido);

    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'aplicar_retencao'), eq(auditoria.entidade_id, api.ids.vv)));
    expect(registro).toMatchObject({ entidade: 'retencao', usuario_id: null });
    expect(registro!.depois).toMatchObject({ notas: 1, frequencias: 1, documentos_selados: 1, turmas_sem_encerramento: 1 });
  });

  it('uma segunda passada no mesmo dia não tem o que remover', async () => {
    const vv = (await aplicarRetencao(api.db, AGORA)).find((r) => r.empresa_id === api.ids.vv)!;
    expect(vv).toMatchObject({
      frequencias: 0,
      notas: 0,
      avaliacoes_resultados: 0,
      documentos_emitidos: 0,
      documentos_selados: 0,
    });
  });

  it('um prazo maior guarda mais anos, e move o dia em que os diários selados vencem', async () => {
    const diario = await selado('2026-01-01', recente.alunoId);
    await salvarRetencao(api.db, api.ids.vv, { diario_classe_anos: 10, documentos_emitidos_anos: 5 }, null);
    const [d] = await api.db.select().from(documentosSelados).where(eq(documentosSelados.id, diario));
    expect(d!.expira_em).toBe('2030-01-01');
    const vv = (await aplicarRetencao(api.db, new Date('2027-06-01T12:00:00Z'))).find((r) => r.empresa_id === api.ids.vv)!;
    expect(vv).toMatchObject({ diarios_desde: 2017, notas: 0, documentos_selados: 0 });
    expect(await contar(notas, recente.turmaId)).toBe(1);
  });
});
