import { hashPassword } from 'better-auth/crypto';
import type { TipoUsuario } from '../../domain/roles';
import type { Db, Tx } from '../db/client';
import { contas, usuarios } from '../db/schema';
import { exigirSenhaValida } from './seguranca/senha';

export interface NewUser {
  nome: string;
  email: string;
  senha: string;
  tipo_usuario: TipoUsuario;
  telefone?: string | null;
  empresa_id?: string | null;
  papel_id?: string | null;
  status?: 'ativo' | 'inativo' | 'suspenso';
}

/**
 * Creates the user row and its password credential in one transaction: the sign-in identity
 * and the profile exist together or not at all. The password must meet the current policy
 * (Configurações → Segurança); otherwise a 400 on 'senha'.
 */
export async function createUser(db: Db | Tx, input: NewUser): Promise<typeof usuarios.$inferSelect> {
  await exigirSenhaValida(db, input.senha, { nome: input.nome, email: input.email });
  const hash = await hashPassword(input.senha);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(usuarios)
      .values({
        nome: input.nome,
        email: input.email.trim().toLowerCase(),
        tipo_usuario: input.tipo_usuario,
        telefone: input.telefone ?? null,
        empresa_id: input.empresa_id ?? null,
        papel_id: input.papel_id ?? null,
        status: input.status ?? 'ativo',
        email_verificado: true,
      })
      .returning();
    await tx.insert(contas).values({ accountId: user!.id, providerId: 'credential', userId: user!.id, password: hash });
    return user!;
  });
}
