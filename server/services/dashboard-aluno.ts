import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { resultadoNotas } from '../../domain/avaliacao/notas';
import { REGRAS_PADRAO } from '../../domain/avaliacao/regras';
import type { Db } from '../db/client';
import { alunos, disciplinas, escolas, frequenciasTotais, notas, regrasEscolares, turmas } from '../db/schema';
import type { Escopo } from '../policies/escopo';
import { QUATRO_NOTAS } from './notas-do-bimestre';

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
 * ÷ lessons recorded, from the running totals) and, per subject, the mean of its bimestre means
 * in that class, 'parcial' while a bimestre is missing or has a note not entered.
 */
export async function painelDoAluno(db: Db, scope: Extract<Escopo, { tipo: 'aluno' }>): Promise<PainelDoAluno | null> {
  if (!scope.aluno_id) return null;
  const [aluno] = await db
    .select({ nome: alunos.nome, escola: escolas.nome, media_aprovacao: regrasEscolares.media_aprovacao })
    .from(alunos)
    .innerJoin(escolas, eq(escolas.id, alunos.escola_id))
    .leftJoin(regrasEscolares, eq(regrasEscolares.empresa_id, alunos.empresa_id))
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

  const linhas = turmaIds.length
    ? await db
        .select({
          disciplina_id: notas.disciplina_id,
          disciplina: disciplinas.nome,
          bimestre: notas.bimestre,
          ...QUATRO_NOTAS,
        })
        .from(notas)
        .innerJoin(disciplinas, eq(disciplinas.id, notas.disciplina_id))
        .where(and(eq(notas.aluno_id, scope.aluno_id), inArray(notas.turma_id, turmaIds)))
        .orderBy(asc(disciplinas.nome), asc(notas.bimestre))
    : [];
  const regras = {
    media_aprovacao: aluno.media_aprovacao ?? REGRAS_PADRAO.media_aprovacao,
    media_recuperacao: REGRAS_PADRAO.media_recuperacao,
  };
  const porDisciplina = new Map<string, { disciplina: string; medias: number[]; parcial: boolean }>();
  for (const l of linhas) {
    const d = porDisciplina.get(l.disciplina_id) ?? { disciplina: l.disciplina, medias: [], parcial: false };
    const r = resultadoNotas([l.nota1, l.nota2, l.nota3, l.nota4], regras);
    if (r.media !== null) d.medias.push(r.media);
    if (r.parcial) d.parcial = true;
    porDisciplina.set(l.disciplina_id, d);
  }
  const medias = [...porDisciplina.entries()].map(([disciplina_id, d]) => ({
    disciplina_id,
    disciplina: d.disciplina,
    media: d.medias.length ? d.medias.reduce((s, m) => s + m, 0) / d.medias.length : null,
    parcial: d.parcial || d.medias.length < 4,
  }));

  return {
    nome: aluno.nome,
    turma: turma?.nome ?? null,
    escola: turma?.escola ?? aluno.escola,
    frequencia: { percentual: aulas ? ((aulas - faltas) / aulas) * 100 : null, aulas, faltas },
    medias,
    media_aprovacao: regras.media_aprovacao,
  };
}
