import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { NOME_BACKUP } from '../../domain/backup';
import { loadConfig } from '../config';
import { recordAudit } from '../services/audit';
import { comBackups, falhar } from './backup-db';

/**
 * npm run restore -- <arquivo> [--sim]
 * Restores a backup file (a path, or the name of one in DATA_DIR/backups) after confirmation:
 * typed on a terminal, or --sim when there is none. The file is checked whole first; a bad or
 * tampered one is refused with nothing changed. Every session ends (everyone signs in again).
 */
async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { sim: { type: 'boolean', default: false } } });
  const alvo = positionals[0];
  if (!alvo) {
    console.error('Uso: npm run restore -- <arquivo-de-backup> [--sim]');
    process.exit(1);
  }
  const config = loadConfig();
  const naPasta = path.join(config.DATA_DIR, 'backups', alvo);
  const arquivo = NOME_BACKUP.test(alvo) && fs.existsSync(naPasta) ? naPasta : alvo;
  if (!fs.existsSync(arquivo) || !fs.statSync(arquivo).isFile()) {
    console.error(`Arquivo não encontrado: ${path.resolve(arquivo)}`);
    process.exit(1);
  }

  if (!values.sim) {
    if (!process.stdin.isTTY) {
      console.error('Sem terminal para confirmar: repita com --sim para restaurar.');
      process.exit(1);
    }
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    const resposta = await rl.question(`Restaurar ${path.basename(arquivo)}? Todos os dados atuais serão substituídos. Digite RESTAURAR para confirmar: `);
    rl.close();
    if (resposta.trim() !== 'RESTAURAR') {
      console.error('Restauração cancelada.');
      process.exit(1);
    }
  }

  const feito = await comBackups(async (backups) => {
    const r = await backups.restaurar(fs.createReadStream(arquivo));
    await recordAudit(backups.database.db, { acao: 'restaurar', entidade: 'backup', entidade_id: path.basename(arquivo), depois: { ...r, origem: 'cli' } });
    return r;
  }, { migrar: true });
  console.log(`Backup de ${feito.criado_em} restaurado: ${feito.tabelas} tabelas, ${feito.linhas} linhas, ${feito.arquivos} arquivos. Todas as sessões foram encerradas.`);
}

main().catch(falhar);
