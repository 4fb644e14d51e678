import crypto from 'node:crypto';
import { z } from 'zod';
import { NOME_BACKUP } from '../../../domain/backup';

/**
 * manifest.json, the last entry of a backup (docs/running.md, "Formato do backup"): the
 * format version, the schema version (applied migrations), when and how it was made, and for
 * every table and file its entry name, size and SHA-256.
 */
const sha = z.string().regex(/^[0-9a-f]{64}$/);
const nomeTabela = z.string().regex(/^[a-z_][a-z0-9_]*$/);

export const manifestSchema = z.object({
  formato: z.string(),
  versao_formato: z.number().int(),
  versao_schema: z.array(z.string()),
  criado_em: z.string(),
  origem: z.enum(['manual', 'automatico', 'cli']),
  banco: z.enum(['pglite', 'postgres']),
  tabelas: z.array(
    z.object({
      nome: nomeTabela,
      entrada: z.string(),
      linhas: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256: sha,
      transitoria: z.boolean(),
      colunas: z.array(z.object({ nome: z.string(), tipo: z.string() })),
    }),
  ),
  arquivos: z.array(z.object({ chave: z.string(), entrada: z.string(), bytes: z.number().int().min(0), sha256: sha })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const ENTRADA_MANIFESTO = 'manifest.json';
export const entradaTabela = (nome: string) => `tabelas/${nome}.jsonl`;
export const entradaArquivo = (chave: string) => `arquivos/${chave}`;

export type Origem = Manifest['origem'];

/** gestao-backup-20260301-100000-123-manual-a1b2c3.tar.gz: UTC time, origin, a random tail. */
export function nomeBackup(data: Date, origem: Origem): string {
  const iso = data.toISOString();
  const stamp = `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}-${iso.slice(20, 23)}`;
  return `gestao-backup-${stamp}-${origem}-${crypto.randomBytes(3).toString('hex')}.tar.gz`;
}

/** The date and origin written in a backup's name, or null for a name that is not ours. */
export function lerNomeBackup(nome: string): { criado_em: Date; origem: Origem } | null {
  if (!NOME_BACKUP.test(nome)) return null;
  const m = /^gestao-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})-(manual|automatico|cli)/.exec(nome)!;
  const criado_em = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`);
  return Number.isNaN(criado_em.getTime()) ? null : { criado_em, origem: m[8] as Origem };
}
