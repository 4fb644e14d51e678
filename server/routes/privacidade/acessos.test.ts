// @motores: fuso horário e expurgo pela função do banco
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecursoAcesso } from '../../../domain/privacidade/tipos';
import { ACESSO_MENSAGENS as MSG } from '../../../domain/schemas/privacidade-acesso';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { acessosDadosPessoais, alunos, auditoria, configuracoesEmpresa } from '../../db/schema';
import { hojeNaEmpresa } from '../../services/fuso';
import { expurgarAcessos } from '../../services/privacidade/expurgo-acessos';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
});

/** The log rows of one kind of read made by one user, as (aluno → how many). */
async function linhas(recurso: RecursoAcesso, usuarioId: string) {
  return api.db
    .select()
    .from(acessosDadosPessoais)
    .where(and(eq(acessosDadosPessoais.recurso, recurso), eq(acessosDadosPessoais.usuario_id, usuarioId)));
}

/** Runs a read and returns the log rows it appended. */
async function lidoPor(recurso: RecursoAcesso, usuarioId: string, ler: () => Promise<{ statusCode: number; body: string }>) {
  const antes = new Set((await linhas(recurso, usuarioId)).map((l) => l.id));
  const res = await ler();
  expect(res.statusCode, res.body).toBe(200);
  return (await linhas(recurso, usuarioId)).filter((l) => !antes.has(l.id));
}

const porAluno = (novas: { aluno_id: string }[]) => novas.map((l) => l.aluno_id).sort();

describe('registro de acessos: cada leitura de dados pessoais grava uma linha por aluno', () => {
  it('a ficha do aluno: exatamente uma linha (quem, papel, o quê, qual aluno, escola, rede, de onde)', async () => {
    const aluno = c.alunos6A[1]!;
    const novas = await lidoPor('ficha_aluno', c.gestor.id, () => enviar('GET', `/api/alunos/${aluno.id}`, 'gestor'));
    expect(novas).toHaveLength(1);
    expect(novas[0]).toMatchObject({
      aluno_id: aluno.id,
      usuario_id: c.gestor.id,
      usuario_nome: 'Ana Paula Ferreira',
      papel: 'gestor',
      escola_id: c.principal.id,
      empresa_id: c.vv.id,
    });
    expect(novas[0]!.ip).toBeTruthy();
    // A second read is a second row.
    expect(await lidoPor('ficha_aluno', c.gestor.id, () => enviar('GET', `/api/alunos/${aluno.id}`, 'gestor'))).toHaveLength(1);
  });

  it('a lista de alunos da escola: uma linha por aluno da página devolvida', async () => {
    let devolvidos: string[] = [];
    const novas = await lidoPor('lista_alunos', c.gestor.id, async () => {
      const res = await enviar('GET', `/api/alunos?escola_id=${c.principal.id}&por_pagina=7`, 'gestor');
      devolvidos = res.json().itens.map((i: { id: string }) => i.id);
      return res;
    });
    expect(devolvidos).toHaveLength(7);
    expect(porAluno(novas)).toEqual([...devolvidos].sort());
  });

  it('a lista da turma: uma linha por aluno da página devolvida', async () => {
    let devolvidos: string[] = [];
    const novas = await lidoPor('lista_turma', c.professor.id, async () => {
      const res = await enviar('GET', `/api/turmas/${c.t6A.id}/alunos?por_pagina=5`, 'professor');
      devolvidos = res.json().itens.map((i: { aluno_id: string }) => i.aluno_id);
      return res;
    });
    expect(devolvidos).toHaveLength(5);
    expect(porAluno(novas)).toEqual([...devolvidos].sort());
  });

  it('a planilha de notas: uma linha por aluno; o aluno lendo a própria linha não é registrado', async () => {
    const url = `/api/notas/planilha?turma_id=${c.t6A.id}&disciplina_id=${c.matematica.id}&bimestre=1`;
    let devolvidos: string[] = [];
    const novas = await lidoPor('planilha_notas', c.professor.id, async () => {
      const res = await enviar('GET', url, 'professor');
      devolvidos = res.json().itens.map((i: { aluno_id: string }) => i.aluno_id);
      return res;
    });
    expect(devolvidos.length).toBeGreaterThan(1);
    expect(porAluno(novas)).toEqual([...devolvidos].sort());
    expect(await lidoPor('planilha_notas', c.aluno.id, () => enviar('GET', url, 'aluno'))).toEqual([]);
  });

  it('o boletim de um aluno e os boletins da turma', async () => {
    const aluno = c.alunos6A[2]!;
    const um = await lidoPor('boletim', c.gestor.id, () =>
      enviar('GET', `/api/boletins/turmas/${c.t6A.id}/alunos/${aluno.id}`, 'gestor'),
    );
    expect(porAluno(um)).toEqual([aluno.id]);
    const turma = await lidoPor('boletins_turma', c.gestor.id, () => enviar('GET', `/api/boletins/turmas/${c.t6A.id}`, 'gestor'));
    expect(porAluno(turma)).toEqual(c.alunos6A.map((a) => a.id).sort());
  });

  it('o relatório de alunos e as exportações que listam alunos', async () => {
    // One row per student and subject on the page: each student of the page once.
    let devolvidos: string[] = [];
    const relatorio = await lidoPor('relatorio_alunos', c.gestor.id, async () => {
      const res = await enviar('GET', `/api/turmas/${c.t6A.id}/relatorio-alunos?por_pagina=100`, 'gestor');
      devolvidos = [...new Set<string>(res.json().itens.map((i: { aluno_id: string }) => i.aluno_id))];
      return res;
    });
    const da6A = c.alunos6A.map((a) => a.id).sort();
    expect(devolvidos.length).toBeGreaterThan(1);
    expect(porAluno(relatorio)).toEqual(devolvidos.sort());
    const exportacoes: [RecursoAcesso, string][] = [
      ['exportacao_relatorio_alunos', `/api/turmas/${c.t6A.id}/relatorio-alunos/exportar?formato=xlsx`],
      ['exportacao_lista_turma', `/api/turmas/${c.t6A.id}/alunos/exportar`],
      ['exportacao_alunos', `/api/alunos/exportar?turma_id=${c.t6A.id}`],
      ['exportacao_notas', `/api/notas/exportar?turma_id=${c.t6A.id}&bimestre=1`],
      ['exportacao_frequencia', `/api/frequencias/exportar?turma_id=${c.t6A.id}`],
    ];
    for (const [recurso, url] of exportacoes) {
      const novas = await lidoPor(recurso, c.gestor.id, () => enviar('GET', url, 'gestor'));
      expect(novas.length, recurso).toBeGreaterThan(0);
      // One row per student, however many grade or attendance rows the file has for them.
      expect(new Set(novas.map((l) => l.aluno_id)).size, recurso).toBe(novas.length);
      for (const l of novas) expect(da6A, recurso).toContain(l.aluno_id);
    }
  });
});

