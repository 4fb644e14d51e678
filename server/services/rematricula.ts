import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { type SituacaoFinal, rotuloDoResultado } from '../../domain/avaliacao/resultado-final';
import { destinoPorResultado, ehConcluinte, nomeDaTurmaNaSerie, proximaSerie, ultimaSerie } from '../../domain/rematricula';
import {
  REMATRICULA_MENSAGENS as MSG,
  type PreviaRematricula,
  type RematriculaInput,
  type RematriculaResultado,
  type TurmaProposta,
} from '../../domain/schemas/rematricula';
import { type Db, type Tx, lerJuntos } from '../db/client';
import { matriculas, turmas } from '../db/schema';
import { conflict } from '../lib/errors';
import { alunosDoAno, resultadosGeraisGuardados } from './resultados-finais/ler';
import { identificacaoDoAluno } from './matriculados';
import { recusarCampos } from '../lib/validacao';

/** What a class offers as a destination (and what a next class copies): its name, série, shift and size. */
const colunasDaTurmaDestino = {
  id: turmas.id,
  nome: turmas.nome,
  serie: turmas.serie,
  turno: turmas.turno,
  capacidade: turmas.capacidade,
};

/** The class a rematrícula starts from (a finished year). */
export interface TurmaDeOrigem {
  id: string;
  nome: string;
  serie: string;
  turno: 'matutino' | 'vespertino' | 'noturno' | 'integral';
  capacidade: number;
  empresa_id: string;
  escola_id: string;
  ano_letivo: number;
}

/**
 * The preview: next year's classes made from this one (the next série's, unless this is the school's
 * last série, and the same série's for the students who failed), whether each already exists, the
 * other classes of the school in that year, and each student's destination by the stored final result.
 */
export async function previaRematricula(db: Db | Tx, turma: TurmaDeOrigem): Promise<PreviaRematricula> {
  const anoDestino = turma.ano_letivo + 1;
  const [seriesDaEscola, doAnoSeguinte, gerais, lista] = await lerJuntos(db, [
    () => db.selectDistinct({ serie: turmas.serie }).from(turmas).where(eq(turmas.escola_id, turma.escola_id)),
    () =>
      db
        .select(colunasDaTurmaDestino)
        .from(turmas)
        .where(and(eq(turmas.escola_id, turma.escola_id), eq(turmas.ano_letivo, anoDestino)))
        .orderBy(turmas.nome),
    () => resultadosGeraisGuardados(db, turma.id),
    () => alunosDoAno(db, turma.id),
  ]);
  const proxima = proximaSerie(turma.serie, ultimaSerie(seriesDaEscola.map((s) => s.serie)));
  const existente = new Map(doAnoSeguinte.map((t) => [t.nome, t]));
  const proposta = (valor: 'proxima' | 'mesma', serie: string): TurmaProposta => {
    const nome = nomeDaTurmaNaSerie(turma.nome, turma.serie, serie);
    const ja = existente.get(nome);
    return {
      valor,
      id: ja?.id ?? null,
      nome,
      serie,
      turno: ja?.turno ?? turma.turno,
      capacidade: ja?.capacidade ?? turma.capacidade,
      ano_letivo: anoDestino,
      existe: Boolean(ja),
    };
  };
  const propostas = [...(proxima ? [proposta('proxima', proxima)] : []), proposta('mesma', turma.serie)];
  const usados = new Set(propostas.map((p) => p.nome));
  const outras: TurmaProposta[] = doAnoSeguinte
    .filter((t) => !usados.has(t.nome))
    .map((t) => ({
      valor: t.id,
      id: t.id,
      nome: t.nome,
      serie: t.serie,
      turno: t.turno,
      capacidade: t.capacidade,
      ano_letivo: anoDestino,
      existe: true,
    }));

  const ids = lista.map((a) => a.aluno_id);
  const jaMatriculados = ids.length
    ? await db
        .select({ aluno_id: matriculas.aluno_id, turma_id: turmas.id, turma_nome: turmas.nome })
        .from(matriculas)
        .innerJoin(turmas, eq(turmas.id, matriculas.turma_id))
        .where(and(inArray(matriculas.aluno_id, ids), eq(matriculas.ano_letivo, anoDestino), eq(matriculas.status, 'ativa')))
    : [];
  const matriculadoEm = new Map(jaMatriculados.map((m) => [m.aluno_id, { turma_id: m.turma_id, turma_nome: m.turma_nome }]));
  const resultado = new Map(gerais.map((g) => [g.aluno_id, g]));

  return {
    turma: { id: turma.id, nome: turma.nome, serie: turma.serie, ano_letivo: turma.ano_letivo },
    ano_destino: anoDestino,
    ultima_serie: !proxima,
    turmas: [...propostas, ...outras],
    alunos: lista.map((al) => {
      const g = resultado.get(al.aluno_id);
      const situacao: SituacaoFinal = g?.situacao ?? al.saida ?? 'cursando';
      const flags = {
        situacao,
        reprovadoPorNota: g?.reprovado_por_nota ?? false,
        reprovadoPorFalta: g?.reprovado_por_falta ?? false,
      };
      return {
        ...identificacaoDoAluno(al),
        situacao,
        rotulo: rotuloDoResultado(flags),
        destino: destinoPorResultado(situacao, Boolean(proxima)),
        concluinte: ehConcluinte(situacao, Boolean(proxima)),
        matriculado_em: matriculadoEm.get(al.aluno_id) ?? null,
      };
    }),
  };
}

