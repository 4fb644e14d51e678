import { type CalendarioLetivo, bimestreDaData, bimestreDoRegistro, ehDiaLetivo } from '../calendario';
import { diaDaSemana, somarDias } from '../calendario/datas';
import type { DataIso } from '../calendario/tipos';
import { CHAVES, LINKS, TEXTOS_PENDENCIA_GERADA } from './textos-gerados';
import type { OrigemPendencia, PrioridadePendencia, TipoPendencia } from './tipos';

/**
 * The pendencies the system raises by itself. Pure: given the facts of a class on the network's
 * today, the set of generated pendencies that should be open, each named by its cause (chave). The
 * server inserts the missing ones, resolves those whose cause went away and reopens those whose
 * cause came back (server/services/pendencias/sincronizar.ts).
 */

export type OrigemGerada = Exclude<OrigemPendencia, 'manual'>;
export const ORIGENS_GERADAS: readonly OrigemGerada[] = [
  'chamada_ausente',
  'avaliacao_sem_notas',
  'notas_faltando',
  'frequencia_baixa',
  'conselho_tutelar',
  'conselho_atrasado',
];

/** The causes that hold a bimestre's closing of their class and subject until they are resolved. */
export const ORIGENS_BLOQUEANTES: readonly OrigemGerada[] = ['chamada_ausente', 'avaliacao_sem_notas', 'notas_faltando'];

/**
 * A student's attendance speaks only after this many lessons of the class (all subjects): with
 * fewer, one absence in the first days of the year would already be "below the minimum". About a
 * week of lessons.
 */
export const AULAS_MINIMAS_FREQUENCIA = 20;

/** Days the attendance pendencies give to act (the team's follow-up, the report to the Conselho Tutelar). */
const PRAZO_FREQUENCIA_DIAS = 15;
const PRAZO_CONSELHO_TUTELAR_DIAS = 7;
/** Days given to hold (or reschedule) a council that was not held by its date. */
const PRAZO_CONSELHO_ATRASADO_DIAS = 7;

interface RegrasDasPendencias {
  frequencia_minima: number;
  tolerancia_chamada_dias: number;
  antecedencia_notas_dias: number;
  percentual_conselho_tutelar: number;
}

export interface FatosDaTurma {
  /** The network's today. */
  hoje: DataIso;
  turma: { id: string; escola_id: string; nome: string };
  calendario: CalendarioLetivo;
  regras: RegrasDasPendencias;
  /** A gestor of the school: who acts on the student's attendance, and who answers when nobody else does. */
  gestor_id: string | null;
  /** The subjects taught in the class (its assignments), each with one of its professors. */
  disciplinas: { id: string; nome: string; professor_id: string | null }[];
  /** The days each subject had a roll call (any mark). */
  chamadas: { disciplina_id: string; data: DataIso }[];
  /** The students enrolled now, since data_inicio. */
  alunos: { id: string; nome: string; data_inicio: DataIso }[];
  avaliacoes: {
    id: string;
    disciplina_id: string;
    bimestre: number;
    titulo: string;
    data_aplicacao: DataIso;
    data_entrega: DataIso;
    professor_id: string | null;
    /** Students with a result (a score, ausente or dispensado). */
    com_resultado: string[];
  }[];
  /** Student × subject × bimestre whose bimester grade is complete, as `${disciplina}:${bimestre}:${aluno}`. */
  notas_completas: string[];
  /** The class's closings (a missing one is em andamento). */
  fechamentos: { disciplina_id: string; bimestre: number; status: string }[];
  /** Lessons and absences of each student in the class, all subjects together. */
  frequencia: { aluno_id: string; aulas: number; faltas: number }[];
  conselhos: { id: string; bimestre: number | null; data: DataIso; status: string; coordenador_id: string | null }[];
}

export interface PendenciaGerada {
  origem: OrigemGerada;
  chave: string;
  titulo: string;
  descricao: string;
  tipo: TipoPendencia;
  prioridade: PrioridadePendencia;
  bloqueante: boolean;
  link: string;
  responsavel_id: string | null;
  data_vencimento: DataIso;
  bimestre: number | null;
  disciplina_id: string | null;
  aluno_id: string | null;
}

