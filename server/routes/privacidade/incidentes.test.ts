import { describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/calendario/datas';
import { prazoDoIncidente } from '../../../domain/privacidade/prazos';
import { INCIDENTE_MENSAGENS as MSG } from '../../../domain/schemas/privacidade-incidente';
import { prepararApi } from '../../../test/api';
import { DEMO, ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampos, esperaMensagem } from '../../../test/esperas';
import { hojeNaEmpresa } from '../../services/fuso';

const api = prepararApi();
const { enviar } = api;
const URL = '/api/privacidade/incidentes';

const corpo = (extra: object = {}) => ({
  titulo: 'Planilha de alunos enviada ao e-mail errado',
  descoberto_em: '2026-03-06',
  natureza: 'Uma planilha com os contatos dos responsáveis foi enviada por engano a um fornecedor.',
  dados_afetados: 'Nome do aluno, nome e telefone do responsável.',
  titulares_afetados: 'Alunos do 6º ano da EMEF Tiradentes',
  quantidade_afetados: 64,
  medidas: 'O fornecedor confirmou a exclusão da mensagem; revisamos o envio de planilhas.',
  status: 'aberto',
  comunicado_em: null,
  ...extra,
});

describe('registro de incidentes', () => {
  it('401; gestor, professor e aluno 403; outra rede não é alcançada', async () => {
    expect((await enviar('GET', URL)).statusCode).toBe(401);
    expect((await enviar('POST', URL, undefined, corpo())).statusCode).toBe(401);
    for (const quem of ['gestor', 'professor', 'aluno']) {
      expect((await enviar('GET', URL, quem)).statusCode, quem).toBe(403);
      expect((await enviar('POST', URL, quem, corpo())).statusCode, quem).toBe(403);
    }
    const criado = await api.criar(URL, 'empresa', corpo());
    esperaMensagem(await enviar('GET', `${URL}/${criado.id}`, 'empresa2'), 404, MSG.naoEncontrado);
    esperaMensagem(
      await enviar('PUT', `${URL}/${criado.id}`, 'empresa2', { ...corpo(), updated_at: criado.updated_at }),
      404,
      MSG.naoEncontrado,
    );
    expect((await api.json(URL, 'empresa2')).itens.map((i: { id: string }) => i.id)).not.toContain(criado.id);
    esperaMensagem(await enviar('POST', URL, 'empresa2', corpo({ empresa_id: api.ids.vv })), 403, MSG.outraEmpresa);
    expect((await enviar('GET', `${URL}/${ID_INEXISTENTE}`, 'empresa')).statusCode).toBe(404);
  });

  it('400 com a mensagem de cada campo; datas conferidas no dia da rede', async () => {
    esperaCampos(
      await enviar(
        'POST',
        URL,
        'empresa',
        corpo({ titulo: '', descoberto_em: '', medidas: '', quantidade_afetados: -1, status: 'talvez' }),
      ),
      {
        titulo: MSG.titulo,
        descoberto_em: MSG.descobertoEm,
        medidas: MSG.medidas,
        quantidade_afetados: MSG.quantidade,
        status: MSG.status,
      },
    );
    esperaCampos(await enviar('POST', URL, 'empresa', corpo({ status: 'comunicado' })), { comunicado_em: MSG.comunicadoEm });
    const hoje = await hojeNaEmpresa(api.db, api.ids.vv);
    esperaCampos(await enviar('POST', URL, 'empresa', corpo({ descoberto_em: somarDias(hoje, 1) })), {
      descoberto_em: MSG.descobertoFuturo,
    });
    esperaCampos(await enviar('POST', URL, 'empresa', corpo({ status: 'comunicado', comunicado_em: '2026-03-05' })), {
      comunicado_em: MSG.comunicadoAntes,
    });
  });

  it('o prazo é o 3º dia útil depois da descoberta, e os modelos de comunicação saem do incidente', async () => {
    // Friday 6 March 2026: Monday, Tuesday, Wednesday.
    const i = await api.criar(URL, 'empresa', corpo());
    expect(i).toMatchObject({ prazo_comunicacao: '2026-03-11', status: 'aberto', situacao_prazo: 'vencido' });
    expect(i.modelos.anpd).toContain(`Controlador: ${DEMO.valeVerde}`);
    expect(i.modelos.anpd).toContain('Data em que o controlador tomou conhecimento: 06/03/2026');
    expect(i.modelos.anpd).toContain('Prazo de comunicação (3 dias úteis): 11/03/2026');
    expect(i.modelos.anpd).toContain('(cerca de 64 pessoas)');
    expect(i.modelos.familias).toContain('Prezadas famílias');
    expect(i.modelos.familias).toContain('Nome do aluno, nome e telefone do responsável.');
    // No notice published: the encarregado is left to fill in.
    expect(i.modelos.familias).toContain('[nome do encarregado]');

    // Found the Friday before Carnaval (16 and 17 February 2026): the holidays do not count.
    const carnaval = await api.criar(URL, 'empresa', corpo({ descoberto_em: '2026-02-13' }));
    expect(carnaval.prazo_comunicacao).toBe(prazoDoIncidente('2026-02-13', new Set(['2026-02-16', '2026-02-17'])));
    expect(carnaval.prazo_comunicacao).toBe('2026-02-20');

    const comunicado = await enviar('PUT', `${URL}/${i.id}`, 'empresa', {
      ...corpo({ status: 'comunicado', comunicado_em: '2026-03-09' }),
      updated_at: i.updated_at,
    });
    expect(comunicado.statusCode, comunicado.body).toBe(200);
    expect(comunicado.json()).toMatchObject({ status: 'comunicado', comunicado_em: '2026-03-09', situacao_prazo: null });
    esperaMensagem(await enviar('PUT', `${URL}/${i.id}`, 'empresa', { ...corpo(), updated_at: i.updated_at }), 409, MSG.conflito);
    const lista = await api.json(`${URL}?busca=fornecedor`, 'empresa');
    expect(lista.total).toBeGreaterThanOrEqual(2);
  });
});
