import { formatNumber } from '../../../lib/format';
import type { Dashboard } from '../api/carregar-dashboard';
import { Secao, Vazio } from './secao';

/**
 * Active students per school in scope, as a table whose rows are the bars: one list of schools
 * read the same by eye and by screen reader. Plain HTML, not the chart library (about 88 kB
 * compressed that every cold dashboard paid for one horizontal bar per school; issue 25's budget).
 */
export function GraficoAlunos({ dados }: { dados: NonNullable<Dashboard['graficos']> }) {
  const itens = dados.alunos_por_escola;
  const maior = Math.max(1, ...itens.map((i) => i.alunos));
  return (
    <Secao id="dashboard-graficos" titulo="Alunos por escola">
      {itens.length === 0 ? (
        <Vazio>Nenhum aluno ativo nas escolas do seu escopo.</Vazio>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Alunos ativos por escola</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Escola</th>
              <th scope="col">Alunos</th>
            </tr>
          </thead>
          <tbody>
            {itens.map((i) => (
              <tr key={i.escola_id}>
                <th scope="row" className="w-2/5 py-1.5 pr-3 text-left font-normal text-slate-700">
                  <span className="line-clamp-2 break-words">{i.escola}</span>
                </th>
                <td className="py-1.5">
                  <div className="flex items-center gap-2">
                    <div
                      aria-hidden="true"
                      data-barra
                      className="h-5 rounded-r bg-blue-600"
                      style={{ width: `${(i.alunos / maior) * 85}%`, minWidth: i.alunos ? '0.25rem' : 0 }}
                    />
                    <span className="shrink-0 tabular-nums text-slate-800">{formatNumber(i.alunos)}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Secao>
  );
}
