import { z } from 'zod';
import { FREQUENCIAS_BACKUP, RETENCOES_BACKUP } from '../backup';

/** A stored backup file. */
export const backupResposta = z.object({
  nome: z.string(),
  tamanho: z.number().int(),
  criado_em: z.string(),
  origem: z.enum(['manual', 'automatico', 'cli']),
});
export type Backup = z.infer<typeof backupResposta>;

/** The automatic backup settings and their version. */
export const configuracaoBackupResposta = z.object({
  automatico: z.boolean(),
  frequencia: z.enum(FREQUENCIAS_BACKUP),
  retencaoDias: z.literal(RETENCOES_BACKUP),
  updated_at: z.string().nullable(),
});

/** The backups tab: the stored files (newest first), the last one, the next automatic run and the settings. */
export const backupsResposta = z.object({
  itens: z.array(backupResposta),
  ultimo: backupResposta.nullable(),
  proximo: z.string().nullable(),
  configuracao: configuracaoBackupResposta,
});
export type Backups = z.infer<typeof backupsResposta>;

/** What a restore brought back. */
export const restauracaoResposta = z.object({
  criado_em: z.string(),
  tabelas: z.number().int(),
  linhas: z.number().int(),
  arquivos: z.number().int(),
  sessao_mantida: z.boolean(),
  /** 'ausente' or 'alheia' when restored on the confirmation for a backup this installation did not sign. */
  assinatura: z.enum(['valida', 'ausente', 'alheia']),
});
export type Restauracao = z.infer<typeof restauracaoResposta>;
