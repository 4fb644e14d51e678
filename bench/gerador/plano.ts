import { hojeISO } from '../../domain/schemas/frequencia';

/**
 * The shape of the generated municipal network. Everything is derived from ordinals, so two
 * runs produce the same names, sizes, grades and absences (only the uuids differ).
 *
 * Per school: 20 classes in 4 blocks of 5; 8 subjects per class taught by 16 professors (one per
 * block and pair of subjects, 10 (class, subject) pairs each — a realistic load). Class sizes follow
 * TAMANHOS, 25 on average, so 200 schools × 20 × 25 = 100 000 students; × 8 subjects × 25 lesson
 * dates = 20 million marks; × 8 subjects × 3 bimestres = 2.4 million grade rows.
 */
export interface Plano {
  escolas: number;
  ano: number;
  /** Enrolment start: every generated student is enrolled from this day. */
  inicioMatricula: string;
  /** Monday of the first lesson week; subject c has its weekly lesson on weekday c % 5. */
  inicioAulas: string;
  aulasPorDisciplina: number;
  bimestresComNotas: number;
}

export const TURMAS_POR_ESCOLA = 20;
export const TURMAS_POR_BLOCO = 5;
export const GRUPOS_DE_DISCIPLINAS = 4;
export const PROFESSORES_POR_ESCOLA = (TURMAS_POR_ESCOLA / TURMAS_POR_BLOCO) * GRUPOS_DE_DISCIPLINAS;
/**
 * Students per class by the class's index in its school mod 10 (sum 250, so 25 on average).
 * Classes 0 and 1 of every school have 35: the roll call of the benchmark is a full class.
 */
const TAMANHOS = [35, 35, 20, 21, 22, 23, 24, 25, 27, 18] as const;

export const tamanhoDaTurma = (i: number) => TAMANHOS[i % TAMANHOS.length]!;

/** Subject c of a class; professor group = c / 2, so one professor teaches Matemática and Ciências. */
export const DISCIPLINAS = [
  { codigo: 'matematica', nome: 'Matemática', carga: 200 },
  { codigo: 'ciencias', nome: 'Ciências', carga: 120 },
  { codigo: 'portugues', nome: 'Língua Portuguesa', carga: 200 },
  {
    codigo: 'lingua_estrangeira',
    nome: 'Língua Inglesa',
    carga: 80,
    iniciais: { codigo: 'religiao', nome: 'Ensino Religioso', carga: 40 },
  },
  { codigo: 'historia', nome: 'História', carga: 80 },
  { codigo: 'geografia', nome: 'Geografia', carga: 80 },
  { codigo: 'artes', nome: 'Arte', carga: 40 },
  { codigo: 'educacao_fisica', nome: 'Educação Física', carga: 80 },
] as const;

export const SERIES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Class i of a school: 1º…9º Ano, letters A, B, C as the school needs them. */
export function turmaDaEscola(i: number) {
  const serie = SERIES[i % SERIES.length]!;
  return {
    serie,
    nome: `${serie}º Ano ${String.fromCharCode(65 + Math.floor(i / SERIES.length))}`,
    turno: i % 2 === 0 ? 'matutino' : 'vespertino',
  } as const;
}

/**
 * The school year whose first 25 lesson weeks (February to July) are already past, so every
 * generated mark is dated before today, as the app requires.
 */
export function planoPadrao(escolas = Number(process.env.BENCH_ESCOLAS ?? 200)): Plano {
  const hoje = hojeISO();
  const anoAtual = Number(hoje.slice(0, 4));
  const ano = hoje >= `${anoAtual}-08-15` ? anoAtual : anoAtual - 1;
  return {
    escolas,
    ano,
    inicioMatricula: `${ano}-02-02`,
    inicioAulas: primeiraSegunda(`${ano}-02-09`),
    aulasPorDisciplina: 25,
    bimestresComNotas: 3,
  };
}

function primeiraSegunda(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The accounts the benchmark signs in with; the same password as the demo. */
export const CONTAS_BENCH = {
  gestor: 'gestor@bench.escola.br',
  professor: 'professor@bench.escola.br',
  empresa: 'empresa@bench.escola.br',
} as const;
