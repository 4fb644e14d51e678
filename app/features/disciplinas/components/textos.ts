import { DISCIPLINA_MENSAGENS } from '../../../../domain/schemas/disciplina';
import { TEXTOS_DE_LINHA } from '../../../lib/textos-de-linha';

/** The texts of the curriculum components page, in one place. */
export const TEXTOS = {
  titulo: 'Componentes Curriculares',
  novo: 'Cadastrar Componente',
  busca: 'Buscar componentes por nome ou descrição...',
  carregando: 'Carregando disciplinas...',
  vazio: 'Nenhum componente curricular encontrado',
  vazioSemFiltro: 'Cadastre o primeiro componente curricular para começar.',
  vazioComFiltro: 'Tente ajustar a busca ou os filtros.',
  erroCarregar: (msg: string) => `Erro ao carregar disciplinas: ${msg}`,
  novoTitulo: 'Novo Componente Curricular',
  editarTitulo: 'Editar Componente Curricular',
  criado: 'Disciplina criada com sucesso',
  atualizado: 'Disciplina atualizada com sucesso',
  excluido: 'Disciplina excluída com sucesso',
  ativado: 'Disciplina ativada',
  desativado: 'Disciplina desativada',
  erroCriar: DISCIPLINA_MENSAGENS.erroCriar,
  erroAtualizar: DISCIPLINA_MENSAGENS.erroAtualizar,
  erroExcluir: DISCIPLINA_MENSAGENS.erroExcluir,
  erroStatus: DISCIPLINA_MENSAGENS.erroStatus,
  ativar: 'Ativar',
  desativar: 'Desativar',
  ...TEXTOS_DE_LINHA,
  selecione: 'Selecione',
  selecioneEmpresa: 'Selecione uma empresa',
} as const;
