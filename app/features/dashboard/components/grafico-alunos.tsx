import { Suspense, lazy } from 'react';
import type { Dashboard } from '../api/carregar-dashboard';
import { Secao, Vazio } from './secao';

// recharts (~370 KB) is fetched only when a chart is drawn, not with every dashboard.
const BarrasAlunos = lazy(() => import('./barras-alunos'));

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
            <Suspense fallback={<div className="h-full w-full animate-pulse rounded-md bg-slate-100" />}>
              <BarrasAlunos itens={itens} />
            </Suspense>
          </div>
          {/* A table does not shrink to sr-only's 1 px (it keeps its content's width) and pushed the
              phone's page sideways; the wrapping div does shrink and clips it. */}
          <div className="sr-only">
            <table>
              <caption>Alunos ativos por escola</caption>
              <thead>
                <tr>
                  <th scope="col">Escola</th>
                  <th scope="col">Alunos</th>
                </tr>
              </thead>
              <tbody>
                {itens.map((i) => (
                  <tr key={i.escola_id}>
                    <td>{i.escola}</td>
                    <td>{i.alunos}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Secao>
  );
}
