import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESPONSAVEL_MENSAGENS as MSG, type ResponsavelDoAluno } from '../../../domain/schemas/responsavel';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaCampos, esperaMensagem } from '../../../test/esperas';
import { freshAluno, freshResponsavel } from '../../../test/matrix/fixtures-academico';
import { alunosResponsaveis, auditoria, responsaveis } from '../../db/schema';

const api = prepararApi();
const { enviar, ids } = api;

const CPF_MARIA = '529.982.247-25';
const CPF_JOSE = '73158420635';

const guardioes = (alunoId: string) => `/api/alunos/${alunoId}/responsaveis`;
const um = (alunoId: string, responsavelId: string) => `${guardioes(alunoId)}/${responsavelId}`;
/** A student of the main school, enrolled in 6º Ano A (the demo professor's class): in every Vale Verde role's reach but the aluno's. */
const alunoDaPrincipal = async () => (await freshAluno(api.t, ids.principal, ids.sextoA)).alunoId;
const lista = (alunoId: string, quem = 'gestor') => api.json<ResponsavelDoAluno[]>(guardioes(alunoId), quem);
const versoes = (r: ResponsavelDoAluno) => ({ updated_at: r.updated_at, responsavel_updated_at: r.responsavel_updated_at });

describe('quem alcança os responsáveis', () => {
  it.each([
    ['GET', guardioes(ID_INEXISTENTE)],
    ['POST', guardioes(ID_INEXISTENTE)],
    ['PUT', um(ID_INEXISTENTE, ID_INEXISTENTE)],
    ['DELETE', um(ID_INEXISTENTE, ID_INEXISTENTE)],
    ['GET', '/api/responsaveis?busca=Maria'],
  ] as const)('%s %s → 401 sem sessão', async (metodo, url) => {
    expect((await enviar(metodo, url, undefined, metodo === 'POST' || metodo === 'PUT' ? {} : undefined)).statusCode).toBe(401);
  });

  it('aluno → 403 em tudo (sem alunos.ler nem alunos.atualizar), e nada muda', async () => {
    const alunoId = await alunoDaPrincipal();
    const { pessoa, vinculo } = await freshResponsavel(api.t, alunoId);
    const versao = { updated_at: vinculo.updated_at.toISOString(), responsavel_updated_at: pessoa.updated_at.toISOString() };
    expect((await enviar('GET', guardioes(alunoId), 'aluno')).statusCode).toBe(403);
    expect((await enviar('GET', '/api/responsaveis', 'aluno')).statusCode).toBe(403);
    expect((await enviar('POST', guardioes(alunoId), 'aluno', { nome: 'Intrusa', parentesco: 'mae' })).statusCode).toBe(403);
    expect((await enviar('PUT', um(alunoId, pessoa.id), 'aluno', { nome: 'X', parentesco: 'mae', ...versao })).statusCode).toBe(
      403,
    );
    expect((await enviar('DELETE', um(alunoId, pessoa.id), 'aluno')).statusCode).toBe(403);
    expect(await lista(alunoId)).toHaveLength(1);
  });

  it('o aluno e o responsável de outra rede: 404 sem dados; a busca não os acha nem pelo CPF', async () => {
    const alheio = (await freshAluno(api.t, ids.domBosco)).alunoId;
    const dele = await api.criar(guardioes(alheio), 'empresa2', { nome: 'Segredo Serra Azul', cpf: CPF_JOSE, parentesco: 'pai' });
    const nosso = await alunoDaPrincipal();
    for (const quem of ['empresa', 'gestor', 'professor']) {
      const res = await enviar('GET', guardioes(alheio), quem);
      esperaMensagem(res, 404, MSG.alunoNaoEncontrado);
      expect(res.body).not.toContain('Segredo');
    }
    expect((await enviar('POST', guardioes(alheio), 'empresa', { nome: 'Outra', parentesco: 'mae' })).statusCode).toBe(404);
    expect(
      (await enviar('PUT', um(alheio, dele.id), 'empresa', { nome: 'Trocado', parentesco: 'pai', ...versoes(dele) })).statusCode,
    ).toBe(404);
    expect((await enviar('DELETE', um(alheio, dele.id), 'empresa')).statusCode).toBe(404);
    // Linking Serra Azul's person to a Vale Verde student, even with its whole CPF: not found.
    const vincular = await enviar('POST', guardioes(nosso), 'empresa', {
      responsavel_id: dele.id,
      cpf: CPF_JOSE,
      parentesco: 'pai',
    });
    esperaMensagem(vincular, 404, MSG.naoEncontrado);
    expect(vincular.body).not.toContain('Segredo');
    // The same CPF is another person in Vale Verde: a network's guardians are its own.
    const novo = await api.criar(guardioes(nosso), 'empresa', { nome: 'José de Vale Verde', cpf: CPF_JOSE, parentesco: 'pai' });
    expect(novo.id).not.toBe(dele.id);
    for (const busca of ['Segredo', CPF_JOSE]) {
      const achados = await api.json(`/api/responsaveis?busca=${busca}`, 'empresa');
      expect(JSON.stringify(achados)).not.toContain('Segredo');
    }
    expect((await enviar('GET', `/api/responsaveis?aluno_id=${alheio}`, 'empresa')).statusCode).toBe(404);
    // Serra Azul still has its guardian as it was.
    expect(await lista(alheio, 'empresa2')).toEqual([expect.objectContaining({ id: dele.id, nome: 'Segredo Serra Azul' })]);
  });

  it('gestor: um aluno de outra escola da rede é 404; professor escreve só nos alunos das suas turmas', async () => {
    const deTiradentes = (await freshAluno(api.t, ids.tiradentes)).alunoId;
    esperaMensagem(await enviar('GET', guardioes(deTiradentes), 'gestor'), 404, MSG.alunoNaoEncontrado);
    expect((await enviar('POST', guardioes(deTiradentes), 'gestor', { nome: 'Mãe', parentesco: 'mae' })).statusCode).toBe(404);
    const daTurma = await alunoDaPrincipal();
    const criado = await api.criar(guardioes(daTurma), 'professor', { nome: 'Mãe pelo Professor', parentesco: 'mae' });
    expect(await lista(daTurma, 'professor')).toEqual([expect.objectContaining({ id: criado.id })]);
    const semTurma = (await freshAluno(api.t, ids.principal)).alunoId;
    expect((await enviar('POST', guardioes(semTurma), 'professor', { nome: 'Pai', parentesco: 'pai' })).statusCode).toBe(404);
  });
});

