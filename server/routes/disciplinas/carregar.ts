import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { disciplinas, empresas } from '../../db/schema';

export function selecionarDisciplinas(db: Db) {
  return db
    .select({ ...getTableColumns(disciplinas), empresa_nome: empresas.nome })
    .from(disciplinas)
    .leftJoin(empresas, eq(empresas.id, disciplinas.empresa_id));
}
