import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MATRICULA_LABEL, TURNO_LABEL } from '../../../domain/academico/catalogo';
import { dataBr } from '../../../domain/calendario/datas';
import type { MatriculaDaTurma } from '../../../domain/schemas/matricula';
import { TURMA_MENSAGENS, type Turma } from '../../../domain/schemas/turma';
import { prepararApi } from '../../../test/api';
import { kitDaExportacao, todasAsPaginas, ultimaExportacao } from '../../../test/exportacoes';
import { ESCOLA_NAO_ENCONTRADA } from '../../services/exportacoes';
import { DEMO } from '../../../test/demo';
import { esperaCampo, esperaErro, esperaMensagem } from '../../../test/esperas';
import { forbidden, unauthenticated } from '../../lib/errors';
import { hojeNaEmpresa } from '../../services/fuso';

const api = prepararApi();
const { ids } = api;
const PRINCIPAL = 'emef-professora-maria-das-dores-silva';

const CABECALHO_TURMAS = [
  'Turma',
  'Ano letivo',
  'Escola',
  'Série',
  'Turno',
  'Matriculados',
  'Capacidade',
  'Professor Responsável',
  'Status',
] as const;
const CABECALHO_ROSTER = ['Aluno', 'Matrícula', 'Início', 'Fim', 'Situação'] as const;

const comoTurma = (t: Turma) => [
  t.nome,
  t.ano_letivo,
  t.escola_nome,
  t.serie,
  TURNO_LABEL[t.turno],
  t.alunos_matriculados,
  t.capacidade,
  t.professor_responsavel_nome ?? 'Não definido',
  t.ativo ? 'Ativa' : 'Inativa',
];
const comoMatricula = (m: MatriculaDaTurma) => [
  m.nome,
  m.matricula,
  dataBr(m.data_inicio),
  m.data_fim ? dataBr(m.data_fim) : null,
  STATUS_MATRICULA_LABEL[m.status],
];

const turmasKit = kitDaExportacao(api, {
  exportacao: '/api/turmas/exportar',
  lista: '/api/turmas',
  aba: 'Turmas',
  cabecalho: CABECALHO_TURMAS,
  comoLinha: comoTurma,
});
const rosterKit = (turmaId: string) =>
  kitDaExportacao(api, {
    exportacao: `/api/turmas/${turmaId}/alunos/exportar`,
    lista: `/api/turmas/${turmaId}/alunos`,
    aba: 'Alunos da turma',
    cabecalho: CABECALHO_ROSTER,
    comoLinha: comoMatricula,
  });
const exportarTurmas = turmasKit.exportar;
const conferirTurmas = turmasKit.conferir;
const exportarRoster = (turmaId: string, query: string, quem?: string) => rosterKit(turmaId).exportar(query, quem);
const conferirRoster = (turmaId: string, query: string, quem = 'gestor') => rosterKit(turmaId).conferir(query, quem);
const daLista = <T>(url: string, quem: string) => todasAsPaginas<T>(api, url, quem);
const ultimaAuditoria = (entidade: string) => ultimaExportacao(api, entidade);

/** A class of Serra Azul (Dom Bosco) and one of Tiradentes (Vale Verde, not the gestor's school). */
let turmaSA: Turma;
let turmaTiradentes: Turma;
beforeAll(async () => {
  turmaSA = (await daLista<Turma>(`/api/turmas?escola_id=${ids.domBosco}`, 'empresa2'))[0]!;
  turmaTiradentes = (await daLista<Turma>(`/api/turmas?escola_id=${ids.tiradentes}`, 'empresa'))[0]!;
});

