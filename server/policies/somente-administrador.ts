import { MENSAGENS_PAPEL } from '../../domain/schemas/papel';

/**
 * The areas only an administrador opens, whatever grants a custom role carries, and the refusal
 * each one answers (declared on the route as `{ permissao, somenteAdministrador }`): the
 * Sistema, Customização and Backup tabs (with the retention of generated reports), the role grid,
 * and the security settings with the audit log and the outbox.
 */
export const RECUSA_SOMENTE_ADMINISTRADOR = {
  backups: 'Acesso restrito a administradores.',
  relatorios: 'Apenas administradores podem acessar a configuração dos relatórios gerados.',
  papeis: MENSAGENS_PAPEL.acessoNegado,
  seguranca: 'Apenas administradores podem acessar as configurações de segurança.',
} as const;
