import { z } from 'zod';
import { hoje } from '../../domain/academico/campos';
import { FUSOS_HORARIOS, type FusoHorario } from '../../domain/settings';
import type { Db, Tx } from '../db/client';
import { readSetting } from './settings';

const geralSchema = z.object({ timezone: z.enum(FUSOS_HORARIOS).catch('America/Sao_Paulo') });

/** The institution's time zone (Configurações › Geral), São Paulo until one is chosen. */
export async function fusoDaInstituicao(db: Db | Tx): Promise<FusoHorario> {
  return (await readSetting<{ timezone: FusoHorario }>(db, 'geral', geralSchema, { timezone: 'America/Sao_Paulo' })).timezone;
}

/** Today on the institution's calendar, as yyyy-MM-dd. */
export async function hojeNaInstituicao(db: Db | Tx): Promise<string> {
  return hoje(new Date(), await fusoDaInstituicao(db));
}
