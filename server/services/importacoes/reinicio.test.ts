// @motores: fila no banco (arrendamento, FOR UPDATE SKIP LOCKED) e lotes em transação
import { and, count, countDistinct, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import type { Db } from '../../db/client';
import {
  alunos,
  alunosResponsaveis,
  auditoria,
  importacoes,
  importacoesAlunos,
  importacoesLinhas,
  matriculas,
  turmas,
} from '../../db/schema';
import { armazenamentoLocal } from '../storage';
import { LOTE } from './analise';
import { processarImportacoes } from './worker';

/**
 * "The job survives a restart" (issue 26): a process takes the import, commits its first batch and
 * dies holding the lease, in the analysis and again in the run; once the lease runs out, the next
 * process takes it and finishes with the exact counts and no line imported twice.
 */
const api = prepararApi();
const silencioso = { error: () => undefined };

/** More lines than one batch, so the process dies between two batches of each phase. */
const VALIDAS = LOTE + 150;
const RECUSADAS = 2;
const NA_TURMA = 5;
const PREFIXO = 'Reinício Teste';

class ProcessoParado extends Error {}

/**
 * The database as a process that stops (the power went out) at its first progress report, i.e. just
 * after its first batch was stored: what it wrote before stays, nothing after is written — not even
 * the failure, which the worker would record on an ordinary error.
 */
function processoQuePara(db: Db): Db {
  let morto = false;
  const parar = () => {
    morto = true;
    throw new ProcessoParado('o processo parou');
  };
  const vigiarSet = <T extends object>(construtor: T): T =>
    new Proxy(construtor, {
      get(alvo, prop) {
        const v = Reflect.get(alvo, prop) as unknown;
        if (prop !== 'set' || typeof v !== 'function') return typeof v === 'function' ? v.bind(alvo) : v;
        return (valores: Record<string, unknown>) =>
          'processadas' in valores && !('status' in valores) ? parar() : v.call(alvo, valores);
      },
    });
  return new Proxy(db, {
    get(alvo, prop) {
      const v = Reflect.get(alvo, prop) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        if (morto) throw new ProcessoParado('o processo parou');
        const r = (v as (...a: unknown[]) => unknown).apply(alvo, args);
        return prop === 'update' && args[0] === importacoes ? vigiarSet(r as object) : r;
      };
    },
  });
}

const arquivos = () => armazenamentoLocal(api.t.dataDir).arquivos;
/** A process's round of the worker: until the queue is empty (or the process dies). */
const rodada = (db: Db) => processarImportacoes(db, arquivos(), silencioso);

