import type { ConfiguracaoSeguranca } from '../../../domain/settings/seguranca';
import { SEGURANCA_PADRAO, segurancaSchema } from '../../../domain/settings/seguranca';
import type { Db, Tx } from '../../db/client';
import { readSettingVersioned } from '../setting-version';

export const CHAVE_SEGURANCA = 'seguranca';

export async function lerSeguranca(db: Db | Tx): Promise<ConfiguracaoSeguranca> {
  return (await readSettingVersioned(db, CHAVE_SEGURANCA, segurancaSchema, SEGURANCA_PADRAO)).valor;
}
