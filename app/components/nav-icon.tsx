import {
  Bell,
  BookOpen,
  Building2,
  Circle,
  ClipboardCheck,
  Database,
  FileChartColumn,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  Palette,
  School,
  Settings,
  Shield,
  ShieldCheck,
  User,
  Users,
  UsersRound,
} from 'lucide-react';

/** Icon names as written in domain/navigation.ts (lucide's kebab-case names). */
const ICONS: Record<string, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  users: Users,
  'building-2': Building2,
  school: School,
  'users-round': UsersRound,
  'book-open': BookOpen,
  'clipboard-check': ClipboardCheck,
  'graduation-cap': GraduationCap,
  'file-bar-chart': FileChartColumn,
  shield: Shield,
  'shield-check': ShieldCheck,
  user: User,
  bell: Bell,
  settings: Settings,
  palette: Palette,
  database: Database,
};

export function NavIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon aria-hidden="true" className={className} />;
}
