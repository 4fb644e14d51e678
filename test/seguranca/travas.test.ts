import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CalendarioLetivo, calendarioPadrao, diasLetivosDoBimestre } from '../../domain/calendario';
import { somarDias } from '../../domain/calendario/datas';
import { MENSAGENS_TRAVA } from '../../domain/fechamento/mensagens';
import { CALENDARIO_TEXTOS } from '../../domain/schemas/calendario';
import {
  atribuicoes,
  avaliacoes,
  avaliacoesResultados,
  fechamentosAnuais,
  fechamentosBimestrais,
  frequencias,
  matriculas,
  notas,
  turmas,
} from '../../server/db/schema';
import { prepararApi } from '../api';
import { type Cenario, cenarioAvaliacao } from '../cenario-avaliacao';
import { DEMO } from '../demo';
import { esperaErro } from '../esperas';
import { folha } from '../folha';
import { CAMPOS_DA_LINHA, type LinhaDaPlanilha } from '../planilha-de-notas';

/**
 * The lock of a closed period. A finalized bimestral closing (or a finished year) freezes the
 * grades, assessments and roll calls of its class × subject × bimestre: every dated write into it
 * is refused (409 PERIODO_FECHADO, with the reason) until someone reopens it with a reason, and so is
 * a change of the network's calendar that would move a day out of (or into) it, or turn one of its
 * days school or non-school — else the roll call of a day that left the bimestre could be changed
 * with no reopening and nothing in the audit. Two networks: a calendar change in one never counts
 * the other's closings.
 *
 * The class is last year's 6º Ano A (the seed has this year's), so every day of its year is past and
 * takes a roll call whatever the date the suite runs on.
 */
const api = prepararApi();
const { enviar } = api;

let c: Cenario;
let ANO: number;
let cal: CalendarioLetivo;
/** Last year's 6º Ano A of Vale Verde's main school, with three students and the demo professor in Matemática. */
let turma: { id: string; nome: string };
let alunos: string[];
/** School days of the 1st bimestre, the last one first (the last week is the one a shorter bimestre gives away). */
let dias: string[];
let fechamento: string;
let fechamentoSA: string;

const DISCIPLINA = 'Matemática';
const LINHA_VV = () =>
  CALENDARIO_TEXTOS.fechamentoBimestral({ turma: '6º Ano A', escola: DEMO.principal, disciplina: DISCIPLINA, bimestre: 1 });
const motivoDoBimestre = () => MENSAGENS_TRAVA.bimestreFechado(1, DISCIPLINA, turma.nome);

async function status(id: string, s: 'em_andamento' | 'finalizado') {
  await api.db.update(fechamentosBimestrais).set({ status: s }).where(eq(fechamentosBimestrais.id, id));
}
async function statusDoAno(s: 'em_andamento' | 'finalizado') {
  await api.db.update(fechamentosAnuais).set({ status: s }).where(eq(fechamentosAnuais.turma_id, turma.id));
}

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  ANO = c.t6A.ano_letivo - 1;
  cal = calendarioPadrao(ANO);
  dias = diasLetivosDoBimestre(cal, 1).reverse();
  const doAno = { serie: c.t6A.serie, turno: c.t6A.turno, ano_letivo: ANO };
  const [t] = await api.db
    .insert(turmas)
    .values({ ...doAno, empresa_id: c.vv.id, escola_id: c.principal.id, nome: '6º Ano A' })
    .returning();
  turma = t!;
  alunos = c.alunos6A.slice(0, 3).map((a) => a.id);
  await api.db.insert(matriculas).values(
    alunos.map((aluno_id) => ({
      empresa_id: c.vv.id,
      aluno_id,
      turma_id: turma.id,
      ano_letivo: ANO,
      data_inicio: `${ANO}-01-01`,
    })),
  );
  await api.db
    .insert(atribuicoes)
    .values({ empresa_id: c.vv.id, professor_id: c.professor.id, turma_id: turma.id, disciplina_id: c.matematica.id });
  const daTurma = { empresa_id: c.vv.id, escola_id: c.principal.id, turma_id: turma.id, ano_letivo: ANO };
  const [f] = await api.db
    .insert(fechamentosBimestrais)
    .values({ ...daTurma, disciplina_id: c.matematica.id, bimestre: 1 })
    .returning();
  fechamento = f!.id;
  await api.db.insert(fechamentosAnuais).values(daTurma);
  // Serra Azul: a class of the same year whose 3rd bimestre is finalized.
  const [tSA] = await api.db
    .insert(turmas)
    .values({ ...doAno, empresa_id: c.sa.id, escola_id: c.domBosco.id, nome: '6º Ano A' })
    .returning();
  const [fSA] = await api.db
    .insert(fechamentosBimestrais)
    .values({
      empresa_id: c.sa.id,
      escola_id: c.domBosco.id,
      turma_id: tSA!.id,
      disciplina_id: c.discSA.id,
      ano_letivo: ANO,
      bimestre: 3,
      status: 'finalizado',
    })
    .returning();
  fechamentoSA = fSA!.id;
});

