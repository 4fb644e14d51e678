const FIGURES = [
  { value: '2.847', label: 'alunos atendidos' },
  { value: '24', label: 'escolas cadastradas' },
  { value: '156', label: 'disciplinas ativas' },
  { value: '94,2%', label: 'taxa de aprovação' },
];

export function StatsSection() {
  return (
    <section aria-label="Números do sistema" className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="flex flex-col items-center text-center">
            <dt className="order-2 mt-1 text-sm text-slate-600">{figure.label}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-blue-700 sm:text-4xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
