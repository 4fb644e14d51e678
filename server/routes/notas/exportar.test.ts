import { beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO_LABEL } from '../../../domain/avaliacao/notas';
import { NOTA_MENSAGENS, type Nota } from '../../../domain/schemas/nota';
import { prepararApi } from '../../../test/api';
import { kitDaExportacao, ultimaExportacao } from '../../../test/exportacoes';
import { TURMA_NAO_ENCONTRADA } from '../../services/exportacoes';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { DEMO } from '../../../test/demo';
import { esperaCampo, esperaErro, esperaMensagem, esperaValidacao } from '../../../test/esperas';
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

const CABECALHO = [
  'Aluno',
  'Matrícula',
  'Turma',
  'Disciplina',
  'Bimestre',
  'Nota 1',
  'Nota 2',
  'Nota 3',
  'Nota 4',
  'Média',
  'Situação',
] as const;

/** A list row as the export writes it: the same columns, an empty cell as null. */
const comoLinha = (n: Nota) => [
  n.aluno_nome,
  n.aluno_matricula,
  n.turma_nome,
  n.disciplina_nome,
  `${n.bimestre}º Bimestre`,
  n.nota1,
  n.nota2,
  n.nota3,
  n.nota4,
  n.media,
  n.situacao ? SITUACAO_LABEL[n.situacao] : n.parcial ? 'Parcial' : null,
];

/** Every record the school's list shows for these filters, page after page. */
const { exportar, planilha, daLista, conferir } = kitDaExportacao(api, {
  exportacao: '/api/notas/exportar',
  lista: '/api/notas',
  aba: 'Notas',
  cabecalho: CABECALHO,
  comoLinha,
});
const ultimaAuditoria = () => ultimaExportacao(api, 'nota');

describe('who exports the grades', () => {
  it('401 without a session', async () => {
    esperaErro(await exportar(`escola_id=${ids.principal}`), 401, unauthenticated().toBody().error);
  });

  it('403 for the professor (it reads grades, it does not export them) and the aluno', async () => {
    expect((await enviar('GET', `/api/notas?turma_id=${ids.sextoA}`, 'professor')).statusCode).toBe(200);
    for (const quem of ['professor', 'aluno'])
      esperaErro(await exportar(`turma_id=${ids.sextoA}`, quem), 403, forbidden().toBody().error);
  });

  it("another network's school or class, or a school out of the gestor's: 404 with none of its data", async () => {
    for (const [query, quem, mensagem] of [
      [`escola_id=${c.domBosco.id}`, 'empresa', 'Escola não encontrada.'],
      [`turma_id=${c.tSA.id}`, 'empresa', TURMA_NAO_ENCONTRADA],
      [`escola_id=${ids.principal}&turma_id=${c.tSA.id}`, 'gestor', TURMA_NAO_ENCONTRADA],
      // One filter in the reach does not let the other through.
      [`escola_id=${c.domBosco.id}&turma_id=${ids.sextoA}`, 'gestor', 'Escola não encontrada.'],
      [`escola_id=${ids.tiradentes}`, 'gestor', 'Escola não encontrada.'],
    ] as const) {
      const res = await exportar(query, quem);
      esperaMensagem(res, 404, mensagem);
      for (const nome of [DEMO.domBosco, c.alunoSA.nome, c.discSA.nome, c.tSA.nome]) expect(res.body).not.toContain(nome);
    }
    // Without a filter the empresa gets its network's records: all of them, none of Serra Azul's.
    const daRede = (await planilha(await exportar('', 'empresa'))).slice(1);
    expect(daRede.length).toBe((await api.json<{ total: number }>('/api/notas?por_pagina=1', 'empresa')).total);
    expect(daRede.filter((l) => l[0] === c.alunoSA.nome || l[3] === c.discSA.nome)).toEqual([]);
    // Serra Azul's own user and the administrador export it.
    for (const quem of ['empresa2', 'admin']) {
      const doSA = await conferir(`turma_id=${c.tSA.id}`, quem);
      expect(doSA.map((l) => l[0])).toContain(c.alunoSA.nome);
    }
  });
});

