import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { avisoPadrao } from '../../../domain/privacidade/aviso-padrao';
import { AVISO_MENSAGENS as MSG } from '../../../domain/schemas/privacidade-aviso';
import { prepararApi } from '../../../test/api';
import { DEMO, ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampos, esperaMensagem } from '../../../test/esperas';
import { auditoria, cienciasAvisoPrivacidade } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;

const textos = (extra: object = {}) => ({
  ...avisoPadrao('Prefeitura Municipal de Vale Verde'),
  encarregado_nome: 'Joana Encarregada',
  encarregado_contato: 'dpo@valeverde.gov.br',
  ...extra,
});

describe('aviso de privacidade: quem alcança', () => {
  it('401 sem sessão; 403 para quem não gerencia; outra rede não é alcançada', async () => {
    expect((await enviar('GET', '/api/privacidade/aviso')).statusCode).toBe(401);
    expect((await enviar('POST', '/api/privacidade/aviso', undefined, textos())).statusCode).toBe(401);
    expect((await enviar('GET', '/api/privacidade/aviso/pendente')).statusCode).toBe(401);
    expect((await enviar('POST', '/api/privacidade/aviso/ciencia', undefined, { versao: 1 })).statusCode).toBe(401);
    for (const quem of ['gestor', 'professor', 'aluno']) {
      expect((await enviar('GET', '/api/privacidade/aviso', quem)).statusCode, quem).toBe(403);
      expect((await enviar('POST', '/api/privacidade/aviso', quem, textos())).statusCode, quem).toBe(403);
    }
    esperaMensagem(
      await enviar('GET', `/api/privacidade/aviso?empresa_id=${api.ids.vv}`, 'empresa2'),
      404,
      MSG.empresaNaoEncontrada,
    );
    esperaMensagem(
      await enviar('POST', '/api/privacidade/aviso', 'empresa2', { ...textos(), empresa_id: api.ids.vv, versao_atual: null }),
      403,
      MSG.outraEmpresa,
    );
  });

  it('400 com a mensagem de cada campo', async () => {
    esperaCampos(
      await enviar('POST', '/api/privacidade/aviso', 'empresa', {
        ...textos(),
        controlador: ' ',
        encarregado_nome: '',
        direitos: '',
        versao_atual: 0,
      }),
      {
        controlador: MSG.controlador,
        encarregado_nome: MSG.encarregadoNome,
        direitos: MSG.secao,
        versao_atual: MSG.versao,
      },
    );
    esperaCampos(await enviar('POST', '/api/privacidade/aviso/ciencia', 'professor', { versao: 'um' }), { versao: MSG.versao });
  });
});

