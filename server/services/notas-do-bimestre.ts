import { type SQL, and, eq, inArray } from 'drizzle-orm';
import { notaPelasQuatroNotas } from '../../domain/avaliacao/nota-do-bimestre';
import type { RegrasDeAvaliacao } from '../../domain/avaliacao/regras';
import { type AvaliacaoDoAluno, STATUS_QUE_CONTAM, notaDoBimestre } from '../../domain/avaliacao/sub-avaliacoes';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { avaliacoes, avaliacoesResultados, notas } from '../db/schema';

/** A student's bimester grade in one subject: raw (two decimals) and after the network's rounding. */
export interface NotaDoAlunoNoBimestre {
  nota_bruta: number | null;
  /** What the closing, the annual average and the boletim use. */
  nota: number | null;
  /** False while a note or a counted assessment is still missing for the student. */
  completa: boolean;
}

export type RegrasDaNota = Pick<
  RegrasDeAvaliacao,
  'modo_nota_bimestre' | 'ausente_conta_zero' | 'arredondamento_incremento' | 'arredondamento_modo'
>;

/** The sheet's four notes of a row, as every reader of the four-notes mode selects them. */
const QUATRO_NOTAS = { nota1: notas.nota1, nota2: notas.nota2, nota3: notas.nota3, nota4: notas.nota4 };

/** Key of `notasDaTurma`'s map. */
const chaveDaNota = (disciplinaId: string, bimestre: number, alunoId: string) => `${disciplinaId}:${bimestre}:${alunoId}`;

const SEM_NOTA: NotaDoAlunoNoBimestre = { nota_bruta: null, nota: null, completa: false };

/** Both modes' pure rules answer the same figures (or null: nothing to average). */
const emNota = (n: ReturnType<typeof notaPelasQuatroNotas>): NotaDoAlunoNoBimestre =>
  n ? { nota_bruta: n.bruta, nota: n.arredondada, completa: n.completa } : SEM_NOTA;

/** The optional subject and bimestre of `notasDaTurma`, added to a query on the sheet or the assessments. */
function comFiltro(
  tabela: { disciplina_id: AnyPgColumn; bimestre: AnyPgColumn },
  filtro: { disciplina_id?: string; bimestre?: number },
  onde: SQL[],
): SQL[] {
  if (filtro.disciplina_id) onde.push(eq(tabela.disciplina_id, filtro.disciplina_id));
  if (filtro.bimestre) onde.push(eq(tabela.bimestre, filtro.bimestre));
  return onde;
}

/**
 * The bimester grades of a class's students, in the network's mode: the mean of the sheet's four
 * notes, or the weighted mean of the corrected assessments. One or two queries for any number of
 * subjects and bimestres (a closing reads one pair, the annual results all of them). Every
 * requested student × subject × bimestre that has lessons gets an entry; see `notaDe`.
 */
