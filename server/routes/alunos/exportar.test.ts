import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS_ALUNO_LABEL } from '../../../domain/academico/catalogo';
import type { Aluno } from '../../../domain/schemas/aluno';
import { prepararApi } from '../../../test/api';
import { lerPlanilha } from '../../../test/documentos';
import { kitDaExportacao, ultimaExportacao } from '../../../test/exportacoes';
import { ESCOLA_NAO_ENCONTRADA, TURMA_NAO_ENCONTRADA } from '../../services/exportacoes';
import { DEMO } from '../../../test/demo';
import { esperaCampo, esperaErro, esperaMensagem } from '../../../test/esperas';
import { alunos, matriculas } from '../../db/schema';
import { forbidden, unauthenticated } from '../../lib/errors';
import { hojeNaEmpresa } from '../../services/fuso';

const api = prepararApi();
const { enviar, ids } = api;
const URL = '/api/alunos/exportar';

const CABECALHO = ['Aluno', 'E-mail', 'Matrícula', 'Turma', 'Série', 'Responsável', 'Telefone do responsável', 'Status'] as const;

/** A list row as the export writes it: the same columns, an empty cell as null. */
const comoLinha = (a: Aluno) => [
  a.nome,
  a.email,
  a.matricula,
  a.matricula_atual?.turma_nome ?? 'Sem turma',
  a.matricula_atual?.serie ?? null,
  a.contato_familia?.nome ?? null,
  a.contato_familia?.telefone ?? null,
  STATUS_ALUNO_LABEL[a.status],
];

const { exportar, planilha, daLista, conferir } = kitDaExportacao(api, {
  exportacao: URL,
  lista: '/api/alunos',
  aba: 'Alunos',
  cabecalho: CABECALHO,
  comoLinha,
});
const ultimaAuditoria = () => ultimaExportacao(api, 'aluno');

describe('who exports the students', () => {
  it('401 without a session', async () => {
    esperaErro(await exportar(`escola_id=${ids.principal}`, undefined), 401, unauthenticated().toBody().error);
  });

  it('403 for the professor and the aluno (no relatorios.exportar)', async () => {
    for (const quem of ['professor', 'aluno'])
      esperaErro(await exportar(`escola_id=${ids.principal}`, quem), 403, forbidden().toBody().error);
  });

  it("another network's school or class, or a school out of the gestor's: 404 with none of its rows", async () => {
    const deSerraAzul = await daLista(`escola_id=${ids.domBosco}`, 'empresa2');
    expect(deSerraAzul.length).toBeGreaterThan(0);
    const turmaSA = deSerraAzul.find((a) => a.matricula_atual)!.matricula_atual!.turma_id;
    for (const [query, quem, mensagem] of [
      [`escola_id=${ids.domBosco}`, 'empresa', ESCOLA_NAO_ENCONTRADA],
      [`escola_id=${ids.domBosco}`, 'gestor', ESCOLA_NAO_ENCONTRADA],
      [`escola_id=${ids.tiradentes}`, 'gestor', ESCOLA_NAO_ENCONTRADA],
      [`turma_id=${turmaSA}`, 'empresa', TURMA_NAO_ENCONTRADA],
      [`escola_id=${ids.principal}&turma_id=${turmaSA}`, 'gestor', TURMA_NAO_ENCONTRADA],
    ] as const) {
      const res = await exportar(query, quem);
      esperaMensagem(res, 404, mensagem);
      expect(res.body).not.toContain(DEMO.domBosco);
      for (const a of deSerraAzul.slice(0, 20)) expect(res.body).not.toContain(a.nome);
    }
    // Without a school filter the empresa gets its network's students, exactly: none of Serra Azul's.
    const daRede = (await planilha(await exportar('', 'empresa'))).slice(1);
    const doBanco = await api.db
      .select({ nome: alunos.nome, matricula: alunos.matricula })
      .from(alunos)
      .where(eq(alunos.empresa_id, ids.vv));
    const chave = (nome: unknown, matricula: unknown) => `${String(nome)}|${String(matricula)}`;
    expect(daRede.map((l) => chave(l[0], l[2])).sort()).toEqual(doBanco.map((a) => chave(a.nome, a.matricula)).sort());
    // Serra Azul's own user and the administrador export it.
    expect((await planilha(await exportar(`escola_id=${ids.domBosco}`, 'empresa2'))).length).toBe(deSerraAzul.length + 1);
    expect((await planilha(await exportar(`escola_id=${ids.domBosco}`, 'admin'))).length).toBe(deSerraAzul.length + 1);
  });
});

