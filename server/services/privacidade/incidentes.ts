import { eq } from 'drizzle-orm';
import { feriadosNacionais } from '../../../domain/calendario';
import type { DataIso } from '../../../domain/calendario/tipos';
import { prazoDoIncidente } from '../../../domain/privacidade/prazos';
import type { Db, Tx } from '../../db/client';
import { empresas } from '../../db/schema';
import { carregarCalendario } from '../calendario';

/** A school recess or holidays: the schools are closed, the secretaria (which answers to the ANPD) is not. */
const RECESSO = /recesso|f[ée]rias/i;

/**
 * The days off that do not count toward an incident's 3 business days: the national holidays and the
 * network's own non-school days of its calendar (a municipal holiday), but not its school recesses,
 * in the year it was found and the next (a deadline can cross New Year).
 */
async function folgasDaRede(db: Db | Tx, empresaId: string, descobertoEm: DataIso): Promise<Set<DataIso>> {
  const ano = Number(descobertoEm.slice(0, 4));
  const folgas = new Set<DataIso>();
  for (const a of [ano, ano + 1]) {
    for (const f of feriadosNacionais(a)) folgas.add(f.data);
    for (const d of (await carregarCalendario(db, empresaId, a)).dias)
      if (d.tipo === 'nao_letivo' && !RECESSO.test(d.descricao)) folgas.add(d.data);
  }
  return folgas;
}

/** The day an incident of the network found on `descobertoEm` must be told by. */
export async function prazoDeComunicacao(db: Db | Tx, empresaId: string, descobertoEm: DataIso): Promise<DataIso> {
  return prazoDoIncidente(descobertoEm, await folgasDaRede(db, empresaId, descobertoEm));
}

/** The network's name, as the notices are signed. */
export async function nomeDaRede(db: Db | Tx, empresaId: string): Promise<string> {
  const [empresa] = await db.select({ nome: empresas.nome }).from(empresas).where(eq(empresas.id, empresaId));
  return empresa?.nome ?? '';
}