describe('aviso de privacidade: publicar e confirmar a leitura', () => {
  it('sem versão publicada, a rede mostra o texto padrão e ninguém precisa confirmar', async () => {
    const aviso = await api.json('/api/privacidade/aviso', 'empresa');
    expect(aviso).toMatchObject({ versao: null, publicado_em: null, controlador: DEMO.valeVerde, empresa_nome: DEMO.valeVerde });
    expect((await api.json('/api/privacidade/aviso/pendente', 'professor')).aviso).toBeNull();
    esperaMensagem(await enviar('POST', '/api/privacidade/aviso/ciencia', 'professor', { versao: 1 }), 404, MSG.semAviso);
    expect((await api.json(`/api/publico/privacidade/${api.ids.vv}`)).versao).toBeNull();
  });

  it('a empresa publica versões; uma versão velha é recusada (409)', async () => {
    const v1 = await enviar('POST', '/api/privacidade/aviso', 'empresa', { ...textos(), versao_atual: null });
    expect(v1.statusCode, v1.body).toBe(201);
    expect(v1.json()).toMatchObject({ versao: 1, encarregado_nome: 'Joana Encarregada', empresa_id: api.ids.vv });
    esperaMensagem(
      await enviar('POST', '/api/privacidade/aviso', 'empresa', { ...textos(), versao_atual: null }),
      409,
      MSG.versaoNova,
    );
    const [publicada] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'publicar'), eq(auditoria.entidade, 'aviso_privacidade')));
    expect(publicada?.entidade_id).toBe(api.ids.vv);
    // The administrador names the network.
    expect((await enviar('GET', '/api/privacidade/aviso', 'admin')).statusCode).toBe(400);
    expect((await api.json(`/api/privacidade/aviso?empresa_id=${api.ids.vv}`, 'admin')).versao).toBe(1);
  });

  it('cada usuário da rede confirma uma vez por versão (quem, qual, quando, de onde)', async () => {
    const pendente = await api.json('/api/privacidade/aviso/pendente', 'professor');
    expect(pendente.aviso).toMatchObject({ versao: 1, encarregado_nome: 'Joana Encarregada' });
    // Another network's users, and the administradores, have nothing to confirm.
    expect((await api.json('/api/privacidade/aviso/pendente', 'empresa2')).aviso).toBeNull();
    expect((await api.json('/api/privacidade/aviso/pendente', 'admin')).aviso).toBeNull();

    esperaMensagem(await enviar('POST', '/api/privacidade/aviso/ciencia', 'professor', { versao: 2 }), 409, MSG.versaoMudou);
    const ciente = await enviar('POST', '/api/privacidade/aviso/ciencia', 'professor', { versao: 1 });
    expect(ciente.statusCode, ciente.body).toBe(200);
    expect((await api.json('/api/privacidade/aviso/pendente', 'professor')).aviso).toBeNull();
    // Confirming again keeps the first record.
    const denovo = await enviar('POST', '/api/privacidade/aviso/ciencia', 'professor', { versao: 1 });
    expect(denovo.json().ciente_em).toBe(ciente.json().ciente_em);
    const linhas = await api.db
      .select()
      .from(cienciasAvisoPrivacidade)
      .where(eq(cienciasAvisoPrivacidade.usuario_id, api.ids.professor));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ empresa_id: api.ids.vv, versao: 1 });
    expect(linhas[0]!.ip).toBeTruthy();

    // The next version is asked again, once.
    expect(
      (
        await enviar('POST', '/api/privacidade/aviso', 'empresa', {
          ...textos({ encarregado_contato: 'novo@vv.gov.br' }),
          versao_atual: 1,
        })
      ).statusCode,
    ).toBe(201);
    expect((await api.json('/api/privacidade/aviso/pendente', 'professor')).aviso).toMatchObject({
      versao: 2,
      encarregado_contato: 'novo@vv.gov.br',
    });
    expect((await enviar('POST', '/api/privacidade/aviso/ciencia', 'professor', { versao: 2 })).statusCode).toBe(200);
    expect((await api.json('/api/privacidade/aviso/pendente', 'professor')).aviso).toBeNull();
    // An aluno of the network is asked too.
    expect((await api.json('/api/privacidade/aviso/pendente', 'aluno')).aviso?.versao).toBe(2);
  });

  it('a página pública lista as redes ativas e mostra o aviso de cada uma', async () => {
    const redes = await api.json('/api/publico/privacidade');
    expect(redes.itens.map((r: { nome: string }) => r.nome)).toEqual(expect.arrayContaining([DEMO.valeVerde, DEMO.serraAzul]));
    const vv = await api.json(`/api/publico/privacidade/${api.ids.vv}`);
    expect(vv).toMatchObject({ versao: 2, encarregado_nome: 'Joana Encarregada', encarregado_contato: 'novo@vv.gov.br' });
    const sa = await api.json(`/api/publico/privacidade/${api.ids.sa}`);
    expect(sa).toMatchObject({ versao: null, controlador: DEMO.serraAzul });
    esperaMensagem(await enviar('GET', `/api/publico/privacidade/${ID_INEXISTENTE}`), 404, MSG.redeNaoEncontrada);
  });
});
