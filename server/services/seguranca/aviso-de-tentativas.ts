import { sql } from 'drizzle-orm';
import { BLOQUEIO_MINUTOS } from '../../../domain/settings/seguranca';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { enfileirarEmails } from '../entrega/caixa-saida';
import { fusoDaEmpresa } from '../fuso';
import { empresaDoUsuario } from '../identidade';
import { notify } from '../notify';
import { LIMITE_POR_CONTA } from './bloqueio';

const TITULO_AVISO_TENTATIVAS = 'Muitas tentativas de entrada com senha errada na sua conta';

/**
 * Tells the account's owner that the account-wide throttle started (bloqueio.ts): an in-app
 * notification and an e-mail. The e-mail goes out whatever the notification preferences, like
 * the password-reset one: it is about the account's safety, not a school event. Only the owner
 * of the address is told (nobody for an unknown or inactive one, and the answer to the sign-in
 * is the same either way); the times are in the account's network's time zone.
 */
export async function avisarTentativasErradas(db: Db, email: string, quando: Date): Promise<void> {
  const [user] = await db
    .select({ id: usuarios.id, email: usuarios.email, status: usuarios.status })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email}`)
    .limit(1);
  if (!user || user.status !== 'ativo') return;
  const fuso = await fusoDaEmpresa(db, await empresaDoUsuario(db, { id: user.id }));
  const data = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: fuso }).format(
    quando,
  );
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: fuso }).format(quando);
  const mensagem =
    `Houve ${LIMITE_POR_CONTA} tentativas de entrada com senha errada na sua conta, a última em ${data} às ${hora}. ` +
    `Por segurança, quem errou a senha fica impedido de tentar de novo por ${BLOQUEIO_MINUTOS} minutos; ` +
    'você continua entrando normalmente com a sua senha. ' +
    'Se não foi você, alguém pode estar tentando adivinhar a sua senha: troque-a por uma senha forte em Configurações → Meu Perfil ' +
    'e ative a verificação em duas etapas.';
  const link = '/configuracoes/perfil';
  await notify(db, [user.id], { evento: 'sistema', titulo: TITULO_AVISO_TENTATIVAS, mensagem, tipo: 'warning', link });
  await enfileirarEmails(db, [
    {
      para: user.email,
      assunto: TITULO_AVISO_TENTATIVAS,
      texto: `${mensagem}\n\nSe você esqueceu a senha, use "Esqueci minha senha" na tela de entrada.`,
      link,
      evento: 'tentativasDeEntrada',
      usuario_id: user.id,
    },
  ]);
}