/** Unique birth dates (one per line, from 2010 on): no line looks like another of the file. */
const nascimento = (k: number) => {
  const d = new Date(Date.UTC(2010, 0, 1 + k));
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

function arquivoCsv() {
  const linhas = ['Nome;Data de nascimento;Nome da mãe;Turma;Responsável'];
  for (let k = 0; k < VALIDAS; k++) {
    // The first and the last lines in the class: enrolments in both batches.
    const turma = k < NA_TURMA || k >= VALIDAS - NA_TURMA ? '6º Ano B' : '';
    linhas.push(`${PREFIXO} ${k};${nascimento(k)};Mãe ${k};${turma};Mãe ${k}`);
  }
  linhas.push(`${PREFIXO} sem data;;;;`, `${PREFIXO} data errada;31/02/2015;;;`);
  return Buffer.from(linhas.join('\r\n'), 'utf-8');
}

const vencerArrendamento = (id: string) =>
  api.db
    .update(importacoes)
    .set({ arrendado_ate: sql`now() - interval '1 second'` })
    .where(eq(importacoes.id, id));

const estado = async (id: string) => (await api.db.select().from(importacoes).where(eq(importacoes.id, id)))[0]!;

const doArquivo = like(alunos.nome, `${PREFIXO} %`);

beforeAll(async () => {
  await api.db.update(turmas).set({ capacidade: 50 }).where(eq(turmas.id, api.ids.sextoB));
});

describe('a importação sobrevive a um reinício', () => {
  let id: string;

  it('análise: o processo para depois do primeiro lote; com o arrendamento vencido, outro recomeça e conclui', async () => {
    const res = await api.enviarArquivos(`/api/importacoes?escola_id=${api.ids.principal}`, 'gestor', {
      arquivos: [{ campo: 'arquivo', nome: 'reinicio.csv', tipo: 'text/csv', dados: arquivoCsv() }],
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect((await api.enviar('POST', `/api/importacoes/${id}/analisar`, 'gestor')).statusCode).toBe(202);

    await expect(rodada(processoQuePara(api.db))).rejects.toThrow(ProcessoParado);
    const parada = await estado(id);
    expect(parada).toMatchObject({ status: 'analisando', tentativas: 1, erro: null });
    expect(parada.arrendado_ate!.getTime()).toBeGreaterThan(Date.now());
    const [guardadas] = await api.db
      .select({ n: count() })
      .from(importacoesLinhas)
      .where(eq(importacoesLinhas.importacao_id, id));
    expect(guardadas!.n).toBe(LOTE);

    // While the lease of the stopped process holds, no other process takes the import.
    await rodada(api.db);
    expect(await estado(id)).toMatchObject({ status: 'analisando', tentativas: 1 });

    await vencerArrendamento(id);
    await rodada(api.db);
    expect(await estado(id)).toMatchObject({
      status: 'aguardando_decisoes',
      tentativas: 2,
      arrendado_ate: null,
      total_linhas: VALIDAS + RECUSADAS,
      validas: VALIDAS,
      duplicadas: 0,
      recusados: RECUSADAS,
    });
    const [linhas] = await api.db
      .select({ n: count(), distintas: countDistinct(importacoesLinhas.numero) })
      .from(importacoesLinhas)
      .where(eq(importacoesLinhas.importacao_id, id));
    expect(linhas).toEqual({ n: VALIDAS + RECUSADAS, distintas: VALIDAS + RECUSADAS });
  });

  it('execução: o processo para depois do primeiro lote; outro continua sem importar linha alguma duas vezes', async () => {
    expect((await api.enviar('POST', `/api/importacoes/${id}/executar`, 'gestor')).statusCode).toBe(202);

    await expect(rodada(processoQuePara(api.db))).rejects.toThrow(ProcessoParado);
    expect(await estado(id)).toMatchObject({ status: 'importando', tentativas: 1, criados: 0 });
    // The first batch is in, whole: its students, their lines' results.
    const [meio] = await api.db.select({ n: count() }).from(alunos).where(doArquivo);
    expect(meio!.n).toBe(LOTE);
    const [criadas] = await api.db
      .select({ n: count() })
      .from(importacoesLinhas)
      .where(and(eq(importacoesLinhas.importacao_id, id), eq(importacoesLinhas.resultado, 'criada')));
    expect(criadas!.n).toBe(LOTE);

    await rodada(api.db);
    expect((await estado(id)).status).toBe('importando');
    await vencerArrendamento(id);
    await rodada(api.db);
    const fim = await api.json(`/api/importacoes/${id}`, 'gestor');
    expect(fim).toMatchObject({
      status: 'concluida',
      processadas: VALIDAS + RECUSADAS,
      criados: VALIDAS,
      atualizados: 0,
      ignorados: 0,
      recusados: RECUSADAS,
    });
    expect((await estado(id)).tentativas).toBe(2);

    // Each valid line made one student, once: no name twice, one line → one student.
    const [feitos] = await api.db
      .select({ n: count(), nomes: countDistinct(alunos.nome) })
      .from(alunos)
      .where(doArquivo);
    expect(feitos).toEqual({ n: VALIDAS, nomes: VALIDAS });
    const [porLinha] = await api.db
      .select({ n: count(), alunos: countDistinct(importacoesLinhas.aluno_id) })
      .from(importacoesLinhas)
      .where(and(eq(importacoesLinhas.importacao_id, id), isNotNull(importacoesLinhas.aluno_id)));
    expect(porLinha).toEqual({ n: VALIDAS, alunos: VALIDAS });
    const ids = api.db.select({ id: alunos.id }).from(alunos).where(doArquivo);
    const [lembrados] = await api.db
      .select({ n: count() })
      .from(importacoesAlunos)
      .where(inArray(importacoesAlunos.aluno_id, ids));
    expect(lembrados!.n).toBe(VALIDAS);
    const [vinculos] = await api.db
      .select({ n: count() })
      .from(alunosResponsaveis)
      .where(inArray(alunosResponsaveis.aluno_id, ids));
    expect(vinculos!.n).toBe(VALIDAS);
    const [naTurma] = await api.db
      .select({ n: count(), alunos: countDistinct(matriculas.aluno_id) })
      .from(matriculas)
      .where(and(eq(matriculas.turma_id, api.ids.sextoB), inArray(matriculas.aluno_id, ids)));
    expect(naTurma).toEqual({ n: 2 * NA_TURMA, alunos: 2 * NA_TURMA });
    const conclusoes = await api.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, id), eq(auditoria.acao, 'concluir_importacao')));
    expect(conclusoes).toHaveLength(1);
  });
});