const FINALIZADO = new Set(['finalizado', 'aprovado']);

/**
 * Whether the tolerance for the roll call of `dia` is over on `hoje`: the days strictly between
 * them that count reach `tolerancia`. A school day counts; so does a weekday outside every
 * bimestre (the recesso, after the year), or the last lesson before a recesso would wait weeks.
 * A holiday inside a bimestre does not.
 */
export function toleranciaVencida(cal: CalendarioLetivo, dia: DataIso, hoje: DataIso, tolerancia: number): boolean {
  if (dia >= hoje) return false;
  let contados = 0;
  for (let d = somarDias(dia, 1); d < hoje; d = somarDias(d, 1)) {
    const semana = diaDaSemana(d);
    if (ehDiaLetivo(cal, d) || (semana !== 0 && semana !== 6 && bimestreDaData(cal, d) === null)) contados++;
    if (contados >= tolerancia) return true;
  }
  return contados >= tolerancia;
}

/**
 * The lesson days of a subject without a roll call. There is no timetable, so the roll calls tell
 * it: a school day is a lesson day of the subject when, among the last three school days on the
 * same weekday before it (holidays and the recesso skipped), two in a row had a roll call. A
 * single lesson is no timetable (a make-up class, a subject just started), nor are lessons every
 * other week (their off weeks owe nothing); a subject that goes two weeks running without a roll
 * call on a weekday is taken as no longer taught on it, so a gap raises at most two pendencies.
 * A lesson day needs its roll call once the network's tolerance is over. Stricter than the
 * dashboard's notice (one roll call in the three weeks before): a pendency blocks the closing.
 */
export function diasSemChamada(
  cal: CalendarioLetivo,
  chamadas: ReadonlySet<DataIso>,
  hoje: DataIso,
  tolerancia: number,
): DataIso[] {
  const dias: DataIso[] = [];
  // The school days seen so far, per weekday (0–6), most recent last.
  const anteriores: boolean[][] = [[], [], [], [], [], [], []];
  for (let d = cal.inicio; d <= cal.fim && d < hoje; d = somarDias(d, 1)) {
    if (!ehDiaLetivo(cal, d)) continue;
    const daSemana = anteriores[diaDaSemana(d)]!;
    const [a, b, c] = daSemana.slice(-3);
    const teve = chamadas.has(d);
    if (!teve && ((a && b) || (b && c)) && toleranciaVencida(cal, d, hoje, tolerancia)) dias.push(d);
    daSemana.push(teve);
  }
  return dias;
}

/** Each generator of a cause; `gerarPendencias` runs the ones asked for. */
const GERADORES: Record<OrigemGerada, (f: FatosDaTurma) => PendenciaGerada[]> = {
  chamada_ausente: chamadasAusentes,
  avaliacao_sem_notas: avaliacoesSemNotas,
  notas_faltando: notasFaltando,
  frequencia_baixa: (f) => frequencias(f).baixa,
  conselho_tutelar: (f) => frequencias(f).tutelar,
  conselho_atrasado: conselhosAtrasados,
};

/** The generated pendencies that should be open now, one per chave. */
export function gerarPendencias(f: FatosDaTurma, origens: readonly OrigemGerada[] = ORIGENS_GERADAS): PendenciaGerada[] {
  const porChave = new Map<string, PendenciaGerada>();
  for (const o of origens) for (const p of GERADORES[o](f)) porChave.set(p.chave, p);
  return [...porChave.values()];
}

function prazoDoBimestre(f: FatosDaTurma, bimestre: number): DataIso {
  return f.calendario.bimestres[bimestre - 1]!.prazo;
}

function bimestreFinalizado(f: FatosDaTurma, disciplinaId: string, bimestre: number): boolean {
  return f.fechamentos.some((x) => x.disciplina_id === disciplinaId && x.bimestre === bimestre && FINALIZADO.has(x.status));
}

