import { dateTime, relativeTime } from '../../../lib/format';
import type { Dashboard } from '../api/carregar-dashboard';
import { Secao, Vazio } from './secao';

/** Recent activity as the server wrote it: one sentence with who and what, and when. */
export function Atividades({ itens }: { itens: NonNullable<Dashboard['atividades']> }) {
  return (
    <Secao id="dashboard-atividades" titulo="Atividades Recentes">
      {itens.length === 0 ? (
        <Vazio>Nenhuma atividade registrada ainda.</Vazio>
      ) : (
        <ul className="divide-y divide-slate-100">
          {itens.map((a) => (
            <li key={a.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
              <p className="min-w-0 text-slate-900">{a.texto}</p>
              <time dateTime={a.created_at} title={dateTime(a.created_at)} className="shrink-0 text-xs text-slate-600">
                {relativeTime(a.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Secao>
  );
}
