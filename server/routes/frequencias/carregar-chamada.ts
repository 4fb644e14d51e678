import { eq, sql } from 'drizzle-orm';
import type { DataIso } from '../../../domain/calendario/tipos';
import type { Chamada } from '../../../domain/schemas/frequencia';
import type { Db, Tx } from '../../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../../db/consulta-fixa';
import { atribuicoes, frequencias, frequenciasTotais, pendencias, turmas, usuarios, usuariosEscolas } from '../../db/schema';
import { can } from '../../lib/actor';
import { type Alcance, alcancaTurma } from '../../policies/alcance';
import { camposDaTurmaNaDisciplina, camposDoContexto, lerContexto } from '../../services/contexto-da-turma';
import { identificacaoDoAluno } from '../../services/matriculados';
import { type FatosDaChamada, ORIGENS_DA_FREQUENCIA } from '../../services/pendencias/sincronizar';
import type { TravasDaDisciplina } from '../../services/travas';

/** A mark of the roll call's day, as the statement reads it (JSON: the version as text). */
export interface MarcaDoDia {
  id: string;
  aluno_id: string;
  presente: boolean;
  justificativa: Chamada['itens'][number]['justificativa'];
  observacoes: string | null;
  updated_at: string;
}

/** Lessons and absences of a student so far: all the class's subjects, and the roll call's own. */
interface TotaisDoAluno {
  aluno_id: string;
  aulas: number;
  faltas: number;
  aulas_da_disciplina: number;
  faltas_da_disciplina: number;
}

type ValoresDaChamada = { turma: string; disciplina: string; data: DataIso };

/**
 * Everything a roll call is read or saved with, in one statement: the class, its network's today,
 * calendar, rules and audit switch (camposDoContexto), the subject (its name, and whether the class is
 * taught it), the closings that lock it, the students enrolled now and the day's marks. Saving
 * (`gravar`), it runs in the save's transaction — the closings held FOR SHARE, the day's marks FOR
 * UPDATE, as garantirPeriodoAberto and the version check hold them.
 */
function camposDaChamada(ph: Marcador<ValoresDaChamada>, gravar: boolean) {
  const [turma, disciplina, data] = [ph('turma'), ph('disciplina'), ph('data')];
  return {
    ...camposDaTurmaNaDisciplina(turma, disciplina, gravar),
    ...camposDoContexto(),
    marcas: sql<MarcaDoDia[]>`coalesce((select json_agg(x) from (
        select ${frequencias.id}, ${frequencias.aluno_id}, ${frequencias.presente}, ${frequencias.justificativa},
          ${frequencias.observacoes}, ${frequencias.updated_at}
        from ${frequencias} where ${frequencias.turma_id} = ${turma} and ${frequencias.disciplina_id} = ${disciplina}
          and ${frequencias.data} = ${data}${gravar ? sql` for update` : sql``}) x), '[]')`,
  };
}

const chamadaParaLer = consultaFixa((db, _f: SemForma, ph: Marcador<ValoresDaChamada>) =>
  db
    .select(camposDaChamada(ph, false))
    .from(turmas)
    .where(eq(turmas.id, ph('turma')))
    .prepare(SEM_NOME),
);

/**
 * Saving adds what the save computes with: the students' totals before it (all subjects, and this
 * one's), the days the subject already has a roll call and the attendance pendencies the save may
 * change with who answers for them (pendenciasDaChamada).
 */