// ── Sheets as the screens read and send them ─────────────────────────────────────────────────────

interface Marca {
  aluno_id: string;
  presente: boolean;
  justificativa: string | null;
  observacoes: string | null;
  updated_at: string | null;
}
interface Chamada {
  pode_editar: boolean;
  nao_letivo: string | null;
  fechado: string | null;
  itens: Marca[];
}
const CAMPOS_DA_MARCA = ['aluno_id', 'presente', 'justificativa', 'observacoes', 'updated_at'] as const;
const rollCall = folha<Chamada, Marca>(api, '/api/frequencias/chamada', 'data', CAMPOS_DA_MARCA);
interface Planilha {
  fechado: string | null;
  pode_editar: boolean;
  itens: LinhaDaPlanilha[];
}
const planilha = folha<Planilha, LinhaDaPlanilha>(api, '/api/notas/planilha', 'bimestre', CAMPOS_DA_LINHA);

/** The roll call of `data` saved with `faltas` students absent. */
async function salvarChamada(data: string, faltas: number) {
  const ch = await rollCall.ler('professor', turma.id, c.matematica.id, data);
  return enviar(
    'PUT',
    '/api/frequencias/chamada',
    'professor',
    rollCall.corpo(ch, turma.id, c.matematica.id, data, (_l, i) => ({ presente: i >= faltas })),
  );
}
const faltasNoDia = async (data: string) =>
  (
    await api.db
      .select({ presente: frequencias.presente })
      .from(frequencias)
      .where(and(eq(frequencias.turma_id, turma.id), eq(frequencias.data, data)))
  ).filter((m) => !m.presente).length;

// ── Calendar edits ──────────────────────────────────────────────────────────────────────────────

const corpoDo = (cal: CalendarioLetivo, updated_at: string | null, empresa_id?: string) => ({
  ...(empresa_id ? { empresa_id } : {}),
  inicio: cal.inicio,
  fim: cal.fim,
  bimestres: cal.bimestres,
  dias: cal.dias,
  updated_at,
});
/** Vale Verde's calendar of the class's year as it stands (the default until saved). */
const calendarioVV = () =>
  api.json<CalendarioLetivo & { updated_at: string | null; padrao: boolean }>(`/api/calendario/${ANO}`, 'empresa');
async function mudarCalendario(quem: 'empresa' | 'empresa2', muda: (cal: CalendarioLetivo) => CalendarioLetivo) {
  const atual = await api.json(`/api/calendario/${ANO}`, quem);
  return enviar('PUT', `/api/calendario/${ANO}`, quem, corpoDo(muda(atual), atual.updated_at));
}
const comBimestres = (cal: CalendarioLetivo, muda: (b: CalendarioLetivo['bimestres']) => CalendarioLetivo['bimestres']) => ({
  ...cal,
  bimestres: muda(cal.bimestres),
});

/** The refusal of a calendar change: the 409 of the lock, its reason and the closings it would affect. */
function esperaRecusaDoCalendario(res: LightMyRequestResponse, bimestres: number[], linhas: string[]) {
  esperaErro(res, 409, {
    code: 'PERIODO_FECHADO',
    message: CALENDARIO_TEXTOS.periodoFechado(bimestres, linhas.length),
    fields: Object.fromEntries(linhas.map((l, i) => [`fechamentos.${i}`, l])),
  });
}

