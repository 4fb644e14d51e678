import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format';
import type { Dashboard } from '../api/carregar-dashboard';

/**
 * The bars themselves: the only module that imports recharts, loaded lazily by
 * grafico-alunos.tsx so the chart library is fetched only where a chart is drawn.
 */
export default function BarrasAlunos({ itens }: { itens: NonNullable<Dashboard['graficos']>['alunos_por_escola'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={itens} layout="vertical" margin={{ left: 8, right: 16, top: 4, bottom: 4 }}>
        <CartesianGrid horizontal={false} stroke="var(--color-slate-200)" />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={{ fill: 'var(--color-slate-600)', fontSize: 12 }}
          stroke="var(--color-slate-300)"
        />
        <YAxis
          type="category"
          dataKey="escola"
          width={180}
          tick={{ fill: 'var(--color-slate-700)', fontSize: 12 }}
          stroke="var(--color-slate-300)"
        />
        <Tooltip
          formatter={(v) => [formatNumber(Number(v)), 'Alunos']}
          contentStyle={{
            background: 'var(--color-white)',
            border: '1px solid var(--color-slate-200)',
            color: 'var(--color-slate-900)',
          }}
          cursor={{ fill: 'var(--color-slate-100)' }}
        />
        <Bar dataKey="alunos" fill="var(--color-blue-600)" radius={[0, 4, 4, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