export async function notasDaTurma(
  db: Db | Tx,
  turmaId: string,
  alunoIds: readonly string[],
  regras: RegrasDaNota,
  filtro: { disciplina_id?: string; bimestre?: number } = {},
): Promise<Map<string, NotaDoAlunoNoBimestre>> {
  const resultado = new Map<string, NotaDoAlunoNoBimestre>();
  if (!alunoIds.length) return resultado;
  const arredondamento = { incremento: regras.arredondamento_incremento, modo: regras.arredondamento_modo };

  if (regras.modo_nota_bimestre === 'quatro_notas') {
    const onde = comFiltro(notas, filtro, [eq(notas.turma_id, turmaId), inArray(notas.aluno_id, [...alunoIds])]);
    const linhas = await db
      .select({
        aluno_id: notas.aluno_id,
        disciplina_id: notas.disciplina_id,
        bimestre: notas.bimestre,
        ...QUATRO_NOTAS,
      })
      .from(notas)
      .where(and(...onde));
    return notasDasQuatroNotas(linhas, regras);
  }

  const onde = comFiltro(avaliacoes, filtro, [
    eq(avaliacoes.turma_id, turmaId),
    inArray(avaliacoes.status, [...STATUS_QUE_CONTAM]),
  ]);
  const contam = await db
    .select({
      id: avaliacoes.id,
      disciplina_id: avaliacoes.disciplina_id,
      bimestre: avaliacoes.bimestre,
      peso: avaliacoes.peso,
      valor_total: avaliacoes.valor_total,
    })
    .from(avaliacoes)
    .where(and(...onde));
  if (!contam.length) return resultado;
  const resultados = await db
    .select({
      avaliacao_id: avaliacoesResultados.avaliacao_id,
      aluno_id: avaliacoesResultados.aluno_id,
      nota: avaliacoesResultados.nota,
      ausente: avaliacoesResultados.ausente,
      dispensado: avaliacoesResultados.dispensado,
    })
    .from(avaliacoesResultados)
    .where(
      and(
        inArray(
          avaliacoesResultados.avaliacao_id,
          contam.map((a) => a.id),
        ),
        inArray(avaliacoesResultados.aluno_id, [...alunoIds]),
      ),
    );
  const doAluno = new Map(resultados.map((r) => [`${r.avaliacao_id}:${r.aluno_id}`, r]));

  // Per subject × bimestre, every student against every counted assessment.
  const grupos = new Map<string, typeof contam>();
  for (const a of contam) {
    const chave = `${a.disciplina_id}:${a.bimestre}`;
    grupos.set(chave, [...(grupos.get(chave) ?? []), a]);
  }
  for (const [chave, doGrupo] of grupos)
    for (const alunoId of alunoIds) {
      const dele: AvaliacaoDoAluno[] = doGrupo.map((a) => {
        const r = doAluno.get(`${a.id}:${alunoId}`);
        const res: AvaliacaoDoAluno['resultado'] = !r
          ? null
          : r.dispensado
            ? 'dispensado'
            : r.ausente
              ? 'ausente'
              : r.nota === null
                ? null
                : { nota: r.nota };
        return { peso: a.peso, valor_total: a.valor_total, resultado: res };
      });
      const n = notaDoBimestre(dele, { ausenteContaZero: regras.ausente_conta_zero, arredondamento });
      resultado.set(`${chave}:${alunoId}`, emNota(n));
    }
  return resultado;
}

/** A sheet row's four notes, as notasDaTurma reads them (or a caller in a larger statement). */
export interface LinhaDasQuatroNotas {
  aluno_id: string;
  disciplina_id: string;
  bimestre: number;
  nota1: number | null;
  nota2: number | null;
  nota3: number | null;
  nota4: number | null;
}

/** `notasDaTurma`'s map in the four-notes mode, from the sheet rows already read. */
export function notasDasQuatroNotas(linhas: readonly LinhaDasQuatroNotas[], regras: RegrasDaNota) {
  const arredondamento = { incremento: regras.arredondamento_incremento, modo: regras.arredondamento_modo };
  const resultado = new Map<string, NotaDoAlunoNoBimestre>();
  for (const l of linhas)
    resultado.set(
      chaveDaNota(l.disciplina_id, l.bimestre, l.aluno_id),
      emNota(notaPelasQuatroNotas([l.nota1, l.nota2, l.nota3, l.nota4], arredondamento)),
    );
  return resultado;
}

/** A student's grade from `notasDaTurma`'s map: "no grade yet" when the map has none. */
export function notaDe(mapa: Map<string, NotaDoAlunoNoBimestre>, disciplinaId: string, bimestre: number, alunoId: string) {
  return mapa.get(chaveDaNota(disciplinaId, bimestre, alunoId)) ?? SEM_NOTA;
}

/** The grades of one class × subject × bimestre, by student (the closing, the sheet). */
export async function notasDoBimestre(
  db: Db | Tx,
  turma: { id: string },
  disciplinaId: string,
  bimestre: number,
  regras: RegrasDaNota,
  alunoIds: readonly string[],
): Promise<Map<string, NotaDoAlunoNoBimestre>> {
  const mapa = await notasDaTurma(db, turma.id, alunoIds, regras, { disciplina_id: disciplinaId, bimestre });
  return new Map(alunoIds.map((id) => [id, notaDe(mapa, disciplinaId, bimestre, id)]));
}