describe('the calendar of a year with a finalized bimestre', () => {
  const umaSemana = 7;
  const mudancasDoPrimeiro: [string, (cal: CalendarioLetivo) => CalendarioLetivo][] = [
    [
      'the 1st bimestre one week shorter (the 2nd starting a week earlier)',
      (x) =>
        comBimestres(x, ([b1, b2, b3, b4]) => [
          { ...b1, fim: somarDias(b1.fim, -umaSemana) },
          { ...b2, inicio: somarDias(b2.inicio, -umaSemana) },
          b3,
          b4,
        ]),
    ],
    [
      'the 1st bimestre one week longer (the 2nd starting a week later)',
      (x) =>
        comBimestres(x, ([b1, b2, b3, b4]) => [
          { ...b1, fim: somarDias(b1.fim, umaSemana), prazo: somarDias(b1.prazo, umaSemana) },
          { ...b2, inicio: somarDias(b2.inicio, umaSemana) },
          b3,
          b4,
        ]),
    ],
    [
      'a non-school day inside the 1st bimestre',
      (x) => ({ ...x, dias: [...x.dias, { data: dias[3]!, tipo: 'nao_letivo', descricao: 'Aniversário da cidade' }] }),
    ],
    [
      'the year starting a week later',
      (x) => ({
        ...comBimestres(x, ([b1, b2, b3, b4]) => [{ ...b1, inicio: somarDias(b1.inicio, umaSemana) }, b2, b3, b4]),
        inicio: somarDias(x.inicio, umaSemana),
      }),
    ],
    [
      'the year starting a week earlier',
      (x) => ({
        ...comBimestres(x, ([b1, b2, b3, b4]) => [{ ...b1, inicio: somarDias(b1.inicio, -umaSemana) }, b2, b3, b4]),
        inicio: somarDias(x.inicio, -umaSemana),
      }),
    ],
  ];

  beforeAll(async () => {
    // The roll call of a day of the 1st bimestre's last week, taken while it was open: 1 absence.
    expect((await salvarChamada(dias[0]!, 1)).statusCode).toBe(200);
    await status(fechamento, 'finalizado');
  });

  it.each(mudancasDoPrimeiro)(
    '%s → 409 with the closing it affects; nothing saved; its roll call stays locked',
    async (_, muda) => {
      esperaRecusaDoCalendario(await mudarCalendario('empresa', muda), [1], [LINHA_VV()]);
      expect(await calendarioVV()).toMatchObject({ padrao: true, bimestres: cal.bimestres, dias: cal.dias });
      // The day is still in the finalized bimestre: its roll call is read-only and a save is refused.
      expect(await rollCall.ler('professor', turma.id, c.matematica.id, dias[0]!)).toMatchObject({
        pode_editar: false,
        fechado: motivoDoBimestre(),
      });
      esperaErro(await salvarChamada(dias[0]!, 3), 409, { code: 'PERIODO_FECHADO', message: motivoDoBimestre() });
      expect(await faltasNoDia(dias[0]!)).toBe(1);
    },
  );

  it('the administrador’s change of Vale Verde’s calendar is refused alike', async () => {
    const atual = await api.json(`/api/calendario/${ANO}?empresa_id=${c.vv.id}`, 'admin');
    const [, encurtar] = mudancasDoPrimeiro[0]!;
    const res = await enviar('PUT', `/api/calendario/${ANO}`, 'admin', corpoDo(encurtar(atual), atual.updated_at, c.vv.id));
    esperaRecusaDoCalendario(res, [1], [LINHA_VV()]);
  });

  it('a change that moves no day of it saves: its deadline, a day off in the 3rd bimestre (Serra Azul’s is finalized)', async () => {
    const prazo = await mudarCalendario('empresa', (x) =>
      comBimestres(x, ([b1, b2, b3, b4]) => [{ ...b1, prazo: `${ANO}-12-31` }, b2, b3, b4]),
    );
    expect(prazo.statusCode, prazo.body).toBe(200);
    const diaNoTerceiro = diasLetivosDoBimestre(cal, 3)[5]!;
    const feriado = await mudarCalendario('empresa', (x) => ({
      ...x,
      dias: [...x.dias, { data: diaNoTerceiro, tipo: 'nao_letivo', descricao: 'Aniversário da cidade' }],
    }));
    expect(feriado.statusCode, feriado.body).toBe(200);
    expect(feriado.json().dias).toContainEqual({ data: diaNoTerceiro, tipo: 'nao_letivo', descricao: 'Aniversário da cidade' });
    // Back to the default moves no day of the 1st either.
    const restaurado = await enviar('DELETE', `/api/calendario/${ANO}`, 'empresa');
    expect(restaurado.statusCode, restaurado.body).toBe(200);
    expect(restaurado.json()).toMatchObject({ padrao: true, dias: cal.dias });
  });

  it('restoring the default is refused when it would move days of the finalized bimestre', async () => {
    await status(fechamento, 'em_andamento');
    const feriado = await mudarCalendario('empresa', (x) => ({
      ...x,
      dias: [...x.dias, { data: dias[3]!, tipo: 'nao_letivo', descricao: 'Aniversário da cidade' }],
    }));
    expect(feriado.statusCode, feriado.body).toBe(200);
    await status(fechamento, 'finalizado');

    esperaRecusaDoCalendario(await enviar('DELETE', `/api/calendario/${ANO}`, 'empresa'), [1], [LINHA_VV()]);
    expect((await calendarioVV()).dias).toContainEqual({ data: dias[3], tipo: 'nao_letivo', descricao: 'Aniversário da cidade' });

    await status(fechamento, 'em_andamento');
    expect((await enviar('DELETE', `/api/calendario/${ANO}`, 'empresa')).statusCode).toBe(200);
  });

  it('a finished year locks every bimestre of the class: any day moved is refused, naming the class’s year', async () => {
    await statusDoAno('finalizado');
    const diaNoTerceiro = diasLetivosDoBimestre(cal, 3)[5]!;
    const res = await mudarCalendario('empresa', (x) => ({
      ...x,
      dias: [...x.dias, { data: diaNoTerceiro, tipo: 'nao_letivo', descricao: 'Aniversário da cidade' }],
    }));
    esperaRecusaDoCalendario(res, [3], [CALENDARIO_TEXTOS.anoEncerrado({ turma: '6º Ano A', escola: DEMO.principal, ano: ANO })]);
    await statusDoAno('em_andamento');
  });

  it('Serra Azul’s calendar counts only its own closings', async () => {
    await status(fechamento, 'finalizado');
    // Vale Verde's 1st bimestre is finalized, not Serra Azul's: its shorter 1st bimestre saves.
    const [, encurtar] = mudancasDoPrimeiro[0]!;
    const res = await mudarCalendario('empresa2', encurtar);
    expect(res.statusCode, res.body).toBe(200);
    // Its own finalized 3rd bimestre locks its own calendar, and the list names only its closing.
    const diaNoTerceiro = diasLetivosDoBimestre(cal, 3)[5]!;
    const terceiro = await mudarCalendario('empresa2', (x) => ({
      ...x,
      dias: [...x.dias, { data: diaNoTerceiro, tipo: 'nao_letivo', descricao: 'Aniversário da cidade' }],
    }));
    const [sa] = await api.db.select().from(fechamentosBimestrais).where(eq(fechamentosBimestrais.id, fechamentoSA));
    expect(sa).toMatchObject({ status: 'finalizado', bimestre: 3 });
    esperaRecusaDoCalendario(
      terceiro,
      [3],
      [
        CALENDARIO_TEXTOS.fechamentoBimestral({
          turma: '6º Ano A',
          escola: DEMO.domBosco,
          disciplina: c.discSA.nome.split(' — ')[0]!,
          bimestre: 3,
        }),
      ],
    );
    await status(fechamento, 'em_andamento');
  });
});

