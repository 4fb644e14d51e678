import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { REGRAS_AVALIACAO_PADRAO } from '../../../domain/avaliacao/regras';
import type { StatusFechamentoAnual } from '../../../domain/schemas/fechamento-anual';
import { type Db, type Tx, lerJuntos } from '../../db/client';
import {
  alunos,
  atribuicoes,
  disciplinas,
  fechamentosAnuais,
  frequenciasTotais,
  matriculas,
  notas,
  recuperacoesFinais,
  regrasEscolares,
  resultadosFinais,
  usuarios,
} from '../../db/schema';
import { colunaDaTurma } from '../contexto-da-turma';
import { type LinhaDasQuatroNotas, type NotaDoAlunoNoBimestre, notasDaTurma, notasDasQuatroNotas } from '../notas-do-bimestre';
import { type RegrasComVersao, regrasDaEmpresa, regrasDaLinha, regrasJson } from '../regras-escolares';

/**
 * What the annual results of a class are computed from (calcular.ts): the class's subjects and
 * professors, everyone enrolled during the year, the year's status, the attendance totals, the
 * recovery grades, the bimester grades and the stored results of a finished year — read one by one
 * (lerDoBanco) or in the class's own statement (camposDoAno, lerAno). Set-based reads for the whole
 * class, never one per student or subject.
 */

export interface TurmaDoAno {
  id: string;
  nome: string;
  serie: string;
  empresa_id: string;
  escola_id: string;
  ano_letivo: number;
}

export interface DisciplinaDaTurma {
  id: string;
  nome: string;
  /** The subject's code (disciplinas.disciplina): what the network's no-failure list names. */
  codigo: string;
  professores: { id: string; nome: string }[];
}

export interface AlunoDoAno {
  aluno_id: string;
  nome: string;
  matricula: string;
  /** How the enrolment ended before the year's end, if it did. */
  saida: 'transferido' | 'abandono' | null;
  /** The enrolment is still 'ativa'. */
  ativa: boolean;
}

export interface AnoDaTurma {
  status: StatusFechamentoAnual;
  data_fechamento: string | null;
}

export async function carregarAnoDaTurma(db: Db | Tx, turmaId: string): Promise<AnoDaTurma> {
  const [row] = await db
    .select({ status: fechamentosAnuais.status, data_fechamento: fechamentosAnuais.data_fechamento })
    .from(fechamentosAnuais)
    .where(eq(fechamentosAnuais.turma_id, turmaId));
  return row ?? { status: 'em_andamento', data_fechamento: null };
}

/** The subjects taught in the class (its assignments) with their professors, by name. */
export async function disciplinasDaTurma(db: Db | Tx, turmaId: string): Promise<DisciplinaDaTurma[]> {
  const linhas = await db
    .select({
      id: disciplinas.id,
      nome: disciplinas.nome,
      codigo: disciplinas.disciplina,
      professor_id: usuarios.id,
      professor_nome: usuarios.nome,
    })
    .from(atribuicoes)
    .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
    .innerJoin(usuarios, eq(usuarios.id, atribuicoes.professor_id))
    .where(eq(atribuicoes.turma_id, turmaId))
    .orderBy(asc(disciplinas.nome), asc(disciplinas.id), asc(usuarios.nome));
  return agruparDisciplinas(linhas);
}

type LinhaDaDisciplina = Omit<DisciplinaDaTurma, 'professores'> & { professor_id: string; professor_nome: string };

/** One entry per subject, its professors in the rows' order (by subject name, id, professor name). */
function agruparDisciplinas(linhas: readonly LinhaDaDisciplina[]): DisciplinaDaTurma[] {
  const porId = new Map<string, DisciplinaDaTurma>();
  for (const l of linhas) {
    const d = porId.get(l.id) ?? { id: l.id, nome: l.nome, codigo: l.codigo, professores: [] };
    d.professores.push({ id: l.professor_id, nome: l.professor_nome });
    porId.set(l.id, d);
  }
  return [...porId.values()];
}

/**
 * Everyone enrolled in the class during the year, from the enrolment history: the latest enrolment
 * of each student in this class says whether the student left (transferred, cancelled) or stayed.
 */
export async function alunosDoAno(db: Db | Tx, turmaId: string): Promise<AlunoDoAno[]> {
  const linhas = await db
    .selectDistinctOn([matriculas.aluno_id], {
      aluno_id: matriculas.aluno_id,
      nome: alunos.nome,
      matricula: alunos.matricula,
      status: matriculas.status,
    })
    .from(matriculas)
    .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
    .where(eq(matriculas.turma_id, turmaId))
    .orderBy(
      matriculas.aluno_id,
      sql`${matriculas.status} = 'ativa' desc`,
      desc(matriculas.data_inicio),
      desc(matriculas.created_at),
    );
  return alunosDasMatriculas(linhas);
}

