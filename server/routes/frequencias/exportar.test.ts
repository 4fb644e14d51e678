import { beforeAll, describe, expect, it } from 'vitest';
import { dataBr } from '../../../domain/calendario/datas';
import { FREQUENCIA_MENSAGENS, type Frequencia } from '../../../domain/schemas/frequencia';
import { prepararApi } from '../../../test/api';
import { kitDaExportacao, ultimaExportacao } from '../../../test/exportacoes';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { DEMO } from '../../../test/demo';
import { esperaCampo, esperaErro, esperaMensagem } from '../../../test/esperas';
import { forbidden, unauthenticated } from '../../lib/errors';
import { hojeNaEmpresa } from '../../services/fuso';

const api = prepararApi();
const { enviar, ids } = api;
const PRINCIPAL = 'emef-professora-maria-das-dores-silva';
let c: Cenario;
let hoje: string;

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  hoje = await hojeNaEmpresa(api.db, ids.vv);
});

const CABECALHO = ['Data', 'Aluno', 'Matrícula', 'Turma', 'Disciplina', 'Justificativa', 'Status'] as const;

/** A list row as the export writes it: the same columns, an empty cell as null. */
const comoLinha = (f: Frequencia) => [
  dataBr(f.data),
  f.aluno_nome,
  f.aluno_matricula,
  f.turma_nome,
  f.disciplina_nome,
  f.justificativa,
  f.presente ? 'Presente' : 'Faltou',
];

/** Every record the list shows for these filters, page after page. */
const { exportar, planilha, daLista, conferir } = kitDaExportacao(api, {
  exportacao: '/api/frequencias/exportar',
  lista: '/api/frequencias',
  aba: 'Frequência',
  cabecalho: CABECALHO,
  comoLinha,
});
const ultimaAuditoria = () => ultimaExportacao(api, 'frequencia');

describe('who exports the attendance', () => {
  it('401 without a session', async () => {
    esperaErro(await exportar(`escola_id=${ids.principal}`), 401, unauthenticated().toBody().error);
  });

  it('403 for the professor (it reads attendance, it does not export it) and the aluno', async () => {
    expect((await enviar('GET', `/api/frequencias?turma_id=${ids.sextoA}`, 'professor')).statusCode).toBe(200);
    for (const quem of ['professor', 'aluno'])
      esperaErro(await exportar(`turma_id=${ids.sextoA}`, quem), 403, forbidden().toBody().error);
  });

  it("another network's school or class, or a school out of the gestor's: 404 with none of its data", async () => {
    for (const [query, quem, mensagem] of [
      [`escola_id=${c.domBosco.id}`, 'empresa', 'Escola não encontrada.'],
      [`turma_id=${c.tSA.id}`, 'empresa', 'Turma não encontrada.'],
      [`escola_id=${ids.principal}&turma_id=${c.tSA.id}`, 'gestor', 'Turma não encontrada.'],
      // One filter in the reach does not let the other through.
      [`escola_id=${c.domBosco.id}&turma_id=${ids.sextoA}`, 'gestor', 'Escola não encontrada.'],
      [`escola_id=${ids.tiradentes}`, 'gestor', 'Escola não encontrada.'],
    ] as const) {
      const res = await exportar(query, quem);
      esperaMensagem(res, 404, mensagem);
      for (const nome of [DEMO.domBosco, c.alunoSA.nome, c.discSA.nome, c.tSA.nome]) expect(res.body).not.toContain(nome);
    }
    // Without a filter the empresa gets its network's marks: all of them, none of Serra Azul's.
    const daRede = (await planilha(await exportar('', 'empresa'))).slice(1);
    expect(daRede.length).toBe((await api.json<{ total: number }>('/api/frequencias?por_pagina=1', 'empresa')).total);
    expect(daRede.filter((l) => l[1] === c.alunoSA.nome || l[4] === c.discSA.nome)).toEqual([]);
    // Serra Azul's own user and the administrador export it.
    for (const quem of ['empresa2', 'admin']) {
      const doSA = await conferir(`turma_id=${c.tSA.id}`, quem);
      expect(doSA.map((l) => l[1])).toContain(c.alunoSA.nome);
    }
  });
});

