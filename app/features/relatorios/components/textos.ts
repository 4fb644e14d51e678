import { TEXTOS_DE_LINHA } from '../../../lib/textos-de-linha';

/** The texts of the reports screen, in one place. */
export const TEXTOS = {
  ...TEXTOS_DE_LINHA,
  descricao: 'Escolha um relatório do catálogo: ele é gerado em segundo plano e fica disponível para baixar em PDF ou Excel.',
  catalogo: 'Catálogo de Relatórios',
  categoria: 'Categoria',
  todas: 'Todas',
  buscaCatalogo: 'Buscar no catálogo...',
  catalogoVazio: (termo: string) => `Nenhum relatório do catálogo encontrado para "${termo}"`,
  catalogoVazioCategoria: 'Nenhum relatório do catálogo nesta categoria.',
  gerar: 'Gerar',
  gerarRotulo: (titulo: string) => `Gerar ${titulo}`,
  somenteConsulta:
    'Seu perfil consulta o catálogo e os relatórios que você gerou, mas não gera relatórios novos: peça à coordenação ou à gestão da escola.',
  recentes: 'Relatórios Recentes',
  busca: 'Buscar relatórios gerados...',
  carregando: 'Carregando relatórios...',
  erroCarregar: (msg: string) => `Erro ao carregar relatórios: ${msg}`,
  vazio: 'Nenhum relatório gerado ainda',
  semResultado: (termo: string) => `Nenhum relatório encontrado para "${termo}"`,
  baixar: 'Baixar',
  baixarRotulo: (titulo: string) => `Baixar ${titulo}`,
  expirado: 'Expirado',
  expiradoDica: 'O arquivo foi apagado ao fim do prazo de retenção. Gere o relatório novamente.',
  progresso: (titulo: string) => `Progresso de ${titulo}`,
  excluido: 'Relatório excluído com sucesso',
  erroExcluir: (msg: string) => `Erro ao excluir relatório: ${msg}`,
  confirmarExclusaoRelatorio: (titulo: string) =>
    `Tem certeza que deseja excluir o relatório "${titulo}"? O arquivo gerado também será apagado. Esta ação não pode ser desfeita.`,
  // The dialog.
  dialogoTitulo: (titulo: string) => `Gerar ${titulo}`,
  solicitar: 'Gerar Relatório',
  solicitando: 'Solicitando...',
  solicitado: 'Relatório solicitado. Ele aparece em Relatórios Recentes e fica pronto em instantes.',
  erroSolicitar: (msg: string) => `Erro ao solicitar relatório: ${msg}`,
  rede: 'Rede',
  selecioneRede: 'Selecione a rede',
  escola: 'Escola',
  selecioneEscola: 'Selecione a escola',
  todasEscolas: 'Todas as escolas',
  turma: 'Turma',
  todasTurmas: 'Todas as turmas',
  escolhaEscolaAntes: 'Escolha a escola para ver as turmas',
  bimestre: 'Bimestre',
  todosBimestres: 'Todos',
  anoLetivo: 'Ano Letivo',
  formato: 'Formato',
  carregandoOpcoes: 'Carregando...',
  // The cards.
  cardTotal: 'Total de Relatórios',
  cardConcluidos: 'Concluídos',
  cardProcessando: 'Em Processamento',
  cardErro: 'Com Erro',
} as const;

export const FORMATO_LABEL = { pdf: 'PDF', xlsx: 'Excel (XLSX)' } as const;
