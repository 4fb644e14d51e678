/** The texts of the Privacidade (LGPD) pages, in one place. */
export const TEXTOS = {
  titulo: 'Privacidade (LGPD)',
  descricao: 'Proteção dos dados pessoais dos alunos: quem acessou, pedidos dos titulares, tratamento e incidentes',
  voltar: 'Privacidade (LGPD)',
  // Acessos
  acessosTitulo: 'Acessos a dados pessoais',
  acessosDescricao: 'Cada leitura de dados pessoais de um aluno: quem, o quê, quando e de onde',
  acessosDoAluno: (nome: string) => `Quem acessou os dados de ${nome}`,
  todosAlunos: 'Ver todos os alunos',
  buscaUsuario: 'Buscar por nome ou e-mail de quem acessou...',
  recurso: 'O que foi lido',
  todosRecursos: 'Todos',
  de: 'De',
  ate: 'Até',
  periodoInvertido: 'A data final é anterior à inicial',
  carregando: 'Carregando acessos...',
  erroCarregar: (msg: string) => `Erro ao carregar os acessos: ${msg}`,
  vazio: 'Nenhum acesso registrado',
  vazioFiltros: 'Nenhum acesso corresponde aos filtros.',
  colQuando: 'Quando',
  colQuem: 'Quem',
  colOque: 'O que',
  colAluno: 'Aluno',
  colEscola: 'Escola',
  colOrigem: 'De onde',
  alunoExcluido: 'Aluno excluído',
  retencao: (dias: number) =>
    `O registro não pode ser alterado nem excluído por ninguém; cada linha é guardada por ${dias} dias e depois apagada automaticamente.`,
  // Prazo de guarda
  retencaoTitulo: 'Prazo de guarda do registro de acessos',
  retencaoCampo: 'Dias de guarda',
  retencaoAjuda: 'Entre 180 dias (seis meses) e 3650 dias (dez anos).',
  salvar: 'Salvar',
  salvando: 'Salvando...',
  erroSalvar: (msg: string) => `Erro ao salvar: ${msg}`,
} as const;

/** The texts of the retention terms per document class (the hub page's card). */
export const TEXTOS_RETENCAO_DOCUMENTOS = {
  titulo: 'Prazos de guarda dos documentos',
  descricao:
    'Anos guardados depois do fim do ano letivo; a tarefa diária apaga o que passou do prazo. Diários de classe: de 5 a 50 anos. Documentos emitidos: de 1 a 50 anos.',
  diario: 'Diários de classe (frequência, notas e avaliações), em anos',
  emitidos: 'Registros de boletins emitidos, em anos',
  anos: (n: number) => (n === 1 ? '1 ano' : `${n} anos`),
  permanentes:
    'Histórico escolar, resultados finais, atas dos conselhos e matrículas são guardados permanentemente, como a lei exige.',
  salvar: 'Salvar prazos',
  salvando: 'Salvando...',
  salvos: 'Prazos de guarda salvos',
  erroSalvar: (msg: string) => `Erro ao salvar: ${msg}`,
} as const;

/** The texts of the data-subject requests page. */
export const TEXTOS_SOLICITACOES = {
  titulo: 'Solicitações de titulares',
  nova: 'Nova Solicitação',
  novaTitulo: 'Nova Solicitação',
  editarTitulo: 'Editar Solicitação',
  busca: 'Buscar por solicitante ou aluno...',
  todosStatus: 'Todos os status',
  todosTipos: 'Todos os tipos',
  carregando: 'Carregando solicitações...',
  erroCarregar: (msg: string) => `Erro ao carregar as solicitações: ${msg}`,
  vazio: 'Nenhuma solicitação registrada',
  vazioFiltros: 'Nenhuma solicitação corresponde aos filtros.',
  erroSalvar: (msg: string) => `Erro ao salvar a solicitação: ${msg}`,
  cardAbertas: 'Abertas',
  cardVencendo: 'Vencem em até 5 dias',
  cardVencidas: 'Vencidas',
  editar: (nome: string) => `Editar a solicitação de ${nome}`,
  responder: (nome: string) => `Responder a solicitação de ${nome}`,
  responderTitulo: 'Responder solicitação',
  buscarAluno: 'Buscar aluno',
  buscarAlunoAjuda: 'Digite ao menos 2 letras do nome ou a matrícula.',
  selecione: 'Selecione...',
  carregandoOpcoes: 'Carregando...',
  prazo: (dias: number) =>
    dias < 0
      ? `Vencida há ${-dias} ${-dias === 1 ? 'dia' : 'dias'}`
      : dias === 0
        ? 'Vence hoje'
        : `Faltam ${dias} ${dias === 1 ? 'dia' : 'dias'}`,
  respondidaEm: (data: string) => `Em ${data}`,
  voltar: 'Voltar',
  enviando: 'Enviando...',
  registrarResposta: 'Registrar resposta',
  erroResponder: (msg: string) => `Erro ao registrar a resposta: ${msg}`,
} as const;
