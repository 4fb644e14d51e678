import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { ident, lerTabelas } from '../backup/catalog';

/** A personal value and what replaces it wherever it was copied. */
export interface Substituicao {
  valor: string;
  por: string;
  /**
   * Distinctive enough to look for in the whole database (a full name, an e-mail, a phone, an
   * address, the INEP code). A birth date or a matrícula number is not: another student's row may
   * have the same; those are replaced only in the rows known to be about the student.
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
  responsavel?: unknown;
  telefone_responsavel?: unknown;
  codigo_inep?: unknown;
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

const escaparRegex = (v: string) => v.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** Replaces every copy, whatever the case. */
export function substituirTexto(texto: string, subs: readonly Substituicao[]): string {
  let saida = texto;
  for (const s of subs) saida = saida.replace(new RegExp(escaparRegex(s.valor), 'giu'), s.por);
  return saida;
}

/** The same through a JSON value (audit entries keep before and after as JSON). */
export function substituirEmJson(valor: unknown, subs: readonly Substituicao[]): unknown {
  if (typeof valor === 'string') return substituirTexto(valor, subs);
  if (Array.isArray(valor)) return valor.map((v) => substituirEmJson(v, subs));
  if (valor && typeof valor === 'object')
    return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, substituirEmJson(v, subs)]));
  return valor;
}

/**
 * Tables the sweep leaves alone: the student's own record and account (handled row by row, and a
 * namesake's must not be renamed), the append-only access log (its trigger refuses any change; it
 * names staff, not students) and the sealed documents (encrypted bytes and titles without names).
 */
const FORA_DA_VARREDURA = new Set(['alunos', 'usuarios', 'acessos_dados_pessoais', 'documentos_selados']);
const TIPO_TEXTO = /^(text|character varying(\(\d+\))?|json|jsonb|text\[\]|character varying(\(\d+\))?\[\])$/;

/**
 * Replaces the distinctive values in every text, JSON and text-array column of every other table:
 * a name typed into a pendency of the class, a council's observations, an e-mail's body, a report
 * request. The catalog is read each time, so a table added later is swept too. Returns the number
 * of rows changed per table.
 */
export async function varrerTextos(tx: Tx, subs: readonly Substituicao[]): Promise<Record<string, number>> {
  const distintivos = subs.filter((s) => s.distintivo);
  const alterados: Record<string, number> = {};
  if (!distintivos.length) return alterados;
  const padrao = distintivos.map((s) => escaparRegex(s.valor)).join('|');
  for (const tabela of await lerTabelas(tx)) {
    if (FORA_DA_VARREDURA.has(tabela.nome)) continue;
    // A row rewritten here is a new version: an edit opened before it gets 409 instead of writing the name back.
    const versao = tabela.colunas.some((c) => c.nome === 'updated_at') ? sql`, updated_at = now()` : sql``;
    for (const coluna of tabela.colunas) {
      if (coluna.gerada || !TIPO_TEXTO.test(coluna.tipo)) continue;
      const c = sql.raw(`${ident(coluna.nome)}::text`);
      let expr = c;
      for (const s of distintivos) expr = sql`regexp_replace(${expr}, ${escaparRegex(s.valor)}, ${s.por}, 'gi')`;
      const linhas = await queryRows<{ n: number }>(
        tx,
        sql`with alteradas as (
              update ${sql.raw(ident(tabela.nome))} set ${sql.raw(ident(coluna.nome))} = (${expr})::${sql.raw(coluna.tipo)}${versao}
              where ${c} ~* ${padrao} returning 1
            ) select count(*)::int as n from alteradas`,
      );
      const n = linhas[0]?.n ?? 0;
      if (n) alterados[tabela.nome] = (alterados[tabela.nome] ?? 0) + n;
    }
  }
  return alterados;
}
