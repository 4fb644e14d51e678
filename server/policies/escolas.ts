import { type SQL, eq } from 'drizzle-orm';
import { escolas } from '../db/schema';
import type { Escopo } from './escopo';
import { emLista, ondeNoEscopo } from './por-escopo';

/** Schools: those of the body; a gestor's linked ones; a professor's or aluno's schools. */
export function escolasNoEscopo(scope: Escopo): SQL | undefined {
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(escolas.empresa_id, empresaId),
    escolas: (ids) => emLista(escolas.id, ids),
  });
}
