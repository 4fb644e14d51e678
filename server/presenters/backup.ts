import type { Backup } from '../../domain/schemas/backup';
import type { BackupListado } from '../services/backup';

export function apresentarBackup(b: BackupListado): Backup {
  return { nome: b.nome, tamanho: b.tamanho, criado_em: b.criado_em.toISOString(), origem: b.origem };
}
