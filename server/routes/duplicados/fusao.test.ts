// @motores: the merge moves rows of every table in one transaction with row locks, and the catalogue
// of foreign keys is read from pg_constraint.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DUPLICADO_MENSAGENS as MSG } from '../../../domain/schemas/duplicado';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { queryRows } from '../../db/raw';
import {
  alunos,
  alunosDadosSensiveis,
  alunosResponsaveis,
  auditoria,
  duplicadosSuspeitos,
  frequencias,
  frequenciasTotais,
  fusoesAlunos,
  matriculas,
  notas,
  responsaveis,
} from '../../db/schema';
import { NAO_MOVIDAS, VINCULOS } from '../../services/duplicados/fusao';
import { aluno, api, c, enviar, tiradentes } from './cenario-de-teste';

/** A suspected pair written straight into the table (the scan is tested in duplicados.test.ts). */
async function par(x: string, y: string, empresaId = c.vv.id) {
  const [a, b] = [x, y].sort() as [string, string];
  const [linha] = await api.db
    .insert(duplicadosSuspeitos)
    .values({
      empresa_id: empresaId,
      aluno_a: a,
      aluno_b: b,
      grau: 'muito_provavel',
      motivo: 'Mesmo nome, data de nascimento e filiação',
    })
    .returning();
  return linha!;
}

async function guardiao(nome: string) {
  const [r] = await api.db.insert(responsaveis).values({ empresa_id: c.vv.id, nome }).returning();
  return r!;
}

/** Every row of the two students in the tables the test fills, by table: the ids (or keys) and whose. */
async function fotografia(ids: string[]) {
  const de = <T extends { aluno_id: string }>(linhas: T[], chave: (l: T) => string) =>
    linhas.map((l) => `${chave(l)}:${l.aluno_id}`).sort();
  return {
    matriculas: de(await api.db.select().from(matriculas).where(inArray(matriculas.aluno_id, ids)), (l) => l.id),
    notas: de(await api.db.select().from(notas).where(inArray(notas.aluno_id, ids)), (l) => l.id),
    frequencias: de(await api.db.select().from(frequencias).where(inArray(frequencias.aluno_id, ids)), (l) => l.id),
    responsaveis: de(
      await api.db.select().from(alunosResponsaveis).where(inArray(alunosResponsaveis.aluno_id, ids)),
      (l) => l.id,
    ),
    sensiveis: de(
      await api.db.select().from(alunosDadosSensiveis).where(inArray(alunosDadosSensiveis.aluno_id, ids)),
      () => 'linha',
    ),
    totais: de(
      await api.db.select().from(frequenciasTotais).where(inArray(frequenciasTotais.aluno_id, ids)),
      (l) => `${l.turma_id}/${l.disciplina_id}=${l.aulas}-${l.faltas}`,
    ),
  };
}

/** Two records of one child: A enrolled in 6º A now, B with last term's history in 6º B and rows that clash with A's. */
async function cenarioDaFusao() {
  const nasc = '2014-02-14';
  const A = await aluno({ nome: 'Júlia Fontes Amaral', data_nascimento: nasc, filiacao_1: 'Marta Fontes' });
  const B = await aluno({ nome: 'Julia Fontes Amaral', data_nascimento: nasc, filiacao_1: 'Marta Fontes', cpf: '52998224725' });
  const ano = c.t6A.ano_letivo;
  const base = { empresa_id: c.vv.id, escola_id: c.principal.id, disciplina_id: c.matematica.id };
  await api.db.insert(matriculas).values([
    { empresa_id: c.vv.id, aluno_id: A.id, turma_id: c.t6A.id, ano_letivo: ano, data_inicio: `${ano}-05-01` },
    {
      empresa_id: c.vv.id,
      aluno_id: B.id,
      turma_id: c.t6B.id,
      ano_letivo: ano,
      data_inicio: `${ano}-02-01`,
      data_fim: `${ano}-04-30`,
      status: 'transferida',
    },
  ]);
  await api.db.insert(notas).values([
    { ...base, turma_id: c.t6A.id, aluno_id: A.id, bimestre: 2, nota1: 7 },
    { ...base, turma_id: c.t6B.id, aluno_id: B.id, bimestre: 1, nota1: 6 },
    // The same class, subject and bimestre as A's: a clash, left on B.
    { ...base, turma_id: c.t6A.id, aluno_id: B.id, bimestre: 2, nota1: 5 },
  ]);
  await api.db.insert(frequencias).values([
    { ...base, turma_id: c.t6A.id, aluno_id: A.id, data: `${ano}-05-04` },
    { ...base, turma_id: c.t6A.id, aluno_id: B.id, data: `${ano}-05-04`, presente: false },
    { ...base, turma_id: c.t6B.id, aluno_id: B.id, data: `${ano}-03-02`, presente: false },
    { ...base, turma_id: c.t6B.id, aluno_id: B.id, data: `${ano}-03-03` },
  ]);
  await api.db.execute(sql`
    insert into frequencias_totais (aluno_id, turma_id, disciplina_id, empresa_id, escola_id, aulas, faltas)
    select aluno_id, turma_id, disciplina_id, empresa_id, escola_id, count(*)::int, (count(*) filter (where not presente))::int
    from frequencias where aluno_id in (${A.id}::uuid, ${B.id}::uuid) group by 1, 2, 3, 4, 5`);
  const mae = await guardiao('Marta Fontes');
  const avo = await guardiao('Lúcia Fontes');
  await api.db.insert(alunosResponsaveis).values([
    { empresa_id: c.vv.id, aluno_id: A.id, responsavel_id: mae.id, parentesco: 'mae', responsavel_legal: true },
    { empresa_id: c.vv.id, aluno_id: B.id, responsavel_id: mae.id, parentesco: 'mae', responsavel_legal: true },
    { empresa_id: c.vv.id, aluno_id: B.id, responsavel_id: avo.id, parentesco: 'avo', prioridade: 2 },
  ]);
  await api.db.insert(alunosDadosSensiveis).values({ aluno_id: B.id, empresa_id: c.vv.id, alergias: 'Amendoim' });
  return { A, B, suspeito: await par(A.id, B.id) };
}

