import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { NOME_BACKUP } from '../../domain/backup';
import { loadConfig } from '../config';
import { SEM_AUTORIA, auditar } from '../services/auditoria';
import { BackupNaoAssinado } from '../services/backup';
import { comBackups, falhar } from './backup-db';

/**
 * npm run restore -- <arquivo> [--sim] [--aceitar-nao-assinado]
 * Restores a backup file (a path, or the name of one in DATA_DIR/backups) after confirmation:
 * typed on a terminal, or --sim when there is none. The file is checked whole first; a bad or
 * tampered one is refused with nothing changed. A backup this installation did not sign (older
 * versions, another installation) is refused unless --aceitar-nao-assinado; both are audited.
 * Every session ends (everyone signs in again).
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { sim: { type: 'boolean', default: false }, 'aceitar-nao-assinado': { type: 'boolean', default: false } },
  });
  const alvo = positionals[0];
  if (!alvo) {
    console.error('Uso: npm run restore -- <arquivo-de-backup> [--sim] [--aceitar-nao-assinado]');
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
    const resposta = await rl.question(
      `Restaurar ${path.basename(arquivo)}? Todos os dados atuais serão substituídos. Digite RESTAURAR para confirmar: `,
    );
    rl.close();
    if (resposta.trim() !== 'RESTAURAR') {
      console.error('Restauração cancelada.');
      process.exit(1);
    }
  }

  const confirmarNaoAssinado = values['aceitar-nao-assinado'];
  const feito = await comBackups(
    async (backups) => {
      const entidade_id = path.basename(arquivo);
      try {
        const r = await backups.restaurar(fs.createReadStream(arquivo), { confirmarNaoAssinado });
        await auditar(backups.database.db, SEM_AUTORIA, {
          acao: 'restaurar',
          entidade: 'backup',
          entidade_id,
          depois: { ...r, origem: 'cli', ...(r.assinatura === 'valida' ? {} : { confirmado_sem_assinatura: true }) },
        });
        return r;
      } catch (err) {
        if (!(err instanceof BackupNaoAssinado)) throw err;
        await auditar(backups.database.db, SEM_AUTORIA, {
          acao: 'restauracao_recusada',
          entidade: 'backup',
          entidade_id,
          depois: { assinatura: err.assinatura, origem: 'cli' },
        });
        throw new BackupNaoAssinado(
          err.assinatura,
          `${err.message}\nPara restaurar mesmo assim, repita com --aceitar-nao-assinado.`,
        );
      }
    },
    { migrar: true },
  );
  console.log(
    `Backup de ${feito.criado_em} restaurado: ${feito.tabelas} tabelas, ${feito.linhas} linhas, ${feito.arquivos} arquivos. Todas as sessões foram encerradas.`,
  );
  if (feito.assinatura !== 'valida')
    console.log(
      'O backup não tinha a assinatura desta instalação e foi restaurado por --aceitar-nao-assinado (registrado na auditoria).',
    );
}

main().catch(falhar);
