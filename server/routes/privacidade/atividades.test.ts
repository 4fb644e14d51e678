import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ATIVIDADES_PADRAO } from '../../../domain/privacidade/atividades-padrao';
import { ATIVIDADE_MENSAGENS as MSG } from '../../../domain/schemas/privacidade-atividade';
import { prepararApi } from '../../../test/api';
import { DEMO } from '../../../test/demo';
import { esperaCampos, esperaMensagem } from '../../../test/esperas';
import { atividadesTratamento } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;
const URL = '/api/privacidade/atividades';

const corpo = (extra: object = {}) => ({
  nome: 'Transporte escolar',
  finalidade: 'Organizar as rotas do transporte escolar.',
  base_legal: 'Execução de políticas públicas (LGPD, art. 7º, III)',
  dados: 'Nome, endereço e escola do aluno.',
  titulares: 'Alunos que usam o transporte.',
  compartilhamento: 'Empresa contratada do transporte.',
  retencao: 'Durante o ano letivo.',
  ...extra,
});

describe('registro das operações de tratamento', () => {
  it('401, 403 e outra rede', async () => {
    expect((await enviar('GET', URL)).statusCode).toBe(401);
    expect((await enviar('POST', URL, undefined, corpo())).statusCode).toBe(401);
    expect((await enviar('GET', URL, 'professor')).statusCode).toBe(403);
    expect((await enviar('POST', URL, 'gestor', corpo())).statusCode).toBe(403);
    esperaMensagem(await enviar('GET', `${URL}?empresa_id=${api.ids.vv}`, 'empresa2'), 404, MSG.empresaNaoEncontrada);
    esperaMensagem(await enviar('POST', URL, 'empresa2', corpo({ empresa_id: api.ids.vv })), 403, MSG.outraEmpresa);
  });

  it('a primeira leitura copia a lista padrão para a rede, uma vez; o gestor lê sem editar', async () => {
    const lido = await api.json(URL, 'gestor');
    expect(lido).toMatchObject({ empresa_id: api.ids.vv, empresa_nome: DEMO.valeVerde, pode_editar: false });
    expect(lido.itens.map((a: { nome: string }) => a.nome)).toEqual(ATIVIDADES_PADRAO.map((a) => a.nome));
    expect(lido.itens.every((a: { padrao: boolean }) => a.padrao)).toBe(true);
    await api.json(URL, 'empresa');
    const daRede = await api.db.select().from(atividadesTratamento).where(eq(atividadesTratamento.empresa_id, api.ids.vv));
    expect(daRede).toHaveLength(ATIVIDADES_PADRAO.length);
    expect((await api.json(URL, 'empresa')).pode_editar).toBe(true);
    // Serra Azul's record is its own.
    expect((await api.json(URL, 'empresa2')).empresa_id).toBe(api.ids.sa);
  });

  it('a secretaria acrescenta, altera (409 na versão velha) e exclui, nunca a última', async () => {
    esperaCampos(await enviar('POST', URL, 'empresa', corpo({ nome: '', retencao: ' ' })), {
      nome: MSG.nome,
      retencao: MSG.retencao,
    });
    const criada = await enviar('POST', URL, 'empresa', corpo());
    expect(criada.statusCode, criada.body).toBe(201);
    const a = criada.json();
    expect(a).toMatchObject({ nome: 'Transporte escolar', padrao: false, empresa_id: api.ids.vv });
    const lista = (await api.json(URL, 'empresa')).itens;
    expect(lista.at(-1).id).toBe(a.id);

    const editada = await enviar('PUT', `${URL}/${a.id}`, 'empresa', {
      ...corpo({ retencao: 'Dois anos.' }),
      updated_at: a.updated_at,
    });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json().retencao).toBe('Dois anos.');
    esperaMensagem(await enviar('PUT', `${URL}/${a.id}`, 'empresa', { ...corpo(), updated_at: a.updated_at }), 409, MSG.conflito);
    esperaMensagem(
      await enviar('PUT', `${URL}/${a.id}`, 'empresa2', { ...corpo(), updated_at: a.updated_at }),
      404,
      MSG.naoEncontrada,
    );
    expect((await enviar('DELETE', `${URL}/${a.id}`, 'empresa2')).statusCode).toBe(404);

    for (const item of (await api.json(URL, 'empresa')).itens.slice(1))
      expect((await enviar('DELETE', `${URL}/${item.id}`, 'empresa')).statusCode).toBe(204);
    const [ultima] = (await api.json(URL, 'empresa')).itens;
    esperaMensagem(await enviar('DELETE', `${URL}/${ultima.id}`, 'empresa'), 409, MSG.ultima);
    // The network that removed the defaults is not given them again.
    expect((await api.json(URL, 'empresa')).itens).toHaveLength(1);
  });
});
