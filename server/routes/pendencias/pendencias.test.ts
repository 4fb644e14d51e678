import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PENDENCIA_MENSAGENS as MSG } from '../../../domain/schemas/pendencia';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { pendencias } from '../../db/schema';
import { api, c, corpo, enviar, inserir, lista, matematica6B, portugues6B } from './cenario-de-teste';

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
