import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { enfileirarEmails } from '../entrega/caixa-saida';

const REDEFINIR_SENHA_PATH = '/redefinir-senha';

/**
 * 'Esqueci minha senha': the one-time link goes out through the outbox like every other
 * e-mail. Inactive and suspended users get nothing (they could not sign in anyway); the
 * answer to the request is the same for them, for unknown addresses and for everyone else.
 */
export async function enviarLinkDeRedefinicao(
  db: Db,
  baseUrl: string,
  user: { id: string; nome: string; email: string },
  token: string,
): Promise<void> {
  const [row] = await db.select({ status: usuarios.status }).from(usuarios).where(eq(usuarios.id, user.id));
  if (row?.status !== 'ativo') return;
  const link = new URL(`${REDEFINIR_SENHA_PATH}?token=${encodeURIComponent(token)}`, baseUrl).toString();
  await enfileirarEmails(db, [
    {
      para: user.email,
      assunto: 'Redefinição de senha — Gestão Escolar',
      texto: [
        `Olá, ${user.nome}.`,
        'Recebemos um pedido para redefinir a senha da sua conta no Gestão Escolar. Para escolher uma nova senha, abra o link abaixo em até 1 hora. Ele só pode ser usado uma vez.',
        link,
        'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
      ].join('\n\n'),
      evento: 'redefinicaoSenha',
      usuario_id: user.id,
      sensivel: true,
    },
  ]);
}