describe('fundir dois registros', () => {
  it('todas as linhas dos dois ficam: as do fundido passam ao que fica, as que colidem ficam no fundido; e a secretaria desfaz exatamente', async () => {
    const { A, B, suspeito } = await cenarioDaFusao();
    const antes = await fotografia([A.id, B.id]);
    const contar = (f: typeof antes) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.length]));

    const res = await enviar('POST', `/api/duplicados/${suspeito.id}/fundir`, 'gestor', { aluno_mantido_id: A.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      aluno_mantido_id: A.id,
      aluno_fundido_id: B.id,
      movidos: { matriculas: 1, notas: 1, frequencias: 2, alunos_responsaveis: 1, alunos_dados_sensiveis: 1 },
      conflitos: { notas: 1, frequencias: 1, alunos_responsaveis: 1 },
      desfeita_em: null,
    });
    const depois = await fotografia([A.id, B.id]);
    // Nothing lost: the same number of rows of each kind across both records.
    expect(contar({ ...depois, totais: [] })).toEqual(contar({ ...antes, totais: [] }));
    const deB = (f: typeof antes) =>
      Object.values(f)
        .flat()
        .filter((l) => l.endsWith(`:${B.id}`));
    // Only the three clashing rows stay on B (the totals follow its one remaining mark).
    expect(deB({ ...depois, totais: [] })).toHaveLength(3);
    const totalB6A = await api.db
      .select()
      .from(frequenciasTotais)
      .where(and(eq(frequenciasTotais.aluno_id, A.id), eq(frequenciasTotais.turma_id, c.t6B.id)));
    expect(totalB6A).toMatchObject([{ aulas: 2, faltas: 1 }]);
    const [fundido] = await api.db.select().from(alunos).where(eq(alunos.id, B.id));
    expect(fundido).toMatchObject({ fundido_no_aluno_id: A.id });
    expect(fundido!.fundido_em).toBeInstanceOf(Date);
    // The merged record is out of the lists; the kept one has B's enrolment of 6º B.
    const lista = await api.json<{ itens: { id: string }[] }>('/api/alunos?busca=fontes amaral&por_pagina=100', 'gestor');
    expect(lista.itens.map((i) => i.id)).toEqual([A.id]);
    expect(
      await api.db
        .select()
        .from(matriculas)
        .where(and(eq(matriculas.aluno_id, A.id), eq(matriculas.turma_id, c.t6B.id))),
    ).toHaveLength(1);
    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'fundir'), eq(auditoria.entidade_id, A.id)));
    expect(registro).toBeDefined();
    expect((await enviar('POST', `/api/duplicados/${suspeito.id}/fundir`, 'gestor', { aluno_mantido_id: A.id })).statusCode).toBe(
      404,
    );

    // Undo: the empresa only (the gestor 403, another network 404).
    const fusaoId = res.json().id as string;
    esperaMensagem(await enviar('POST', `/api/duplicados/fusoes/${fusaoId}/desfazer`, 'gestor'), 403, MSG.somenteEmpresa);
    esperaMensagem(await enviar('POST', `/api/duplicados/fusoes/${fusaoId}/desfazer`, 'empresa2'), 404, MSG.fusaoNaoEncontrada);
    const fusoes = await api.json<{ itens: { id: string; linhas_movidas: number; conflitos: number }[] }>(
      '/api/duplicados/fusoes',
      'empresa',
    );
    expect(fusoes.itens.find((f) => f.id === fusaoId)).toMatchObject({ linhas_movidas: 6, conflitos: 3 });
    expect((await api.json('/api/duplicados/fusoes', 'empresa2')).itens).toEqual([]);
    const desfeita = await enviar('POST', `/api/duplicados/fusoes/${fusaoId}/desfazer`, 'empresa');
    expect(desfeita.statusCode, desfeita.body).toBe(200);
    expect(await fotografia([A.id, B.id])).toEqual(antes);
    const [devolvido] = await api.db.select().from(alunos).where(eq(alunos.id, B.id));
    expect(devolvido).toMatchObject({ fundido_em: null, fundido_no_aluno_id: null });
    const [pendente] = await api.db.select().from(duplicadosSuspeitos).where(eq(duplicadosSuspeitos.id, suspeito.id));
    expect(pendente).toMatchObject({ status: 'pendente' });
    expect((await enviar('POST', `/api/duplicados/fusoes/${fusaoId}/desfazer`, 'empresa')).statusCode).toBe(409);
  });

  it('recusas: outro registro que não o do par (400), matrícula ativa nos dois no mesmo ano (409), gestor com um registro de outra escola e outra rede (404)', async () => {
    const A = await aluno({ nome: 'Rafael Dias', data_nascimento: '2013-03-03' });
    const B = await aluno({ nome: 'Rafael Dias', data_nascimento: '2013-03-03' });
    const suspeito = await par(A.id, B.id);
    esperaCampo(
      await enviar('POST', `/api/duplicados/${suspeito.id}/fundir`, 'empresa', { aluno_mantido_id: c.alunoSA.id }),
      'aluno_mantido_id',
      MSG.mantido,
    );
    esperaCampo(await enviar('POST', `/api/duplicados/${suspeito.id}/fundir`, 'empresa', {}), 'aluno_mantido_id', MSG.mantido);
    esperaMensagem(
      await enviar('POST', `/api/duplicados/${suspeito.id}/fundir`, 'empresa2', { aluno_mantido_id: A.id }),
      404,
      MSG.naoEncontrado,
    );

    const ano = c.t6A.ano_letivo;
    await api.db.insert(matriculas).values([
      { empresa_id: c.vv.id, aluno_id: A.id, turma_id: c.t6A.id, ano_letivo: ano, data_inicio: `${ano}-02-01` },
      { empresa_id: c.vv.id, aluno_id: B.id, turma_id: c.t6B.id, ano_letivo: ano, data_inicio: `${ano}-02-01` },
    ]);
    esperaMensagem(
      await enviar('POST', `/api/duplicados/${suspeito.id}/fundir`, 'empresa', { aluno_mantido_id: A.id }),
      409,
      MSG.matriculaAtiva(ano),
    );
    expect(await api.db.select().from(fusoesAlunos).where(eq(fusoesAlunos.aluno_fundido_id, B.id))).toEqual([]);

    const fora = await aluno({ nome: 'Rafael Dias', data_nascimento: '2013-03-03', escola_id: tiradentes });
    const comFora = await par(A.id, fora.id);
    esperaMensagem(
      await enviar('POST', `/api/duplicados/${comFora.id}/fundir`, 'gestor', { aluno_mantido_id: A.id }),
      404,
      MSG.naoEncontrado,
    );
    const [intacto] = await api.db.select().from(alunos).where(eq(alunos.id, fora.id));
    expect(intacto!.fundido_em).toBeNull();
    // The empresa reaches both schools and merges that pair (no active enrolment on `fora`).
    expect((await enviar('POST', `/api/duplicados/${comFora.id}/fundir`, 'empresa', { aluno_mantido_id: A.id })).statusCode).toBe(
      200,
    );
  });

  it('toda chave estrangeira para alunos.id está na lista da fusão (movida) ou nas que ela não move', async () => {
    const chaves = await queryRows<{ fk: string }>(
      api.db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as fk
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'alunos'::regclass`,
    );
    const conhecidas = [...VINCULOS.map((v) => `${v.tabela}.aluno_id`), ...NAO_MOVIDAS];
    expect(chaves.map((c) => c.fk.replace(/"/g, '')).sort()).toEqual(conhecidas.sort());
  });
});
