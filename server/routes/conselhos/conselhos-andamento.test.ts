/** Class councils: from scheduling to the correction, and the final council (setup in cenario-de-teste.ts). */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recusaSemFechamentos } from '../../../domain/conselho/status';
import { PARECER_MENSAGENS } from '../../../domain/conselho/parecer';
import { CONSELHO_MENSAGENS as MSG } from '../../../domain/schemas/conselho';
import { somarDias } from '../../../domain/calendario/datas';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { cenarioConselho } from '../../../test/matrix/rows/conselhos-ata';
import { ultimaAuditoria } from '../../../test/registros';
import { auditoria, caixaSaida, conselhosEventos, notificacoes, pendencias, resultadosFinais } from '../../db/schema';
import { hojeNaEmpresa } from '../../services/fuso';
import { api, c, corpo, disciplinas6A, enviar, finalizarFechamentos, lista, professores, URL } from './cenario-de-teste';

describe('a council from scheduling to its correction', () => {
  it('schedule → notified → refused before the closings → start → decide → finalize → frozen → correct → version 2', async () => {
    // Scheduling: lists split and trimmed, everyone called, the participants notified in the app.
    const criado = await api.criar(URL, 'gestor', corpo({ bimestre: 2, data: `${c.t6A.ano_letivo}-07-10` }));
    expect(criado).toMatchObject({
      status: 'agendado',
      bimestre: 2,
      convidados: ['Orientadora Educacional', 'Psicóloga'],
      pauta: ['Rendimento da turma', 'Frequência', 'Encaminhamentos'],
      coordenador_nome: c.gestor.nome,
      // Nothing of the 2nd bimestre is finalized: not offered, and why is said before any click.
      pode_iniciar: false,
      impedimento_iniciar: recusaSemFechamentos(
        2,
        disciplinas6A.map((d) => d.nome).sort((x, y) => x.localeCompare(y, 'pt-BR')),
      ),
      pode_excluir: true,
    });
    expect(criado.participantes.map((p: { usuario_id: string }) => p.usuario_id).sort()).toEqual(
      professores.map((p) => p.id).sort(),
    );
    const [aviso] = await api.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.usuario_id, c.professor.id), eq(notificacoes.titulo, 'Conselho de classe agendado')))
      .orderBy(desc(notificacoes.created_at))
      .limit(1);
    expect(aviso!.mensagem).toContain('2º Bimestre');
    expect(aviso!.link).toBe(`/escola/${c.principal.id}/turma/${c.t6A.id}/conselho-classe`);
    // In the app only: the meetings e-mail switch is the guardians' one.
    expect(await api.db.select().from(caixaSaida).where(eq(caixaSaida.assunto, 'Conselho de classe agendado'))).toEqual([]);

    // The list and its cards; editing keeps the status and joins nothing on the server.
    const pagina = await api.json(`${lista()}?bimestre=2`, 'professor');
    expect(pagina.itens.map((i: { id: string }) => i.id)).toEqual([criado.id]);
    expect(pagina.resumo).toMatchObject({ total: 1, agendados: 1, em_andamento: 0, finalizados: 0 });
    expect((await api.json(`${lista()}?busca=professores&bimestre=2`, 'gestor')).total).toBe(1);
    expect((await api.json(`${lista()}?busca=nada-assim&bimestre=2`, 'gestor')).total).toBe(0);
    const editado = await enviar('PUT', `${URL}/${criado.id}`, 'gestor', {
      ...corpo(),
      local: 'Biblioteca',
      data: criado.data,
      updated_at: criado.updated_at,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({ local: 'Biblioteca', status: 'agendado', bimestre: 2 });
    // The version loaded before the edit is stale now.
    esperaMensagem(
      await enviar('PUT', `${URL}/${criado.id}`, 'gestor', { ...corpo(), updated_at: criado.updated_at }),
      409,
      MSG.conflito,
    );

    // It cannot start before every closing of the 2nd bimestre is finalized: the refusal names what is missing.
    const ultima = disciplinas6A[disciplinas6A.length - 1]!;
    await finalizarFechamentos(2, [ultima.id]);
    esperaMensagem(await enviar('POST', `${URL}/${criado.id}/iniciar`, 'gestor'), 409, recusaSemFechamentos(2, [ultima.nome]));
    // The council as listed says the same refusal beforehand, computed by the same code.
    expect(await api.json(`${URL}/${criado.id}`, 'professor')).toMatchObject({
      pode_iniciar: false,
      impedimento_iniciar: recusaSemFechamentos(2, [ultima.nome]),
    });
    await finalizarFechamentos(
      2,
      disciplinas6A.filter((d) => d.id !== ultima.id).map((d) => d.id),
    );
    expect((await api.json(`${lista()}?bimestre=2`, 'gestor')).itens[0]).toMatchObject({
      pode_iniciar: true,
      impedimento_iniciar: null,
    });
    const iniciado = await enviar('POST', `${URL}/${criado.id}/iniciar`, 'gestor');
    expect(iniciado.statusCode, iniciado.body).toBe(200);
    expect(iniciado.json()).toMatchObject({ status: 'em_andamento', pode_finalizar: true, pode_excluir: false });
    esperaMensagem(await enviar('POST', `${URL}/${criado.id}/iniciar`, 'gestor'), 409, MSG.status.iniciar);
    esperaMensagem(await enviar('DELETE', `${URL}/${criado.id}`, 'gestor'), 409, MSG.status.excluir);

    // The workspace: every active student with the bimestre's grades from the closings.
    const mesa = await api.json(`${URL}/${criado.id}/alunos`, 'professor');
    expect(mesa.alunos).toHaveLength(c.alunos6A.length);
    const aluno = mesa.alunos[0];
    expect(aluno.notas).toHaveLength(disciplinas6A.length);
    expect(aluno.decisao).toBeNull();
    expect(aluno.situacao_computada).toBeNull();

    // Presence, then a decision (no parecer in a bimester council).
    const presencas = professores.map((p, i) => ({ usuario_id: p.id, presente: i !== 0 }));
    const marcado = await enviar('PUT', `${URL}/${criado.id}/presencas`, 'professor', { presencas });
    expect(marcado.statusCode, marcado.body).toBe(200);
    expect(marcado.json().participantes.filter((p: { presente: boolean }) => p.presente === false)).toHaveLength(1);
    const urlDecisao = `${URL}/${criado.id}/decisoes/${aluno.aluno_id}`;
    esperaCampo(
      await enviar('PUT', urlDecisao, 'professor', { parecer: 'aprovado', justificativa: 'x' }),
      'parecer',
      MSG.parecerSoFinal,
    );
    esperaCampo(
      await enviar('PUT', urlDecisao, 'professor', { encaminhamentos: ['viagem'] }),
      'encaminhamentos.0',
      MSG.encaminhamento,
    );
    const decisao = {
      encaminhamentos: ['recuperacao', 'familia', 'recuperacao'],
      recomendacao_aluno: 'Rever frações com a monitoria.',
      recomendacao_familia: 'Acompanhar as tarefas de casa.',
    };
    const decidido = await enviar('PUT', urlDecisao, 'professor', { ...decisao, updated_at: null });
    expect(decidido.statusCode, decidido.body).toBe(200);
    expect(decidido.json()).toMatchObject({ versao: 1, encaminhamentos: ['recuperacao', 'familia'], parecer: null });
    // A second first save from the same (empty) version is stale.
    esperaMensagem(await enviar('PUT', urlDecisao, 'gestor', { ...decisao, updated_at: null }), 409, MSG.conflito);
    expect(
      await ultimaAuditoria(api.db, and(eq(auditoria.entidade, 'conselho_decisao'), eq(auditoria.entidade_id, criado.id))),
    ).toMatchObject({ acao: 'decidir', antes: null });

    // Finalizing freezes the decisions: writes are refused.
    const finalizado = await enviar('POST', `${URL}/${criado.id}/finalizar`, 'gestor');
    expect(finalizado.statusCode, finalizado.body).toBe(200);
    expect(finalizado.json()).toMatchObject({
      status: 'finalizado',
      versao: 1,
      decisoes: 1,
      pode_corrigir: true,
      pode_editar: false,
    });
    expect(finalizado.json().data_finalizacao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    esperaMensagem(
      await enviar('PUT', urlDecisao, 'gestor', { ...decisao, updated_at: decidido.json().updated_at }),
      409,
      MSG.status.decidir,
    );
    esperaMensagem(
      await enviar('PUT', `${URL}/${criado.id}`, 'gestor', { ...corpo(), updated_at: finalizado.json().updated_at }),
      409,
      MSG.status.editar,
    );
    esperaMensagem(await enviar('PUT', `${URL}/${criado.id}/presencas`, 'gestor', { presencas }), 409, MSG.status.presenca);

    // A correction needs the school management and a reason; it opens version 2 with the frozen decisions.
    esperaMensagem(await enviar('POST', `${URL}/${criado.id}/corrigir`, 'professor', { motivo: 'x' }), 403, MSG.soGestaoCorrige);
    esperaCampo(await enviar('POST', `${URL}/${criado.id}/corrigir`, 'gestor', { motivo: '  ' }), 'motivo', MSG.motivo);
    const corrigido = await enviar('POST', `${URL}/${criado.id}/corrigir`, 'gestor', { motivo: 'Nota de Arte lançada errada' });
    expect(corrigido.statusCode, corrigido.body).toBe(200);
    expect(corrigido.json()).toMatchObject({ status: 'em_andamento', versao: 2, decisoes: 1, data_finalizacao: null });
    const copia = (await api.json(`${URL}/${criado.id}/alunos`, 'gestor')).alunos.find(
      (a: { aluno_id: string }) => a.aluno_id === aluno.aluno_id,
    ).decisao;
    expect(copia).toMatchObject({
      versao: 2,
      encaminhamentos: ['recuperacao', 'familia'],
      recomendacao_aluno: decisao.recomendacao_aluno,
    });
    const novo = await enviar('PUT', urlDecisao, 'gestor', {
      ...decisao,
      encaminhamentos: ['busca_ativa'],
      updated_at: copia.updated_at,
    });
    expect(novo.statusCode, novo.body).toBe(200);

    // The history: started, finalized, corrected with the reason.
    const detalhe = await api.json(`${URL}/${criado.id}`, 'gestor');
    expect(detalhe.eventos.map((e: { acao: string; versao: number }) => [e.acao, e.versao])).toEqual([
      ['corrigido', 2],
      ['finalizado', 1],
      ['iniciado', 1],
    ]);
    expect(detalhe.eventos[0].motivo).toBe('Nota de Arte lançada errada');
    const eventos = await api.db.select().from(conselhosEventos).where(eq(conselhosEventos.conselho_id, criado.id));
    expect(eventos).toHaveLength(3);
    expect(
      await ultimaAuditoria(api.db, and(eq(auditoria.entidade, 'conselho_classe'), eq(auditoria.acao, 'corrigir'))),
    ).toMatchObject({
      entidade_id: criado.id,
      depois: expect.objectContaining({ versao: 2, motivo: 'Nota de Arte lançada errada' }),
    });

    // Version 1 stays as it was frozen.
    const v2Lista = await api.json(`${lista()}?bimestre=2`, 'gestor');
    expect(v2Lista.resumo).toMatchObject({ total: 1, em_andamento: 1 });
  });
});