function chamadasAusentes(f: FatosDaTurma): PendenciaGerada[] {
  const porDisciplina = new Map<string, Set<DataIso>>();
  for (const c of f.chamadas) porDisciplina.set(c.disciplina_id, (porDisciplina.get(c.disciplina_id) ?? new Set()).add(c.data));
  return f.disciplinas.flatMap((d) =>
    diasSemChamada(f.calendario, porDisciplina.get(d.id) ?? new Set(), f.hoje, f.regras.tolerancia_chamada_dias).map((dia) => {
      const bimestre = bimestreDoRegistro(f.calendario, dia)!;
      return {
        origem: 'chamada_ausente' as const,
        chave: CHAVES.chamada(f.turma.id, d.id, dia),
        titulo: TEXTOS_PENDENCIA_GERADA.chamada.titulo(d.nome, dia),
        descricao: TEXTOS_PENDENCIA_GERADA.chamada.descricao(d.nome, f.turma.nome, dia, bimestre),
        tipo: 'frequencia' as const,
        prioridade: 'media' as const,
        bloqueante: true,
        link: LINKS.chamada(f.turma.escola_id, f.turma.id, d.id, dia),
        responsavel_id: d.professor_id ?? f.gestor_id,
        data_vencimento: prazoDoBimestre(f, bimestre),
        bimestre,
        disciplina_id: d.id,
        aluno_id: null,
      };
    }),
  );
}

/** An assessment past its delivery date with a student (enrolled by the day it was applied) without a result. */
function avaliacoesSemNotas(f: FatosDaTurma): PendenciaGerada[] {
  const disciplinas = new Map(f.disciplinas.map((d) => [d.id, d]));
  return f.avaliacoes.flatMap((a) => {
    if (a.data_entrega >= f.hoje) return [];
    const com = new Set(a.com_resultado);
    const faltam = f.alunos.filter((al) => al.data_inicio <= a.data_aplicacao && !com.has(al.id)).length;
    if (!faltam) return [];
    const d = disciplinas.get(a.disciplina_id);
    const nome = d?.nome ?? '';
    return [
      {
        origem: 'avaliacao_sem_notas' as const,
        chave: CHAVES.avaliacao(a.id),
        titulo: TEXTOS_PENDENCIA_GERADA.avaliacao.titulo(a.titulo),
        descricao: TEXTOS_PENDENCIA_GERADA.avaliacao.descricao(a.titulo, nome, a.data_entrega, faltam),
        tipo: 'academica' as const,
        prioridade: 'media' as const,
        bloqueante: true,
        link: LINKS.subAvaliacoes(f.turma.escola_id, f.turma.id),
        responsavel_id: a.professor_id ?? d?.professor_id ?? f.gestor_id,
        data_vencimento: prazoDoBimestre(f, a.bimestre),
        bimestre: a.bimestre,
        disciplina_id: a.disciplina_id,
        aluno_id: null,
      },
    ];
  });
}

/**
 * A subject × bimestre with students (enrolled by the bimestre's end) without a complete grade,
 * from `antecedencia_notas_dias` days before its closing deadline on, until its closing is finalized.
 */
function notasFaltando(f: FatosDaTurma): PendenciaGerada[] {
  const completas = new Set(f.notas_completas);
  return f.calendario.bimestres.flatMap((b, i) => {
    const bimestre = i + 1;
    if (f.hoje < somarDias(b.prazo, -f.regras.antecedencia_notas_dias)) return [];
    const alunos = f.alunos.filter((a) => a.data_inicio <= b.fim);
    return f.disciplinas.flatMap((d) => {
      if (bimestreFinalizado(f, d.id, bimestre)) return [];
      const faltam = alunos.filter((a) => !completas.has(`${d.id}:${bimestre}:${a.id}`)).length;
      if (!faltam) return [];
      return [
        {
          origem: 'notas_faltando' as const,
          chave: CHAVES.notas(f.turma.id, d.id, bimestre),
          titulo: TEXTOS_PENDENCIA_GERADA.notas.titulo(d.nome, bimestre),
          descricao: TEXTOS_PENDENCIA_GERADA.notas.descricao(d.nome, f.turma.nome, bimestre, b.prazo, faltam),
          tipo: 'academica' as const,
          prioridade: 'alta' as const,
          bloqueante: true,
          link: LINKS.notas(f.turma.escola_id, f.turma.id, d.id, bimestre),
          responsavel_id: d.professor_id ?? f.gestor_id,
          data_vencimento: b.prazo,
          bimestre,
          disciplina_id: d.id,
          aluno_id: null,
        },
      ];
    });
  });
}

