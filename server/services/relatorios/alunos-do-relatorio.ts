import { and, eq, inArray } from 'drizzle-orm';
import type { TipoRelatorio } from '../../../domain/relatorios/tipos';
import type { ParametrosRelatorio } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { matriculas } from '../../db/schema';
import type { AlcanceNaRede } from '../../policies/alcance';
import { turmasDoRelatorio } from './turmas-do-relatorio';

/** The report types whose file lists students by name (the others list schools, subjects, teachers, skills). */
const TIPOS_COM_ALUNOS: ReadonlySet<TipoRelatorio> = new Set(['frequencia', 'notas', 'desempenho', 'matriculas']);

/**
 * The students a report's file covers, for the access log at each download: everyone enrolled in
 * the classes the report was built from, in the downloader's reach. The file does not keep the list,
 * so it is read again from the enrolments: a student enrolled after the report was built is counted
 * too, which the log can afford (it errs on naming one access more, never one fewer).
 */
export async function alunosDoRelatorio(
  db: Db,
  alcance: AlcanceNaRede,
  tipo: TipoRelatorio,
  parametros: ParametrosRelatorio,
): Promise<string[]> {
  if (!TIPOS_COM_ALUNOS.has(tipo)) return [];
  const turmas = await turmasDoRelatorio(db, alcance, parametros);
  if (!turmas.length) return [];
  const linhas = await db
    .selectDistinct({ id: matriculas.aluno_id })
    .from(matriculas)
    .where(
      and(
        inArray(
          matriculas.turma_id,
          turmas.map((t) => t.id),
        ),
        parametros.ano_letivo ? eq(matriculas.ano_letivo, parametros.ano_letivo) : undefined,
      ),
    );
  return linhas.map((l) => l.id);
}
