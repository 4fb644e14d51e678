import type { TipoUsuario } from '../../../../domain/roles';
import { usuarioCreate, usuarioUpdate } from '../../../../domain/schemas/usuario';
import { definirFormulario } from '../../../components/form-dialog';
import { type VersaoContexto, schemaResolver } from '../../../lib/form-resolver';
import type { UsuarioCreateInput } from '../api/criar-usuario';
import type { StatusUsuario, Usuario } from '../api/carregar-usuarios';
import type { UsuarioUpdateInput } from '../api/atualizar-usuario';
import { TEXTOS } from './textos';

/** What the user form holds: plain strings, as the inputs give them. */
export interface UsuarioFormValues {
  nome: string;
  email: string;
  senha: string;
  tipo_usuario: TipoUsuario;
  telefone: string;
  empresa_id: string;
  status: StatusUsuario;
  escola_ids: string[];
  /** A custom role; '' is the predefined role of the user's type ("Padrão do tipo"). */
  papel_id: string;
}

type UsuarioPayload = UsuarioCreateInput | UsuarioUpdateInput;

const CAMPOS_FORM: readonly (keyof UsuarioFormValues)[] = [
  'nome',
  'email',
  'senha',
  'tipo_usuario',
  'telefone',
  'empresa_id',
  'status',
  'escola_ids',
  'papel_id',
];

/** Only gestores and professores are linked to schools (their data scope). */
export function usaEscolas(tipo: TipoUsuario): boolean {
  return tipo === 'gestor' || tipo === 'professor';
}

function valoresIniciais(usuario: Usuario | null, tipos: readonly TipoUsuario[]): UsuarioFormValues {
  if (usuario) {
    return {
      nome: usuario.nome,
      email: usuario.email,
      senha: '',
      tipo_usuario: usuario.tipo_usuario,
      telefone: usuario.telefone ?? '',
      empresa_id: usuario.empresa_id ?? '',
      status: usuario.status,
      escola_ids: usuario.escola_ids,
      papel_id: usuario.papel_id ?? '',
    };
  }
  const tipo = tipos.includes('professor') ? 'professor' : (tipos[0] ?? 'professor');
  return {
    nome: '',
    email: '',
    senha: '',
    tipo_usuario: tipo,
    telefone: '',
    empresa_id: '',
    status: 'ativo',
    escola_ids: [],
    papel_id: '',
  };
}

interface Contexto {
  /** The row being edited, or null when creating. */
  usuario: Usuario | null;
  /** Only an administrador chooses the company; for anyone else the server uses their own. */
  escolheEmpresa: boolean;
  /** Only an administrador chooses a custom role; for anyone else the server keeps the stored one. */
  escolhePapel: boolean;
}

function toInput(values: UsuarioFormValues, { usuario, escolheEmpresa, escolhePapel }: Contexto, versao: string) {
  const tipo = values.tipo_usuario;
  return {
    nome: values.nome,
    email: values.email,
    senha: values.senha,
    tipo_usuario: tipo,
    telefone: values.telefone,
    empresa_id: escolheEmpresa && tipo !== 'administrador' ? values.empresa_id : null,
    // Without the choice, a custom role stays while the type stays; a new type takes its own role.
    papel_id: escolhePapel ? values.papel_id : usuario && usuario.tipo_usuario === tipo ? usuario.papel_id : null,
    status: values.status,
    escola_ids: usaEscolas(tipo) ? values.escola_ids : [],
    ...(usuario ? { updated_at: versao } : {}),
  };
}

/**
 * Validates with the same zod schema the server uses, so the form shows the server's messages,
 * and hands `handleSubmit` the exact request body.
 */
function usuarioResolver(contexto: Contexto) {
  const input = (values: UsuarioFormValues, ctx: VersaoContexto | undefined) => toInput(values, contexto, ctx?.versao ?? '');
  return contexto.usuario
    ? schemaResolver<UsuarioFormValues, UsuarioPayload>(usuarioUpdate, input, CAMPOS_FORM)
    : schemaResolver<UsuarioFormValues, UsuarioPayload>(usuarioCreate, input, CAMPOS_FORM);
}

/**
 * 'Novo Usuário' / 'Editar Usuário'. Without the Empresa field, a message about the company is
 * not any field's: it becomes the toast.
 */
export function formularioUsuario(contexto: Contexto, tipos: readonly TipoUsuario[]) {
  const campos = contexto.escolheEmpresa ? CAMPOS_FORM : CAMPOS_FORM.filter((campo) => campo !== 'empresa_id');
  return definirFormulario({
    valores: (usuario: Usuario | null) => valoresIniciais(usuario, tipos),
    validacao: { resolver: usuarioResolver(contexto), campos },
    aparencia: { prefixo: 'usuario', className: 'max-w-xl' },
    novo: { titulo: TEXTOS.novoTitulo, sucesso: TEXTOS.criado },
    editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
    falha: TEXTOS.erroSalvar,
  });
}