describe('input', () => {
  it('400 with field messages', async () => {
    esperaCampo(await exportar('escola_id=x', 'gestor'), 'escola_id', 'Escola inválida');
    esperaCampo(await exportar('turma_id=123', 'gestor'), 'turma_id', 'Turma inválida');
    esperaCampo(await exportar('status=talvez', 'gestor'), 'status', 'Filtro inválido');
    esperaCampo(await exportar('serie=Quinta', 'gestor'), 'serie', 'Filtro inválido');
    esperaCampo(await exportar('sem_turma=sim', 'gestor'), 'sem_turma', 'Filtro inválido');
    esperaCampo(await exportar(`busca=${'a'.repeat(101)}`, 'gestor'), 'busca', 'Busca longa demais');
  });
});

describe('the file', () => {
  it("the school's list, every page, with the list's columns and order, named after the school", async () => {
    const res = await exportar(`escola_id=${ids.principal}`, 'gestor');
    const hoje = await hojeNaEmpresa(api.db, ids.vv);
    expect(res.headers['content-disposition']).toContain(`filename="alunos-emef-professora-maria-das-dores-silva-${hoje}.xlsx"`);
    const todos = await conferir(`escola_id=${ids.principal}`);
    expect(todos.length).toBeGreaterThan(100);
    // "Todos" in the page's selects is 'all': no filter.
    expect(
      (await planilha(await exportar(`escola_id=${ids.principal}&turma_id=all&serie=all&status=all`, 'gestor'))).length,
    ).toBe(todos.length + 1);
  });

  it('each filter of the list narrows the export the same way', async () => {
    const todos = (await daLista(`escola_id=${ids.principal}`, 'gestor')).length;
    const primeiro = (await daLista(`escola_id=${ids.principal}&turma_id=${ids.sextoA}`, 'gestor'))[0]!;
    const filtros = [
      `turma_id=${ids.sextoA}`,
      `busca=${encodeURIComponent(primeiro.nome.split(' ')[0]!)}`,
      `busca=${encodeURIComponent(primeiro.matricula)}`,
      `serie=${encodeURIComponent('7º Ano')}`,
      'status=ativo',
      'sem_turma=true',
      'sem_turma=false',
      `turma_id=${ids.sextoA}&busca=${encodeURIComponent(primeiro.nome)}`,
    ];
    for (const filtro of filtros) {
      const corpo = await conferir(`escola_id=${ids.principal}&${filtro}`);
      if (filtro !== 'sem_turma=true') expect(corpo.length, filtro).toBeGreaterThan(0);
      expect(corpo.length, filtro).toBeLessThan(todos);
    }
    const daTurma = await conferir(`escola_id=${ids.principal}&turma_id=${ids.sextoA}`);
    expect(daTurma.every((l) => l[3] === '6º Ano A')).toBe(true);
    const porNome = await conferir(`escola_id=${ids.principal}&busca=${encodeURIComponent(primeiro.nome)}`);
    expect(porNome.map((l) => l[0])).toEqual([primeiro.nome]);
  });

  it('the family contact is the legal guardian of first priority, not whoever is called first', async () => {
    const turma = await api.criar('/api/turmas', 'gestor', {
      nome: '6º Ano Contato',
      serie: '6º Ano',
      turno: 'vespertino',
      capacidade: 30,
      ano_letivo: new Date().getFullYear(),
      escola_id: ids.principal,
    });
    const aluno = await api.criar('/api/alunos', 'gestor', {
      nome: 'Aluno Com Avó',
      escola_id: ids.principal,
      turma_id: turma.id,
    });
    const guardioes = `/api/alunos/${aluno.id}/responsaveis`;
    await api.criar(guardioes, 'gestor', {
      nome: 'Avó Que Busca',
      parentesco: 'avo',
      prioridade: 1,
      telefone: '(35) 91111-1111',
    });
    await api.criar(guardioes, 'gestor', {
      nome: 'Mãe Responsável',
      parentesco: 'mae',
      responsavel_legal: true,
      prioridade: 2,
      telefone: '(35) 92222-2222',
    });
    await api.criar(guardioes, 'gestor', { nome: 'Pai Responsável', parentesco: 'pai', responsavel_legal: true, prioridade: 3 });
    const linhas = await conferir(`escola_id=${ids.principal}&turma_id=${turma.id}`);
    expect(linhas.map((l) => [l[0], l[5], l[6]])).toEqual([['Aluno Com Avó', 'Mãe Responsável', '(35) 92222-2222']]);
  });

  it('a class filter names the file after the school and the class; the export is audited with its user', async () => {
    const res = await exportar(`escola_id=${ids.principal}&turma_id=${ids.sextoA}&status=ativo`, 'gestor');
    const hoje = await hojeNaEmpresa(api.db, ids.vv);
    expect(res.headers['content-disposition']).toContain(
      `filename="alunos-emef-professora-maria-das-dores-silva-6-ano-a-${hoje}.xlsx"`,
    );
    const linhas = (await planilha(res)).length - 1;
    expect(await ultimaAuditoria()).toMatchObject({
      usuario_id: ids.gestor,
      usuario_email: 'gestor@demo.escola.br',
      entidade_id: ids.sextoA,
      depois: {
        filtros: { escola_id: ids.principal, turma_id: ids.sextoA, status: 'ativo' },
        linhas,
        formato: 'xlsx',
      },
    });
  });

  it('the empresa exports its whole network; the administrador the school it names', async () => {
    await conferir('', 'empresa');
    await conferir(`escola_id=${ids.tiradentes}`, 'admin');
    const res = await exportar(`escola_id=${ids.tiradentes}`, 'admin');
    expect((await ultimaAuditoria())?.usuario_id).toBe(ids.admin);
    expect(res.headers['content-disposition']).toContain('filename="alunos-emef-tiradentes-');
  });
});

