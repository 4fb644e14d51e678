import { describe, expect, it } from 'vitest';
import { calendarioPadrao } from '../calendario';
import {
  AULAS_MINIMAS_FREQUENCIA,
  type FatosDaTurma,
  ORIGENS_GERADAS,
  diasSemChamada,
  gerarPendencias,
  toleranciaVencida,
} from './geradores';
import { CHAVES } from './textos-gerados';

// 2026: bimestre 1 from 2 Feb to 24 Apr (deadline 4 May), Carnaval on 16–17 Feb, Tiradentes on Tue 21 Apr.
const cal = calendarioPadrao(2026);
const T = 'turma-1';
const MAT = 'mat';
const PORT = 'port';

function fatos(mais: Partial<FatosDaTurma> = {}): FatosDaTurma {
  return {
    hoje: '2026-03-20',
    turma: { id: T, escola_id: 'esc', nome: '6º Ano A' },
    calendario: cal,
    regras: { frequencia_minima: 75, tolerancia_chamada_dias: 2, antecedencia_notas_dias: 7, percentual_conselho_tutelar: 30 },
    gestor_id: 'gestor',
    disciplinas: [
      { id: MAT, nome: 'Matemática', professor_id: 'prof-mat' },
      { id: PORT, nome: 'Português', professor_id: null },
    ],
    chamadas: [],
    alunos: [
      { id: 'ana', nome: 'Ana', data_inicio: '2026-02-01' },
      { id: 'bia', nome: 'Bia', data_inicio: '2026-02-01' },
    ],
    avaliacoes: [],
    notas_completas: [],
    fechamentos: [],
    frequencia: [],
    conselhos: [],
    ...mais,
  };
}

const chaves = (f: FatosDaTurma, origem = ORIGENS_GERADAS) =>
  gerarPendencias(f, origem)
    .map((p) => p.chave)
    .sort();
/** Mondays 23 Feb, 2 and 9 Mar with a roll call of Matemática. */
const segundas = [
  { disciplina_id: MAT, data: '2026-02-23' },
  { disciplina_id: MAT, data: '2026-03-02' },
  { disciplina_id: MAT, data: '2026-03-09' },
];

describe('toleranciaVencida: school days strictly between the lesson and today', () => {
  it.each([
    // lesson, today, tolerance, over?
    ['2026-03-16', '2026-03-16', 0, false, 'the same day: never'],
    ['2026-03-16', '2026-03-17', 0, true, 'no tolerance: the next day'],
    ['2026-03-16', '2026-03-18', 2, false, 'Monday, tolerance 2, on Wednesday (only Tuesday passed)'],
    ['2026-03-16', '2026-03-19', 2, true, 'Monday, tolerance 2, on Thursday (Tuesday and Wednesday passed)'],
    ['2026-03-13', '2026-03-17', 2, false, 'Friday: the weekend does not count'],
    ['2026-03-13', '2026-03-18', 2, true, 'Friday: on Wednesday'],
    ['2026-04-20', '2026-04-23', 2, false, 'Tiradentes (Tuesday) does not count'],
    ['2026-04-20', '2026-04-24', 2, true, 'past the holiday'],
    ['2026-07-03', '2026-07-08', 2, true, 'the recesso weekdays count: the last lesson does not wait for August'],
  ] as const)('%s → %s, tolerance %i: %s (%s)', (dia, hoje, tol, esperado, _caso) => {
    expect(toleranciaVencida(cal, dia, hoje, tol)).toBe(esperado);
  });
});

describe('diasSemChamada: a weekday with roll calls two weeks running, among its last three school days, is a lesson day', () => {
  const set = (...d: string[]) => new Set(d);
  it.each([
    ['no roll call ever: nothing is due', set(), '2026-04-10', []],
    ['a single roll call is no timetable', set('2026-03-02'), '2026-04-10', []],
    ['weekly on Mondays, the 16th missing', set('2026-02-23', '2026-03-02', '2026-03-09'), '2026-03-20', ['2026-03-16']],
    ['still within the tolerance on Wednesday', set('2026-02-23', '2026-03-02', '2026-03-09'), '2026-03-18', []],
    [
      'two Mondays missing, then taken as not taught on Mondays',
      set('2026-02-23', '2026-03-02', '2026-03-09'),
      '2026-04-15',
      ['2026-03-16', '2026-03-23'],
    ],
    [
      'every other week: the off weeks are not lesson days',
      set('2026-02-04', '2026-02-18', '2026-03-04', '2026-03-18'),
      '2026-03-27',
      [],
    ],
    ['the roll call taken: nothing', set('2026-03-02', '2026-03-09', '2026-03-16'), '2026-03-20', []],
    [
      'a holiday on the lesson weekday is skipped, not a missing week (Tiradentes, Tue 21 Apr)',
      set('2026-04-07', '2026-04-14', '2026-04-28'),
      '2026-05-08',
      ['2026-05-05'],
    ],
    [
      'the recesso is skipped: the first Monday after it is still a lesson day',
      set('2026-06-22', '2026-06-29'),
      '2026-07-24',
      ['2026-07-20'],
    ],
  ] as const)('%s', (_nome, chamadas, hoje, esperado) => {
    expect(diasSemChamada(cal, chamadas, hoje, 2)).toEqual(esperado);
  });
});

