/**
 * The privacy notice a network shows until it publishes its own (LGPD art. 14 §6: plain language, for
 * the families and for the students themselves). The repository ships it so no network is without a
 * notice; the encarregado is the network's to name, so the default says where to ask instead.
 */
export interface TextoDoAviso {
  controlador: string;
  encarregado_nome: string;
  encarregado_contato: string;
  finalidades: string;
  bases_legais: string;
  dados_tratados: string;
  compartilhamento: string;
  retencao: string;
  direitos: string;
}

export function avisoPadrao(rede: string): TextoDoAviso {
  return {
    controlador: rede,
    encarregado_nome: 'A rede ainda não informou o nome do encarregado.',
    encarregado_contato: 'Procure a secretaria da escola ou a secretaria de educação da rede.',
    finalidades: [
      'Usamos os dados dos alunos para oferecer a educação pública: fazer a matrícula, organizar as turmas,',
      'registrar a frequência, as notas e o boletim, emitir documentos escolares, acompanhar quem precisa de',
      'apoio e avisar as famílias. Não usamos os dados para propaganda nem os vendemos.',
    ].join(' '),
    bases_legais: [
      'A rede pública trata esses dados para cumprir a lei que a obriga a oferecer e registrar a educação',
      '(LGPD, art. 7º, II e III, e art. 11, II, "b"), sempre no melhor interesse da criança e do adolescente',
      '(LGPD, art. 14). Para isso não é preciso pedir consentimento.',
    ].join(' '),
    dados_tratados: [
      'Nome, data de nascimento, matrícula, código do INEP, endereço e contatos do aluno e do responsável;',
      'turma, frequência, notas, avaliações, pareceres do conselho de classe e documentos escolares.',
    ].join(' '),
    compartilhamento: [
      'Enviamos dados ao INEP para o Censo Escolar e a outros órgãos públicos quando a lei exige (por exemplo,',
      'o Conselho Tutelar em caso de faltas excessivas). A empresa que mantém o sistema só guarda os dados para a rede.',
    ].join(' '),
    retencao: [
      'O histórico escolar é guardado permanentemente, porque é a prova da vida escolar do aluno. Os demais dados',
      'são guardados pelo tempo que a lei manda e depois apagados ou anonimizados. O registro de quem acessou os',
      'dados de cada aluno é guardado pelo prazo definido pela rede.',
    ].join(' '),
    direitos: [
      'O aluno e seus responsáveis podem pedir para ver os dados, corrigir o que estiver errado, saber com quem',
      'foram compartilhados e pedir a anonimização do que não precisa mais ser guardado. Faça o pedido na',
      'secretaria da escola ou ao encarregado: a resposta vem em até 15 dias.',
    ].join(' '),
  };
}

/** The sections in reading order, with the headings the page shows. */
export const SECOES_DO_AVISO: {
  campo: Exclude<keyof TextoDoAviso, 'controlador' | 'encarregado_nome' | 'encarregado_contato'>;
  titulo: string;
}[] = [
  { campo: 'finalidades', titulo: 'Para que usamos os dados' },
  { campo: 'bases_legais', titulo: 'Por que podemos usá-los' },
  { campo: 'dados_tratados', titulo: 'Quais dados' },
  { campo: 'compartilhamento', titulo: 'Com quem compartilhamos' },
  { campo: 'retencao', titulo: 'Por quanto tempo guardamos' },
  { campo: 'direitos', titulo: 'Seus direitos e como exercê-los' },
];
