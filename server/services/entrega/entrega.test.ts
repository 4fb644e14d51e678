import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { caixaSaida, notificacoes, usuarios } from '../../db/schema';
import { notify } from '../notify';
import { createTestApp } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { esperar } from '../../../test/seguranca';
import { servidorSmtp } from '../../../test/smtp';

type Smtp = Awaited<ReturnType<typeof servidorSmtp>>;
let smtp: Smtp;
const api = prepararApi({
  env: async () => {
    smtp = await servidorSmtp();
    return { SMTP_URL: smtp.url, MAIL_FROM: 'Escola Teste <nao-responda@escola.test>' };
  },
});
const { enviar, ids } = api;
afterAll(() => smtp.fechar());

const linhasDe = (usuarioId: string) => api.db.select().from(caixaSaida).where(eq(caixaSaida.usuario_id, usuarioId));

describe('notify: in-app notification and, by the user’s toggles, e-mail over SMTP', () => {
  it('creates the in-app notification and delivers the e-mail through the SMTP server, with the absolute link', async () => {
    await notify(api.db, [ids.professor], {
      evento: 'notasLancadas',
      titulo: 'Notas lancadas: Matematica',
      mensagem: 'As notas do 1o bimestre foram lancadas.',
      link: '/escola/x/turma/y/notas',
    });
    const [inApp] = await api.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.usuario_id, ids.professor), eq(notificacoes.titulo, 'Notas lancadas: Matematica')));
    expect(inApp).toMatchObject({ titulo: 'Notas lancadas: Matematica', link: '/escola/x/turma/y/notas', lida: false });

    const email = await esperar(async () => smtp.recebidos.find((m) => m.para.includes('professor@demo.escola.br')));
    expect(email.de).toBe('nao-responda@escola.test');
    expect(email.texto).toContain('Subject: Notas lancadas: Matematica');
    expect(email.texto).toContain('As notas do 1o bimestre foram lancadas.');
    expect(email.texto).toContain('http://localhost:3000/escola/x/turma/y/notas');
    const [row] = await esperar(async () => {
      const rows = await linhasDe(ids.professor);
      return rows[0]?.status === 'enviado' ? rows : null;
    });
    expect(row).toMatchObject({
      canal: 'email',
      para: 'professor@demo.escola.br',
      evento: 'notasLancadas',
      tentativas: 1,
      erro: null,
    });
    expect(row!.enviado_em).toBeInstanceOf(Date);
  });

  it('sends no e-mail to a user whose toggle is off, and still notifies in the app', async () => {
    const cookie = await api.entrar('gestor@demo.escola.br');
    const atual = (await enviar('GET', '/api/configuracoes/notificacoes', cookie)).json();
    expect(
      (await enviar('PUT', '/api/configuracoes/notificacoes', cookie, { ...atual, emailFaltasExcessivas: false })).statusCode,
    ).toBe(200);
    await notify(api.db, [ids.gestor, ids.empresa], {
      evento: 'faltasExcessivas',
      titulo: 'Faltas',
      mensagem: 'Aluno acima do limite.',
    });
    expect(
      await api.db
        .select()
        .from(notificacoes)
        .where(and(eq(notificacoes.usuario_id, ids.gestor), eq(notificacoes.titulo, 'Faltas'))),
    ).toHaveLength(1);
    expect(await linhasDe(ids.gestor)).toHaveLength(0);
    expect(await linhasDe(ids.empresa)).toHaveLength(1);
  });

  it("'sistema' events stay in the app", async () => {
    await notify(api.db, [ids.aluno], { evento: 'sistema', titulo: 'Sistema atualizado', mensagem: 'Nova versão.' });
    expect(await linhasDe(ids.aluno)).toHaveLength(0);
  });

  it('an emergency goes by SMS to users who opted in and have a phone, through the logging provider', async () => {
    const cookie = await api.entrar('admin@demo.escola.br');
    const atual = (await enviar('GET', '/api/configuracoes/notificacoes', cookie)).json();
    expect(atual.telefone_cadastrado).toBe(true);
    await enviar('PUT', '/api/configuracoes/notificacoes', cookie, { ...atual, smsEmergencia: true });
    await notify(api.db, [ids.admin, ids.empresa2], {
      evento: 'emergencia',
      titulo: 'Emergência',
      mensagem: 'Escola fechada hoje.',
    });
    const [sms] = await esperar(async () => {
      const rows = await linhasDe(ids.admin);
      return rows[0]?.status === 'enviado' ? rows : null;
    });
    expect(sms).toMatchObject({ canal: 'sms', para: '(11) 4002-8922', corpo_texto: 'Emergência: Escola fechada hoje.' });
    // SMS is off by default.
    expect((await linhasDe(ids.empresa2)).filter((r) => r.canal === 'sms')).toHaveLength(0);
  });
});

describe('when the mail server refuses or is away', () => {
  it('the caller is not affected; the message is retried later with the error kept', async () => {
    const recusa = await servidorSmtp({ recusar: true });
    const outro = await createTestApp({ SMTP_URL: recusa.url });
    try {
      const [prof] = await outro.database.db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(eq(usuarios.email, 'professor@demo.escola.br'));
      await expect(
        notify(outro.database.db, [prof!.id], { evento: 'relatorios', titulo: 'Relatório pronto', mensagem: 'Boletim gerado.' }),
      ).resolves.toBeUndefined();
      const row = await esperar(async () => {
        const [r] = await outro.database.db.select().from(caixaSaida).where(eq(caixaSaida.usuario_id, prof!.id));
        return r?.erro ? r : null;
      });
      expect(row).toMatchObject({ status: 'pendente', tentativas: 1 });
      expect(row.erro).toMatch(/Caixa cheia/);
      expect(row.proxima_tentativa.getTime()).toBeGreaterThan(Date.now() + 20_000);
    } finally {
      await outro.close();
      await recusa.fechar();
    }
  });
});
