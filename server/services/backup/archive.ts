import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { FORMATO_BACKUP, VERSAO_FORMATO_BACKUP } from '../../../domain/backup';
import { chaveValida } from '../storage';
import { type ChaveDeBackup, ENTRADA_ASSINATURA, type EstadoAssinatura, conferirAssinatura } from './assinatura';
import { ENTRADA_MANIFESTO, type Manifest, entradaArquivo, entradaTabela, manifestSchema } from './manifest';

/** A backup refused before anything was changed; the message is for the person restoring. */
export class BackupInvalido extends Error {}

const MENSAGENS_BACKUP = {
  corrompido: 'O arquivo de backup está incompleto ou corrompido (não é um backup válido). Nada foi alterado.',
  semManifesto: 'O arquivo não é um backup do Gestão Escolar (manifest.json ausente). Nada foi alterado.',
  manifestoInvalido: 'O manifesto do backup é inválido. Nada foi alterado.',
  formato: (v: unknown) => `Formato de backup não suportado (${String(v)}). Nada foi alterado.`,
  checksum: (entrada: string) =>
    `A soma de verificação de "${entrada}" não confere: o arquivo foi alterado ou está corrompido. Nada foi alterado.`,
  faltando: (entrada: string) => `O backup está incompleto: falta "${entrada}". Nada foi alterado.`,
  sobrando: (entrada: string) => `O backup contém "${entrada}", que o manifesto não lista. Nada foi alterado.`,
  maisNovo: (tag: string) =>
    `Este backup vem de uma versão mais nova do sistema (migração ${tag} desconhecida). Atualize o sistema antes de restaurá-lo. Nada foi alterado.`,
  assinatura:
    'A assinatura do backup não confere: o manifesto ou o conteúdo foram alterados depois que o backup foi feito. Nada foi alterado.',
} as const;

const ENTRADA_VALIDA = /^(manifest\.json|assinatura\.json|tabelas\/[a-z_][a-z0-9_]*\.jsonl|arquivos\/.+)$/;
const LIMITE_MANIFESTO = 16 * 1024 * 1024;

interface EntradaExtraida {
  caminho: string;
  bytes: number;
  sha256: string;
}

export interface BackupAberto {
  manifest: Manifest;
  entradas: Map<string, EntradaExtraida>;
  /** Whether this installation signed it (a signature of ours that does not hold is refused). */
  assinatura: EstadoAssinatura;
}

/** A backup whose signature is ours but no longer holds: altered after it was made. */
export class AssinaturaInvalida extends BackupInvalido {}

/**
 * Unpacks a backup into `dir` (never outside it: entries are stored under numbered names) and
 * checks it whole before anyone touches the database: gzip and tar intact, the manifest's
 * format, every entry present with its SHA-256, nothing extra, and a schema version this code
 * knows (an older one is fine: the restore maps it onto the current schema), and last the
 * installation's signature (assinatura.ts).
 */
export async function abrirBackup(
  origem: Readable,
  dir: string,
  migracoes: readonly string[],
  chave: ChaveDeBackup,
): Promise<BackupAberto> {
  const entradas = new Map<string, EntradaExtraida>();
  let manifestoBytes: Buffer | null = null;
  let assinaturaBytes: Buffer | null = null;
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const name = header.name;
    const fail = (err: Error) => {
      stream.resume();
      next(err);
    };
    const repetida =
      (name === ENTRADA_MANIFESTO && manifestoBytes !== null) || (name === ENTRADA_ASSINATURA && assinaturaBytes !== null);
    if (header.type !== 'file' || !ENTRADA_VALIDA.test(name) || entradas.has(name) || repetida) {
      return fail(new BackupInvalido(MENSAGENS_BACKUP.sobrando(name)));
    }
    if (name === ENTRADA_MANIFESTO || name === ENTRADA_ASSINATURA) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: unknown) => {
        const chunk = c as Buffer;
        size += chunk.length;
        if (size <= LIMITE_MANIFESTO) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (size > LIMITE_MANIFESTO) return next(new BackupInvalido(MENSAGENS_BACKUP.manifestoInvalido));
        if (name === ENTRADA_MANIFESTO) manifestoBytes = Buffer.concat(chunks);
        else assinaturaBytes = Buffer.concat(chunks);
        next();
      });
      stream.on('error', next);
      return;
    }
    const caminho = path.join(dir, `e-${entradas.size}`);
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    stream.on('data', (c: unknown) => {
      const chunk = c as Buffer;
      hash.update(chunk);
      bytes += chunk.length;
    });
    pipeline(stream, fs.createWriteStream(caminho)).then(
      () => {
        entradas.set(name, { caminho, bytes, sha256: hash.digest('hex') });
        next();
      },
      (err: Error) => next(err),
    );
  });

  try {
    await pipeline(origem, zlib.createGunzip(), extract);
  } catch (err) {
    if (err instanceof BackupInvalido) throw err;
    throw new BackupInvalido(MENSAGENS_BACKUP.corrompido);
  }

  if (manifestoBytes === null) throw new BackupInvalido(MENSAGENS_BACKUP.semManifesto);
  const manifestoLido: Buffer = manifestoBytes;
  let bruto: unknown;
  try {
    bruto = JSON.parse(manifestoLido.toString('utf8'));
  } catch {
    throw new BackupInvalido(MENSAGENS_BACKUP.manifestoInvalido);
  }
  const formato = bruto as { formato?: unknown; versao_formato?: unknown } | null;
  if (formato?.formato !== FORMATO_BACKUP) throw new BackupInvalido(MENSAGENS_BACKUP.semManifesto);
  if (formato.versao_formato !== VERSAO_FORMATO_BACKUP)
    throw new BackupInvalido(MENSAGENS_BACKUP.formato(formato.versao_formato));
  const parsed = manifestSchema.safeParse(bruto);
  if (!parsed.success) throw new BackupInvalido(MENSAGENS_BACKUP.manifestoInvalido);
  const manifest = parsed.data;

  const esperadas = new Map<string, { bytes: number; sha256: string }>();
  for (const t of manifest.tabelas) {
    if (t.entrada !== entradaTabela(t.nome)) throw new BackupInvalido(MENSAGENS_BACKUP.manifestoInvalido);
    esperadas.set(t.entrada, t);
  }
  for (const a of manifest.arquivos) {
    if (!chaveValida(a.chave) || a.entrada !== entradaArquivo(a.chave))
      throw new BackupInvalido(MENSAGENS_BACKUP.manifestoInvalido);
    esperadas.set(a.entrada, a);
  }
  for (const [entrada, esperado] of esperadas) {
    const real = entradas.get(entrada);
    if (!real) throw new BackupInvalido(MENSAGENS_BACKUP.faltando(entrada));
    if (real.sha256 !== esperado.sha256 || real.bytes !== esperado.bytes)
      throw new BackupInvalido(MENSAGENS_BACKUP.checksum(entrada));
  }
  for (const entrada of entradas.keys())
    if (!esperadas.has(entrada)) throw new BackupInvalido(MENSAGENS_BACKUP.sobrando(entrada));

  const conhecidas = new Set(migracoes);
  const desconhecida = manifest.versao_schema.find((tag) => !conhecidas.has(tag));
  if (desconhecida) throw new BackupInvalido(MENSAGENS_BACKUP.maisNovo(desconhecida));

  const assinatura = conferirAssinatura(chave, manifestoLido, assinaturaBytes);
  if (!assinatura) throw new AssinaturaInvalida(MENSAGENS_BACKUP.assinatura);
  return { manifest, entradas, assinatura };
}
