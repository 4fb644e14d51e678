import { type DonoDaSenha, validarSenha } from '../../../domain/password-policy/policy';
import type { Db, Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { lerSeguranca } from './configuracao';

/** The policy message for this password under the current complexity level, or null. */
export async function problemaDaSenha(db: Db | Tx, senha: string, dono: DonoDaSenha): Promise<string | null> {
  const { complexidade } = await lerSeguranca(db);
  return validarSenha(senha, complexidade, dono);
}

/** Refuses (400, on the given field) a password the current policy does not accept. */
export async function exigirSenhaValida(db: Db | Tx, senha: string, dono: DonoDaSenha, campo = 'senha'): Promise<void> {
  const problema = await problemaDaSenha(db, senha, dono);
  if (problema) throw badRequest(problema, { [campo]: problema });
}