describe('who exports the classes and a class roster', () => {
  it('401 without a session', async () => {
    esperaErro(await exportarTurmas(`escola_id=${ids.principal}`), 401, unauthenticated().toBody().error);
    esperaErro(await exportarRoster(ids.sextoA, ''), 401, unauthenticated().toBody().error);
  });

  it('403 for the professor and the aluno (no relatorios.exportar)', async () => {
    for (const quem of ['professor', 'aluno']) {
      esperaErro(await exportarTurmas(`escola_id=${ids.principal}`, quem), 403, forbidden().toBody().error);
      esperaErro(await exportarRoster(ids.sextoA, 'status=ativa', quem), 403, forbidden().toBody().error);
    }
  });

  it("another network's school or class, or one out of the gestor's schools: 404 with none of its data", async () => {
    const alunosSA = await daLista<MatriculaDaTurma>(`/api/turmas/${turmaSA.id}/alunos?`, 'empresa2');
    expect(alunosSA.length).toBeGreaterThan(0);
    for (const [res, mensagem] of [
      [await exportarTurmas(`escola_id=${ids.domBosco}`, 'empresa'), ESCOLA_NAO_ENCONTRADA],
      [await exportarTurmas(`escola_id=${ids.domBosco}`, 'gestor'), ESCOLA_NAO_ENCONTRADA],
      [await exportarTurmas(`escola_id=${ids.tiradentes}`, 'gestor'), ESCOLA_NAO_ENCONTRADA],
      [await exportarRoster(turmaSA.id, '', 'empresa'), TURMA_MENSAGENS.naoEncontrada],
      [await exportarRoster(turmaSA.id, '', 'gestor'), TURMA_MENSAGENS.naoEncontrada],
      [await exportarRoster(turmaTiradentes.id, '', 'gestor'), TURMA_MENSAGENS.naoEncontrada],
    ] as const) {
      esperaMensagem(res, 404, mensagem);
      expect(res.body).not.toContain(DEMO.domBosco);
      expect(res.body).not.toContain(turmaSA.nome);
      for (const a of alunosSA) expect(res.body).not.toContain(a.nome);
    }
    // Without a school filter the empresa gets its network's classes only.
    const daRede = await conferirTurmas('', 'empresa');
    expect(daRede.length).toBeGreaterThan(0);
    expect(daRede.filter((l) => !DEMO_VV.has(l[2] as string))).toEqual([]);
    // Serra Azul's own user and the administrador export them.
    await conferirTurmas(`escola_id=${ids.domBosco}`, 'empresa2');
    await conferirRoster(turmaSA.id, '', 'admin');
  });
});
const DEMO_VV = new Set([DEMO.principal, DEMO.tiradentes, 'EMEI Pequeno Príncipe']);

describe('input', () => {
  it('400 with field messages', async () => {
    esperaCampo(await exportarTurmas('escola_id=x', 'gestor'), 'escola_id', 'Escola inválida');
    esperaCampo(await exportarTurmas('turno=madrugada', 'gestor'), 'turno', 'Filtro inválido');
    esperaCampo(await exportarTurmas('ativo=talvez', 'gestor'), 'ativo', 'Filtro inválido');
    esperaCampo(await exportarTurmas('ano_letivo=1999', 'gestor'), 'ano_letivo', 'Ano letivo inválido');
    esperaCampo(await exportarRoster('x', '', 'gestor'), 'id', 'Identificador inválido');
    esperaCampo(await exportarRoster(ids.sextoA, 'status=talvez', 'gestor'), 'status', 'Filtro inválido');
    esperaCampo(await exportarRoster(ids.sextoA, `busca=${'a'.repeat(101)}`, 'gestor'), 'busca', 'Busca longa demais');
  });
});

