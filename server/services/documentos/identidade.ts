import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { arquivos } from '../../db/schema';
import { idDaUrl } from '../arquivos';
import { lerCustomizacao } from '../customizacao';
import { fusoDaEmpresa } from '../fuso';
import { lerGeral } from '../identidade';
import type { Storage } from '../storage';

/** A logo as pdfmake draws it: a raster image as a data URL, or the (sanitised at upload) SVG text. */
export type LogoDoDocumento = { image: string } | { svg: string };

/** Who a document belongs to: the network's name, its logo and its time zone. */
export interface IdentidadeDoDocumento {
  nomeRede: string;
  logo: LogoDoDocumento | null;
  fuso: string;
}

const LOGO_MAXIMO = 2 * 1024 * 1024;

/**
 * The identity a network's documents carry (the platform's for an administrador): its name from
 * Configurações › Sistema and the logo of its customisation, read from our own storage. A logo that
 * cannot be read leaves the document without one rather than failing it.
 */
export async function carregarIdentidadeDoDocumento(
  db: Db | Tx,
  storage: Storage,
  empresaId: string | null,
): Promise<IdentidadeDoDocumento> {
  const [geral, { customizacao }, fuso] = await Promise.all([
    lerGeral(db, empresaId),
    lerCustomizacao(db, empresaId),
    fusoDaEmpresa(db, empresaId),
  ]);
  return { nomeRede: geral.nomeInstituicao, logo: await lerLogo(db, storage, customizacao.logo.url), fuso };
}

async function lerLogo(db: Db | Tx, storage: Storage, url: string): Promise<LogoDoDocumento | null> {
  const id = idDaUrl(url);
  if (!id) return null;
  const [row] = await db.select().from(arquivos).where(eq(arquivos.id, id));
  if (!row || row.tamanho > LOGO_MAXIMO) return null;
  try {
    const partes: Buffer[] = [];
    for await (const parte of await storage.read(row.chave)) partes.push(parte as Buffer);
    const dados = Buffer.concat(partes);
    if (row.tipo_mime === 'image/svg+xml') return { svg: dados.toString('utf8') };
    if (row.tipo_mime === 'image/png' || row.tipo_mime === 'image/jpeg')
      return { image: `data:${row.tipo_mime};base64,${dados.toString('base64')}` };
    return null;
  } catch {
    return null;
  }
}

/** A moment as the network reads it: '24/11/2026 14:05'. */
export function dataHoraNaRede(instante: Date, fuso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: fuso, dateStyle: 'short', timeStyle: 'short' })
    .format(instante)
    .replace(', ', ' ');
}
