import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DUPLICADO_MENSAGENS as MSG } from '../../../domain/schemas/duplicado';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaMensagem, esperaValidacao } from '../../../test/esperas';
import { auditoria, duplicadosSuspeitos } from '../../db/schema';
import { aluno, api, c, enviar, tiradentes } from './cenario-de-teste';

const LISTA = '/api/duplicados';
const PROCURAR = '/api/duplicados/procurar';

type Par = { id: string; grau: string; motivo: string; a: { id: string; nome: string }; b: { id: string; nome: string } };
const doAluno = (itens: Par[], id: string) => itens.filter((p) => p.a.id === id || p.b.id === id);

describe('acesso às rotas de duplicados', () => {
  it.each([
    ['GET', LISTA],
    ['POST', PROCURAR],
    ['POST', `/api/duplicados/${ID_INEXISTENTE}/descartar`],
    ['POST', `/api/duplicados/${ID_INEXISTENTE}/fundir`],
    ['GET', '/api/duplicados/fusoes'],
    ['POST', `/api/duplicados/fusoes/${ID_INEXISTENTE}/desfazer`],
  ] as const)('%s %s → 401 sem sessão, 403 para o professor e o aluno', async (metodo, url) => {
    const corpo = metodo === 'POST' && url.endsWith('fundir') ? {} : undefined;
    expect((await enviar(metodo, url, undefined, corpo)).statusCode).toBe(401);
    expect((await enviar(metodo, url, 'professor', corpo)).statusCode).toBe(403);
    expect((await enviar(metodo, url, 'aluno', corpo)).statusCode).toBe(403);
  });

  it('400 na busca e no caminho inválidos', async () => {
    esperaValidacao(await enviar('GET', `${LISTA}?grau=talvez`, 'empresa'), 'grau');
    esperaValidacao(await enviar('POST', '/api/duplicados/nao-e-id/descartar', 'empresa'), 'id');
  });
});

