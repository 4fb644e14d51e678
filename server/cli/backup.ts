import path from 'node:path';
import { SEM_AUTORIA, auditar } from '../services/auditoria';
import { comBackups, falhar } from './backup-db';

/**
 * npm run backup — the same backup as 'Fazer Backup Agora', written to DATA_DIR/backups.
 * Refuses to run against a PGlite folder that a running server holds.
 */
async function main() {
  const criado = await comBackups(
    async (backups, config) => {
      const b = await backups.criar('cli');
      await auditar(backups.database.db, SEM_AUTORIA, {
        acao: 'criar',
        entidade: 'backup',
        entidade_id: b.nome,
        depois: { tamanho: b.tamanho, origem: 'cli' },
      });
      return { ...b, caminho: path.resolve(config.DATA_DIR, 'backups', b.nome) };
    },
    { migrar: false },
  );
  console.log(`Backup criado: ${criado.caminho} (${criado.tamanho} bytes)`);
}

main().catch(falhar);
