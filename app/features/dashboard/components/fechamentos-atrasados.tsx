import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '../api/carregar-dashboard';
import { Secao, Vazio } from './secao';

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/** Class × subject × bimestre past the closing deadline without a finalized closing (gestor, professor). */
export function FechamentosAtrasados({ dados }: { dados: NonNullable<Dashboard['fechamentos_atrasados']> }) {
  return (
    <Secao id="dashboard-fechamentos-atrasados" titulo={`Fechamentos atrasados${dados.total ? ` (${dados.total})` : ''}`}>
      {dados.itens.length === 0 ? (
        <Vazio>Nenhum fechamento atrasado.</Vazio>
      ) : (
        <ul className="grid gap-3">
          {dados.itens.map((f) => (
            <li key={`${f.turma_id}:${f.disciplina_id}:${f.bimestre}`} className="flex gap-3 text-sm">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
              <div className="min-w-0">
                <Link
                  to={`/escola/${f.escola_id}/turma/${f.turma_id}/fechamento-bimestral`}
                  className="font-medium text-slate-900 underline-offset-4 hover:underline"
                >
                  {f.turma} — {f.disciplina}
                </Link>
                <p className="text-slate-700">
                  {f.bimestre}º bimestre · prazo {dataBr(f.prazo)}
                </p>
              </div>
            </li>
          ))}
          {dados.total > dados.itens.length ? (
            <li className="text-xs text-slate-600">E mais {dados.total - dados.itens.length}.</li>
          ) : null}
        </ul>
      )}
    </Secao>
  );
}