describe('GET /api/privacidade/acessos', () => {
  const url = '/api/privacidade/acessos';

  it('401 sem sessão; 403 para professor e aluno', async () => {
    expect((await enviar('GET', url)).statusCode).toBe(401);
    esperaMensagem(await enviar('GET', url, 'professor'), 403, 'Você não tem permissão para realizar esta ação.');
    expect((await enviar('GET', url, 'aluno')).statusCode).toBe(403);
  });

  it('o gestor lê quem acessou os dados de um aluno da sua escola, o mais recente antes', async () => {
    const aluno = c.alunos6A[3]!;
    await enviar('GET', `/api/alunos/${aluno.id}`, 'professor');
    await enviar('GET', `/api/alunos/${aluno.id}`, 'gestor');
    const res = await api.json(`${url}?aluno_id=${aluno.id}&recurso=ficha_aluno`, 'gestor');
    expect(res.aluno).toEqual({ id: aluno.id, nome: aluno.nome });
    expect(res.total).toBe(2);
    expect(res.itens.map((i: { usuario_nome: string; recurso: string }) => [i.usuario_nome, i.recurso])).toEqual([
      ['Ana Paula Ferreira', 'ficha_aluno'],
      ['Carlos Eduardo Lima', 'ficha_aluno'],
    ]);
    expect(res.itens[0]).toMatchObject({ aluno_nome: aluno.nome, escola_nome: c.principal.nome, papel: 'gestor' });
    expect(res.retencao_dias).toBe(1825);
  });

  it('filtra por usuário, tipo de acesso e período (dias da rede), paginado', async () => {
    const aluno = c.alunos6A[4]!;
    await enviar('GET', `/api/alunos/${aluno.id}`, 'gestor');
    await enviar('GET', `/api/alunos/${aluno.id}`, 'professor');
    const base = `${url}?aluno_id=${aluno.id}&recurso=ficha_aluno`;
    expect(
      (await api.json(`${base}&usuario=carlos`, 'empresa')).itens.map((i: { usuario_nome: string }) => i.usuario_nome),
    ).toEqual(['Carlos Eduardo Lima']);
    expect((await api.json(`${base}&usuario=gestor@demo`, 'empresa')).total).toBe(1);
    expect((await api.json(`${url}?aluno_id=${aluno.id}&recurso=exportacao_notas&usuario=carlos`, 'empresa')).total).toBe(0);
    expect((await api.json(`${base}&de=2000-01-01&ate=2000-01-31`, 'empresa')).total).toBe(0);
    const hoje = await hojeNaEmpresa(api.db, c.vv.id);
    expect((await api.json(`${base}&de=${hoje}&ate=${hoje}`, 'empresa')).total).toBe(2);
    const pagina = await api.json(`${base}&por_pagina=1&pagina=2`, 'empresa');
    expect([pagina.total, pagina.itens.length, pagina.itens[0].usuario_nome]).toEqual([2, 1, 'Ana Paula Ferreira']);
  });

  it('outra rede: o aluno não existe para ela (404) e suas linhas não aparecem na lista', async () => {
    const aluno = c.alunos6A[5]!;
    await enviar('GET', `/api/alunos/${aluno.id}`, 'gestor');
    esperaMensagem(await enviar('GET', `${url}?aluno_id=${aluno.id}`, 'empresa2'), 404, MSG.alunoNaoEncontrado);
    const daOutra = await api.json(`${url}?por_pagina=100`, 'empresa2');
    expect(daOutra.itens.filter((i: { aluno_id: string }) => i.aluno_id === aluno.id)).toEqual([]);
    // The administrador reads every network.
    expect((await api.json(`${url}?aluno_id=${aluno.id}`, 'admin')).total).toBeGreaterThan(0);
  });

  it('o gestor não vê as escolas que não são suas', async () => {
    const [deOutraEscola] = await api.db
      .select({ id: alunos.id })
      .from(alunos)
      .where(and(eq(alunos.empresa_id, c.vv.id), sql`${alunos.escola_id} <> ${c.principal.id}`))
      .limit(1);
    await enviar('GET', `/api/alunos/${deOutraEscola!.id}`, 'empresa');
    expect((await enviar('GET', `${url}?aluno_id=${deOutraEscola!.id}`, 'gestor')).statusCode).toBe(404);
    const doGestor = await api.json(`${url}?por_pagina=100`, 'gestor');
    expect(doGestor.itens.every((i: { escola_id: string }) => i.escola_id === c.principal.id)).toBe(true);
  });

  it('400 com a mensagem do campo', async () => {
    esperaCampo(await enviar('GET', `${url}?aluno_id=xyz`, 'gestor'), 'aluno_id', MSG.aluno);
    esperaCampo(await enviar('GET', `${url}?de=2026-02-30`, 'gestor'), 'de', MSG.data);
    esperaCampo(await enviar('GET', `${url}?de=2026-03-10&ate=2026-03-01`, 'gestor'), 'ate', MSG.periodoInvertido);
    esperaCampo(await enviar('GET', `${url}?recurso=diario`, 'gestor'), 'recurso', MSG.recurso);
    expect((await enviar('GET', `${url}?aluno_id=${ID_INEXISTENTE}`, 'gestor')).statusCode).toBe(404);
  });

  it('nenhum papel altera nem exclui uma linha: não há rota, e a linha fica', async () => {
    const aluno = c.alunos6A[6]!;
    const [linha] = await lidoPor('ficha_aluno', c.gestor.id, () => enviar('GET', `/api/alunos/${aluno.id}`, 'gestor'));
    for (const quem of ['admin', 'empresa', 'gestor', 'professor', 'aluno']) {
      for (const metodo of ['PUT', 'PATCH', 'DELETE'] as const) {
        for (const alvo of [`${url}/${linha!.id}`, url]) {
          const res = await enviar(metodo, alvo, quem, metodo === 'DELETE' ? undefined : { usuario_nome: 'x' });
          expect(res.statusCode, `${quem} ${metodo} ${alvo}`).toBe(404);
        }
      }
    }
    const [depois] = await api.db.select().from(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, linha!.id));
    expect(depois).toEqual(linha);
  });
});

