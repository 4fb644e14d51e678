import type { StatusUsuario } from '../api/carregar-usuarios';
import { TEXTOS_DE_LINHA } from '../../../lib/textos-de-linha';

/** The texts of the users screen, in one place. */
export const TEXTOS = {
  titulo: 'Gerenciamento de Usuários',
  busca: 'Buscar usuários...',
  novo: 'Novo Usuário',
  gerenciarPermissoes: 'Gerenciar Permissões',
  gerenciarEmpresas: 'Gerenciar Empresas',
  carregando: 'Carregando usuários...',
  vazio: 'Nenhum usuário cadastrado ainda',
  semResultado: (termo: string) => `Nenhum usuário encontrado para "${termo}"`,
  erroCarregar: (msg: string) => `Erro ao carregar usuários: ${msg}`,
  novoTitulo: 'Novo Usuário',
  editarTitulo: 'Editar Usuário',
  senhaManter: 'Deixe em branco para manter a atual',
  selecioneEmpresa: 'Selecione uma empresa',
  carregandoEscolas: 'Carregando escolas...',
  erroEscolas: (msg: string) => `Erro ao carregar escolas: ${msg}`,
  escolhaEmpresaParaEscolas: 'Selecione uma empresa para escolher as escolas.',
  semEscolas: 'Nenhuma escola cadastrada para esta empresa.',
  criado: 'Usuário criado com sucesso',
  atualizado: 'Usuário atualizado com sucesso',
  excluido: 'Usuário excluído com sucesso',
  erroSalvar: (msg: string) => `Erro ao salvar usuário: ${msg}`,
  erroExcluir: (msg: string) => `Erro ao deletar usuário: ${msg}`,
  ...TEXTOS_DE_LINHA,
  empresaNaoDefinida: 'Empresa não definida',
  papelPadrao: 'Padrão do tipo',
  carregandoPapeis: 'Carregando papéis...',
  papelInativo: (nome: string) => `${nome} (inativo)`,
  erroPapeis: (msg: string) => `Erro ao carregar papéis: ${msg}`,
} as const;

export const STATUS_LABEL: Record<StatusUsuario, string> = {
  ativo: 'Ativo',
  inativo: 'Inativo',
  suspenso: 'Suspenso',
};

export const STATUS_COR: Record<StatusUsuario, 'green' | 'neutral' | 'red'> = {
  ativo: 'green',
  inativo: 'neutral',
  suspenso: 'red',
};