describe('the final council', () => {
  it('starts once the year is finished; a parecer against the computed result needs a reason, is audited and feeds the result', async () => {
    const s = await cenarioConselho(api.t, c.principal.id, {
      professorId: c.professor.id,
      bimestre: null,
      status: 'agendado',
      admin: await api.sessao('admin'),
      decisoes: {},
    });
    const id = s.conselho.id;
    const iniciado = await enviar('POST', `${URL}/${id}/iniciar`, 'gestor');
    expect(iniciado.statusCode, iniciado.body).toBe(200);

    const mesa = await api.json(`${URL}/${id}/alunos`, 'gestor');
    const reprovado = mesa.alunos.find((a: { aluno_id: string }) => a.aluno_id === s.alunos.reprovado);
    expect(reprovado.situacao_computada).toBe('reprovado');
    expect(reprovado.notas.length).toBeGreaterThan(0);
    expect(mesa.conselho_supera_falta).toBe(false);

    const decidir = (aluno: string, corpo: object) =>
      enviar('PUT', `${URL}/${id}/decisoes/${aluno}`, 'gestor', { updated_at: null, ...corpo });
    esperaCampo(
      await decidir(s.alunos.reprovado, { parecer: 'aprovado_pelo_conselho' }),
      'justificativa',
      PARECER_MENSAGENS.justificativa,
    );
    esperaCampo(
      await decidir(s.alunos.falta, { parecer: 'aprovado_pelo_conselho', justificativa: 'Frequentou o reforço' }),
      'parecer',
      PARECER_MENSAGENS.supera,
    );
    const aprovado = await decidir(s.alunos.reprovado, {
      parecer: 'aprovado_pelo_conselho',
      justificativa: 'Evolução consistente no segundo semestre',
    });
    expect(aprovado.statusCode, aprovado.body).toBe(200);
    expect(
      await ultimaAuditoria(api.db, and(eq(auditoria.entidade, 'conselho_decisao'), eq(auditoria.entidade_id, id))),
    ).toMatchObject({
      antes: null,
      depois: expect.objectContaining({
        parecer: 'aprovado_pelo_conselho',
        resultado_calculado: 'reprovado',
        diverge_do_calculado: true,
      }),
    });

    expect((await enviar('POST', `${URL}/${id}/finalizar`, 'gestor')).statusCode).toBe(200);
    const [geral] = await api.db
      .select({ situacao: resultadosFinais.situacao })
      .from(resultadosFinais)
      .where(and(eq(resultadosFinais.aluno_id, s.alunos.reprovado), isNull(resultadosFinais.disciplina_id)));
    expect(geral!.situacao).toBe('aprovado_conselho');
  });

  it('a council still scheduled after its date raises one pendency for the coordinator; held, it resolves itself', async () => {
    const ontem = somarDias(await hojeNaEmpresa(api.db, c.vv.id), -1);
    const atrasado = await api.criar(URL, 'gestor', corpo({ bimestre: 3, data: ontem }));
    const daChave = () =>
      api.db
        .select()
        .from(pendencias)
        .where(eq(pendencias.chave, `conselho:${atrasado.id}`));
    const [aberta] = await daChave();
    expect(aberta).toMatchObject({ origem: 'conselho_atrasado', status: 'pendente', responsavel_id: c.gestor.id });

    await finalizarFechamentos(3);
    const iniciado = await enviar('POST', `${URL}/${atrasado.id}/iniciar`, 'gestor');
    expect(iniciado.statusCode, iniciado.body).toBe(200);
    const depois = await daChave();
    expect(depois).toHaveLength(1);
    expect(depois[0]).toMatchObject({ status: 'resolvida', data_resolucao: somarDias(ontem, 1) });
  });
});
