/** Pendencies: the life cycle of one, and the professor's reach (setup in cenario-de-teste.ts). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAGENS_STATUS_PENDENCIA as STATUS_MSG } from '../../../domain/pendencia/status';
import { PENDENCIA_MENSAGENS as MSG } from '../../../domain/schemas/pendencia';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { auditoria, notificacoes } from '../../db/schema';
import { hojeNaEmpresa } from '../../services/fuso';
import { api, c, corpo, enviar, inserir, lista, matematica6B, portugues6B, professor6B } from './cenario-de-teste';

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
