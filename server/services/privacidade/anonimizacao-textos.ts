/** A personal value and what replaces it wherever it was copied. */
export interface Substituicao {
  valor: string;
  por: string;
  /**
   * Distinctive enough to look for in the free text of the student's network (a full name, an
   * e-mail, a phone, an address, the INEP code: mencoes.ts). A birth date or a matrícula number is
   * not: another student's row may have the same; those are replaced only in the rows known to be
   * about the student, and in the mentions the operator approved.
   */
  distintivo: boolean;
}

/** A student's personal fields, as the record has them now or had them before (an audit entry's antes). */
export interface Pessoa {
  nome?: unknown;
  matricula?: unknown;
  email?: unknown;
  telefone?: unknown;
  data_nascimento?: unknown;
  endereco?: unknown;
  /** A guardian's name and phone (the guardians as people, and the free-text fields older audit entries hold). */
  responsavel?: unknown;
  telefone_responsavel?: unknown;
  codigo_inep?: unknown;
  filiacao_1?: unknown;
  filiacao_2?: unknown;
  cpf?: unknown;
  nis?: unknown;
  rg?: unknown;
  certidao_nascimento?: unknown;
}

const nomeCompleto = (v: string) => v.length >= 6 && /\S\s+\S/.test(v);
const digitos = (v: string) => v.replace(/\D/g, '').length;
const texto = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * What of the student and its account is replaced, from every version of it the database holds
 * (the record now and the values an edit replaced, read from the audit log): the longest first, so
 * a name inside an e-mail goes with the e-mail.
 */
export function substituicoesDoAluno(
  pessoas: readonly Pessoa[],
  pseudonimo: { nome: string; matricula: string },
): Substituicao[] {
  const lista: Substituicao[] = [];
  const somar = (valor: unknown, por: string, distintivo: (v: string) => boolean) => {
    const v = texto(valor);
    if (v && !lista.some((s) => s.valor.toLowerCase() === v.toLowerCase()))
      lista.push({ valor: v, por, distintivo: distintivo(v) });
  };
  const nunca = () => false;
  for (const p of pessoas) {
    somar(p.nome, pseudonimo.nome, nomeCompleto);
    somar(p.responsavel, '[responsável removido]', nomeCompleto);
    for (const f of [p.filiacao_1, p.filiacao_2]) somar(f, '[filiação removida]', nomeCompleto);
    somar(p.cpf, '[CPF removido]', (v) => digitos(v) === 11);
    somar(p.nis, '[NIS removido]', (v) => digitos(v) === 11);
    somar(p.certidao_nascimento, '[certidão removida]', (v) => digitos(v) === 32);
    somar(p.rg, '[RG removido]', (v) => digitos(v) >= 6);
    somar(p.email, '[e-mail removido]', (v) => v.length >= 6 && v.includes('@'));
    for (const tel of [p.telefone, p.telefone_responsavel]) somar(tel, '[telefone removido]', (v) => digitos(v) >= 8);
    somar(p.endereco, '[endereço removido]', (v) => v.length >= 10);
    somar(p.codigo_inep, '[INEP removido]', (v) => digitos(v) === 12);
    somar(p.matricula, pseudonimo.matricula, nunca);
    const nascimento = texto(p.data_nascimento);
    if (nascimento && /^\d{4}-\d{2}-\d{2}$/.test(nascimento)) {
      const [ano, mes, dia] = nascimento.split('-');
      somar(nascimento, '[data removida]', nunca);
      somar(`${dia}/${mes}/${ano}`, '[data removida]', nunca);
    }
  }
  return lista.sort((x, y) => y.valor.length - x.valor.length);
}

export const escaparRegex = (v: string) => v.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** Replaces every copy, whatever the case. */
export function substituirTexto(texto: string, subs: readonly Substituicao[]): string {
  let saida = texto;
  for (const s of subs) saida = saida.replace(new RegExp(escaparRegex(s.valor), 'giu'), s.por);
  return saida;
}

/** The same through a JSON value or a list (a report's parameters, a council's guests). */
export function substituirEmJson(valor: unknown, subs: readonly Substituicao[]): unknown {
  if (typeof valor === 'string') return substituirTexto(valor, subs);
  if (Array.isArray(valor)) return valor.map((v) => substituirEmJson(v, subs));
  if (valor && typeof valor === 'object')
    return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, substituirEmJson(v, subs)]));
  return valor;
}
