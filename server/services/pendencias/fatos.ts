import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FatosDaTurma, OrigemGerada } from '../../../domain/pendencia/geradores';
import { type Db, type Tx, lerJuntos } from '../../db/client';
import {
  atribuicoes,
  avaliacoes,
  avaliacoesResultados,
  conselhosClasse,
  disciplinas,
  fechamentosBimestrais,
  frequencias,
  frequenciasTotais,
  turmas,
  usuarios,
  usuariosEscolas,
} from '../../db/schema';
import { carregarCalendario } from '../calendario';
import { hojeNaEmpresa } from '../fuso';
import { matriculados } from '../matriculados';
import { notasDaTurma } from '../notas-do-bimestre';
import { regrasDaEmpresa } from '../regras-escolares';

/** The class a sync is about: null when it does not exist or is inactive (nothing is generated for it). */
export async function carregarTurmaDaSincronizacao(db: Db | Tx, turmaId: string) {
  const [turma] = await db
    .select({
      id: turmas.id,
      empresa_id: turmas.empresa_id,
      escola_id: turmas.escola_id,
      nome: turmas.nome,
      ano_letivo: turmas.ano_letivo,
      ativo: turmas.ativo,
    })
    .from(turmas)
    .where(eq(turmas.id, turmaId));
  return turma?.ativo ? turma : null;
}
export type TurmaDaSincronizacao = NonNullable<Awaited<ReturnType<typeof carregarTurmaDaSincronizacao>>>;

/**
 * The facts the generators of `origens` read, for one class (a few queries, none per student):
 * only what those causes need is loaded, so the sync after a roll call does not read the grades.
 */
export async function carregarFatos(
  db: Db | Tx,
  turma: TurmaDaSincronizacao,
  origens: readonly OrigemGerada[],
): Promise<FatosDaTurma> {
  const precisa = (...o: OrigemGerada[]) => o.some((x) => origens.includes(x));
  const [hoje, calendario, regras, gestor_id, lecionadas] = await lerJuntos(db, [
    () => hojeNaEmpresa(db, turma.empresa_id),
    () => carregarCalendario(db, turma.empresa_id, turma.ano_letivo),
    () => regrasDaEmpresa(db, turma.empresa_id),
    () => gestorDaEscola(db, turma.escola_id),
    () => disciplinasDaTurma(db, turma.id),
  ]);
  const alunos = (await matriculados(db, turma.id)).map((m) => ({ id: m.aluno_id, nome: m.nome, data_inicio: m.data_inicio }));
  const alunoIds = alunos.map((a) => a.id);

  const chamadas = precisa('chamada_ausente')
    ? await db
        .selectDistinct({ disciplina_id: frequencias.disciplina_id, data: frequencias.data })
        .from(frequencias)
        .where(eq(frequencias.turma_id, turma.id))
    : [];

  const avs = precisa('avaliacao_sem_notas')
    ? await db
        .select({
          id: avaliacoes.id,
          disciplina_id: avaliacoes.disciplina_id,
          bimestre: avaliacoes.bimestre,
          titulo: avaliacoes.titulo,
          data_aplicacao: avaliacoes.data_aplicacao,
          data_entrega: avaliacoes.data_entrega,
          professor_id: avaliacoes.professor_id,
        })
        .from(avaliacoes)
        .where(and(eq(avaliacoes.turma_id, turma.id), lt(avaliacoes.data_entrega, hoje)))
    : [];
  const resultados = avs.length
    ? await db
        .select({ avaliacao_id: avaliacoesResultados.avaliacao_id, aluno_id: avaliacoesResultados.aluno_id })
        .from(avaliacoesResultados)
        .where(
          inArray(
            avaliacoesResultados.avaliacao_id,
            avs.map((a) => a.id),
          ),
        )
    : [];

  // notasDaTurma's key (chaveDaNota) is the `${disciplina}:${bimestre}:${aluno}` the generator reads.
  const notas_completas: string[] = [];
  if (precisa('notas_faltando') && alunoIds.length)
    for (const [chave, nota] of await notasDaTurma(db, turma.id, alunoIds, regras))
      if (nota.completa) notas_completas.push(chave);

  const fechamentos = precisa('notas_faltando')
    ? await db
        .select({
          disciplina_id: fechamentosBimestrais.disciplina_id,
          bimestre: fechamentosBimestrais.bimestre,
          status: fechamentosBimestrais.status,
        })
        .from(fechamentosBimestrais)
        .where(eq(fechamentosBimestrais.turma_id, turma.id))
    : [];

  const frequencia = precisa('frequencia_baixa', 'conselho_tutelar')
    ? (
        await db
          .select({
            aluno_id: frequenciasTotais.aluno_id,
            aulas: sql<number>`sum(${frequenciasTotais.aulas})::int`,
            faltas: sql<number>`sum(${frequenciasTotais.faltas})::int`,
          })
          .from(frequenciasTotais)
          .where(eq(frequenciasTotais.turma_id, turma.id))
          .groupBy(frequenciasTotais.aluno_id)
      ).map((f) => ({ aluno_id: f.aluno_id, aulas: Number(f.aulas), faltas: Number(f.faltas) }))
    : [];

  const conselhos = precisa('conselho_atrasado')
    ? await db
        .select({
          id: conselhosClasse.id,
          bimestre: conselhosClasse.bimestre,
          data: conselhosClasse.data,
          status: conselhosClasse.status,
          coordenador_id: conselhosClasse.coordenador_id,
        })
        .from(conselhosClasse)
        .where(eq(conselhosClasse.turma_id, turma.id))
    : [];

  return {
    hoje,
    turma: { id: turma.id, escola_id: turma.escola_id, nome: turma.nome },
    calendario,
    regras,
    gestor_id,
    disciplinas: lecionadas,
    chamadas,
    alunos,
    avaliacoes: avs.map((a) => ({
      ...a,
      com_resultado: resultados.filter((r) => r.avaliacao_id === a.id).map((r) => r.aluno_id),
    })),
    notas_completas,
    fechamentos,
    frequencia,
    conselhos,
  };
}

