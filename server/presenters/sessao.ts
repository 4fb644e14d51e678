import type { Permissao } from '../../domain/permissions';
import type { Sessao } from '../../domain/schemas/sessao';
import type { Actor } from '../lib/actor';
import type { Escopo } from '../policies/escopo';

export function apresentarSessao(actor: Actor, scope: Escopo): Sessao {
  return {
    usuario: {
      id: actor.id,
      nome: actor.nome,
      email: actor.email,
      tipo_usuario: actor.tipo_usuario,
      papel_nome: actor.papel?.nome ?? null,
      papel_nivel: actor.papel?.nivel ?? null,
      telefone: actor.telefone,
      imagem: actor.imagem,
    },
    // The stored permission names are the catalogue's: the seed writes them from it.
    permissoes: ([...actor.permissoes] as Permissao[]).sort(),
    escopo: {
      tipo: scope.tipo,
      empresa_id: 'empresa_id' in scope ? scope.empresa_id : null,
      escola_ids: 'escola_ids' in scope ? scope.escola_ids : [],
      turma_ids: 'turma_ids' in scope ? scope.turma_ids : [],
      aluno_id: 'aluno_id' in scope ? scope.aluno_id : null,
    },
  };
}
