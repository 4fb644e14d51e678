import { Bell, CalendarDays, Database, type LucideIcon, Palette, Settings, ShieldCheck, User } from 'lucide-react';
import type { ConfigTab } from '../../../../domain/navigation';

/** The settings tabs, in order, with what each one is for. */
export const CONFIG_TAB_INFO: Record<ConfigTab, { label: string; description: string; icon: LucideIcon }> = {
  perfil: {
    label: 'Perfil',
    description: 'Sua foto, seus dados de contato, o seu tema, a troca de senha e a verificação em duas etapas.',
    icon: User,
  },
  sistema: {
    label: 'Sistema',
    description: 'Nome da instituição, ano letivo, contatos, fuso horário, tema e regras escolares.',
    icon: Settings,
  },
  calendario: {
    label: 'Calendário letivo',
    description: 'Início e término do ano letivo, bimestres com prazo de fechamento, feriados, recessos e sábados letivos.',
    icon: CalendarDays,
  },
  customizacao: {
    label: 'Customização',
    description: 'Logotipo, cabeçalho, seções da página inicial, menu lateral e rodapé.',
    icon: Palette,
  },
  notificacoes: { label: 'Notificações', description: 'Quais avisos chegam por e-mail e por SMS.', icon: Bell },
  seguranca: {
    label: 'Segurança',
    description: 'Complexidade de senha, validade da sessão, verificação em duas etapas e auditoria.',
    icon: ShieldCheck,
  },
  backup: { label: 'Backup', description: 'Frequência, retenção e restauração das cópias de segurança.', icon: Database },
};
