import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ParametrosRelatorio } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { escolas, turmas } from '../../db/schema';
import type { AlcanceNaRede } from '../../policies/alcance';
import { turmasDoRelatorioNoAlcance } from '../../policies/relatorios';
import type { TurmaDoAno } from '../resultados-finais/ler';

export type TurmaDoRelatorio = TurmaDoAno & { escola: string };

/** The classes a report covers, in the reach, by school and name: the unit the academic reports are built in. */
export async function turmasDoRelatorio(db: Db, a: AlcanceNaRede, p: ParametrosRelatorio): Promise<TurmaDoRelatorio[]> {
  const filtros: (SQL | undefined)[] = [
    turmasDoRelatorioNoAlcance(a),
    p.ano_letivo ? eq(turmas.ano_letivo, p.ano_letivo) : undefined,
    p.escola_id ? eq(turmas.escola_id, p.escola_id) : undefined,
    p.turma_id ? eq(turmas.id, p.turma_id) : undefined,
  ];
  return db
    .select({
      id: turmas.id,
      nome: turmas.nome,
      serie: turmas.serie,
      empresa_id: turmas.empresa_id,
      escola_id: turmas.escola_id,
      ano_letivo: turmas.ano_letivo,
      escola: escolas.nome,
    })
    .from(turmas)
    .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
    .where(and(...filtros))
    .orderBy(asc(escolas.nome), asc(turmas.nome));
}
