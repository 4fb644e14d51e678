import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { escolas, notificacoes } from '../../server/db/schema';
import { notify } from '../../server/services/notify';
import { prepararApi } from '../api';
import { esperaErro } from '../esperas';
import { PNG_1X1, multipart } from '../multipart';

/**
 * An Idempotency-Key answers a repeat of the same request only (scorecard: docs/security.md): the same
 * method, the same full path (query string included) and the same body. A key reused on another
 * record's URL or with other data is refused (422), never answered with the first result; a key is
 * each user's own, in either network.
 */
const api = prepararApi();

const REUSADA = {
  code: 'IDEMPOTENCY_KEY_REUSED',
  message: 'Esta chave de idempotência já foi usada em outra requisição.',
};

const chave = () => crypto.randomUUID();
const comChave = (key: string) => ({ 'idempotency-key': key });
const ler = (quem: string, id: string, key: string, sufixo = '') =>
  api.enviar('POST', `/api/notificacoes/${id}/ler${sufixo}`, quem, undefined, comChave(key));

/** A fresh unread notification of `usuarioId`, by the id the API lists it with. */
async function novaNotificacao(usuarioId: string, titulo: string): Promise<string> {
  await notify(api.db, [usuarioId], { evento: 'sistema', titulo, mensagem: 'Aviso de teste da chave de idempotência.' });
  const [linha] = await api.db.select().from(notificacoes).where(eq(notificacoes.titulo, titulo));
  return linha!.id;
}

/** Whether the user's own list shows the notification as read. */
async function lida(quem: string, id: string): Promise<boolean> {
  const { itens } = await api.json<{ itens: { id: string; lida: boolean }[] }>('/api/notificacoes', quem);
  const item = itens.find((n) => n.id === id);
  expect(item, `notificação ${id} na lista de ${quem}`).toBeDefined();
  return item!.lida;
}

describe('Idempotency-Key: matched on method, full path and body', () => {
  it('the key of A/ler sent to B/ler is refused (422) and B stays unread; B with its own key is read', async () => {
    const a = await novaNotificacao(api.ids.gestor, 'Chave A do gestor');
    const b = await novaNotificacao(api.ids.gestor, 'Chave B do gestor');
    const key = chave();

    expect((await ler('gestor', a, key)).statusCode).toBe(204);
    const comAChaveDeA = await ler('gestor', b, key);
    esperaErro(comAChaveDeA, 422, REUSADA);
    expect(comAChaveDeA.headers['idempotent-replayed']).toBeUndefined();
    expect(await lida('gestor', a)).toBe(true);
    expect(await lida('gestor', b)).toBe(false);

    const comAPropria = await ler('gestor', b, chave());
    expect(comAPropria.statusCode).toBe(204);
    expect(comAPropria.headers['idempotent-replayed']).toBeUndefined();
    expect(await lida('gestor', b)).toBe(true);
  });

  it('the same request again with its key is still answered with the kept result, without running again', async () => {
    const a = await novaNotificacao(api.ids.gestor, 'Chave repetida do gestor');
    const key = chave();
    expect((await ler('gestor', a, key)).statusCode).toBe(204);
    // Marked unread behind the key's back: a replay does not run the route, so it stays unread.
    await api.db.update(notificacoes).set({ lida: false }).where(eq(notificacoes.id, a));
    const repetida = await ler('gestor', a, key);
    expect(repetida.statusCode).toBe(204);
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect(await lida('gestor', a)).toBe(false);
  });

  it('the query string is part of the path: the same key with another query is refused', async () => {
    const a = await novaNotificacao(api.ids.gestor, 'Chave com query do gestor');
    const key = chave();
    expect((await ler('gestor', a, key, '?origem=sino')).statusCode).toBe(204);
    esperaErro(await ler('gestor', a, key), 422, REUSADA);
    esperaErro(await ler('gestor', a, key, '?origem=pagina'), 422, REUSADA);
    expect((await ler('gestor', a, key, '?origem=sino')).headers['idempotent-replayed']).toBe('true');
  });

  it('the same key and path with another body is refused (422) and creates nothing', async () => {
    const key = chave();
    const primeira = await api.enviar('POST', '/api/escolas', 'empresa', { nome: 'Escola da Chave Única' }, comChave(key));
    expect(primeira.statusCode, primeira.body).toBe(201);
    const outroCorpo = await api.enviar('POST', '/api/escolas', 'empresa', { nome: 'Escola de Outro Corpo' }, comChave(key));
    esperaErro(outroCorpo, 422, REUSADA);
    expect(await api.db.select().from(escolas).where(eq(escolas.nome, 'Escola de Outro Corpo'))).toEqual([]);
    const repetida = await api.enviar('POST', '/api/escolas', 'empresa', { nome: 'Escola da Chave Única' }, comChave(key));
    expect(repetida.statusCode).toBe(201);
    expect(repetida.json().id).toBe(primeira.json().id);
  });

  it('a key is each user’s own: Vale Verde’s gestor and Serra Azul’s empresa use the same one independently', async () => {
    const doGestor = await novaNotificacao(api.ids.gestor, 'Chave compartilhada do gestor');
    const daEmpresa2 = await novaNotificacao(api.ids.empresa2, 'Chave compartilhada da empresa2');
    const key = chave();

    const gestor = await ler('gestor', doGestor, key);
    expect(gestor.statusCode).toBe(204);
    const empresa2 = await ler('empresa2', daEmpresa2, key);
    expect(empresa2.statusCode).toBe(204);
    expect(empresa2.headers['idempotent-replayed']).toBeUndefined();
    expect(await lida('gestor', doGestor)).toBe(true);
    expect(await lida('empresa2', daEmpresa2)).toBe(true);
  });

  it('a file upload cannot be fingerprinted before it runs: a key on it is refused (400), never kept', async () => {
    const { payload, headers } = multipart({
      arquivos: [{ campo: 'arquivo', nome: 'foto.png', tipo: 'image/png', dados: PNG_1X1 }],
    });
    const res = await api.enviar('POST', '/api/perfil/foto', 'gestor', payload, { ...headers, ...comChave(chave()) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty('Idempotency-Key');
    const semChave = await api.enviar('POST', '/api/perfil/foto', 'gestor', payload, headers);
    expect(semChave.statusCode, semChave.body).toBe(200);
  });
});
