import { dataBr } from '../calendario/datas';

/** What the notices of an incident are written from. */
export interface DadosDoModelo {
  rede: string;
  encarregado: string;
  contato: string;
  titulo: string;
  descoberto_em: string;
  prazo: string;
  natureza: string;
  dados_afetados: string;
  titulares_afetados: string;
  quantidade_afetados: number | null;
  medidas: string;
}

const quantos = (d: DadosDoModelo) =>
  d.quantidade_afetados === null ? d.titulares_afetados : `${d.titulares_afetados} (cerca de ${d.quantidade_afetados} pessoas)`;

/**
 * The notice to the ANPD, with the items its incident form asks for (ANPD Resolution 15/2024): who
 * the controller and the encarregado are, what happened and when it was found, which data and whose,
 * what was done, and why any part is sent later. A draft to copy into the ANPD's form, not a filing.
 */
export function modeloParaAnpd(d: DadosDoModelo): string {
  return [
    `Comunicação de incidente de segurança com dados pessoais — ${d.rede}`,
    '',
    `Controlador: ${d.rede}`,
    `Encarregado pelo tratamento de dados: ${d.encarregado} (${d.contato})`,
    `Incidente: ${d.titulo}`,
    `Data em que o controlador tomou conhecimento: ${dataBr(d.descoberto_em)}`,
    `Prazo de comunicação (3 dias úteis): ${dataBr(d.prazo)}`,
    '',
    `Natureza do incidente: ${d.natureza}`,
    `Dados pessoais afetados: ${d.dados_afetados}`,
    `Titulares afetados: ${quantos(d)}. Há dados de crianças e adolescentes.`,
    `Medidas adotadas para reverter ou mitigar os efeitos: ${d.medidas}`,
    '',
    'Informações ainda não disponíveis serão complementadas assim que apuradas.',
  ].join('\n');
}

/** The notice to the families, in plain language (LGPD art. 14 §6 and art. 48 §1). */
export function modeloParaFamilias(d: DadosDoModelo): string {
  return [
    'Prezadas famílias,',
    '',
    `Em ${dataBr(d.descoberto_em)}, a ${d.rede} identificou um incidente de segurança que envolveu dados pessoais de alunos: ${d.natureza}`,
    '',
    `Quais dados: ${d.dados_afetados}`,
    `Quem foi afetado: ${quantos(d)}.`,
    `O que já fizemos: ${d.medidas}`,
    '',
    'Recomendamos atenção a contatos estranhos que peçam dados ou pagamentos em nome da escola.',
    `Em caso de dúvida, fale com o encarregado pelo tratamento de dados: ${d.encarregado} (${d.contato}), ou com a secretaria da escola.`,
    '',
    `Atenciosamente,\n${d.rede}`,
  ].join('\n');
}
