import { BookOpen, GraduationCap, School, TrendingUp } from 'lucide-react';
import { StatCard } from '../../../components/stat-card';
import { formatNumber } from '../../../lib/format';
import type { Dashboard } from '../api/get-dashboard';

/** Spec 2 "Dashboard": the four summary cards, counted from the user's scope. */
export function Estatisticas({ dados }: { dados: NonNullable<Dashboard['estatisticas']> }) {
  const taxa = dados.taxa_aprovacao;
  return (
    <section aria-label="Estatísticas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total de Alunos" value={formatNumber(dados.alunos)} icon={GraduationCap} />
      <StatCard label="Escolas Cadastradas" value={formatNumber(dados.escolas)} icon={School} />
      <StatCard label="Disciplinas Ativas" value={formatNumber(dados.disciplinas)} icon={BookOpen} />
      <StatCard
        label="Taxa de Aprovação"
        value={taxa === null ? '—' : `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(taxa)}%`}
        icon={TrendingUp}
        hint={taxa === null ? 'Sem notas finais lançadas ainda' : undefined}
      />
    </section>
  );
}