/** The subjects taught in the class, each with its first-assigned active professor (by name). */
async function disciplinasDaTurma(db: Db | Tx, turmaId: string) {
  const linhas = await db
    .select({ id: disciplinas.id, nome: disciplinas.nome, professor_id: usuarios.id, ativo: usuarios.status })
    .from(atribuicoes)
    .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
    .innerJoin(usuarios, eq(usuarios.id, atribuicoes.professor_id))
    .where(eq(atribuicoes.turma_id, turmaId))
    .orderBy(asc(disciplinas.nome), asc(usuarios.nome), asc(usuarios.id));
  const porDisciplina = new Map<string, { id: string; nome: string; professor_id: string | null }>();
  for (const l of linhas) {
    const atual = porDisciplina.get(l.id);
    if (!atual) porDisciplina.set(l.id, { id: l.id, nome: l.nome, professor_id: l.ativo === 'ativo' ? l.professor_id : null });
    else if (!atual.professor_id && l.ativo === 'ativo') atual.professor_id = l.professor_id;
  }
  return [...porDisciplina.values()];
}

/** An active gestor of the school (the first by name), or null. */
async function gestorDaEscola(db: Db | Tx, escolaId: string): Promise<string | null> {
  const [g] = await db
    .select({ id: usuarios.id })
    .from(usuariosEscolas)
    .innerJoin(usuarios, eq(usuarios.id, usuariosEscolas.usuario_id))
    .where(and(eq(usuariosEscolas.escola_id, escolaId), eq(usuarios.tipo_usuario, 'gestor'), eq(usuarios.status, 'ativo')))
    .orderBy(asc(usuarios.nome), asc(usuarios.id))
    .limit(1);
  return g?.id ?? null;
}
