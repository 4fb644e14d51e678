import { z } from 'zod';
import { TIPOS_USUARIO, type TipoUsuario } from '../roles';
import { CONFLITO } from '../academico/campos';

/** The user form and the API body, with their pt-BR messages. */
export const USUARIO_MENSAGENS = {
  nome: 'Nome é obrigatório',
  email: 'E-mail é obrigatório',
  emailInvalido: 'E-mail inválido',
  senha: 'Senha é obrigatória',
  senhaCurta: 'Senha deve ter pelo menos 6 caracteres',
  tipo: 'Tipo de usuário inválido',
  emailDuplicado: 'Já existe um usuário com este e-mail.',
  empresaSoCria: 'Empresas só podem criar gestores, professores e alunos',
  criarNaEmpresa: 'Você não tem permissão para criar usuários nesta empresa',
  editarNaEmpresa: 'Você não tem permissão para editar usuários desta empresa',
  deletarNaEmpresa: 'Você não tem permissão para deletar usuários desta empresa',
  naoEncontrado: 'Usuário não encontrado.',
  proprioAcesso: 'Você não pode remover o seu próprio acesso.',
  ultimoAdmin: 'O último administrador ativo não pode ser removido, desativado ou rebaixado.',
  proprioPapel: 'Você não pode trocar o seu próprio papel por um sem as permissões de usuários e configurações que você usa.',
  ultimoAdminPapel: 'O último administrador ativo não pode receber um papel sem as permissões de administrador.',
  conflito: CONFLITO,
} as const;

export const STATUS_USUARIO = ['ativo', 'inativo', 'suspenso'] as const;

const base = {
  nome: z
    .string({ error: USUARIO_MENSAGENS.nome })
    .trim()
    .min(1, USUARIO_MENSAGENS.nome)
    .max(200, 'Nome deve ter no máximo 200 caracteres'),
  email: z
    .string({ error: USUARIO_MENSAGENS.email })
    .trim()
    .min(1, USUARIO_MENSAGENS.email)
    .pipe(z.email(USUARIO_MENSAGENS.emailInvalido))
    .transform((v) => v.toLowerCase()),
  tipo_usuario: z.enum(TIPOS_USUARIO, { error: USUARIO_MENSAGENS.tipo }).default('professor'),
  telefone: z
    .string()
    .trim()
    .max(30, 'Telefone deve ter no máximo 30 caracteres')
    .nullish()
    .transform((v) => v || null),
  empresa_id: z
    .string()
    .uuid('Empresa inválida')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null),
  papel_id: z
    .string()
    .uuid('Papel inválido')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null),
  status: z.enum(STATUS_USUARIO, { error: 'Status inválido' }).default('ativo'),
  escola_ids: z.array(z.string().uuid('Escola inválida')).max(500).default([]),
};

const senha = z
  .string({ error: USUARIO_MENSAGENS.senha })
  .min(1, USUARIO_MENSAGENS.senha)
  .min(6, USUARIO_MENSAGENS.senhaCurta)
  .max(128, 'Senha longa demais');

export const usuarioCreate = z.object({ ...base, senha });
/** On edit the password is optional: blank keeps the current one. */
export const usuarioUpdate = z.object({
  ...base,
  senha: z
    .union([z.literal(''), senha])
    .nullish()
    .transform((v) => v || null),
  updated_at: z.iso.datetime({ offset: true, message: 'Versão do registro inválida' }),
});

/** Which user types each role may choose in the form: an administrador any, an empresa those below it, the others none. */
export function tiposPermitidos(quem: TipoUsuario): readonly TipoUsuario[] {
  if (quem === 'administrador') return TIPOS_USUARIO;
  if (quem === 'empresa') return ['gestor', 'professor', 'aluno'];
  return [];
}

/** A user as the API answers it: the profile only, never anything of the credential. */
export const usuarioResposta = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  email: z.string(),
  tipo_usuario: z.enum(TIPOS_USUARIO),
  telefone: z.string().nullable(),
  status: z.enum(STATUS_USUARIO),
  ativo: z.boolean(),
  empresa_id: z.string().uuid().nullable(),
  empresa_nome: z.string().nullable(),
  papel_id: z.string().uuid().nullable(),
  papel_nome: z.string().nullable(),
  escola_ids: z.array(z.string().uuid()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Usuario = z.infer<typeof usuarioResposta>;

/** A user as a choice in a form: who they are, nothing of their access. */
export const usuarioResumoResposta = z.object({ id: z.string().uuid(), nome: z.string(), email: z.string() });
export type UsuarioResumo = z.infer<typeof usuarioResumoResposta>;
