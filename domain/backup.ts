import { z } from 'zod';

/** The 'backup' settings (Configurações → Backup): automatic on, daily, kept 30 days. */
export const FREQUENCIAS_BACKUP = ['diario', 'semanal', 'mensal'] as const;
export type FrequenciaBackup = (typeof FREQUENCIAS_BACKUP)[number];
export const RETENCOES_BACKUP = [7, 30, 90, 365] as const;
export type RetencaoBackup = (typeof RETENCOES_BACKUP)[number];

export const FREQUENCIA_LABEL: Record<FrequenciaBackup, string> = { diario: 'Diário', semanal: 'Semanal', mensal: 'Mensal' };
export const RETENCAO_LABEL: Record<RetencaoBackup, string> = { 7: '7 dias', 30: '30 dias', 90: '90 dias', 365: '1 ano' };

/** How long after the last backup the next automatic one is due. */
const INTERVALO_BACKUP_MS: Record<FrequenciaBackup, number> = {
  diario: 24 * 3600_000,
  semanal: 7 * 24 * 3600_000,
  mensal: 30 * 24 * 3600_000,
};

export interface ConfiguracaoBackup {
  automatico: boolean;
  frequencia: FrequenciaBackup;
  retencaoDias: RetencaoBackup;
}

export const BACKUP_PADRAO: ConfiguracaoBackup = { automatico: true, frequencia: 'diario', retencaoDias: 30 };

export const BACKUP_MENSAGENS = {
  frequencia: 'Frequência inválida',
  retencao: 'Retenção inválida',
  automatico: 'Informe se o backup automático está ligado',
  naoEncontrado: 'Backup não encontrado.',
  confirmacao: 'Confirme a restauração.',
  arquivoAusente: 'Envie o arquivo de backup.',
} as const;

export const configuracaoBackupInput = z.object({
  automatico: z.boolean({ error: BACKUP_MENSAGENS.automatico }),
  frequencia: z.enum(FREQUENCIAS_BACKUP, { error: BACKUP_MENSAGENS.frequencia }),
  retencaoDias: z.union(
    RETENCOES_BACKUP.map((d) => z.literal(d)) as unknown as [
      z.ZodLiteral<7>,
      z.ZodLiteral<30>,
      z.ZodLiteral<90>,
      z.ZodLiteral<365>,
    ],
    {
      error: BACKUP_MENSAGENS.retencao,
    },
  ),
});

/**
 * A backup file's name: made by the server, so a request can only name a backup that the
 * listing shows (no paths, no other files).
 */
export const NOME_BACKUP = /^gestao-backup-\d{8}-\d{6}-\d{3}-(manual|automatico|cli)(-[0-9a-f]{6})?\.tar\.gz$/;

/** The backup file format (docs/running.md, "Backup e restauração"). */
export const FORMATO_BACKUP = 'gestao-escolar-backup';
export const VERSAO_FORMATO_BACKUP = 1;

/** When the next automatic backup is due, given the last one (none: due now). */
export function proximoBackup(ultimo: Date | null, frequencia: FrequenciaBackup): Date {
  return ultimo ? new Date(ultimo.getTime() + INTERVALO_BACKUP_MS[frequencia]) : new Date(0);
}

/**
 * The backups to remove under a retention of `dias`: those older than it, except the newest,
 * which is always kept so a long stop of the server never leaves no backup at all.
 */
export function vencidos<T extends { criado_em: Date }>(backups: readonly T[], dias: number, agora: Date): T[] {
  const ordered = [...backups].sort((a, b) => b.criado_em.getTime() - a.criado_em.getTime());
  const limite = agora.getTime() - dias * 24 * 3600_000;
  return ordered.slice(1).filter((b) => b.criado_em.getTime() < limite);
}
