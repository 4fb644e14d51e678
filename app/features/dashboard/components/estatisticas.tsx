import { BookOpen, GraduationCap, School, TrendingUp } from 'lucide-react';
import type { TipoUsuario } from '../../../../domain/roles';
import { StatCard } from '../../../components/stat-card';
import { formatNumber } from '../../../lib/format';
import type { Dashboard } from '../api/carregar-dashboard';

/**
 * The four cards' labels by whose scope they count: the network's for the
 * secretaria and the platform, the linked schools for a gestor, the classes for a professor.
 */
const ROTULOS: Record<Exclude<TipoUsuario, 'aluno'>, { alunos: string; escolas: string; disciplinas: string; taxa: string }> = {
  administrador: {
    alunos: 'Total de Alunos',
    escolas: 'Escolas Cadastradas',
    disciplinas: 'Disciplinas Ativas',
    taxa: 'Taxa de Aprovação',
  },
  empresa: {
    alunos: 'Total de Alunos',
    escolas: 'Escolas Cadastradas',
    disciplinas: 'Disciplinas Ativas',
    taxa: 'Taxa de Aprovação',
  },
  gestor: {
    alunos: 'Alunos nas Minhas Escolas',
    escolas: 'Minhas Escolas',
    disciplinas: 'Disciplinas Ativas',
    taxa: 'Taxa de Aprovação',
  },
  professor: {
    alunos: 'Alunos nas Minhas Turmas',
    escolas: 'Escolas em que Leciono',
    disciplinas: 'Disciplinas das Minhas Turmas',
    taxa: 'Aprovação nas Minhas Turmas',
  },
};

/** The four summary cards, counted from the user's scope. */
export function Estatisticas({
  dados,
  tipo,
}: {
  dados: NonNullable<Dashboard['estatisticas']>;
  tipo: Exclude<TipoUsuario, 'aluno'>;
}) {
  const taxa = dados.taxa_aprovacao;
  const r = ROTULOS[tipo];
  return (
    <section aria-label="Estatísticas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={r.alunos} value={formatNumber(dados.alunos)} icon={GraduationCap} />
      <StatCard label={r.escolas} value={formatNumber(dados.escolas)} icon={School} />
      <StatCard label={r.disciplinas} value={formatNumber(dados.disciplinas)} icon={BookOpen} />
      <StatCard
        label={r.taxa}
        value={taxa === null ? '—' : `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(taxa)}%`}
        icon={TrendingUp}
        hint={taxa === null ? 'Sem notas finais lançadas ainda' : undefined}
      />
    </section>
  );
}