const chamadaParaGravar = consultaFixa((db, _f: SemForma, ph: Marcador<ValoresDaChamada>) => {
  const [turma, disciplina] = [ph('turma'), ph('disciplina')];
  const t = frequenciasTotais;
  return db
    .select({
      ...camposDaChamada(ph, true),
      totais: sql<TotaisDoAluno[]>`coalesce((select json_agg(x) from (
        select ${t.aluno_id}, sum(${t.aulas})::int as aulas, sum(${t.faltas})::int as faltas,
          coalesce(sum(${t.aulas}) filter (where ${t.disciplina_id} = ${disciplina}), 0)::int as aulas_da_disciplina,
          coalesce(sum(${t.faltas}) filter (where ${t.disciplina_id} = ${disciplina}), 0)::int as faltas_da_disciplina
        from ${t} where ${t.turma_id} = ${turma} group by ${t.aluno_id}) x), '[]')`,
      dias: sql<DataIso[]>`coalesce((select json_agg(distinct ${frequencias.data}) from ${frequencias}
        where ${frequencias.turma_id} = ${turma} and ${frequencias.disciplina_id} = ${disciplina}), '[]')`,
      pendencias: sql<FatosDaChamada['existentes']>`coalesce((select json_agg(p) from (
        select ${pendencias.id}, ${pendencias.chave}, ${pendencias.status}, ${pendencias.origem}, ${pendencias.disciplina_id}, ${pendencias.aluno_id}
        from ${pendencias} where ${pendencias.turma_id} = ${turma} and ${pendencias.chave} is not null
          and ${pendencias.origem} in (${sql.join(
            ORIGENS_DA_FREQUENCIA.map((o) => sql`${o}`),
            sql`, `,
          )})) p), '[]')`,
      // Who answers for a pendency the save creates, as the sync's facts name them (carregarFatos).
      professor_id: sql<string | null>`(select u.id from ${atribuicoes} a join ${usuarios} u on u.id = a.professor_id
        where a.turma_id = ${turma} and a.disciplina_id = ${disciplina} and u.status = 'ativo' order by u.nome, u.id limit 1)`,
      gestor_id: sql<string | null>`(select u.id from ${usuariosEscolas} ue join ${usuarios} u on u.id = ue.usuario_id
        where ue.escola_id = ${turmas}.escola_id and u.tipo_usuario = 'gestor' and u.status = 'ativo'
        order by u.nome, u.id limit 1)`,
    })
    .from(turmas)
    .where(eq(turmas.id, turma))
    .prepare(SEM_NOME);
});

/** The roll call's statement (camposDaChamada) and the context it read; undefined: no such class. */
export async function lerChamada(db: Db | Tx, valores: ValoresDaChamada) {
  const [linha] = await chamadaParaLer(db, {}).execute(valores);
  return linha && { ...linha, contexto: lerContexto(linha) };
}

/** lerChamada inside the save's transaction, with the locks and what the save computes with. */
export async function lerChamadaParaGravar(tx: Tx, valores: ValoresDaChamada) {
  const [linha] = await chamadaParaGravar(tx, {}).execute(valores);
  return linha && { ...linha, contexto: lerContexto(linha) };
}

export type LinhaDaChamada = NonNullable<Awaited<ReturnType<typeof lerChamada>>>;

/** The travas of the roll call's row: the closings as read (travasJson). */
export const travasDa = (l: Pick<LinhaDaChamada, 'bimestrais' | 'anual'>): TravasDaDisciplina => ({
  bimestrais: l.bimestrais,
  anual: l.anual,
});

/**
 * The roll call as the screen shows it: the students enrolled by the date (an aluno, only its own
 * row), each with its mark of the day or present by default (the spec: the professor marks who is
 * missing), and whether it may be saved.
 */
export function apresentarChamada(
  a: Alcance,
  l: Pick<LinhaDaChamada, 'id' | 'nome' | 'escola_id' | 'empresa_id' | 'professor_responsavel_id' | 'alunos'>,
  disciplina: { id: string; nome: string },
  data: DataIso,
  marcas: MarcaDoDia[],
  dia: { nao_letivo: string | null; fechado: string | null },
): Chamada {
  const soAluno = a.scope.tipo === 'aluno' ? a.scope.aluno_id : null;
  const roster = l.alunos.filter((m) => m.data_inicio <= data && (!soAluno || m.aluno_id === soAluno));
  const porAluno = new Map(marcas.map((m) => [m.aluno_id, m]));
  return {
    turma: { id: l.id, nome: l.nome, escola_id: l.escola_id },
    disciplina,
    data,
    registrada: roster.some((r) => porAluno.has(r.aluno_id)),
    pode_editar:
      can(a.actor, 'frequencia', 'criar') && alcancaTurma(a, l, 'escrever', disciplina.id) && !dia.nao_letivo && !dia.fechado,
    nao_letivo: dia.nao_letivo,
    fechado: dia.fechado,
    itens: roster.map((r) => {
      const m = porAluno.get(r.aluno_id);
      return {
        ...identificacaoDoAluno(r),
        frequencia_id: m?.id ?? null,
        presente: m?.presente ?? true,
        justificativa: m?.justificativa ?? null,
        observacoes: m?.observacoes ?? null,
        updated_at: m ? new Date(m.updated_at).toISOString() : null,
      };
    }),
  };
}
