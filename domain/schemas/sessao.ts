import { z } from 'zod';
import { NOMES_PERMISSOES } from '../permissions';
import { TIPOS_USUARIO } from '../roles';

/** What the data scope of a session reaches; 'nenhum' is a user without a role, who reaches nothing. */
const TIPOS_ESCOPO = ['nenhum', 'global', 'empresa', 'escolas', 'turmas', 'aluno'] as const;

/** GET /api/me: the signed-in user, the grants of their role and their data scope. */
export const sessaoResposta = z.object({
  usuario: z.object({
    id: z.string().uuid(),
    nome: z.string(),
    email: z.string(),
    tipo_usuario: z.enum(TIPOS_USUARIO),
    papel_nome: z.string().nullable(),
    papel_nivel: z.number().int().nullable(),
    telefone: z.string().nullable(),
    imagem: z.string().nullable(),
  }),
  permissoes: z.array(z.enum(NOMES_PERMISSOES)),
  escopo: z.object({
    tipo: z.enum(TIPOS_ESCOPO),
    empresa_id: z.string().uuid().nullable(),
    escola_ids: z.array(z.string().uuid()),
    turma_ids: z.array(z.string().uuid()),
    aluno_id: z.string().uuid().nullable(),
  }),
});
export type Sessao = z.infer<typeof sessaoResposta>;
export type UsuarioDaSessao = Sessao['usuario'];