// ── Every dated write ───────────────────────────────────────────────────────────────────────────

/**
 * One write of each route that dates a record in a class × subject × bimestre, built from the data
 * as it is when it is sent (so the same attempt runs while closed and again once reopened).
 */
interface Tentativa {
  rota: string;
  enviar: () => Promise<LightMyRequestResponse>;
}

let nota: string;
let avaliacao: string;
const marca = async (data: string) =>
  (
    await api.db
      .select()
      .from(frequencias)
      .where(and(eq(frequencias.turma_id, turma.id), eq(frequencias.aluno_id, alunos[0]!), eq(frequencias.data, data)))
  )[0]!;

function tentativas(): Tentativa[] {
  const [chamada, editar, apagar, destino] = dias;
  const origem = diasLetivosDoBimestre(cal, 2)[0]!;
  const novaAvaliacao = {
    turma_id: turma.id,
    disciplina_id: c.matematica.id,
    bimestre: 1,
    titulo: 'Prova de frações',
    descricao: 'Frações e decimais',
    tipo: 'prova',
    data_aplicacao: dias[5],
    data_entrega: dias[5],
  };
  const versaoDaAvaliacao = async () => (await api.json(`/api/avaliacoes/${avaliacao}`, 'professor')).updated_at as string;
  return [
    { rota: 'PUT /api/frequencias/chamada', enviar: () => salvarChamada(chamada!, 2) },
    {
      rota: 'PUT /api/frequencias/:id',
      enviar: async () => {
        const m = await marca(editar!);
        return enviar('PUT', `/api/frequencias/${m.id}`, 'gestor', {
          data: m.data,
          presente: !m.presente,
          updated_at: m.updated_at.toISOString(),
        });
      },
    },
    {
      rota: 'PUT /api/frequencias/:id (a mark of the 2nd bimestre moved into the 1st)',
      enviar: async () => {
        const m = await marca(origem);
        return enviar('PUT', `/api/frequencias/${m.id}`, 'gestor', {
          data: destino,
          presente: m.presente,
          updated_at: m.updated_at.toISOString(),
        });
      },
    },
    {
      rota: 'DELETE /api/frequencias/:id',
      enviar: async () => enviar('DELETE', `/api/frequencias/${(await marca(apagar!)).id}`, 'gestor'),
    },
    {
      rota: 'PUT /api/notas/planilha',
      enviar: async () => {
        const p = await planilha.ler('professor', turma.id, c.matematica.id, 1);
        return enviar(
          'PUT',
          '/api/notas/planilha',
          'professor',
          planilha.corpo(p, turma.id, c.matematica.id, 1, () => ({ nota2: 6 })),
        );
      },
    },
    {
      rota: 'PUT /api/notas/:id',
      enviar: async () => {
        const [n] = await api.db.select().from(notas).where(eq(notas.id, nota));
        return enviar('PUT', `/api/notas/${nota}`, 'gestor', {
          nota1: 9,
          nota2: null,
          nota3: null,
          nota4: null,
          updated_at: n!.updated_at.toISOString(),
        });
      },
    },
    { rota: 'POST /api/avaliacoes', enviar: () => enviar('POST', '/api/avaliacoes', 'professor', novaAvaliacao) },
    {
      rota: 'PUT /api/avaliacoes/:id',
      enviar: async () => {
        const { turma_id: _t, disciplina_id: _d, bimestre: _b, ...edicao } = novaAvaliacao;
        return enviar('PUT', `/api/avaliacoes/${avaliacao}`, 'professor', {
          ...edicao,
          titulo: 'Prova de frações (revisada)',
          updated_at: await versaoDaAvaliacao(),
        });
      },
    },
    {
      rota: 'POST /api/avaliacoes/:id/avancar',
      enviar: async () =>
        enviar('POST', `/api/avaliacoes/${avaliacao}/avancar`, 'professor', { updated_at: await versaoDaAvaliacao() }),
    },
    {
      rota: 'PUT /api/avaliacoes/:id/resultados',
      enviar: async () =>
        enviar('PUT', `/api/avaliacoes/${avaliacao}/resultados`, 'professor', {
          itens: [{ aluno_id: alunos[0], nota: 7 }],
          updated_at: await versaoDaAvaliacao(),
        }),
    },
    { rota: 'DELETE /api/avaliacoes/:id', enviar: () => enviar('DELETE', `/api/avaliacoes/${avaliacao}`, 'gestor') },
    { rota: 'DELETE /api/notas/:id', enviar: () => enviar('DELETE', `/api/notas/${nota}`, 'gestor') },
  ];
}