describe('formulas typed into a student stay text', () => {
  const NOMES = ['=HYPERLINK("http://x","y")', '+1 Aluno Fórmula', '-2 Aluno Fórmula', '@SUM(A1)'];

  it('= + - @ and a tab at the start of a cell get an apostrophe, in the school list and the class roster', async () => {
    const turma = await api.criar('/api/turmas', 'gestor', {
      nome: '6º Ano Fórmulas',
      serie: '6º Ano',
      turno: 'matutino',
      capacidade: 30,
      ano_letivo: new Date().getFullYear(),
      escola_id: ids.principal,
    });
    for (const nome of NOMES) {
      const aluno = await api.criar('/api/alunos', 'gestor', { nome, escola_id: ids.principal, turma_id: turma.id });
      await api.criar(`/api/alunos/${aluno.id}/responsaveis`, 'gestor', {
        nome: '=1+1',
        parentesco: 'mae',
        responsavel_legal: true,
      });
    }
    // The form trims a leading tab: the database can still hold one (an import, an older version).
    const [comTab] = await api.db
      .insert(alunos)
      .values({ empresa_id: ids.vv, escola_id: ids.principal, matricula: `TAB${Date.now()}`, nome: '\tx' })
      .returning();
    await api.db.insert(matriculas).values({
      empresa_id: ids.vv,
      aluno_id: comTab!.id,
      turma_id: turma.id,
      ano_letivo: turma.ano_letivo,
      data_inicio: `${turma.ano_letivo}-02-01`,
    });
    const esperados = [...NOMES, '\tx'].map((n) => `'${n}`);

    const escola = await planilha(await exportar(`escola_id=${ids.principal}&turma_id=${turma.id}`, 'gestor'));
    const nomes = escola.map((l) => l[0]);
    for (const n of esperados) expect(nomes).toContain(n);
    expect(escola.filter((l) => esperados.includes(l[0] as string) && l[0] !== "'\tx").every((l) => l[5] === "'=1+1")).toBe(true);
    // No cell of the file starts as a formula.
    for (const l of escola) for (const c of l) if (typeof c === 'string') expect(c).not.toMatch(/^[=+\-@\t\r]/);

    const roster = await enviar('GET', `/api/turmas/${turma.id}/alunos/exportar`, 'gestor');
    expect(roster.statusCode, roster.body).toBe(200);
    const [linhasRoster] = [...(await lerPlanilha(roster.rawPayload)).values()];
    const nomesRoster = linhasRoster!.map((l) => l[0]);
    for (const n of esperados) expect(nomesRoster).toContain(n);
  });
});
