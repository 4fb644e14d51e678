/**
 * The processing activities every school network carries out, as the repository ships them: the
 * starting point of a network's record of processing (LGPD art. 37), copied in on first read and
 * then edited by the network. `codigo` names each so the copy happens once.
 */
export interface AtividadeDeTratamento {
  codigo: string;
  nome: string;
  finalidade: string;
  base_legal: string;
  dados: string;
  titulares: string;
  compartilhamento: string;
  retencao: string;
}

const EXECUCAO_DE_POLITICA = 'Execução de políticas públicas e cumprimento de obrigação legal (LGPD, art. 7º, II e III; art. 23)';

export const ATIVIDADES_PADRAO: readonly AtividadeDeTratamento[] = [
  {
    codigo: 'matricula',
    nome: 'Matrícula e cadastro do aluno',
    finalidade: 'Garantir a vaga, identificar o aluno e manter o contato com a família.',
    base_legal: `${EXECUCAO_DE_POLITICA}; melhor interesse da criança (art. 14)`,
    dados: 'Nome, data de nascimento, matrícula, código INEP, endereço, telefone e e-mail do aluno e do responsável.',
    titulares: 'Alunos e seus responsáveis.',
    compartilhamento: 'INEP (Censo Escolar); outros órgãos públicos quando a lei exige.',
    retencao: 'Enquanto o aluno estiver na rede; o histórico escolar, permanentemente.',
  },
  {
    codigo: 'frequencia',
    nome: 'Registro de frequência',
    finalidade: 'Cumprir a frequência mínima exigida pela LDB e acompanhar faltas excessivas.',
    base_legal: EXECUCAO_DE_POLITICA,
    dados: 'Presenças, faltas e justificativas por dia letivo.',
    titulares: 'Alunos.',
    compartilhamento: 'Conselho Tutelar, quando as faltas passam do limite legal (ECA, art. 56).',
    retencao: 'Pelo prazo da tabela de temporalidade da rede para diários de classe.',
  },
  {
    codigo: 'avaliacao',
    nome: 'Avaliação, notas e boletim',
    finalidade: 'Registrar o aproveitamento, emitir o boletim e decidir a aprovação.',
    base_legal: EXECUCAO_DE_POLITICA,
    dados: 'Notas, médias, avaliações, pareceres e decisões do conselho de classe.',
    titulares: 'Alunos.',
    compartilhamento: 'O próprio aluno e sua família; INEP (rendimento escolar no Censo).',
    retencao: 'Resultados finais, permanentemente (histórico escolar); o restante pela tabela de temporalidade.',
  },
  {
    codigo: 'acompanhamento',
    nome: 'Acompanhamento pedagógico e pendências',
    finalidade: 'Identificar quem precisa de apoio e registrar as providências da escola.',
    base_legal: `${EXECUCAO_DE_POLITICA}; melhor interesse da criança (art. 14)`,
    dados: 'Pendências, encaminhamentos e observações sobre o aluno.',
    titulares: 'Alunos.',
    compartilhamento: 'Nenhum fora da rede, salvo exigência legal.',
    retencao: 'Até o fim do ano letivo seguinte ao encerramento.',
  },
  {
    codigo: 'acesso_sistema',
    nome: 'Contas de acesso e registro de acessos',
    finalidade: 'Permitir o acesso ao sistema e registrar quem leu os dados de cada aluno.',
    base_legal: 'Cumprimento de obrigação legal e segurança dos dados (LGPD, arts. 7º, II, 37 e 46)',
    dados: 'Nome, e-mail e papel dos usuários; quem acessou qual aluno, quando e de onde.',
    titulares: 'Servidores da rede, alunos e responsáveis.',
    compartilhamento: 'Nenhum.',
    retencao: 'Contas enquanto ativas; o registro de acessos pelo prazo de guarda da rede.',
  },
];
