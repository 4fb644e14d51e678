import { z } from 'zod';
import type { Actor } from '../lib/actor';
import type { Scope } from '../lib/scope';

export const meSchema = z.object({
  usuario: z.object({
    id: z.string().uuid(),
    nome: z.string(),
    email: z.string(),
    tipo_usuario: z.enum(['administrador', 'empresa', 'gestor', 'professor', 'aluno']),
    papel_nome: z.string().nullable(),
    papel_nivel: z.number().int().nullable(),
    telefone: z.string().nullable(),
    imagem: z.string().nullable(),
  }),
  permissoes: z.array(z.string()),
  escopo: z.object({
    tipo: z.enum(['nenhum', 'global', 'empresa', 'escolas', 'turmas', 'aluno']),
    empresa_id: z.string().uuid().nullable(),
    escola_ids: z.array(z.string().uuid()),
    turma_ids: z.array(z.string().uuid()),
    aluno_id: z.string().uuid().nullable(),
  }),
});

export function presentMe(actor: Actor, scope: Scope): z.infer<typeof meSchema> {
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
    permissoes: [...actor.permissoes].sort(),
    escopo: {
      tipo: scope.tipo,
      empresa_id: 'empresa_id' in scope ? scope.empresa_id : null,
      escola_ids: 'escola_ids' in scope ? scope.escola_ids : [],
      turma_ids: 'turma_ids' in scope ? scope.turma_ids : [],
      aluno_id: 'aluno_id' in scope ? scope.aluno_id : null,
    },
  };
}