/** What the writes could change, to compare before and after the refused attempts. */
async function registros() {
  const daTurma = eq(frequencias.turma_id, turma.id);
  const daTurmaAvaliacoes = await api.db.select({ id: avaliacoes.id }).from(avaliacoes).where(eq(avaliacoes.turma_id, turma.id));
  return {
    frequencias: await api.db.select().from(frequencias).where(daTurma).orderBy(frequencias.id),
    notas: await api.db.select().from(notas).where(eq(notas.turma_id, turma.id)).orderBy(notas.id),
    avaliacoes: await api.db.select().from(avaliacoes).where(eq(avaliacoes.turma_id, turma.id)).orderBy(avaliacoes.id),
    resultados: daTurmaAvaliacoes.length
      ? await api.db
          .select()
          .from(avaliacoesResultados)
          .where(
            inArray(
              avaliacoesResultados.avaliacao_id,
              daTurmaAvaliacoes.map((a) => a.id),
            ),
          )
          .orderBy(avaliacoesResultados.aluno_id)
      : [],
  };
}

describe('every dated write into a closed period', () => {
  beforeAll(async () => {
    // While open: the marks to edit, delete and move, a grade and an assessment of the 1st bimestre.
    expect((await salvarChamada(dias[1]!, 0)).statusCode).toBe(200);
    expect((await salvarChamada(dias[2]!, 0)).statusCode).toBe(200);
    expect((await salvarChamada(diasLetivosDoBimestre(cal, 2)[0]!, 0)).statusCode).toBe(200);
    const [n] = await api.db
      .insert(notas)
      .values({
        empresa_id: c.vv.id,
        escola_id: c.principal.id,
        turma_id: turma.id,
        aluno_id: alunos[1]!,
        disciplina_id: c.matematica.id,
        bimestre: 1,
        nota1: 5,
      })
      .returning();
    nota = n!.id;
    const a = await api.criar('/api/avaliacoes', 'professor', {
      turma_id: turma.id,
      disciplina_id: c.matematica.id,
      bimestre: 1,
      titulo: 'Trabalho em grupo',
      descricao: 'Medidas de comprimento',
      tipo: 'trabalho',
      data_aplicacao: dias[4],
      data_entrega: dias[4],
    });
    avaliacao = a.id;
  });

  it('the screens open read-only with the reason', async () => {
    await status(fechamento, 'finalizado');
    expect(await rollCall.ler('professor', turma.id, c.matematica.id, dias[1]!)).toMatchObject({
      pode_editar: false,
      fechado: motivoDoBimestre(),
    });
    expect(await planilha.ler('professor', turma.id, c.matematica.id, 1)).toMatchObject({
      pode_editar: false,
      fechado: motivoDoBimestre(),
    });
    expect(await api.json(`/api/avaliacoes/${avaliacao}`, 'professor')).toMatchObject({
      pode_editar: false,
      fechado: motivoDoBimestre(),
    });
    await status(fechamento, 'em_andamento');
  });

  it.each([
    [
      'a finalized bimestral closing',
      () => status(fechamento, 'finalizado'),
      () => status(fechamento, 'em_andamento'),
      motivoDoBimestre,
    ],
    [
      'a finished year',
      () => statusDoAno('finalizado'),
      () => statusDoAno('em_andamento'),
      () => MENSAGENS_TRAVA.anoEncerrado(ANO, turma.nome),
    ],
  ])('%s: every route is refused with the reason and nothing changes', async (_, fechar, reabrir, motivo) => {
    await fechar();
    const antes = await registros();
    const lista = tentativas();
    const recusas: string[] = [];
    for (const t of lista) {
      const res = await t.enviar();
      if (res.statusCode === 409 && res.json().error.code === 'PERIODO_FECHADO' && res.json().error.message === motivo())
        recusas.push(t.rota);
      else recusas.push(`${t.rota} → ${res.statusCode} ${res.body}`);
    }
    expect(recusas).toEqual(lista.map((t) => t.rota));
    expect(await registros()).toEqual(antes);
    await reabrir();
  });

  it('the recuperação final of a finished year is refused', async () => {
    const corpo = { turma_id: turma.id, disciplina_id: c.matematica.id, itens: [{ aluno_id: alunos[0], nota: null }] };
    await statusDoAno('finalizado');
    esperaErro(await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'gestor', corpo), 409, {
      code: 'PERIODO_FECHADO',
      message: MENSAGENS_TRAVA.anoEncerrado(ANO, turma.nome),
    });
    await statusDoAno('em_andamento');
    expect((await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'gestor', corpo)).statusCode).toBe(200);
  });

  it('reopened, the very same writes go through (the refusals were the lock, nothing else)', async () => {
    for (const t of tentativas()) {
      const res = await t.enviar();
      expect(res.statusCode, `${t.rota}: ${res.body}`).toBeLessThan(300);
    }
    expect(await faltasNoDia(dias[0]!)).toBe(2);
  });
});
