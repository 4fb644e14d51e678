import type { Acao, Modulo, Permissao } from '../../domain/permissions';
import type { Papel, PermissaoDoCatalogo } from '../../domain/schemas/papel';
import type { papeis, permissoes } from '../db/schema';

/** `permissoes` are stored names, which are the catalogue's: the seed writes them from it. */
export function apresentarPapel(row: typeof papeis.$inferSelect, permissoes: readonly string[]): Papel {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    nivel: row.nivel,
    ativo: row.ativo,
    predefinido: row.predefinido,
    permissoes: ([...permissoes] as Permissao[]).sort(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The catalogue's rows are written from domain/permissions.ts on every start, so their names are its names. */
export function apresentarPermissao(row: typeof permissoes.$inferSelect): PermissaoDoCatalogo {
  return {
    id: row.id,
    nome: row.nome as Permissao,
    descricao: row.descricao,
    modulo: row.modulo as Modulo,
    acao: row.acao as Acao,
  };
}