describe('input', () => {
  it('400 with field messages', async () => {
    esperaCampo(await exportar('escola_id=x', 'gestor'), 'escola_id', 'Identificador inválido');
    esperaCampo(await exportar('turma_id=x', 'gestor'), 'turma_id', 'Identificador inválido');
    esperaCampo(await exportar('data_inicio=2026-02-31', 'gestor'), 'data_inicio', FREQUENCIA_MENSAGENS.dataInvalida);
    esperaCampo(await exportar('data_fim=ontem', 'gestor'), 'data_fim', FREQUENCIA_MENSAGENS.dataInvalida);
    esperaCampo(await exportar('status=talvez', 'gestor'), 'status', 'Status inválido');
    esperaCampo(await exportar(`busca=${'a'.repeat(101)}`, 'gestor'), 'busca', 'Busca longa demais');
  });
});

describe('the file', () => {
  it('a class’s marks, every page, named after the school and the class, audited with its user', async () => {
    const query = `escola_id=${ids.principal}&turma_id=${ids.sextoA}`;
    const res = await exportar(query, 'gestor');
    expect(res.headers['content-disposition']).toContain(`filename="frequencia-${PRINCIPAL}-6-ano-a-${hoje}.xlsx"`);
    const todas = await conferir(query);
    expect(todas.length).toBeGreaterThan(100);
    expect(todas.every((l) => l[3] === '6º Ano A')).toBe(true);
    expect(await ultimaAuditoria()).toMatchObject({
      usuario_id: ids.gestor,
      entidade_id: ids.sextoA,
      depois: {
        filtros: { escola_id: ids.principal, turma_id: ids.sextoA, status: 'todos' },
        linhas: todas.length,
        formato: 'xlsx',
      },
    });
  });

  it("the school's list as the page asks for it, named after the school", async () => {
    const res = await exportar(`escola_id=${ids.principal}&status=todos`, 'gestor');
    expect(res.headers['content-disposition']).toContain(`filename="frequencia-${PRINCIPAL}-${hoje}.xlsx"`);
    const todas = await conferir(`escola_id=${ids.principal}&status=todos`);
    expect(todas.length).toBeGreaterThan(0);
    expect(await ultimaAuditoria()).toMatchObject({ usuario_id: ids.gestor, entidade_id: ids.principal });
  });

  it('each filter of the list narrows the export the same way', async () => {
    const base = `escola_id=${ids.principal}&turma_id=${ids.sextoA}`;
    const lista = await daLista(base, 'gestor');
    // A period inside the class's marks (the list is newest first).
    const fim = lista[Math.floor(lista.length / 3)]!.data;
    const inicio = lista[Math.floor((lista.length * 2) / 3)]!.data;
    const primeiro = c.alunos6A[0]!;
    for (const filtro of [
      `disciplina_id=${c.matematica.id}`,
      `data_inicio=${inicio}`,
      `data_fim=${fim}`,
      `data_inicio=${inicio}&data_fim=${fim}`,
      'status=falta',
      'status=presente',
      `busca=${encodeURIComponent(primeiro.nome)}`,
      `disciplina_id=${c.portugues.id}&status=presente&data_inicio=${inicio}`,
    ]) {
      const corpo = await conferir(`${base}&${filtro}`);
      expect(corpo.length, filtro).toBeGreaterThan(0);
      expect(corpo.length, filtro).toBeLessThan(lista.length);
    }
    expect((await conferir(`${base}&status=falta`)).every((l) => l[6] === 'Faltou')).toBe(true);
    expect(new Set((await conferir(`${base}&busca=${encodeURIComponent(primeiro.nome)}`)).map((l) => l[1]))).toEqual(
      new Set([primeiro.nome]),
    );
    // The selects' "Todos".
    expect((await planilha(await exportar(`${base}&disciplina_id=all&status=todos`, 'gestor'))).length).toBe(lista.length + 1);
  });
});
