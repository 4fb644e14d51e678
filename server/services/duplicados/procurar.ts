import { sql } from 'drizzle-orm';
import { type DadosComparaveis, type GrauDuplicado, compararAlunos } from '../../../domain/aluno/duplicados';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';

export interface DuplicadoEncontrado {
  aluno_id: string;
  nome: string;
  matricula: string;
  escola_id: string;
  escola_nome: string;
  grau: GrauDuplicado;
  motivo: string;
}

interface Existente extends DadosComparaveis {
  aluno_id: string;
  matricula: string;
  escola_id: string;
  escola_nome: string;
}

/** An array literal for `= any(…)`: one parameter whatever the number of candidates. */
const lista = (valores: ReadonlyArray<string | null>) => {
  const unicos = [...new Set(valores.filter((v): v is string => Boolean(v)))];
  return `{${unicos.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
};

/**
 * The network's records that look like each candidate (one list per candidate, in order, strongest
 * first). One query for all candidates: only the rows that share a document (the indexes on
 * (empresa_id, cpf | nis | codigo_inep | certidao_nascimento)) or a birth date (alunos_empresa_nascimento_idx)
 * with some candidate can match, and compararAlunos decides on those few. Anonymised and merged
 * records are left out (their row is not a student any more), and so are the ids in `ignorar`
 * (the record being edited).
 */
export async function procurarDuplicados(
  db: Db | Tx,
  empresaId: string,
  candidatos: DadosComparaveis[],
  opcoes: { ignorar?: string[] } = {},
): Promise<DuplicadoEncontrado[][]> {
  if (!candidatos.length) return [];
  const existentes = await queryRows<Existente>(
    db,
    sql`
    select a.id as aluno_id, a.nome, a.matricula, a.escola_id, e.nome as escola_nome,
      a.data_nascimento::text as data_nascimento, a.filiacao_1, a.filiacao_2, a.cpf, a.nis, a.codigo_inep, a.certidao_nascimento
    from alunos a
    join escolas e on e.id = a.escola_id
    where a.empresa_id = ${empresaId}::uuid
      and (a.cpf = any(${lista(candidatos.map((c) => c.cpf))}::text[])
        or a.nis = any(${lista(candidatos.map((c) => c.nis))}::text[])
        or a.codigo_inep = any(${lista(candidatos.map((c) => c.codigo_inep))}::text[])
        or a.certidao_nascimento = any(${lista(candidatos.map((c) => c.certidao_nascimento))}::text[])
        or a.data_nascimento = any(${lista(candidatos.map((c) => c.data_nascimento))}::date[]))
      and a.anonimizado_em is null and a.fundido_em is null
      and a.id <> all(${lista(opcoes.ignorar ?? [])}::uuid[])`,
  );

  return candidatos.map((candidato) => {
    const achados: DuplicadoEncontrado[] = [];
    for (const e of existentes) {
      const achado = compararAlunos(candidato, e);
      if (achado) {
        const { aluno_id, nome, matricula, escola_id, escola_nome } = e;
        achados.push({ aluno_id, nome, matricula, escola_id, escola_nome, ...achado });
      }
    }
    const ordem: Record<GrauDuplicado, number> = { certo: 0, muito_provavel: 1, possivel: 2 };
    return achados.sort((x, y) => ordem[x.grau] - ordem[y.grau] || x.nome.localeCompare(y.nome, 'pt-BR'));
  });
}