describe('input', () => {
  it('400 with field messages', async () => {
    esperaCampo(await exportar('escola_id=x', 'gestor'), 'escola_id', 'Identificador inválido');
    esperaCampo(await exportar('turma_id=x', 'gestor'), 'turma_id', 'Identificador inválido');
    esperaCampo(await exportar('disciplina_id=x', 'gestor'), 'disciplina_id', 'Identificador inválido');
    esperaCampo(await exportar('bimestre=5', 'gestor'), 'bimestre', NOTA_MENSAGENS.bimestre);
    // The list's schema answers the union's generic message for a bad situação; the field is named all the same.
    esperaValidacao(await exportar('situacao=talvez', 'gestor'), 'situacao');
    esperaCampo(await exportar(`busca=${'a'.repeat(101)}`, 'gestor'), 'busca', 'Busca longa demais');
  });
});

describe('the file', () => {
  it("the school's list, every page, named after the school, audited with its user", async () => {
    const res = await exportar(`escola_id=${ids.principal}`, 'gestor');
    expect(res.headers['content-disposition']).toContain(`filename="notas-${PRINCIPAL}-${hoje}.xlsx"`);
    const todas = await conferir(`escola_id=${ids.principal}`);
    expect(todas.length).toBeGreaterThan(100);
    expect(await ultimaAuditoria()).toMatchObject({
      usuario_id: ids.gestor,
      entidade_id: ids.principal,
      depois: { filtros: { escola_id: ids.principal }, linhas: todas.length, formato: 'xlsx' },
    });
    // The selects' "Todos" is 'all': no filter.
    const todos = 'turma_id=all&disciplina_id=all&bimestre=all&situacao=all';
    expect((await planilha(await exportar(`escola_id=${ids.principal}&${todos}`, 'gestor'))).length).toBe(todas.length + 1);
  });

  it('each filter of the list narrows the export the same way', async () => {
    const todas = (await daLista(`escola_id=${ids.principal}`, 'gestor')).length;
    const primeiro = c.alunos6A[0]!;
    for (const filtro of [
      `turma_id=${ids.sextoA}`,
      `disciplina_id=${c.matematica.id}`,
      'bimestre=2',
      'situacao=aprovado',
      'situacao=recuperacao',
      'situacao=reprovado',
      'situacao=parcial',
      `busca=${encodeURIComponent(primeiro.nome)}`,
      `turma_id=${ids.sextoA}&disciplina_id=${c.portugues.id}&bimestre=1&situacao=aprovado`,
    ]) {
      const corpo = await conferir(`escola_id=${ids.principal}&${filtro}`);
      if (filtro !== 'situacao=parcial') expect(corpo.length, filtro).toBeGreaterThan(0);
      expect(corpo.length, filtro).toBeLessThan(todas);
    }
    const porAluno = await conferir(`escola_id=${ids.principal}&busca=${encodeURIComponent(primeiro.nome)}`);
    expect(new Set(porAluno.map((l) => l[0]))).toEqual(new Set([primeiro.nome]));
  });

  it('a class and a bimestre name the file after the school, the class and the bimestre', async () => {
    const query = `escola_id=${ids.principal}&turma_id=${ids.sextoA}&disciplina_id=${c.matematica.id}&bimestre=1`;
    const res = await exportar(query, 'gestor');
    expect(res.headers['content-disposition']).toContain(`filename="notas-${PRINCIPAL}-6-ano-a-1-bimestre-${hoje}.xlsx"`);
    const corpo = await conferir(query);
    expect(corpo).toHaveLength(c.alunos6A.length);
    expect(corpo.every((l) => l[2] === '6º Ano A' && l[3] === c.matematica.nome && l[4] === '1º Bimestre')).toBe(true);
    expect(await ultimaAuditoria()).toMatchObject({ usuario_id: ids.gestor, entidade_id: ids.sextoA });
  });
});
