import { descricaoAtividade } from '../../../../domain/dashboard';
import { dateTime, relativeTime } from '../../../lib/format';
import type { Dashboard } from '../api/get-dashboard';
import { Secao, Vazio } from './secao';

export function Atividades({ itens, mostrarQuem }: { itens: NonNullable<Dashboard['atividades']>; mostrarQuem: boolean }) {
  return (
    <Secao id="dashboard-atividades" titulo="Atividades Recentes">
      {itens.length === 0 ? (
        <Vazio>Nenhuma atividade registrada ainda.</Vazio>
      ) : (
        <ul className="divide-y divide-slate-100">
          {itens.map((a) => (
            <li key={a.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="text-slate-900">{descricaoAtividade(a.acao, a.entidade)}</p>
                {mostrarQuem && a.usuario_email ? <p className="truncate text-xs text-slate-600">{a.usuario_email}</p> : null}
              </div>
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