describe('prazo de guarda e expurgo', () => {
  const url = '/api/privacidade/configuracao';

  it('GET/PUT: a empresa muda o prazo da sua rede; gestor lê mas não muda; outra rede não é alcançada', async () => {
    expect((await enviar('GET', url)).statusCode).toBe(401);
    expect((await enviar('GET', url, 'professor')).statusCode).toBe(403);
    const lida = await api.json(url, 'gestor');
    expect(lida).toEqual({ empresa_id: c.vv.id, retencao_acessos_dias: 1825, updated_at: null });
    expect((await enviar('PUT', url, 'gestor', { retencao_acessos_dias: 365, updated_at: null })).statusCode).toBe(403);
    esperaCampo(
      await enviar('PUT', url, 'empresa', { retencao_acessos_dias: 30, updated_at: null }),
      'retencao_acessos_dias',
      'Informe um número inteiro de dias entre 180 e 3650',
    );
    expect((await enviar('GET', `${url}?empresa_id=${c.vv.id}`, 'empresa2')).statusCode).toBe(404);
    expect(
      (await enviar('PUT', `${url}?empresa_id=${c.vv.id}`, 'empresa2', { retencao_acessos_dias: 365, updated_at: null }))
        .statusCode,
    ).toBe(403);

    const salva = await enviar('PUT', url, 'empresa', { retencao_acessos_dias: 365, updated_at: null });
    expect(salva.statusCode, salva.body).toBe(200);
    expect(salva.json().retencao_acessos_dias).toBe(365);
    // The version loaded before is stale now.
    expect((await enviar('PUT', url, 'empresa', { retencao_acessos_dias: 400, updated_at: null })).statusCode).toBe(409);
    expect((await api.json(url, 'empresa2')).retencao_acessos_dias).toBe(1825);
  });

  it('o expurgo exclui só o que passou do prazo de cada rede, e o relata na auditoria', async () => {
    // Vale Verde keeps 365 days (previous test); Serra Azul the default of 1825.
    const dias = (n: number) => new Date(Date.now() - n * 86_400_000);
    const linha = (empresa_id: string, escola_id: string, aluno_id: string, created_at: Date) => ({
      empresa_id,
      escola_id,
      aluno_id,
      usuario_id: c.gestor.id,
      usuario_nome: 'Teste',
      papel: 'gestor',
      recurso: 'ficha_aluno' as const,
      created_at,
    });
    const aluno = c.alunos6A[7]!;
    const inseridas = await api.db
      .insert(acessosDadosPessoais)
      .values([
        linha(c.vv.id, c.principal.id, aluno.id, dias(400)),
        linha(c.vv.id, c.principal.id, aluno.id, dias(300)),
        linha(c.sa.id, c.domBosco.id, c.alunoSA.id, dias(400)),
        linha(c.sa.id, c.domBosco.id, c.alunoSA.id, dias(2000)),
      ])
      .returning({ id: acessosDadosPessoais.id });
    const r = await expurgarAcessos(api.db);
    expect(r.redes).toEqual(
      expect.arrayContaining([
        { empresa_id: c.vv.id, excluidos: 1 },
        { empresa_id: c.sa.id, excluidos: 1 },
      ]),
    );
    const ficaram = await api.db
      .select({ id: acessosDadosPessoais.id })
      .from(acessosDadosPessoais)
      .where(sql`${acessosDadosPessoais.id} in ${inseridas.map((i) => i.id)}`);
    expect(ficaram.map((f) => f.id).sort()).toEqual([inseridas[1]!.id, inseridas[2]!.id].sort());
    const auditadas = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'expurgar'), eq(auditoria.entidade, 'acessos_dados_pessoais')));
    expect(auditadas.map((a) => [a.entidade_id, a.depois])).toEqual(
      expect.arrayContaining([
        [c.vv.id, { excluidos: 1 }],
        [c.sa.id, { excluidos: 1 }],
      ]),
    );
    // Outside the purge, deleting stays refused.
    await expect(api.db.delete(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, inseridas[1]!.id))).rejects.toThrow();
    // A value stored out of range is read as the nearest bound (180 days), never as "delete everything".
    await api.db
      .update(configuracoesEmpresa)
      .set({ valor: { retencao_acessos_dias: 1 } })
      .where(and(eq(configuracoesEmpresa.empresa_id, c.vv.id), eq(configuracoesEmpresa.chave, 'privacidade')));
    const [recente] = await api.db
      .insert(acessosDadosPessoais)
      .values(linha(c.vv.id, c.principal.id, aluno.id, dias(100)))
      .returning({ id: acessosDadosPessoais.id });
    expect((await expurgarAcessos(api.db)).redes).toEqual([{ empresa_id: c.vv.id, excluidos: 1 }]);
    const restantes = await api.db
      .select({ id: acessosDadosPessoais.id })
      .from(acessosDadosPessoais)
      .where(sql`${acessosDadosPessoais.id} in ${[inseridas[1]!.id, recente!.id]}`);
    expect(restantes.map((x) => x.id)).toEqual([recente!.id]);
  });
});
