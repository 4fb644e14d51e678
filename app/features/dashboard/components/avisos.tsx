import { AlertTriangle, CircleAlert, Info } from 'lucide-react';
import { Link } from 'react-router';
import { relativeTime } from '../../../lib/format';
import type { Dashboard } from '../api/carregar-dashboard';
import { Secao, Vazio } from './secao';

const ICONE = { warning: AlertTriangle, error: CircleAlert, info: Info } as const;
const COR = { warning: 'text-amber-600', error: 'text-red-600', info: 'text-blue-600' } as const;

export function Avisos({ itens }: { itens: NonNullable<Dashboard['avisos']> }) {
  return (
    <Secao id="dashboard-avisos" titulo="Avisos">
      {itens.length === 0 ? (
        <Vazio>Nenhum aviso no momento.</Vazio>
      ) : (
        <ul className="grid gap-3">
          {itens.map((a) => {
            const Icone = ICONE[a.tipo];
            const titulo = a.link?.startsWith('/') ? (
              <Link to={a.link} className="font-medium text-slate-900 underline-offset-4 hover:underline">
                {a.titulo}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">{a.titulo}</span>
            );
            return (
              <li key={a.id} className="flex gap-3 text-sm">
                <Icone aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${COR[a.tipo]}`} />
                <div className="min-w-0">
                  {titulo}
                  <p className="text-slate-700">{a.mensagem}</p>
                  <p className="text-xs text-slate-600">{relativeTime(a.created_at)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Secao>
  );
}
