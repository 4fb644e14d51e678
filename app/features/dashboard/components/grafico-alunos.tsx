import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format';
import type { Dashboard } from '../api/get-dashboard';
import { Secao, Vazio } from './secao';

/** Active students per school in scope; the same figures as a table for screen readers. */
export function GraficoAlunos({ dados }: { dados: NonNullable<Dashboard['graficos']> }) {
  const itens = dados.alunos_por_escola;
  return (
    <Secao id="dashboard-graficos" titulo="Alunos por escola">
      {itens.length === 0 ? (
        <Vazio>Nenhum aluno ativo nas escolas do seu escopo.</Vazio>
      ) : (
        <>
          <div aria-hidden="true" className="h-64 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart accessibilityLayer={false} data={itens} layout="vertical" margin={{ left: 8, right: 16, top: 4, bottom: 4 }}>
                <CartesianGrid horizontal={false} stroke="var(--color-slate-200)" />
                <XAxis type="number" allowDecimals={false} tick={{ fill: 'var(--color-slate-600)', fontSize: 12 }} stroke="var(--color-slate-300)" />
                <YAxis type="category" dataKey="escola" width={180} tick={{ fill: 'var(--color-slate-700)', fontSize: 12 }} stroke="var(--color-slate-300)" />
                <Tooltip
                  formatter={(v) => [formatNumber(Number(v)), 'Alunos']}
                  contentStyle={{ background: 'var(--color-white)', border: '1px solid var(--color-slate-200)', color: 'var(--color-slate-900)' }}
                  cursor={{ fill: 'var(--color-slate-100)' }}
                />
                <Bar dataKey="alunos" fill="var(--color-blue-600)" radius={[0, 4, 4, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
            <caption>Alunos ativos por escola</caption>
            <thead>
              <tr><th scope="col">Escola</th><th scope="col">Alunos</th></tr>
            </thead>
            <tbody>
              {itens.map((i) => (
                <tr key={i.escola_id}><td>{i.escola}</td><td>{i.alunos}</td></tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Secao>
  );
}