describe('the class list', () => {
  it('every page, in the list’s order and columns, named after the school, audited', async () => {
    const res = await exportarTurmas(`escola_id=${ids.principal}`, 'gestor');
    const hoje = await hojeNaEmpresa(api.db, ids.vv);
    expect(res.headers['content-disposition']).toContain(`filename="turmas-${PRINCIPAL}-${hoje}.xlsx"`);
    const todas = await conferirTurmas(`escola_id=${ids.principal}`);
    expect(todas.length).toBeGreaterThan(3);
    expect(await ultimaAuditoria('turma')).toMatchObject({
      usuario_id: ids.gestor,
      entidade_id: ids.principal,
      depois: { filtros: { escola_id: ids.principal }, linhas: todas.length, formato: 'xlsx' },
    });
    // The gestor's whole scope is its school; "all" is no filter.
    expect(await conferirTurmas('')).toEqual(todas);
    expect(await conferirTurmas('escola_id=all&serie=all&turno=all&ativo=all')).toEqual(todas);
    expect((await exportarTurmas('', 'gestor')).headers['content-disposition']).toContain(`filename="turmas-${hoje}.xlsx"`);
  });

  it('each filter of the list narrows the export the same way', async () => {
    const todas = (await daLista<Turma>(`/api/turmas?escola_id=${ids.principal}`, 'gestor')).length;
    for (const filtro of [
      'busca=6',
      `busca=${encodeURIComponent('7º Ano A')}`,
      `serie=${encodeURIComponent('6º Ano')}`,
      'turno=matutino',
      'ativo=true',
      `ano_letivo=${new Date().getFullYear()}`,
    ]) {
      const corpo = await conferirTurmas(`escola_id=${ids.principal}&${filtro}`);
      expect(corpo.length, filtro).toBeGreaterThan(0);
      if (filtro.startsWith('busca') || filtro.startsWith('serie')) expect(corpo.length, filtro).toBeLessThan(todas);
    }
    expect((await conferirTurmas(`escola_id=${ids.principal}&serie=${encodeURIComponent('6º Ano')}`)).map((l) => l[0])).toEqual([
      '6º Ano A',
      '6º Ano B',
    ]);
  });
});

describe('the class roster', () => {
  it('every enrolment the page shows, named after the school and the class, audited', async () => {
    const res = await exportarRoster(ids.sextoA, 'status=ativa', 'gestor');
    const hoje = await hojeNaEmpresa(api.db, ids.vv);
    expect(res.headers['content-disposition']).toContain(`filename="alunos-${PRINCIPAL}-6-ano-a-${hoje}.xlsx"`);
    const ativas = await conferirRoster(ids.sextoA, 'status=ativa');
    expect(ativas.length).toBeGreaterThan(20);
    expect(ativas.every((l) => l[4] === 'Ativa')).toBe(true);
    expect(await ultimaAuditoria('matricula')).toMatchObject({
      usuario_id: ids.gestor,
      entidade_id: ids.sextoA,
      depois: { turma_nome: '6º Ano A', filtros: { status: 'ativa' }, linhas: ativas.length, formato: 'xlsx' },
    });
    const todas = await conferirRoster(ids.sextoA, '');
    expect(todas.length).toBeGreaterThanOrEqual(ativas.length);
    expect(await conferirRoster(ids.sextoA, 'status=all')).toEqual(todas);
    const nome = ativas[3]![0] as string;
    expect(await conferirRoster(ids.sextoA, `busca=${encodeURIComponent(nome)}`)).toEqual([ativas[3]]);
    expect(await conferirRoster(ids.sextoA, `busca=${encodeURIComponent(ativas[3]![1] as string)}&status=ativa`)).toEqual([
      ativas[3],
    ]);
    expect(await conferirRoster(ids.sextoA, 'status=transferida&busca=zzzz')).toEqual([]);
    await conferirRoster(ids.seteA, 'status=ativa', 'empresa');
  });

  it('a formula typed into a student’s name stays text', async () => {
    const turma = await api.criar<Turma>('/api/turmas', 'gestor', {
      nome: '6º Ano Fórmulas',
      serie: '6º Ano',
      turno: 'vespertino',
      capacidade: 30,
      ano_letivo: new Date().getFullYear(),
      escola_id: ids.principal,
    });
    const nomes = ['=HYPERLINK("http://x","y")', '+1 Aluno', '-2 Aluno', '@SUM(A1)'];
    for (const nome of nomes) await api.criar('/api/alunos', 'gestor', { nome, escola_id: ids.principal, turma_id: turma.id });
    const linhas = (await rosterKit(turma.id).planilha(await exportarRoster(turma.id, 'status=ativa', 'gestor'))).slice(1);
    expect(linhas.map((l) => l[0]).sort()).toEqual(nomes.map((n) => `'${n}`).sort());
  });
});