describe('procurar, listar e descartar', () => {
  it('a procura acha os pares da rede pelas regras, e a lista os mostra lado a lado, os certos primeiro', async () => {
    const nasc = '2016-04-04';
    const x1 = await aluno({ nome: 'Lara Menezes Couto', data_nascimento: nasc, filiacao_1: 'Ana Menezes', nis: '12046641819' });
    const x2 = await aluno({ nome: 'Lara Menezes Couto', data_nascimento: nasc, filiacao_2: 'ana menezes' });
    const x3 = await aluno({ nome: 'Lara Menezes do Couto', data_nascimento: nasc });
    const y1 = await aluno({ nome: 'Otávio Brandão', data_nascimento: '2015-05-05', nis: '12065051355' });
    const y2 = await aluno({
      nome: 'Otavio Brandao Filho',
      data_nascimento: '2015-06-06',
      nis: '12065051355',
      escola_id: tiradentes,
    });
    // Another network's twin of x1: never paired with Vale Verde's records.
    await aluno({
      empresa_id: c.sa.id,
      escola_id: c.domBosco.id,
      nome: 'Lara Menezes Couto',
      data_nascimento: nasc,
      nis: '12046641819',
    });

    const res = await enviar('POST', PROCURAR, 'empresa');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().novos).toBeGreaterThanOrEqual(4);
    // Running it again finds the same pairs and creates none.
    expect((await enviar('POST', PROCURAR, 'empresa')).json()).toMatchObject({ novos: 0 });

    const { itens } = await api.json<{ itens: Par[] }>(`${LISTA}?busca=lara menezes&por_pagina=100`, 'empresa');
    const graus = (a: string, b: string) => itens.find((p) => [p.a.id, p.b.id].sort().join() === [a, b].sort().join())?.grau;
    expect(graus(x1.id, x2.id)).toBe('muito_provavel');
    expect(graus(x1.id, x3.id)).toBe('possivel');
    expect(graus(x2.id, x3.id)).toBe('possivel');
    expect(itens).toHaveLength(3);
    const otavio = await api.json<{ itens: Par[]; total: number }>(`${LISTA}?busca=otavio&grau=certo`, 'empresa');
    expect(otavio.itens).toMatchObject([{ grau: 'certo', motivo: 'Mesmo NIS' }]);
    expect([otavio.itens[0]!.a.id, otavio.itens[0]!.b.id].sort()).toEqual([y1.id, y2.id].sort());
    expect(otavio.total).toBe(1);

    // The gestor sees only pairs with both records in its school: the Otávio pair has one in Tiradentes.
    const doGestor = await api.json<{ itens: Par[] }>(`${LISTA}?por_pagina=100`, 'gestor');
    expect(doAluno(doGestor.itens, x1.id)).toHaveLength(2);
    expect(doAluno(doGestor.itens, y1.id)).toHaveLength(0);
    // Another network sees none of them.
    const alheia = await api.json<{ itens: Par[] }>(`${LISTA}?por_pagina=100`, 'empresa2');
    expect(doAluno(alheia.itens, x1.id)).toHaveLength(0);
    const [audit] = await api.db.select().from(auditoria).where(eq(auditoria.entidade, 'duplicados'));
    expect(audit).toMatchObject({ acao: 'procurar' });
  });

  it('"Não são a mesma pessoa" descarta o par, que a procura não traz de volta; outra rede e fora do escopo → 404', async () => {
    const a = await aluno({ nome: 'Caio Teixeira Nunes', data_nascimento: '2017-07-07' });
    const b = await aluno({ nome: 'Caio Teixeira Nunes', data_nascimento: '2017-07-07' });
    const fora = await aluno({ nome: 'Caio Teixeira Nunes', data_nascimento: '2017-07-07', escola_id: tiradentes });
    await enviar('POST', PROCURAR, 'empresa');
    const { itens } = await api.json<{ itens: Par[] }>(`${LISTA}?busca=caio teixeira&por_pagina=100`, 'empresa');
    const par = itens.find((p) => [p.a.id, p.b.id].sort().join() === [a.id, b.id].sort().join())!;
    const comFora = itens.find((p) => p.a.id === fora.id || p.b.id === fora.id)!;

    esperaMensagem(await enviar('POST', `/api/duplicados/${par.id}/descartar`, 'empresa2'), 404, MSG.naoEncontrado);
    esperaMensagem(await enviar('POST', `/api/duplicados/${comFora.id}/descartar`, 'gestor'), 404, MSG.naoEncontrado);
    const res = await enviar('POST', `/api/duplicados/${par.id}/descartar`, 'gestor');
    expect(res.statusCode, res.body).toBe(200);
    expect((await enviar('POST', `/api/duplicados/${par.id}/descartar`, 'gestor')).statusCode).toBe(409);

    await enviar('POST', PROCURAR, 'empresa');
    const depois = await api.json<{ itens: Par[] }>(`${LISTA}?busca=caio teixeira&por_pagina=100`, 'empresa');
    expect(depois.itens.map((p) => p.id)).not.toContain(par.id);
    expect(depois.itens).toHaveLength(2);
    const [linha] = await api.db.select().from(duplicadosSuspeitos).where(eq(duplicadosSuspeitos.id, par.id));
    expect(linha).toMatchObject({ status: 'descartado' });
  });

  it('um par pendente que deixou de ser parecido sai na procura seguinte', async () => {
    const a = await aluno({ nome: 'Davi Moraes Pinto', data_nascimento: '2018-08-08' });
    const b = await aluno({ nome: 'Davi Moraes Pinto', data_nascimento: '2018-08-08' });
    await enviar('POST', PROCURAR, 'gestor');
    const par = or(eq(duplicadosSuspeitos.aluno_a, a.id), eq(duplicadosSuspeitos.aluno_b, a.id));
    expect(await api.db.select().from(duplicadosSuspeitos).where(par)).toHaveLength(1);
    await api.db
      .update((await import('../../db/schema')).alunos)
      .set({ data_nascimento: '2018-09-09' })
      .where(eq((await import('../../db/schema')).alunos.id, b.id));
    await enviar('POST', PROCURAR, 'gestor');
    expect(await api.db.select().from(duplicadosSuspeitos).where(par)).toHaveLength(0);
  });
});
