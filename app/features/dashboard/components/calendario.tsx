import { eachDayOfInterval, endOfMonth, format, getDay, parseISO, startOfMonth } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { hojeNoFuso } from '../../../lib/format';
import { Secao } from './secao';

const DIAS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** The current month with today marked, in the institution's time zone, and the school year. */
export function Calendario({ anoLetivo }: { anoLetivo: number }) {
  const hoje = hojeNoFuso();
  const referencia = parseISO(hoje);
  const dias = eachDayOfInterval({ start: startOfMonth(referencia), end: endOfMonth(referencia) });
  const vazios = getDay(dias[0]!);
  const mesBruto = format(referencia, "MMMM 'de' yyyy", { locale: ptBR });
  const mes = mesBruto.charAt(0).toUpperCase() + mesBruto.slice(1);

  return (
    <Secao id="dashboard-calendario" titulo="Calendário">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">{mes}</p>
        <p className="text-xs text-slate-600">Ano letivo {anoLetivo}</p>
      </div>
      <table className="w-full table-fixed text-center text-sm" aria-label={`Calendário de ${mes}`}>
        <thead>
          <tr>
            {DIAS.map((d) => (
              <th key={d} scope="col" className="pb-1 text-xs font-medium text-slate-600">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: Math.ceil((vazios + dias.length) / 7) }, (_, semana) => (
            <tr key={semana}>
              {Array.from({ length: 7 }, (_, i) => {
                const dia = dias[semana * 7 + i - vazios];
                if (!dia) return <td key={i} />;
                const iso = format(dia, 'yyyy-MM-dd');
                const ehHoje = iso === hoje;
                return (
                  <td key={i} className="py-0.5">
                    <span
                      aria-current={ehHoje ? 'date' : undefined}
                      className={
                        ehHoje
                          ? 'inline-flex size-7 items-center justify-center rounded-full bg-blue-600 font-semibold text-white'
                          : 'inline-flex size-7 items-center justify-center text-slate-800'
                      }
                    >
                      {format(dia, 'd')}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Secao>
  );
}
