import { formatNumber } from '../../../lib/format';
import { type NumerosDaPlataforma, useNumerosDaPlataforma } from '../api/carregar-numeros';

/** The figures worth showing: none while the platform has no student, and no rate before any closed mean. */
function figurasDaPlataforma(n: NumerosDaPlataforma): { value: string; label: string }[] {
  if (!n.alunos) return [];
  const figuras = [
    { value: formatNumber(n.alunos), label: n.alunos === 1 ? 'aluno atendido' : 'alunos atendidos' },
    { value: formatNumber(n.escolas), label: n.escolas === 1 ? 'escola cadastrada' : 'escolas cadastradas' },
    { value: formatNumber(n.professores), label: n.professores === 1 ? 'professor' : 'professores' },
  ];
  if (n.taxa_aprovacao !== null) {
    figuras.push({
      value: `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(n.taxa_aprovacao)}%`,
      label: 'taxa de aprovação',
    });
  }
  return figuras;
}

/**
 * The platform's real figures, counted by the server: nothing at all while they
 * load, fail, or the platform is still empty — never invented numbers.
 */
export function StatsSection() {
  const { data } = useNumerosDaPlataforma();
  const figuras = data ? figurasDaPlataforma(data) : [];
  if (!figuras.length) return null;
  return (
    <section aria-label="Números do sistema" className="border-y border-slate-200 bg-white">
      <dl
        className={`mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 ${figuras.length === 4 ? 'md:grid-cols-4' : 'md:grid-cols-3'}`}
      >
        {figuras.map((figure) => (
          <div key={figure.label} className="flex flex-col items-center text-center">
            <dt className="order-2 mt-1 text-sm text-slate-600">{figure.label}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-blue-700 sm:text-4xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
