import type { Storage } from '../storage';
import { lerNomeBackup, type Origem } from './manifest';

export interface BackupListado {
  nome: string;
  tamanho: number;
  criado_em: Date;
  origem: Origem;
}

/**
 * The backups are listed from the storage itself, not from a table: a restore replaces every
 * table, and must not make newer backups vanish from the list. Newest first.
 */
export async function listarBackups(storage: Storage): Promise<BackupListado[]> {
  const objetos = await storage.list('gestao-backup-');
  const lista: BackupListado[] = [];
  for (const o of objetos) {
    if (o.chave.includes('/')) continue;
    const info = lerNomeBackup(o.chave);
    if (info) lista.push({ nome: o.chave, tamanho: o.tamanho, ...info });
  }
  return lista.sort((a, b) => b.criado_em.getTime() - a.criado_em.getTime() || b.nome.localeCompare(a.nome));
}