describe('entrada', () => {
  it('400 com as mensagens dos campos (o corpo só é lido depois do acesso)', async () => {
    const alunoId = await alunoDaPrincipal();
    esperaCampos(await enviar('POST', guardioes(alunoId), 'gestor', {}), { nome: MSG.nome, parentesco: MSG.parentesco });
    esperaCampos(
      await enviar('POST', guardioes(alunoId), 'gestor', {
        nome: 'x'.repeat(201),
        cpf: '123.456.789-00',
        email: 'sem-arroba',
        telefone: '9'.repeat(31),
        parentesco: 'vizinho',
        prioridade: 12,
      }),
      {
        nome: MSG.nomeLongo,
        cpf: MSG.cpf,
        email: MSG.email,
        telefone: MSG.telefone,
        parentesco: MSG.parentesco,
        prioridade: MSG.prioridade,
      },
    );
    esperaCampo(
      await enviar('POST', guardioes(alunoId), 'gestor', { responsavel_id: 'nao-e-id', parentesco: 'mae' }),
      'responsavel_id',
      MSG.responsavel,
    );
    const { pessoa } = await freshResponsavel(api.t, alunoId);
    esperaCampos(await enviar('PUT', um(alunoId, pessoa.id), 'gestor', { nome: '', parentesco: 'mae' }), {
      nome: MSG.nome,
      updated_at: 'Versão do registro inválida',
      responsavel_updated_at: 'Versão do registro inválida',
    });
    expect(await lista(alunoId)).toHaveLength(1);
  });
});