/**
 * Applies the rematrícula with the gestor's adjustments (a student left out keeps the proposed
 * destination), in the caller's transaction: creates the classes that are missing, ends this year's
 * active enrolments as 'concluida' and enrols each student in the chosen class. A student already
 * enrolled in the next year is left as is, so a second apply changes nothing.
 */
export async function aplicarRematricula(
  tx: Tx,
  turma: TurmaDeOrigem,
  itens: RematriculaInput['itens'],
  hoje: string,
): Promise<RematriculaResultado> {
  const previa = await previaRematricula(tx, turma);
  const porAluno = new Map(previa.alunos.map((a) => [a.aluno_id, a]));
  const porValor = new Map(previa.turmas.map((t) => [t.valor, t]));
  const escolhas = new Map(previa.alunos.map((a) => [a.aluno_id, a.destino]));
  const erros: Record<string, string> = {};
  itens.forEach((item, i) => {
    const aluno = porAluno.get(item.aluno_id);
    if (!aluno) erros[`itens.${i}.aluno_id`] = MSG.alunoDaTurma;
    else if (
      item.destino !== null &&
      !['aprovado', 'aprovado_recuperacao', 'aprovado_conselho', 'reprovado', 'reprovado_falta'].includes(aluno.situacao)
    )
      erros[`itens.${i}.destino`] = MSG.semResultado;
    else if (item.destino === 'proxima' && previa.ultima_serie) erros[`itens.${i}.destino`] = MSG.semProxima;
    else if (item.destino !== null && !porValor.has(item.destino)) erros[`itens.${i}.destino`] = MSG.destinoForaDaEscola;
    else escolhas.set(item.aluno_id, item.destino);
  });
  recusarCampos(erros);

  // The classes chosen, created when missing (a class made meanwhile under the same name is reused).
  const idDoDestino = new Map<string, string>();
  const criadas: { id: string; nome: string }[] = [];
  const novas = new Set<string>();
  for (const [alunoId, destino] of escolhas) {
    if (destino && !porAluno.get(alunoId)!.matriculado_em) novas.add(destino);
  }
  for (const valor of novas) {
    const t = porValor.get(valor)!;
    if (t.id) {
      idDoDestino.set(valor, t.id);
      continue;
    }
    const [nova] = await tx
      .insert(turmas)
      .values({
        empresa_id: turma.empresa_id,
        escola_id: turma.escola_id,
        nome: t.nome,
        serie: t.serie,
        turno: turma.turno,
        ano_letivo: t.ano_letivo,
        capacidade: turma.capacidade,
      })
      .onConflictDoNothing()
      .returning({ id: turmas.id, nome: turmas.nome });
    if (nova) {
      criadas.push(nova);
      idDoDestino.set(valor, nova.id);
    } else {
      const [ja] = await tx
        .select({ id: turmas.id })
        .from(turmas)
        .where(and(eq(turmas.escola_id, turma.escola_id), eq(turmas.ano_letivo, t.ano_letivo), eq(turmas.nome, t.nome)));
      idDoDestino.set(valor, ja!.id);
    }
  }

  const encerradas = await tx
    .update(matriculas)
    .set({ status: 'concluida', data_fim: sql`greatest(${matriculas.data_inicio}, ${hoje}::date)`, updated_at: sql`now()` })
    .where(and(eq(matriculas.turma_id, turma.id), eq(matriculas.status, 'ativa')))
    .returning({ id: matriculas.id });

  const novasMatriculas: (typeof matriculas.$inferInsert)[] = [];
  let jaMatriculados = 0;
  for (const [alunoId, destino] of escolhas) {
    if (!destino) continue;
    if (porAluno.get(alunoId)!.matriculado_em) {
      jaMatriculados++;
      continue;
    }
    novasMatriculas.push({
      empresa_id: turma.empresa_id,
      aluno_id: alunoId,
      turma_id: idDoDestino.get(destino)!,
      ano_letivo: previa.ano_destino,
      data_inicio: `${previa.ano_destino}-01-01`,
    });
  }
  // The unique active enrolment per student and year is the last guard against a concurrent apply.
  const criadasM = novasMatriculas.length
    ? await tx.insert(matriculas).values(novasMatriculas).onConflictDoNothing().returning({ turma_id: matriculas.turma_id })
    : [];

  // No class over its capacity.
  const destinos = [...new Set(criadasM.map((m) => m.turma_id))];
  if (destinos.length) {
    const lotacao = await tx
      .select({ nome: turmas.nome, capacidade: turmas.capacidade, n: count(matriculas.id) })
      .from(turmas)
      .innerJoin(matriculas, and(eq(matriculas.turma_id, turmas.id), eq(matriculas.status, 'ativa')))
      .where(inArray(turmas.id, destinos))
      .groupBy(turmas.id, turmas.nome, turmas.capacidade);
    const lotada = lotacao.find((l) => l.n > l.capacidade);
    if (lotada)
      throw conflict(`A turma ${lotada.nome} ficaria com ${lotada.n} alunos, acima da capacidade de ${lotada.capacidade}.`);
  }

  return {
    turmas_criadas: criadas,
    matriculas_criadas: criadasM.length,
    ja_matriculados: jaMatriculados + (novasMatriculas.length - criadasM.length),
    matriculas_encerradas: encerradas.length,
  };
}
