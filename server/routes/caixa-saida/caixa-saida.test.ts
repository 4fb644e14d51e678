import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caixaSaida, usuarios } from '../../db/schema';
import { notify } from '../../services/notify';
import { prepararApi } from '../../../test/api';
import { esperar } from '../../../test/seguranca';
import { esperaCamposIncluem, esperaMensagem } from '../../../test/esperas';

// No SMTP_URL: e-mails stay in the outbox for the administrador to read.
const api = prepararApi();
const { enviar } = api;

describe('the outbox without SMTP', () => {
  it('keeps e-mails as "retido" and shows them to the administrador, newest first, with filters', async () => {
    const [prof] = await api.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'professor@demo.escola.br'));
    await notify(api.db, [prof!.id], {
      evento: 'reuniaoPais',
      titulo: 'Reunião de pais',
      mensagem: 'Sexta às 19h.\n\nNa quadra.',
      link: '/dashboard',
    });
    await esperar(async () => (await api.db.select().from(caixaSaida).where(eq(caixaSaida.status, 'retido'))).length > 0);

    const lista = await enviar('GET', '/api/caixa-saida', 'admin');
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toMatchObject({ total: 1, pagina: 1, por_pagina: 20 });
    const [item] = lista.json().itens;
    expect(item).toMatchObject({
      canal: 'email',
      para: 'professor@demo.escola.br',
      assunto: 'Reunião de pais',
      status: 'retido',
      evento: 'reuniaoPais',
      enviado_em: null,
    });
    expect(item.texto).toBeUndefined();

    expect((await enviar('GET', '/api/caixa-saida?status=enviado', 'admin')).json().total).toBe(0);
    expect((await enviar('GET', '/api/caixa-saida?canal=email&busca=PROF', 'admin')).json().total).toBe(1);
    expect((await enviar('GET', '/api/caixa-saida?busca=gestor', 'admin')).json().total).toBe(0);

    const detalhe = await enviar('GET', `/api/caixa-saida/${item.id}`, 'admin');
    expect(detalhe.statusCode).toBe(200);
    expect(detalhe.json().texto).toContain('Sexta às 19h.');
    expect(detalhe.json().texto).toContain('Acesse: http://localhost:3000/dashboard');
    expect(detalhe.json().link).toBe('http://localhost:3000/dashboard');
    expect(detalhe.json().html).toContain('<p>Sexta às 19h.</p><p>Na quadra.');
  });

  it('escapes what goes into the HTML', async () => {
    const [row] = await api.db
      .insert(caixaSaida)
      .values({
        canal: 'email',
        para: 'x@teste.br',
        assunto: 'A',
        corpo_texto: '<script>alert(1)</script>',
        link: 'javascript:alert(1)',
        status: 'retido',
      })
      .returning();
    const res = (await enviar('GET', `/api/caixa-saida/${row!.id}`, 'admin')).json();
    expect(res.html).toContain('&lt;script&gt;');
    expect(res.html).not.toContain('<script>');
    expect(res.link).toBeNull();
  });

  it('answers 401, 403 to non-administradores, 404 for an unknown message and 400 for bad filters', async () => {
    expect((await enviar('GET', '/api/caixa-saida')).statusCode).toBe(401);
    const empresa = await api.entrar('empresa@demo.escola.br');
    expect((await enviar('GET', '/api/caixa-saida', empresa)).statusCode).toBe(403);
    const [row] = await api.db.select({ id: caixaSaida.id }).from(caixaSaida).limit(1);
    expect((await enviar('GET', `/api/caixa-saida/${row!.id}`, empresa)).statusCode).toBe(403);
    const unknown = await enviar('GET', '/api/caixa-saida/00000000-0000-4000-8000-000000000000', 'admin');
    esperaMensagem(unknown, 404, 'Mensagem não encontrada.');
    const bad = await enviar('GET', '/api/caixa-saida?status=perdido&pagina=x', 'admin');
    esperaCamposIncluem(bad, { status: 'Situação inválida' });
    expect((await enviar('GET', '/api/caixa-saida/nao-e-id', 'admin')).json().error.fields).toEqual({
      id: 'Identificador inválido',
    });
  });
});
