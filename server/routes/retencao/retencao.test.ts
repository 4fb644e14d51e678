import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { esperaCampos, esperaMensagem } from '../../../test/esperas';
import { ultimaAuditoria } from '../../../test/registros';
import { auditoria } from '../../db/schema';
import { CONFLITO } from '../../../domain/academico/campos';

const api = prepararApi();

describe('/api/retencao', () => {
  it('pede sessão; lê quem lê privacidade (não o professor nem o aluno)', async () => {
    expect((await api.enviar('GET', '/api/retencao')).statusCode).toBe(401);
    expect((await api.enviar('GET', '/api/retencao', 'professor')).statusCode).toBe(403);
    expect((await api.enviar('GET', '/api/retencao', 'aluno')).statusCode).toBe(403);
  });

  it('sem nada salvo, mostra os prazos legais padrão da rede de quem pede', async () => {
    expect(await api.json('/api/retencao', 'gestor')).toEqual({
      empresa_id: api.ids.vv,
      diario_classe_anos: 5,
      documentos_emitidos_anos: 5,
      updated_at: null,
    });
  });

  it('outra rede: não existe para a leitura (404) e é recusada na escrita (403)', async () => {
    expect((await api.enviar('GET', `/api/retencao?empresa_id=${api.ids.sa}`, 'empresa')).statusCode).toBe(404);
    const res = await api.enviar('PUT', `/api/retencao?empresa_id=${api.ids.sa}`, 'empresa', {
      diario_classe_anos: 6,
      documentos_emitidos_anos: 5,
      updated_at: null,
    });
    esperaMensagem(res, 403, 'Você não tem permissão para alterar os prazos de guarda desta empresa');
  });

  it('recusa um prazo abaixo do mínimo legal, com a mensagem em cada campo', async () => {
    esperaCampos(
      await api.enviar('PUT', '/api/retencao', 'empresa', {
        diario_classe_anos: 3,
        documentos_emitidos_anos: 0,
        updated_at: null,
      }),
      {
        diario_classe_anos: 'Diários de classe: informe um número inteiro de anos entre 5 e 50',
        documentos_emitidos_anos: 'Documentos emitidos: informe um número inteiro de anos entre 1 e 50',
      },
    );
    expect(
      (
        await api.enviar('PUT', '/api/retencao', 'gestor', {
          diario_classe_anos: 6,
          documentos_emitidos_anos: 5,
          updated_at: null,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a secretaria salva os prazos, registrados na auditoria; a versão velha é recusada', async () => {
    const res = await api.enviar('PUT', '/api/retencao', 'empresa', {
      diario_classe_anos: 8,
      documentos_emitidos_anos: 3,
      updated_at: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ diario_classe_anos: 8, documentos_emitidos_anos: 3, updated_at: expect.any(String) });
    expect(await api.json('/api/retencao', 'empresa')).toMatchObject({ diario_classe_anos: 8, documentos_emitidos_anos: 3 });
    const registro = await ultimaAuditoria(
      api.db,
      and(eq(auditoria.entidade_id, `retencao:${api.ids.vv}`), eq(auditoria.acao, 'atualizar')),
    );
    expect(registro).toMatchObject({ antes: { diario_classe_anos: 5 }, depois: { diario_classe_anos: 8 } });

    esperaMensagem(
      await api.enviar('PUT', '/api/retencao', 'empresa', {
        diario_classe_anos: 9,
        documentos_emitidos_anos: 3,
        updated_at: null,
      }),
      409,
      CONFLITO,
    );
  });
});
