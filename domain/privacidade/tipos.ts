/**
 * What a read of a student's personal data exposed (the access log's "what"): the student record,
 * the student list (name, e-mail, guardian and their phone), the class roster, the grade sheet, the
 * boletim (one student or the whole class), the students report, each export that lists students,
 * each download of a queued report about students, and every other answer that names a student
 * (grades, attendance, closings, councils, assessments, pendencies, the dashboard's activity, the
 * privacy and audit records, the public check of a document). Each route declares its own
 * (config.dadosPessoais, server/plugins/registro-de-acessos.ts).
 */
export const RECURSOS_ACESSO = [
  'ficha_aluno',
  'lista_alunos',
  'lista_turma',
  'planilha_notas',
  'boletim',
  'boletins_turma',
  'relatorio_alunos',
  'exportacao_alunos',
  'exportacao_lista_turma',
  'exportacao_notas',
  'exportacao_frequencia',
  'exportacao_relatorio_alunos',
  'relatorio_baixado',
  'dados_pessoais',
  'notas',
  'frequencias',
  'chamada',
  'fechamento_bimestral',
  'resultados_anuais',
  'rematricula',
  'conselho_alunos',
  'ata_conselho',
  'resultados_avaliacao',
  'pendencias',
  'painel',
  'mencoes_anonimizacao',
  'verificacao_documento',
  'solicitacoes_titular',
  'registro_acessos',
  'auditoria',
  'exportacao_auditoria',
  'contas_alunos',
  'documento_selado',
  'importacao_alunos',
  'dados_sensiveis',
  'duplicados',
] as const;
export type RecursoAcesso = (typeof RECURSOS_ACESSO)[number];

export const RECURSO_ACESSO_LABEL: Record<RecursoAcesso, string> = {
  ficha_aluno: 'Ficha do aluno',
  lista_alunos: 'Lista de alunos',
  lista_turma: 'Lista de alunos da turma',
  planilha_notas: 'Planilha de notas',
  boletim: 'Boletim',
  boletins_turma: 'Boletins da turma',
  relatorio_alunos: 'Relatório de alunos',
  exportacao_alunos: 'Exportação de alunos',
  exportacao_lista_turma: 'Exportação da lista da turma',
  exportacao_notas: 'Exportação de notas',
  exportacao_frequencia: 'Exportação de frequência',
  exportacao_relatorio_alunos: 'Exportação do relatório de alunos',
  relatorio_baixado: 'Relatório baixado (Relatórios)',
  dados_pessoais: 'Exportação dos dados pessoais (titular)',
  notas: 'Lista de notas',
  frequencias: 'Lista de frequência',
  chamada: 'Chamada',
  fechamento_bimestral: 'Fechamento bimestral',
  resultados_anuais: 'Resultados anuais da turma',
  rematricula: 'Prévia da rematrícula',
  conselho_alunos: 'Alunos do conselho de classe',
  ata_conselho: 'Ata do conselho de classe',
  resultados_avaliacao: 'Resultados de avaliação',
  pendencias: 'Pendências',
  painel: 'Atividades recentes (painel)',
  mencoes_anonimizacao: 'Menções do aluno (anonimização)',
  verificacao_documento: 'Verificação pública de documento',
  solicitacoes_titular: 'Solicitações de titulares',
  registro_acessos: 'Registro de acessos',
  auditoria: 'Registro de auditoria',
  exportacao_auditoria: 'Exportação da auditoria',
  contas_alunos: 'Contas de acesso de alunos',
  documento_selado: 'Documento selado aberto',
  importacao_alunos: 'Importação de alunos (linhas do arquivo)',
  dados_sensiveis: 'Dados sensíveis do aluno',
  duplicados: 'Possíveis duplicados',
};

/** The data-subject rights a request may invoke (LGPD art. 18). */
export const TIPOS_SOLICITACAO = ['acesso', 'correcao', 'anonimizacao', 'compartilhamento'] as const;
export type TipoSolicitacao = (typeof TIPOS_SOLICITACAO)[number];

export const TIPO_SOLICITACAO_LABEL: Record<TipoSolicitacao, string> = {
  acesso: 'Acesso aos dados',
  correcao: 'Correção de dados',
  anonimizacao: 'Anonimização',
  compartilhamento: 'Informação sobre compartilhamento',
};

/** Who asked, in relation to the student: a child's rights are exercised by a parent or guardian. */
export const RELACOES_SOLICITANTE = ['proprio_aluno', 'mae', 'pai', 'responsavel_legal', 'procurador'] as const;
export type RelacaoSolicitante = (typeof RELACOES_SOLICITANTE)[number];

export const RELACAO_SOLICITANTE_LABEL: Record<RelacaoSolicitante, string> = {
  proprio_aluno: 'O próprio aluno',
  mae: 'Mãe',
  pai: 'Pai',
  responsavel_legal: 'Responsável legal',
  procurador: 'Procurador',
};

/** aberta → respondida, or recusada with the reason as the answer (a refusal is also an answer, art. 18 §4). */
export const STATUS_SOLICITACAO = ['aberta', 'respondida', 'recusada'] as const;
export type StatusSolicitacao = (typeof STATUS_SOLICITACAO)[number];

export const STATUS_SOLICITACAO_LABEL: Record<StatusSolicitacao, string> = {
  aberta: 'Aberta',
  respondida: 'Respondida',
  recusada: 'Recusada',
};

/** aberto (being handled) → comunicado (ANPD and families told) → encerrado. */
export const STATUS_INCIDENTE = ['aberto', 'comunicado', 'encerrado'] as const;
export type StatusIncidente = (typeof STATUS_INCIDENTE)[number];

export const STATUS_INCIDENTE_LABEL: Record<StatusIncidente, string> = {
  aberto: 'Em tratamento',
  comunicado: 'Comunicado',
  encerrado: 'Encerrado',
};
