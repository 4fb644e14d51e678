import { type SQL, and, eq, or, sql } from 'drizzle-orm';
import { alunos, alunosResponsaveis, responsaveis } from '../db/schema';
import type { Escopo } from './escopo';
import { alunosNoEscopo } from './alunos';
import { NENHUM, ondeNoEscopo } from './por-escopo';

/**
 * A guardian is reached through the children: the empresa user reaches every guardian of its network; a
 * gestor or a professor only those linked to a student it reads (a guardian is the family of the
 * students it attends, not a directory of the network); an aluno none.
 */
export function responsaveisNoEscopo(scope: Escopo): SQL | undefined {
  const pelosFilhos = () =>
    'empresa_id' in scope && scope.empresa_id
      ? and(
          eq(responsaveis.empresa_id, scope.empresa_id),
          sql`exists (select 1 from ${alunosResponsaveis} inner join ${alunos} on ${alunos.id} = ${alunosResponsaveis.aluno_id} where ${alunosResponsaveis.responsavel_id} = ${responsaveis.id} and ${alunosNoEscopo(scope)})`,
        )
      : NENHUM;
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(responsaveis.empresa_id, empresaId),
    escolas: pelosFilhos,
    turmas: pelosFilhos,
    aluno: () => NENHUM,
  });
}

/**
 * Who may be linked to a child of `empresaId`: a guardian the actor reaches, or — for the family of a
 * student of another school that also comes to this one — any guardian of the network whose CPF the
 * actor typed whole (knowing the document is knowing the person; a partial CPF or a name finds nothing
 * out of scope).
 */
export function responsaveisParaVincular(scope: Escopo, empresaId: string, cpfInformado: string | null): SQL | undefined {
  const noEscopo = responsaveisNoEscopo(scope);
  // No condition is the global scope: every guardian of the network.
  if (!noEscopo) return eq(responsaveis.empresa_id, empresaId);
  const porCpf = cpfInformado && /^\d{11}$/.test(cpfInformado) ? eq(responsaveis.cpf, cpfInformado) : undefined;
  return and(eq(responsaveis.empresa_id, empresaId), porCpf ? or(noEscopo, porCpf) : noEscopo);
}
