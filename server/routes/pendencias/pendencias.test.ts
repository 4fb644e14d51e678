import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_STATUS_PENDENCIA as STATUS_MSG } from '../../../domain/pendencia/status';
import { PENDENCIA_MENSAGENS as MSG } from '../../../domain/schemas/pendencia';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { atribuicoes, auditoria, disciplinas, notificacoes, pendencias } from '../../db/schema';
import { hojeNaEmpresa } from '../../services/fuso';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
/** 6º Ano B: the demo professor teaches only Matemática there (and is not its responsável). */
let portugues6B: string;
let matematica6B: string;
let professor6B: string;

const lista = (turmaId: string) => `/api/turmas/${turmaId}/pendencias`;
const corpo = (extra: object = {}) => ({
  titulo: 'Entregar laudo médico',
  descricao: 'A família ficou de trazer o laudo para a escola.',
  responsavel_id: c.gestor.id,
  data_vencimento: '2026-12-10',
  ...extra,
});

/** A pendency written straight into the table (another network's, a generated one, one in a class of the test's choosing). */
async function inserir(valores: Partial<typeof pendencias.$inferInsert> & { turma_id: string }) {
  const turma = [c.t6A, c.t6B, c.t7A, c.tSA].find((t) => t.id === valores.turma_id)!;
  const [row] = await api.db
    .insert(pendencias)
    .values({
      empresa_id: turma.empresa_id,
      escola_id: turma.escola_id,
      titulo: 'Pendência de teste',
      descricao: 'Inserida pelo teste',
      data_vencimento: '2026-12-01',
      ...valores,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  const doPar = async (nome: string) =>
    (
      await api.db
        .select({ disciplina_id: atribuicoes.disciplina_id, professor_id: atribuicoes.professor_id })
        .from(atribuicoes)
        .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
        .where(and(eq(atribuicoes.turma_id, c.t6B.id), eq(disciplinas.nome, nome)))
    )[0]!;
  matematica6B = (await doPar('Matemática — 6º Ano')).disciplina_id;
  const pt = await doPar('Língua Portuguesa — 6º Ano');
  portugues6B = pt.disciplina_id;
  professor6B = pt.professor_id;
});

describe('quem alcança as pendências', () => {
  it.each([
    ['GET', `/api/turmas/${ID_INEXISTENTE}/pendencias`],
    ['GET', `/api/turmas/${ID_INEXISTENTE}/pendencias/opcoes`],
    ['GET', '/api/pendencias/minhas'],
    ['GET', `/api/pendencias/${ID_INEXISTENTE}`],
    ['POST', `/api/turmas/${ID_INEXISTENTE}/pendencias`],
    ['PUT', `/api/pendencias/${ID_INEXISTENTE}`],
    ['DELETE', `/api/pendencias/${ID_INEXISTENTE}`],
    ['POST', `/api/pendencias/${ID_INEXISTENTE}/iniciar`],
    ['POST', `/api/pendencias/${ID_INEXISTENTE}/resolver`],
    ['POST', `/api/pendencias/${ID_INEXISTENTE}/cancelar`],
    ['POST', `/api/pendencias/${ID_INEXISTENTE}/reabrir`],
  ] as const)('%s %s → 401 sem sessão', async (metodo, url) => {
    expect((await enviar(metodo, url, undefined, metodo === 'GET' || metodo === 'DELETE' ? undefined : {})).statusCode).toBe(401);
  });

  it('aluno → 403 em tudo; professor não exclui', async () => {
    expect((await enviar('GET', lista(c.t6A.id), 'aluno')).statusCode).toBe(403);
    expect((await enviar('GET', '/api/pendencias/minhas', 'aluno')).statusCode).toBe(403);
    expect((await enviar('POST', lista(c.t6A.id), 'aluno', corpo())).statusCode).toBe(403);
    const p = await api.criar(lista(c.t6A.id), 'gestor', corpo());
    expect((await enviar('GET', `/api/pendencias/${p.id}`, 'aluno')).statusCode).toBe(403);
    expect((await enviar('POST', `/api/pendencias/${p.id}/iniciar`, 'aluno', { updated_at: p.updated_at })).statusCode).toBe(403);
    expect((await enviar('DELETE', `/api/pendencias/${p.id}`, 'professor')).statusCode).toBe(403);
    expect(await api.db.select().from(pendencias).where(eq(pendencias.id, p.id))).toHaveLength(1);
  });

  it('a turma e a pendência de outra rede: 404 sem dados', async () => {
    const alheia = await inserir({ turma_id: c.tSA.id, titulo: 'Segredo de Serra Azul' });
    esperaMensagem(await enviar('GET', lista(c.tSA.id), 'empresa'), 404, 'Turma não encontrada.');
    esperaMensagem(await enviar('GET', `${lista(c.tSA.id)}/opcoes`, 'gestor'), 404, 'Turma não encontrada.');
    esperaMensagem(await enviar('GET', `/api/pendencias/${alheia.id}`, 'empresa'), 404, MSG.naoEncontrada);
    expect((await enviar('POST', lista(c.tSA.id), 'gestor', corpo())).statusCode).toBe(404);
    const versao = { updated_at: alheia.updated_at.toISOString() };
    expect((await enviar('PUT', `/api/pendencias/${alheia.id}`, 'empresa', { ...corpo(), ...versao })).statusCode).toBe(404);
    expect((await enviar('POST', `/api/pendencias/${alheia.id}/iniciar`, 'gestor', versao)).statusCode).toBe(404);
    expect((await enviar('DELETE', `/api/pendencias/${alheia.id}`, 'empresa')).statusCode).toBe(404);
    const res = await enviar('GET', '/api/pendencias/minhas', 'empresa');
    expect(res.body).not.toContain('Serra Azul');
    // Its own network reads it; nothing was changed by the refused calls.
    expect((await api.json(`/api/pendencias/${alheia.id}`, 'empresa2')).status).toBe('pendente');
  });
});

describe('entrada', () => {
  it('400 com as mensagens dos campos obrigatórios (o corpo só é lido depois do acesso)', async () => {
    const res = await enviar('POST', lista(c.t6A.id), 'gestor', { tipo: '', prioridade: 'urgente' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      titulo: MSG.titulo,
      descricao: MSG.descricao,
      tipo: MSG.tipo,
      prioridade: MSG.prioridade,
      responsavel_id: MSG.responsavel,
      data_vencimento: MSG.dataVencimento,
    });
    esperaCampo(
      await enviar('POST', lista(c.t6A.id), 'gestor', corpo({ data_vencimento: '2026-02-30' })),
      'data_vencimento',
      MSG.dataVencimentoInvalida,
    );
  });

  it('responsável, aluno e disciplina têm de ser da turma', async () => {
    const res = await enviar(
      'POST',
      lista(c.t6A.id),
      'gestor',
      corpo({ responsavel_id: c.aluno.id, aluno_id: c.alunoSA.id, disciplina_id: c.discSA.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      responsavel_id: MSG.responsavelDaTurma,
      aluno_id: MSG.alunoDaTurma,
      disciplina_id: MSG.disciplinaDaTurma,
    });
  });

  it('tipo acadêmica e prioridade média por padrão; aluno e disciplina vazios ficam ausentes', async () => {
    const p = await api.criar(lista(c.t6A.id), 'gestor', corpo({ aluno_id: '', disciplina_id: '', observacoes: '  ' }));
    expect(p).toMatchObject({
      tipo: 'academica',
      prioridade: 'media',
      status: 'pendente',
      origem: 'manual',
      aluno_id: null,
      disciplina_id: null,
      observacoes: null,
      responsavel_nome: expect.any(String),
      data_resolucao: null,
      acoes: ['iniciar', 'cancelar'],
      pode_editar: true,
      pode_excluir: true,
    });
  });
});

describe('o ciclo de uma pendência', () => {
  it('criar (notifica o responsável), editar mantendo o status, iniciar, resolver com o dia da rede, reabrir, cancelar com motivo, excluir', async () => {
    const aluno = c.alunos6A[1]!;
    const p = await api.criar(
      lista(c.t6A.id),
      'gestor',
      corpo({
        tipo: 'documental',
        prioridade: 'alta',
        responsavel_id: c.professor.id,
        aluno_id: aluno.id,
        disciplina_id: c.matematica.id,
      }),
    );
    expect(p).toMatchObject({ aluno_nome: aluno.nome, disciplina_nome: c.matematica.nome, responsavel_nome: c.professor.nome });
    const avisos = await api.db.select().from(notificacoes).where(eq(notificacoes.usuario_id, c.professor.id));
    expect(avisos.find((n) => n.titulo === MSG.notificacaoTitulo)).toMatchObject({
      mensagem: `Entregar laudo médico — ${c.t6A.nome}`,
      link: `/escola/${c.t6A.escola_id}/turma/${c.t6A.id}/pendencias`,
    });

    const url = `/api/pendencias/${p.id}`;
    const iniciada = (await enviar('POST', `${url}/iniciar`, 'professor', { updated_at: p.updated_at })).json();
    expect(iniciada).toMatchObject({ status: 'em_andamento', acoes: ['resolver', 'cancelar'] });
    // A second click from the old screen: the version moved.
    esperaMensagem(await enviar('POST', `${url}/iniciar`, 'professor', { updated_at: p.updated_at }), 409, MSG.conflito);

    const editada = await enviar('PUT', url, 'gestor', {
      ...corpo({ responsavel_id: c.professor.id, aluno_id: aluno.id, disciplina_id: c.matematica.id }),
      titulo: 'Laudo médico entregue?',
      tipo: 'documental',
      prioridade: 'critica',
      updated_at: iniciada.updated_at,
    });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json()).toMatchObject({ titulo: 'Laudo médico entregue?', prioridade: 'critica', status: 'em_andamento' });
    esperaMensagem(await enviar('PUT', url, 'gestor', { ...corpo(), updated_at: iniciada.updated_at }), 409, MSG.conflito);

    const resolvida = (await enviar('POST', `${url}/resolver`, 'gestor', { updated_at: editada.json().updated_at })).json();
    expect(resolvida).toMatchObject({
      status: 'resolvida',
      data_resolucao: await hojeNaEmpresa(api.db, c.vv.id),
      acoes: ['reabrir'],
    });
    esperaMensagem(
      await enviar('POST', `${url}/resolver`, 'gestor', { updated_at: resolvida.updated_at }),
      409,
      STATUS_MSG.resolver,
    );

    const reaberta = (await enviar('POST', `${url}/reabrir`, 'gestor', { updated_at: resolvida.updated_at })).json();
    expect(reaberta).toMatchObject({ status: 'pendente', data_resolucao: null });

    esperaCampo(
      await enviar('POST', `${url}/cancelar`, 'gestor', { updated_at: reaberta.updated_at, motivo: ' ' }),
      'motivo',
      MSG.motivo,
    );
    const cancelada = (
      await enviar('POST', `${url}/cancelar`, 'gestor', { updated_at: reaberta.updated_at, motivo: 'Aluno transferido' })
    ).json();
    expect(cancelada).toMatchObject({ status: 'cancelada', motivo_cancelamento: 'Aluno transferido', acoes: ['reabrir'] });

    const acoes = await api.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'pendencia'), eq(auditoria.entidade_id, p.id)));
    expect(acoes.map((a) => a.acao).sort()).toEqual(
      ['atualizar', 'cancelar_pendencia', 'criar', 'iniciar_pendencia', 'reabrir_pendencia', 'resolver_pendencia'].sort(),
    );

    expect((await enviar('DELETE', url, 'gestor')).statusCode).toBe(204);
    expect((await enviar('GET', url, 'gestor')).statusCode).toBe(404);
    expect(
      await api.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.acao, 'deletar'), eq(auditoria.entidade_id, p.id))),
    ).toHaveLength(1);
  });

  it('reatribuir notifica o novo responsável; quem atribui a si mesmo não é notificado', async () => {
    const p = await api.criar(lista(c.t6A.id), 'gestor', corpo({ titulo: 'Reunião com a família' }));
    const doGestor = await api.db.select().from(notificacoes).where(eq(notificacoes.usuario_id, c.gestor.id));
    expect(doGestor.filter((n) => n.mensagem.startsWith('Reunião com a família'))).toHaveLength(0);
    const res = await enviar('PUT', `/api/pendencias/${p.id}`, 'gestor', {
      ...corpo({ titulo: 'Reunião com a família', responsavel_id: c.professor.id }),
      updated_at: p.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    const doProfessor = await api.db.select().from(notificacoes).where(eq(notificacoes.usuario_id, c.professor.id));
    expect(doProfessor.filter((n) => n.mensagem === `Reunião com a família — ${c.t6A.nome}`)).toHaveLength(1);
    const minhas = await api.json('/api/pendencias/minhas', 'professor');
    expect(minhas.itens.map((i: { id: string }) => i.id)).toContain(p.id);
  });

  it('uma pendência gerada pelo sistema: trabalha-se nela e cancela-se com motivo, mas não se edita a causa, não se resolve à mão nem se exclui', async () => {
    const g = await inserir({
      turma_id: c.t6A.id,
      titulo: 'Chamada não registrada em 10/03',
      descricao: 'A chamada de Matemática de 10/03 não foi registrada.',
      origem: 'chamada_ausente',
      chave: `chamada:${c.t6A.id}:${c.matematica.id}:2026-03-10`,
      disciplina_id: c.matematica.id,
      bloqueante: true,
      link: `/escola/${c.t6A.escola_id}/turma/${c.t6A.id}/frequencia`,
    });
    const url = `/api/pendencias/${g.id}`;
    const lida = await api.json(url, 'gestor');
    expect(lida).toMatchObject({
      origem: 'chamada_ausente',
      bloqueante: true,
      link: g.link,
      pode_excluir: false,
      acoes: ['iniciar', 'cancelar'],
    });
    const base = {
      titulo: lida.titulo,
      descricao: lida.descricao,
      tipo: lida.tipo,
      prioridade: lida.prioridade,
      responsavel_id: c.professor.id,
      aluno_id: null,
      disciplina_id: c.matematica.id,
      data_vencimento: lida.data_vencimento,
      observacoes: 'Vou registrar hoje.',
      updated_at: lida.updated_at,
    };
    esperaCampo(await enviar('PUT', url, 'gestor', { ...base, titulo: 'Outra coisa' }), 'titulo', MSG.geradaTravada);
    const editada = await enviar('PUT', url, 'gestor', base);
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json()).toMatchObject({
      observacoes: 'Vou registrar hoje.',
      responsavel_id: c.professor.id,
      titulo: lida.titulo,
    });
    const iniciada = (await enviar('POST', `${url}/iniciar`, 'professor', { updated_at: editada.json().updated_at })).json();
    expect(iniciada.status).toBe('em_andamento');
    esperaMensagem(
      await enviar('POST', `${url}/resolver`, 'gestor', { updated_at: iniciada.updated_at }),
      409,
      STATUS_MSG.geradaResolver,
    );
    esperaMensagem(await enviar('DELETE', url, 'gestor'), 409, MSG.geradaExcluir);
    // No class that day (there is no timetable to tell): dismissed with a reason, and the system leaves it so.
    const cancelada = await enviar('POST', `${url}/cancelar`, 'gestor', {
      updated_at: iniciada.updated_at,
      motivo: 'Não houve aula',
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    expect(cancelada.json()).toMatchObject({ status: 'cancelada', motivo_cancelamento: 'Não houve aula', acoes: ['reabrir'] });
  });
});

describe('a lista', () => {
  it('cartões, filtros (origem incluída), busca por título, aluno e responsável, e paginação no servidor', async () => {
    const t = c.t7A.id;
    const aluno = (await api.json(`${lista(t)}/opcoes`, 'gestor')).alunos[0];
    const p1 = await api.criar(lista(t), 'gestor', corpo({ titulo: 'Boletim sem assinatura', tipo: 'documental' }));
    await api.criar(
      lista(t),
      'gestor',
      corpo({ titulo: 'Briga no recreio', tipo: 'disciplinar', prioridade: 'alta', aluno_id: aluno.id }),
    );
    await api.criar(lista(t), 'gestor', corpo({ titulo: 'Material didático', prioridade: 'baixa' }));
    await enviar('POST', `/api/pendencias/${p1.id}/iniciar`, 'gestor', { updated_at: p1.updated_at });

    // The class's demo roll calls and grades raise the system's own pendencies too: these are the people's.
    const geradas = await api.json(`${lista(t)}?origem=sistema&por_pagina=100`, 'gestor');
    expect(geradas.itens.every((i: { origem: string }) => i.origem !== 'manual')).toBe(true);
    const tudo = await api.json(`${lista(t)}?origem=manual`, 'gestor');
    expect(tudo.resumo).toEqual({ total: 3, resolvidas: 0, em_andamento: 1, pendentes: 2 });
    // Open ones first, the most urgent on top.
    expect(tudo.itens.map((i: { titulo: string }) => i.titulo)).toEqual([
      'Briga no recreio',
      'Material didático',
      'Boletim sem assinatura',
    ]);

    const porAluno = await api.json(`${lista(t)}?origem=manual&busca=${encodeURIComponent(aluno.nome.split(' ')[0])}`, 'gestor');
    expect(porAluno.itens.map((i: { titulo: string }) => i.titulo)).toContain('Briga no recreio');
    const porResponsavel = await api.json(`${lista(t)}?origem=manual&busca=${encodeURIComponent(c.gestor.nome)}`, 'gestor');
    expect(porResponsavel.total).toBe(3);
    const porTitulo = await api.json(`${lista(t)}?origem=manual&busca=boletim`, 'gestor');
    expect(porTitulo.itens.map((i: { titulo: string }) => i.titulo)).toEqual(['Boletim sem assinatura']);

    expect((await api.json(`${lista(t)}?origem=manual&tipo=disciplinar`, 'gestor')).total).toBe(1);
    expect((await api.json(`${lista(t)}?origem=manual&prioridade=baixa&status=all`, 'gestor')).total).toBe(1);
    const andamento = await api.json(`${lista(t)}?origem=manual&status=em_andamento`, 'gestor');
    expect(andamento.resumo).toEqual({ total: 1, resolvidas: 0, em_andamento: 1, pendentes: 0 });

    const pagina2 = await api.json(`${lista(t)}?origem=manual&por_pagina=2&pagina=2`, 'gestor');
    expect(pagina2).toMatchObject({ total: 3, pagina: 2, por_pagina: 2 });
    expect(pagina2.itens).toHaveLength(1);
    expect((await enviar('GET', `${lista(t)}?status=aberta`, 'gestor')).statusCode).toBe(400);
    expect((await enviar('GET', `${lista(t)}?origem=robo`, 'gestor')).json().error.fields).toEqual({ origem: 'Origem inválida' });
    const todas = await api.json(`${lista(t)}?por_pagina=1`, 'gestor');
    expect(todas.total).toBe(3 + geradas.total);
  });

  it('as opções do formulário: gestores da escola e professores da turma, os alunos e as disciplinas', async () => {
    const o = await api.json(`${lista(c.t6B.id)}/opcoes`, 'gestor');
    expect(o.responsaveis).toEqual(
      expect.arrayContaining([
        { id: c.gestor.id, nome: c.gestor.nome, papel: 'gestor' },
        { id: c.professor.id, nome: c.professor.nome, papel: 'professor' },
      ]),
    );
    expect(o.responsaveis.map((r: { id: string }) => r.id)).not.toContain(c.aluno.id);
    expect(o.disciplinas.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining([matematica6B, portugues6B]));
    // A professor chooses among its own subjects of the class.
    const doProfessor = await api.json(`${lista(c.t6B.id)}/opcoes`, 'professor');
    expect(doProfessor.disciplinas.map((d: { id: string }) => d.id)).toEqual([matematica6B]);
  });
});

describe('o alcance do professor', () => {
  it('vê as das suas disciplinas e as da turma toda, e as atribuídas a ele; não as das disciplinas de outro professor', async () => {
    const sua = await inserir({ turma_id: c.t6B.id, titulo: 'Da Matemática', disciplina_id: matematica6B });
    const daTurma = await inserir({ turma_id: c.t6B.id, titulo: 'Da turma toda' });
    const deOutro = await inserir({
      turma_id: c.t6B.id,
      titulo: 'Do Português',
      disciplina_id: portugues6B,
      responsavel_id: professor6B,
    });
    const atribuida = await inserir({
      turma_id: c.t6B.id,
      titulo: 'Do Português, para ele',
      disciplina_id: portugues6B,
      responsavel_id: c.professor.id,
    });
    // 7º Ano A: a class the demo professor does not teach.
    const fora = await inserir({ turma_id: c.t7A.id, titulo: 'Fora das suas turmas' });
    const foraAtribuida = await inserir({ turma_id: c.t7A.id, titulo: 'Fora, mas dele', responsavel_id: c.professor.id });

    const titulos = (await api.json(lista(c.t6B.id), 'professor')).itens.map((i: { titulo: string }) => i.titulo);
    expect(titulos).toEqual(expect.arrayContaining([sua.titulo, daTurma.titulo, atribuida.titulo]));
    expect(titulos).not.toContain(deOutro.titulo);
    esperaMensagem(await enviar('GET', `/api/pendencias/${deOutro.id}`, 'professor'), 404, MSG.naoEncontrada);
    expect(
      (
        await enviar('POST', `/api/pendencias/${deOutro.id}/iniciar`, 'professor', {
          updated_at: deOutro.updated_at.toISOString(),
        })
      ).statusCode,
    ).toBe(404);
    esperaMensagem(await enviar('GET', `/api/pendencias/${fora.id}`, 'professor'), 404, MSG.naoEncontrada);

    // In a class it does not teach, only what is assigned to it.
    const em7A = (await api.json(lista(c.t7A.id), 'professor')).itens.map((i: { titulo: string }) => i.titulo);
    expect(em7A).toEqual([foraAtribuida.titulo]);
    const minhas = (await api.json('/api/pendencias/minhas', 'professor')).itens.map((i: { titulo: string }) => i.titulo);
    expect(minhas).toEqual(expect.arrayContaining([atribuida.titulo, foraAtribuida.titulo]));
    expect(minhas).not.toContain(sua.titulo);

    // Creating: on its own subject or the whole class; not on another teacher's subject (unless it is the responsável).
    expect((await enviar('POST', lista(c.t6B.id), 'professor', corpo({ disciplina_id: matematica6B }))).statusCode).toBe(201);
    esperaMensagem(
      await enviar('POST', lista(c.t6B.id), 'professor', corpo({ disciplina_id: portugues6B })),
      403,
      MSG.naoLeciona,
    );
    expect((await enviar('POST', lista(c.tSA.id), 'professor', corpo())).statusCode).toBe(404);
  });
});