/**
 * Attendance per student × class (all subjects together, as the law's minimum is over the whole of
 * the lessons — LDB art. 24 VI), once the student had AULAS_MINIMAS_FREQUENCIA lessons: below the
 * network's minimum → frequencia_baixa; absences past `percentual_conselho_tutelar`% of the share
 * the minimum permits (default 30% of 25% = 7,5% of the lessons) → conselho_tutelar (LDB art. 12 VIII).
 */
function frequencias(f: FatosDaTurma): { baixa: PendenciaGerada[]; tutelar: PendenciaGerada[] } {
  const alunos = new Map(f.alunos.map((a) => [a.id, a]));
  const baixa: PendenciaGerada[] = [];
  const tutelar: PendenciaGerada[] = [];
  const permitido = 100 - f.regras.frequencia_minima;
  const limite = (permitido * f.regras.percentual_conselho_tutelar) / 100;
  for (const fr of f.frequencia) {
    const aluno = alunos.get(fr.aluno_id);
    if (!aluno || fr.aulas < AULAS_MINIMAS_FREQUENCIA) continue;
    const presenca = ((fr.aulas - fr.faltas) * 100) / fr.aulas;
    const faltas = (fr.faltas * 100) / fr.aulas;
    const comum = {
      tipo: 'frequencia' as const,
      prioridade: 'alta' as const,
      bloqueante: false,
      link: LINKS.aluno(f.turma.escola_id, f.turma.id, aluno.id),
      responsavel_id: f.gestor_id,
      bimestre: null,
      disciplina_id: null,
      aluno_id: aluno.id,
    };
    if (presenca < f.regras.frequencia_minima)
      baixa.push({
        ...comum,
        origem: 'frequencia_baixa',
        chave: CHAVES.frequencia(f.turma.id, aluno.id),
        titulo: TEXTOS_PENDENCIA_GERADA.frequencia.titulo(aluno.nome),
        descricao: TEXTOS_PENDENCIA_GERADA.frequencia.descricao(
          aluno.nome,
          f.turma.nome,
          presenca,
          fr.faltas,
          fr.aulas,
          f.regras.frequencia_minima,
        ),
        data_vencimento: somarDias(f.hoje, PRAZO_FREQUENCIA_DIAS),
      });
    if (permitido > 0 && faltas > limite)
      tutelar.push({
        ...comum,
        origem: 'conselho_tutelar',
        chave: CHAVES.conselhoTutelar(f.turma.id, aluno.id),
        titulo: TEXTOS_PENDENCIA_GERADA.conselhoTutelar.titulo(aluno.nome),
        descricao: TEXTOS_PENDENCIA_GERADA.conselhoTutelar.descricao(
          aluno.nome,
          faltas,
          fr.faltas,
          fr.aulas,
          limite,
          f.regras.percentual_conselho_tutelar,
        ),
        data_vencimento: somarDias(f.hoje, PRAZO_CONSELHO_TUTELAR_DIAS),
      });
  }
  return { baixa, tutelar };
}

/** A council still 'agendado' after its date. */
function conselhosAtrasados(f: FatosDaTurma): PendenciaGerada[] {
  return f.conselhos
    .filter((c) => c.status === 'agendado' && c.data < f.hoje)
    .map((c) => ({
      origem: 'conselho_atrasado' as const,
      chave: CHAVES.conselho(c.id),
      titulo: TEXTOS_PENDENCIA_GERADA.conselho.titulo(c.bimestre),
      descricao: TEXTOS_PENDENCIA_GERADA.conselho.descricao(c.bimestre, f.turma.nome, c.data),
      tipo: 'academica' as const,
      prioridade: 'alta' as const,
      bloqueante: false,
      link: LINKS.conselho(f.turma.escola_id, f.turma.id),
      responsavel_id: c.coordenador_id ?? f.gestor_id,
      data_vencimento: somarDias(f.hoje, PRAZO_CONSELHO_ATRASADO_DIAS),
      bimestre: c.bimestre,
      disciplina_id: null,
      aluno_id: null,
    }));
}