describe('gerarPendencias: a table of causes', () => {
  it.each<[string, Partial<FatosDaTurma>, string[]]>([
    ['nothing happened yet', {}, []],
    ['chamada_ausente: one per subject and day', { chamadas: segundas }, [CHAVES.chamada(T, MAT, '2026-03-16')]],
    [
      'chamada_ausente: tolerance 0 raises the next day',
      { chamadas: segundas, hoje: '2026-03-17', regras: { ...fatos().regras, tolerancia_chamada_dias: 0 } },
      [CHAVES.chamada(T, MAT, '2026-03-16')],
    ],
    [
      'avaliacao_sem_notas: past its delivery date, one student without a result',
      {
        avaliacoes: [
          {
            id: 'av1',
            disciplina_id: MAT,
            bimestre: 1,
            titulo: 'Prova 1',
            data_aplicacao: '2026-03-10',
            data_entrega: '2026-03-12',
            professor_id: 'prof-mat',
            com_resultado: ['ana'],
          },
        ],
      },
      [CHAVES.avaliacao('av1')],
    ],
    [
      'avaliacao_sem_notas: every student has a result, or the date has not passed',
      {
        avaliacoes: [
          {
            id: 'av1',
            disciplina_id: MAT,
            bimestre: 1,
            titulo: 'Prova 1',
            data_aplicacao: '2026-03-10',
            data_entrega: '2026-03-12',
            professor_id: null,
            com_resultado: ['ana', 'bia'],
          },
          {
            id: 'av2',
            disciplina_id: MAT,
            bimestre: 1,
            titulo: 'Prova 2',
            data_aplicacao: '2026-03-18',
            data_entrega: '2026-03-20',
            professor_id: null,
            com_resultado: [],
          },
        ],
      },
      [],
    ],
    [
      'avaliacao_sem_notas: a student enrolled after it was applied is not owed a result',
      {
        alunos: [
          { id: 'ana', nome: 'Ana', data_inicio: '2026-02-01' },
          { id: 'novo', nome: 'Novo', data_inicio: '2026-03-15' },
        ],
        avaliacoes: [
          {
            id: 'av1',
            disciplina_id: MAT,
            bimestre: 1,
            titulo: 'Prova 1',
            data_aplicacao: '2026-03-10',
            data_entrega: '2026-03-12',
            professor_id: null,
            com_resultado: ['ana'],
          },
        ],
      },
      [],
    ],
    ['notas_faltando: before the window (deadline 4 May − 7 days)', { hoje: '2026-04-26' }, []],
    [
      'notas_faltando: inside the window, per subject with a missing grade',
      { hoje: '2026-04-27', notas_completas: [`${MAT}:1:ana`, `${MAT}:1:bia`, `${PORT}:1:ana`] },
      [CHAVES.notas(T, PORT, 1)],
    ],
    [
      'notas_faltando: after the deadline while the closing is open; none once it is finalized',
      {
        hoje: '2026-05-05',
        fechamentos: [
          { disciplina_id: MAT, bimestre: 1, status: 'finalizado' },
          { disciplina_id: PORT, bimestre: 1, status: 'em_andamento' },
        ],
      },
      [CHAVES.notas(T, PORT, 1)],
    ],
    [
      'frequencia_baixa and conselho_tutelar: 60% attendance over 40 lessons',
      { frequencia: [{ aluno_id: 'ana', aulas: 40, faltas: 16 }] },
      [CHAVES.conselhoTutelar(T, 'ana'), CHAVES.frequencia(T, 'ana')],
    ],
    [
      'conselho_tutelar only: 10% absences (over 7,5%) but 90% attendance',
      { frequencia: [{ aluno_id: 'ana', aulas: 40, faltas: 4 }] },
      [CHAVES.conselhoTutelar(T, 'ana')],
    ],
    ['exactly 7,5% absences does not pass the share', { frequencia: [{ aluno_id: 'ana', aulas: 40, faltas: 3 }] }, []],
    ['too few lessons to matter', { frequencia: [{ aluno_id: 'ana', aulas: AULAS_MINIMAS_FREQUENCIA - 1, faltas: 10 }] }, []],
    ['a student no longer enrolled', { frequencia: [{ aluno_id: 'saiu', aulas: 40, faltas: 20 }] }, []],
    [
      'conselho_atrasado: agendado after its date; held or in the future: none',
      {
        conselhos: [
          { id: 'c1', bimestre: 1, data: '2026-03-19', status: 'agendado', coordenador_id: 'coord' },
          { id: 'c2', bimestre: null, data: '2026-03-10', status: 'em_andamento', coordenador_id: null },
          { id: 'c3', bimestre: 2, data: '2026-03-20', status: 'agendado', coordenador_id: null },
        ],
      },
      [CHAVES.conselho('c1')],
    ],
  ])('%s', (_nome, mais, esperado) => {
    expect(chaves(fatos(mais))).toEqual([...esperado].sort());
  });

  it('fills each pendency: blocking, who acts, where, due date and pt-BR texts', () => {
    const [chamada] = gerarPendencias(fatos({ chamadas: segundas }));
    expect(chamada).toEqual({
      origem: 'chamada_ausente',
      chave: `chamada:${T}:${MAT}:2026-03-16`,
      titulo: 'Chamada não registrada: Matemática em 16/03/2026',
      descricao:
        'Não há chamada de Matemática da turma 6º Ano A no dia 16/03/2026, dia de aula da disciplina. Registre a chamada: o fechamento do 1º bimestre depende dela.',
      tipo: 'frequencia',
      prioridade: 'media',
      bloqueante: true,
      link: `/escola/esc/turma/${T}/frequencia?data=2026-03-16&disciplina=${MAT}`,
      responsavel_id: 'prof-mat',
      data_vencimento: cal.bimestres[0].prazo,
      bimestre: 1,
      disciplina_id: MAT,
      aluno_id: null,
    });

    const freq = gerarPendencias(fatos({ frequencia: [{ aluno_id: 'ana', aulas: 40, faltas: 16 }] }));
    expect(freq.find((p) => p.origem === 'conselho_tutelar')).toMatchObject({
      titulo: 'Comunicar ao Conselho Tutelar: Ana',
      descricao:
        'Ana faltou a 40% das aulas (16 de 40), acima de 7,5% (30% do percentual de faltas permitido). A escola deve comunicar o Conselho Tutelar (LDB, art. 12, VIII).',
      prioridade: 'alta',
      bloqueante: false,
      responsavel_id: 'gestor',
      link: `/escola/esc/turma/${T}/alunos?aluno=ana`,
      aluno_id: 'ana',
      data_vencimento: '2026-03-27',
    });
    expect(freq.find((p) => p.origem === 'frequencia_baixa')?.descricao).toBe(
      'Quando esta pendência foi gerada, Ana tinha 60% de frequência na turma 6º Ano A (16 faltas em 40 aulas), abaixo do mínimo de 75% da rede. Acompanhe o aluno e a família.',
    );

    // Português has no professor: the school's gestor answers for it.
    const [notas] = gerarPendencias(fatos({ hoje: '2026-04-27', notas_completas: [`${MAT}:1:ana`, `${MAT}:1:bia`] }), [
      'notas_faltando',
    ]).filter((p) => p.disciplina_id === PORT);
    expect(notas).toMatchObject({
      titulo: 'Notas do 1º bimestre faltando: Português',
      responsavel_id: 'gestor',
      bloqueante: true,
      prioridade: 'alta',
      link: `/escola/esc/turma/${T}/notas?disciplina=${PORT}&bimestre=1`,
    });

    const [conselho] = gerarPendencias(
      fatos({ conselhos: [{ id: 'c1', bimestre: null, data: '2026-03-19', status: 'agendado', coordenador_id: 'coord' }] }),
    );
    expect(conselho).toMatchObject({
      titulo: 'Conselho de classe final não realizado',
      responsavel_id: 'coord',
      link: `/escola/esc/turma/${T}/conselho-classe`,
    });
  });

  it('runs only the causes asked for', () => {
    const f = fatos({ chamadas: segundas, frequencia: [{ aluno_id: 'ana', aulas: 40, faltas: 16 }] });
    expect(chaves(f, ['chamada_ausente'])).toEqual([CHAVES.chamada(T, MAT, '2026-03-16')]);
    expect(chaves(f)).toHaveLength(3);
  });
});
