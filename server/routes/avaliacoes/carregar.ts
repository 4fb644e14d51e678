import { type SQL, and, eq, sql } from 'drizzle-orm';
import { AVALIACAO_MENSAGENS as MSG, type Avaliacao } from '../../../domain/schemas/avaliacao';
import type { Db, Tx } from '../../db/client';
import {
  avaliacoes,
  avaliacoesResultados,
  disciplinas,
  fechamentosAnuais,
  fechamentosBimestrais,
  turmas,
  usuarios,
} from '../../db/schema';
import { can } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import type { Alcance } from '../../policies/alcance';
import { avaliacoesNoEscopo, avaliacoesParaEscrita } from '../../policies/avaliacoes';
import { apresentarAvaliacao, type LinhaAvaliacao } from '../../presenters/avaliacao';
import { identificacaoDoAluno, matriculados } from '../../services/matriculados';
import { motivoDoFechamento } from '../../services/travas';

/** The period of the row is closed (a finalized bimestral closing or the class's finished year). */
const fechadoSql = sql<boolean>`(exists (select 1 from ${fechamentosBimestrais} where ${fechamentosBimestrais.turma_id} = ${avaliacoes.turma_id} and ${fechamentosBimestrais.disciplina_id} = ${avaliacoes.disciplina_id} and ${fechamentosBimestrais.bimestre} = ${avaliacoes.bimestre} and ${fechamentosBimestrais.status} <> 'em_andamento') or exists (select 1 from ${fechamentosAnuais} where ${fechamentosAnuais.turma_id} = ${avaliacoes.turma_id} and ${fechamentosAnuais.status} <> 'em_andamento'))`;

const resultadosLancadosSql = sql<number>`(select count(*)::int from ${avaliacoesResultados} where ${avaliacoesResultados.avaliacao_id} = ${avaliacoes.id})`;

/** The assessments with the names the table shows and whether the actor may change each one. */
export function selecionarAvaliacoes(db: Db | Tx, a: Alcance) {
  const escrita = avaliacoesParaEscrita(a);
  return db
    .select({
      id: avaliacoes.id,
      empresa_id: avaliacoes.empresa_id,
      escola_id: avaliacoes.escola_id,
      turma_id: avaliacoes.turma_id,
      turma_nome: turmas.nome,
      disciplina_id: avaliacoes.disciplina_id,
      disciplina_nome: disciplinas.nome,
      bimestre: avaliacoes.bimestre,
      titulo: avaliacoes.titulo,
      descricao: avaliacoes.descricao,
      tipo: avaliacoes.tipo,
      peso: avaliacoes.peso,
      valor_total: avaliacoes.valor_total,
      data_aplicacao: avaliacoes.data_aplicacao,
      data_entrega: avaliacoes.data_entrega,
      professor_id: avaliacoes.professor_id,
      professor_nome: usuarios.nome,
      observacoes: avaliacoes.observacoes,
      status: avaliacoes.status,
      resultados_lancados: resultadosLancadosSql,
      fechado: fechadoSql,
      pode_escrever: escrita ? sql<boolean>`(${escrita})` : sql<boolean>`true`,
      created_at: avaliacoes.created_at,
      updated_at: avaliacoes.updated_at,
    })
    .from(avaliacoes)
    .innerJoin(turmas, eq(turmas.id, avaliacoes.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, avaliacoes.disciplina_id))
    .leftJoin(usuarios, eq(usuarios.id, avaliacoes.professor_id));
}

export type LinhaCarregada = LinhaAvaliacao & { empresa_id: string; fechado: boolean };

/** Rows to DTOs: the reason is read only for the rows whose period is closed (once per period). */
export async function apresentarLinhas(db: Db | Tx, a: Alcance, linhas: LinhaCarregada[]): Promise<Avaliacao[]> {
  const motivos = new Map<string, string | null>();
  for (const l of linhas) {
    const chave = `${l.turma_id}:${l.disciplina_id}:${l.bimestre}`;
    if (l.fechado && !motivos.has(chave))
      motivos.set(
        chave,
        await motivoDoFechamento(db, { turma_id: l.turma_id, disciplina_id: l.disciplina_id, bimestre: l.bimestre }),
      );
  }
  const podeAtualizar = can(a.actor, 'avaliacoes', 'atualizar');
  const podeDeletar = can(a.actor, 'avaliacoes', 'deletar');
  return linhas.map(({ empresa_id: _e, fechado: _f, ...l }) =>
    apresentarAvaliacao(l, {
      fechado: motivos.get(`${l.turma_id}:${l.disciplina_id}:${l.bimestre}`) ?? null,
      podeAtualizar,
      podeDeletar,
    }),
  );
}

/** One assessment in the actor's reach; out of it → 404 (nothing leaks). */
export async function carregarAvaliacao(db: Db | Tx, a: Alcance, id: string, extra?: SQL): Promise<LinhaCarregada> {
  const [row] = await selecionarAvaliacoes(db, a).where(and(eq(avaliacoes.id, id), avaliacoesNoEscopo(a), extra));
  if (!row) throw notFound(MSG.naoEncontrada);
  return row;
}

/** The class's enrolled students with their result in the assessment (empty when none yet). */
export async function resultadosDaAvaliacao<T extends { id: string }>(db: Db | Tx, turmaId: string, avaliacao: T) {
  const alunos = await matriculados(db, turmaId);
  const resultados = await db.select().from(avaliacoesResultados).where(eq(avaliacoesResultados.avaliacao_id, avaliacao.id));
  const porAluno = new Map(resultados.map((r) => [r.aluno_id, r]));
  return {
    avaliacao,
    itens: alunos.map((m) => {
      const r = porAluno.get(m.aluno_id);
      return {
        ...identificacaoDoAluno(m),
        nota: r?.nota ?? null,
        ausente: r?.ausente ?? false,
        dispensado: r?.dispensado ?? false,
      };
    }),
  };
}
