/**
 * What the product tells a data subject (titular: the student, answered through the guardian) about
 * the data held on them: the categories the export groups rows in, and to whom the network passes
 * them on. Pure data, shared by the export's PDF and the screens.
 */

export const CATEGORIAS_DO_TITULAR = [
  'cadastro',
  'conta',
  'matriculas',
  'notas',
  'avaliacoes',
  'frequencia',
  'resultados',
  'conselho',
  'pendencias',
  'documentos',
  'comunicacoes',
  'registros',
  'privacidade',
  'arquivos',
] as const;
export type CategoriaDoTitular = (typeof CATEGORIAS_DO_TITULAR)[number];

export const CATEGORIA_DO_TITULAR_LABEL: Record<CategoriaDoTitular, string> = {
  cadastro: 'Cadastro (identificação, contatos, endereço, responsável)',
  conta: 'Conta de acesso (usuário, sessões, segurança)',
  matriculas: 'Matrículas (turma, ano letivo, situação)',
  notas: 'Notas por bimestre e recuperação',
  avaliacoes: 'Resultados das sub-avaliações',
  frequencia: 'Frequência (presenças, faltas e justificativas)',
  resultados: 'Fechamentos e resultados finais',
  conselho: 'Decisões do conselho de classe',
  pendencias: 'Pendências sobre o aluno',
  documentos: 'Documentos emitidos (boletins com código)',
  comunicacoes: 'Notificações e mensagens enviadas',
  registros: 'Registros de alterações (auditoria)',
  privacidade: 'Pedidos do titular, ciência do aviso de privacidade e acessos aos dados pessoais',
  arquivos: 'Arquivos (foto de perfil)',
};

/** A recipient the network passes the student's data on to, with what and why (the legal basis). */
export interface Compartilhamento {
  destinatario: string;
  dados: string;
  finalidade: string;
  base_legal: string;
}

/**
 * The recipients every public school network has by law, used while the network's record of
 * processing does not list its own. Public bodies only: the product sends nothing to private parties.
 */
export const COMPARTILHAMENTOS_PADRAO: readonly Compartilhamento[] = [
  {
    destinatario: 'INEP — Censo Escolar (Educacenso)',
    dados: 'Identificação, data de nascimento, matrícula, turma, rendimento e movimento escolar',
    finalidade: 'Censo Escolar anual da educação básica',
    base_legal: 'LGPD art. 7º, II e III; Decreto nº 6.425/2008',
  },
  {
    destinatario: 'Ministério da Educação — Sistema Presença',
    dados: 'Frequência escolar de estudantes de famílias beneficiárias',
    finalidade: 'Acompanhamento da condicionalidade de educação do Programa Bolsa Família',
    base_legal: 'LGPD art. 7º, III; Lei nº 14.601/2023',
  },
  {
    destinatario: 'Conselho Tutelar',
    dados: 'Identificação, responsável e faltas acima do limite legal',
    finalidade: 'Notificação de faltas reiteradas e de situações de risco',
    base_legal: 'LGPD art. 7º, II; ECA art. 56; LDB art. 12, VIII',
  },
  {
    destinatario: 'Outra escola, em caso de transferência',
    dados: 'Histórico escolar e documentos de transferência',
    finalidade: 'Continuidade da vida escolar do aluno',
    base_legal: 'LGPD art. 7º, II e III; LDB art. 24, VII',
  },
];