describe('responsáveis como pessoas', () => {
  it('um responsável com dois filhos e um filho com dois responsáveis, pela prioridade; o CPF com máscara guarda os dígitos', async () => {
    const [ana, bruno] = [await alunoDaPrincipal(), await alunoDaPrincipal()];
    const maria = await api.criar<ResponsavelDoAluno>(guardioes(ana), 'gestor', {
      nome: 'Maria Aparecida Souza',
      cpf: CPF_MARIA,
      telefone: '(35) 99876-5432',
      email: 'Maria.Souza@Exemplo.com.br',
      parentesco: 'mae',
      responsavel_legal: true,
      mora_com_aluno: true,
      autorizado_buscar: true,
      prioridade: 2,
    });
    expect(maria).toMatchObject({ cpf: '52998224725', email: 'maria.souza@exemplo.com.br', prioridade: 2, outros_alunos: 0 });
    const avo = await api.criar(guardioes(ana), 'gestor', { nome: 'Dona Celina', parentesco: 'avo', prioridade: 1 });
    expect((await lista(ana)).map((r) => [r.nome, r.parentesco, r.prioridade])).toEqual([
      ['Dona Celina', 'avo', 1],
      ['Maria Aparecida Souza', 'mae', 2],
    ]);
    // The same person, linked to the brother by its id: one row of responsaveis, two links.
    const doIrmao = await api.criar(guardioes(bruno), 'gestor', {
      responsavel_id: maria.id,
      parentesco: 'mae',
      responsavel_legal: true,
    });
    expect(doIrmao).toMatchObject({ id: maria.id, nome: 'Maria Aparecida Souza', outros_alunos: 1 });
    expect(await api.db.select().from(alunosResponsaveis).where(eq(alunosResponsaveis.responsavel_id, maria.id))).toHaveLength(2);
    esperaMensagem(
      await enviar('POST', guardioes(bruno), 'gestor', { responsavel_id: maria.id, parentesco: 'mae' }),
      400,
      MSG.jaVinculado,
    );
    // The family contact is the legal guardian of first priority: the mother, not the grandmother called first.
    expect((await api.json(`/api/alunos/${ana}`, 'gestor')).contato_familia).toEqual({
      nome: 'Maria Aparecida Souza',
      telefone: '(35) 99876-5432',
      email: 'maria.souza@exemplo.com.br',
    });
    // Audited with the change, about the student.
    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'vincular_responsavel'), eq(auditoria.entidade_id, bruno)));
    expect(registro).toMatchObject({ entidade: 'aluno', usuario_email: 'gestor@demo.escola.br' });
    expect(avo.id).not.toBe(maria.id);
  });

  it('uma pessoa nova com o CPF de um responsável da rede: o mesmo nome é a mesma pessoa; outro nome é recusado', async () => {
    const [a, b, c] = [await alunoDaPrincipal(), await alunoDaPrincipal(), await alunoDaPrincipal()];
    const jose = await api.criar(guardioes(a), 'gestor', { nome: 'José Antônio Lima', cpf: '111.444.777-35', parentesco: 'pai' });
    // Accents, case and spacing do not make another person.
    const mesmo = await api.criar(guardioes(b), 'gestor', { nome: 'jose  antonio lima', cpf: '11144477735', parentesco: 'pai' });
    expect(mesmo.id).toBe(jose.id);
    expect(mesmo.nome).toBe('José Antônio Lima');
    esperaCampos(await enviar('POST', guardioes(c), 'gestor', { nome: 'Outro Nome', cpf: '11144477735', parentesco: 'pai' }), {
      cpf: MSG.cpfDeOutraPessoa,
    });
    expect(await lista(c)).toEqual([]);
  });

  it('a busca acha pelo nome sem acento e pelo CPF; fora do escopo do gestor, só pelo CPF inteiro, e então se vincula', async () => {
    const deTiradentes = (await freshAluno(api.t, ids.tiradentes)).alunoId;
    const tia = await api.criar(guardioes(deTiradentes), 'empresa', {
      nome: 'Tereza Cristina Araújo',
      cpf: '935.411.347-80',
      parentesco: 'tio',
    });
    const nosso = await alunoDaPrincipal();
    // The empresa user reaches every guardian of the network by name.
    const daRede = await api.json(`/api/responsaveis?busca=tereza%20cristina%20araujo`, 'empresa');
    expect(daRede.itens).toEqual([
      expect.objectContaining({ id: tia.id, alunos: [expect.objectContaining({ id: deTiradentes })] }),
    ]);
    // The gestor of the main school: not by name, nor by part of the CPF…
    for (const busca of ['Tereza', '935411'])
      expect((await api.json(`/api/responsaveis?busca=${busca}`, 'gestor')).total).toBe(0);
    // …but by the whole CPF, without the children it does not reach.
    const porCpf = await api.json(`/api/responsaveis?busca=935.411.347-80&aluno_id=${nosso}`, 'gestor');
    expect(porCpf.itens).toEqual([expect.objectContaining({ id: tia.id, nome: 'Tereza Cristina Araújo', alunos: [] })]);
    esperaMensagem(
      await enviar('POST', guardioes(nosso), 'gestor', { responsavel_id: tia.id, parentesco: 'tio' }),
      404,
      MSG.naoEncontrado,
    );
    const vinculada = await api.criar(guardioes(nosso), 'gestor', {
      responsavel_id: tia.id,
      cpf: '93541134780',
      parentesco: 'tio',
    });
    expect(vinculada).toMatchObject({ id: tia.id, outros_alunos: 1 });
    // Now she is in the gestor's reach by name, and no longer offered to the child she is linked to.
    expect((await api.json(`/api/responsaveis?busca=Tereza`, 'gestor')).total).toBe(1);
    expect((await api.json(`/api/responsaveis?busca=Tereza&aluno_id=${nosso}`, 'gestor')).total).toBe(0);
  });

  it('editar muda o vínculo e a pessoa na versão carregada (409 na velha; CPF de outra pessoa, 400)', async () => {
    const [a, b] = [await alunoDaPrincipal(), await alunoDaPrincipal()];
    const r = await api.criar<ResponsavelDoAluno>(guardioes(a), 'gestor', { nome: 'Paulo Henrique', parentesco: 'pai' });
    await api.criar(guardioes(b), 'gestor', { responsavel_id: r.id, parentesco: 'pai' });
    await api.criar(guardioes(b), 'gestor', { nome: 'Outro Pai', cpf: '28625587887', parentesco: 'padrasto_madrasta' });
    const corpo = {
      nome: 'Paulo Henrique Dias',
      parentesco: 'pai',
      responsavel_legal: true,
      telefone: '(35) 3333-4444',
      prioridade: 3,
    };
    const res = await enviar('PUT', um(a, r.id), 'gestor', { ...corpo, ...versoes(r) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...corpo, outros_alunos: 1 });
    // The person is the same for the brother; the link of the brother kept its own data.
    expect((await lista(b)).find((x) => x.id === r.id)).toMatchObject({
      nome: 'Paulo Henrique Dias',
      responsavel_legal: false,
      prioridade: 1,
    });
    esperaMensagem(await enviar('PUT', um(a, r.id), 'gestor', { ...corpo, ...versoes(r) }), 409, MSG.conflito);
    esperaCampos(await enviar('PUT', um(a, r.id), 'gestor', { ...corpo, cpf: '286.255.878-87', ...versoes(res.json()) }), {
      cpf: MSG.cpfDuplicado,
    });
    esperaMensagem(await enviar('PUT', um(a, ID_INEXISTENTE), 'gestor', { ...corpo, ...versoes(r) }), 404, MSG.naoEncontrado);
  });

  it('desvincular mantém a pessoa ligada a outro filho e exclui a que fica sem nenhum', async () => {
    const [a, b] = [await alunoDaPrincipal(), await alunoDaPrincipal()];
    const mae = await api.criar(guardioes(a), 'gestor', { nome: 'Lúcia Helena', parentesco: 'mae' });
    await api.criar(guardioes(b), 'gestor', { responsavel_id: mae.id, parentesco: 'mae' });
    expect((await enviar('DELETE', um(a, mae.id), 'gestor')).statusCode).toBe(204);
    expect(await lista(a)).toEqual([]);
    expect(await lista(b)).toEqual([expect.objectContaining({ id: mae.id, outros_alunos: 0 })]);
    expect((await enviar('DELETE', um(a, mae.id), 'gestor')).statusCode).toBe(404);
    expect((await enviar('DELETE', um(b, mae.id), 'gestor')).statusCode).toBe(204);
    expect(await api.db.select().from(responsaveis).where(eq(responsaveis.id, mae.id))).toEqual([]);
    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'desvincular_responsavel'), eq(auditoria.entidade_id, b)));
    expect(registro!.depois).toEqual({ responsavel_excluido: true });
  });
});
