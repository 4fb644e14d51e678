import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { mediaAnual } from '../../domain/avaliacao/resultado-final';
import type { Db } from '../db/client';
import { alunos, disciplinas, escolas, frequenciasTotais, turmas } from '../db/schema';
import type { Escopo } from '../policies/escopo';
import { type NotaDoAlunoNoBimestre, notaDe, notasDaTurma } from './notas-do-bimestre';
import { regrasDaEmpresa } from './regras-escolares';

export interface PainelDoAluno {
  nome: string;
  turma: string | null;
  escola: string | null;
  frequencia: { percentual: number | null; aulas: number; faltas: number };
  medias: { disciplina_id: string; disciplina: string; media: number | null; parcial: boolean }[];
  media_aprovacao: number;
}

/**
 * What an aluno sees first: its own figures, never counts of "all students" in a
 * scope of one. Its class and school (the active enrolment), its attendance so far (presences
 * ÷ lessons recorded, from the running totals) and, per subject, its annual average so far in that
 * class, 'parcial' while a bimestre is missing or incomplete.
 */
export async function painelDoAluno(db: Db, scope: Extract<Escopo, { tipo: 'aluno' }>): Promise<PainelDoAluno | null> {
  if (!scope.aluno_id) return null;
  const [aluno] = await db
    .select({ nome: alunos.nome, escola: escolas.nome, empresa_id: alunos.empresa_id })
    .from(alunos)
    .innerJoin(escolas, eq(escolas.id, alunos.escola_id))
    .where(eq(alunos.id, scope.aluno_id));
  if (!aluno) return null;
  const turmaIds = scope.turma_ids;
  const [turma] = turmaIds.length
    ? await db
        .select({ nome: turmas.nome, escola: escolas.nome })
        .from(turmas)
        .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
        .where(inArray(turmas.id, turmaIds))
        .orderBy(asc(turmas.nome))
        .limit(1)
    : [];

  const [freq] = turmaIds.length
    ? await db
        .select({
          aulas: sql<number>`coalesce(sum(${frequenciasTotais.aulas}), 0)::int`,
          faltas: sql<number>`coalesce(sum(${frequenciasTotais.faltas}), 0)::int`,
        })
        .from(frequenciasTotais)
        .where(and(eq(frequenciasTotais.aluno_id, scope.aluno_id), inArray(frequenciasTotais.turma_id, turmaIds)))
    : [];
  const aulas = freq?.aulas ?? 0;
  const faltas = freq?.faltas ?? 0;

  // The same bimester grades (the network's mode and rounding) and annual average (its weights) as the
  // boletim and the Fechamento Anual: the panel never shows a figure the boletim contradicts.
  const regras = await regrasDaEmpresa(db, aluno.empresa_id);
  const notasDoAluno = new Map<string, NotaDoAlunoNoBimestre>();
  for (const turmaId of turmaIds)
    for (const [chave, nota] of await notasDaTurma(db, turmaId, [scope.aluno_id], regras)) notasDoAluno.set(chave, nota);
  const disciplinaIds = [...new Set([...notasDoAluno.keys()].map((chave) => chave.split(':')[0]!))];
  const nomes = disciplinaIds.length
    ? await db
        .select({ id: disciplinas.id, nome: disciplinas.nome })
        .from(disciplinas)
        .where(inArray(disciplinas.id, disciplinaIds))
        .orderBy(asc(disciplinas.nome))
    : [];
  const medias = nomes.map((d) => {
    const bimestres = [1, 2, 3, 4].map((b) => notaDe(notasDoAluno, d.id, b, scope.aluno_id!));
    const { media, completa } = mediaAnual(
      bimestres.map((n) => n.nota),
      regras.pesos_bimestres,
    );
    return { disciplina_id: d.id, disciplina: d.nome, media, parcial: !completa || bimestres.some((n) => !n.completa) };
  });

  return {
    nome: aluno.nome,
    turma: turma?.nome ?? null,
    escola: turma?.escola ?? aluno.escola,
    frequencia: { percentual: aulas ? ((aulas - faltas) / aulas) * 100 : null, aulas, faltas },
    medias,
    media_aprovacao: regras.media_aprovacao,
  };
}