type LinhaDoAlunoDoAno = Pick<AlunoDoAno, 'aluno_id' | 'nome' | 'matricula'> & { status: string };

/** Each student's latest enrolment in the class, as the year's students, by name. */
function alunosDasMatriculas(linhas: readonly LinhaDoAlunoDoAno[]): AlunoDoAno[] {
  return linhas
    .map((l) => ({
      aluno_id: l.aluno_id,
      nome: l.nome,
      matricula: l.matricula,
      saida: l.status === 'transferida' ? ('transferido' as const) : l.status === 'cancelada' ? ('abandono' as const) : null,
      ativa: l.status === 'ativa',
    }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.aluno_id.localeCompare(b.aluno_id));
}

/** A stored final result (resultados_finais), as the computed figures are overlaid with it. */
export type ResultadoGuardado = Pick<
  typeof resultadosFinais.$inferSelect,
  | 'aluno_id'
  | 'disciplina_id'
  | 'media_anual'
  | 'recuperacao'
  | 'media_final'
  | 'aulas'
  | 'faltas'
  | 'situacao'
  | 'reprovado_por_nota'
  | 'reprovado_por_falta'
>;

/** Everything the annual results are computed from: read here one by one, or by a caller in one statement (lerAno). */
export interface LidoDoAno {
  regras: RegrasComVersao;
  ano: AnoDaTurma;
  disciplinas: DisciplinaDaTurma[];
  alunos: AlunoDoAno[];
  totais: { aluno_id: string; disciplina_id: string; aulas: number; faltas: number }[];
  recuperacoes: { aluno_id: string; disciplina_id: string; nota: number }[];
  /** The bimester grades in the four-notes mode; null in the assessments' mode (read then by notasDaTurma). */
  notas: Map<string, NotaDoAlunoNoBimestre> | null;
  /** The stored results of a finished year (null while it is open). */
  guardados: ResultadoGuardado[] | null;
}

/**
 * The select-list fields, on a query `from turmas`, that read what the annual results of the class
 * need in the same statement as the class (what calcularResultadosDaTurma would read in seven):
 * the rules, the year's status, the subjects with their professors, each student's latest
 * enrolment, the attendance totals, the recovery grades, the sheet's grades (four-notes mode only)
 * and, once the year is finished, its stored results. lerAno reads the row.
 */
export function camposDoAno() {
  const turma = colunaDaTurma('id');
  const empresa = colunaDaTurma('empresa_id');
  return {
    regras: regrasJson(empresa),
    ano: sql<AnoDaTurma | null>`(select json_build_object('status', f.status, 'data_fechamento', f.data_fechamento)
      from ${fechamentosAnuais} f where f.turma_id = ${turma})`,
    disciplinas: sql<LinhaDaDisciplina[] | null>`(select json_agg(json_build_object('id', d.id, 'nome', d.nome,
        'codigo', d.disciplina, 'professor_id', u.id, 'professor_nome', u.nome) order by d.nome, d.id, u.nome)
      from ${atribuicoes} a join ${disciplinas} d on d.id = a.disciplina_id join ${usuarios} u on u.id = a.professor_id
      where a.turma_id = ${turma})`,
    alunos: sql<LinhaDoAlunoDoAno[] | null>`(select json_agg(x) from (
        select distinct on (m.aluno_id) m.aluno_id, al.nome, al.matricula, m.status
        from ${matriculas} m join ${alunos} al on al.id = m.aluno_id where m.turma_id = ${turma}
        order by m.aluno_id, m.status = 'ativa' desc, m.data_inicio desc, m.created_at desc) x)`,
    totais: sql<LidoDoAno['totais'] | null>`(select json_agg(json_build_object('aluno_id', t.aluno_id,
        'disciplina_id', t.disciplina_id, 'aulas', t.aulas, 'faltas', t.faltas))
      from ${frequenciasTotais} t where t.turma_id = ${turma})`,
    recuperacoes: sql<LidoDoAno['recuperacoes'] | null>`(select json_agg(json_build_object('aluno_id', r.aluno_id,
        'disciplina_id', r.disciplina_id, 'nota', r.nota))
      from ${recuperacoesFinais} r where r.turma_id = ${turma})`,
    // The sheet is what counts only in the four-notes mode (the network's, or the default one).
    notas: sql<LinhaDasQuatroNotas[] | null>`(select json_agg(json_build_object('aluno_id', n.aluno_id,
        'disciplina_id', n.disciplina_id, 'bimestre', n.bimestre, 'nota1', n.nota1, 'nota2', n.nota2,
        'nota3', n.nota3, 'nota4', n.nota4))
      from ${notas} n where n.turma_id = ${turma}
        and n.aluno_id in (select m.aluno_id from ${matriculas} m where m.turma_id = ${turma})
        and coalesce((select r.modo_nota_bimestre from ${regrasEscolares} r where r.empresa_id = ${empresa}),
          ${REGRAS_AVALIACAO_PADRAO.modo_nota_bimestre}) = 'quatro_notas')`,
    guardados: sql<ResultadoGuardado[] | null>`(select json_agg(json_build_object('aluno_id', g.aluno_id,
        'disciplina_id', g.disciplina_id, 'media_anual', g.media_anual, 'recuperacao', g.recuperacao,
        'media_final', g.media_final, 'aulas', g.aulas, 'faltas', g.faltas, 'situacao', g.situacao,
        'reprovado_por_nota', g.reprovado_por_nota, 'reprovado_por_falta', g.reprovado_por_falta))
      from ${resultadosFinais} g where g.turma_id = ${turma}
        and exists (select 1 from ${fechamentosAnuais} f where f.turma_id = ${turma} and f.status <> 'em_andamento'))`,
  };
}

type LinhaDoAno = { [K in keyof ReturnType<typeof camposDoAno>]: ReturnType<typeof camposDoAno>[K]['_']['type'] };

/** What camposDoAno read, as calcularResultadosDaTurma's own reads would answer it. */
export function lerAno(linha: LinhaDoAno): LidoDoAno {
  const regras = regrasDaLinha(linha.regras);
  const ano = linha.ano ?? { status: 'em_andamento', data_fechamento: null };
  return {
    regras,
    ano,
    disciplinas: agruparDisciplinas(linha.disciplinas ?? []),
    alunos: alunosDasMatriculas(linha.alunos ?? []),
    totais: linha.totais ?? [],
    recuperacoes: linha.recuperacoes ?? [],
    notas: regras.modo_nota_bimestre === 'quatro_notas' ? notasDasQuatroNotas(linha.notas ?? [], regras) : null,
    guardados: ano.status === 'em_andamento' ? null : (linha.guardados ?? []),
  };
}

/** calcularResultadosDaTurma's reads, all but the stored results: the grades wait for the students and rules. */
export async function lerDoBanco(db: Db | Tx, turma: TurmaDoAno, anoDado?: AnoDaTurma): Promise<Omit<LidoDoAno, 'guardados'>> {
  const [regras, ano, lista, turmaAlunos, totais, recuperacoes] = await lerJuntos(db, [
    () => regrasDaEmpresa(db, turma.empresa_id),
    () => (anoDado ? Promise.resolve(anoDado) : carregarAnoDaTurma(db, turma.id)),
    () => disciplinasDaTurma(db, turma.id),
    () => alunosDoAno(db, turma.id),
    () =>
      db
        .select({
          aluno_id: frequenciasTotais.aluno_id,
          disciplina_id: frequenciasTotais.disciplina_id,
          aulas: frequenciasTotais.aulas,
          faltas: frequenciasTotais.faltas,
        })
        .from(frequenciasTotais)
        .where(eq(frequenciasTotais.turma_id, turma.id)),
    () =>
      db
        .select({
          aluno_id: recuperacoesFinais.aluno_id,
          disciplina_id: recuperacoesFinais.disciplina_id,
          nota: recuperacoesFinais.nota,
        })
        .from(recuperacoesFinais)
        .where(eq(recuperacoesFinais.turma_id, turma.id)),
  ]);
  // The grades need the students and the rules.
  const notasBimestre = await notasDaTurma(
    db,
    turma.id,
    turmaAlunos.map((a) => a.aluno_id),
    regras,
  );
  return { regras, ano, disciplinas: lista, alunos: turmaAlunos, totais, recuperacoes, notas: notasBimestre };
}

/** The stored final results of a class (resultados_finais), every row. */
export async function resultadosGuardados(db: Db | Tx, turmaId: string): Promise<ResultadoGuardado[]> {
  return db.select().from(resultadosFinais).where(eq(resultadosFinais.turma_id, turmaId));
}

/** The stored overall results of a finished class (disciplina_id null), by student. */
export async function resultadosGeraisGuardados(db: Db | Tx, turmaId: string) {
  return db
    .select({
      aluno_id: resultadosFinais.aluno_id,
      situacao: resultadosFinais.situacao,
      reprovado_por_nota: resultadosFinais.reprovado_por_nota,
      reprovado_por_falta: resultadosFinais.reprovado_por_falta,
    })
    .from(resultadosFinais)
    .where(and(eq(resultadosFinais.turma_id, turmaId), isNull(resultadosFinais.disciplina_id)));
}
