import type { Readable } from 'node:stream';
import { BACKUP_PADRAO, type ConfiguracaoBackup, configuracaoBackupInput, proximoBackup, vencidos } from '../../../domain/backup';
import type { Database } from '../../db/client';
import { readSetting } from '../settings';
import type { Armazenamento } from '../storage';
import { type ChaveDeBackup, chaveDeBackup } from './assinatura';
import { type BackupCriado, criarBackup } from './create';
import { type BackupListado, listarBackups } from './list';
import type { Origem } from './manifest';
import { type Restauracao, restaurarBackup } from './restore';

export { AssinaturaInvalida, BackupInvalido } from './archive';
export { BackupNaoAssinado } from './restore';
export { BackupEmAndamento } from './create';
export type { BackupCriado, BackupListado, Restauracao };

/**
 * Backups of one app: making, listing, removing and restoring them, one at a time in this
 * process (a second request waits for the first), plus the automatic schedule.
 */
export class Backups {
  private fila: Promise<unknown> = Promise.resolve();
  private readonly chave: ChaveDeBackup;

  /** `segredo`: the installation's secret (lib/secret.ts), from which the signing key is derived. */
  constructor(
    readonly database: Database,
    readonly armazenamento: Armazenamento,
    segredo: string,
  ) {
    this.chave = chaveDeBackup(segredo);
  }

  private umDeCadaVez<T>(work: () => Promise<T>): Promise<T> {
    const run = this.fila.then(work, work);
    this.fila = run.catch(() => undefined);
    return run;
  }

  configuracao(): Promise<ConfiguracaoBackup> {
    return readSetting(this.database.db, 'backup', configuracaoBackupInput, BACKUP_PADRAO);
  }

  listar(): Promise<BackupListado[]> {
    return listarBackups(this.armazenamento.backups);
  }

  criar(origem: Origem, agora?: Date, travaAutomatica = false): Promise<BackupCriado> {
    return this.umDeCadaVez(() =>
      criarBackup(this.database, this.armazenamento, { origem, chave: this.chave, agora, travaAutomatica }),
    );
  }

  /** Refuses (BackupNaoAssinado) a backup this installation did not sign unless `confirmarNaoAssinado`. */
  restaurar(origem: Readable, opts: { sessaoId?: string; confirmarNaoAssinado?: boolean } = {}): Promise<Restauracao> {
    return this.umDeCadaVez(() => restaurarBackup(this.database, this.armazenamento, origem, { ...opts, chave: this.chave }));
  }

  async abrir(nome: string): Promise<Readable | null> {
    const existe = (await this.listar()).some((b) => b.nome === nome);
    return existe ? this.armazenamento.backups.read(nome) : null;
  }

  async remover(nome: string): Promise<boolean> {
    const existe = (await this.listar()).some((b) => b.nome === nome);
    if (existe) await this.armazenamento.backups.remove(nome);
    return existe;
  }

  /** Removes the backups past the retention (never the newest); returns their names. */
  async aplicarRetencao(agora = new Date()): Promise<string[]> {
    const { retencaoDias } = await this.configuracao();
    const remover = vencidos(await this.listar(), retencaoDias, agora);
    for (const b of remover) await this.armazenamento.backups.remove(b.nome);
    return remover.map((b) => b.nome);
  }

  /**
   * One tick of the schedule: with automatic backups on and one due (a frequency interval after
   * the newest backup of any origin), makes it; then applies the retention.
   */
  async executarAgendado(agora = new Date()): Promise<BackupCriado | null> {
    const cfg = await this.configuracao();
    let criado: BackupCriado | null = null;
    if (cfg.automatico) {
      const ultimo = (await this.listar())[0]?.criado_em ?? null;
      if (proximoBackup(ultimo, cfg.frequencia) <= agora) {
        criado = await this.umDeCadaVez(async () => {
          // Re-checked inside the queue: a backup made meanwhile counts.
          const recente = (await this.listar())[0]?.criado_em ?? null;
          if (proximoBackup(recente, cfg.frequencia) > agora) return null;
          return criarBackup(this.database, this.armazenamento, {
            origem: 'automatico',
            chave: this.chave,
            agora,
            travaAutomatica: true,
          });
        });
      }
    }
    await this.aplicarRetencao(agora);
    return criado;
  }
}
