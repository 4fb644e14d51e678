import { CalendarCheck, CalendarX } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import type { ExplicacaoDoDia } from '../../../../domain/calendario/motivo-do-dia';
import { CampoDisciplina } from '../../../components/filtro-turma-disciplina';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { OpcaoLancamento as Opcao } from '../../../lib/opcoes/lancamento';
import { TEXTOS, dataBR } from './textos';

const SIGLAS = ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'];

/**
 * Date (today or before) and subject of the roll call. Under the date, what the network's calendar
 * says of it (a school day of which bimestre, or why not: weekend, holiday, recesso, outside the
 * year, closed bimestre) and its week, each day marked, so the teacher picks a school day before
 * marking any student. The week is one tab stop (← and → move between its days, Home and End to
 * its ends); a day picked with a button sends the focus on to the list (`onData(d, true)`).
 */
export function ChamadaPickers(props: {
  disciplinas: Opcao[];
  disciplinaId: string;
  data: string;
  hoje: string;
  explicacao: ExplicacaoDoDia | null;
  semana: ExplicacaoDoDia[];
  ultimoLetivo: string | null;
  calendarioIndisponivel: boolean;
  onDisciplina: (id: string) => void;
  onData: (d: string, focarNaLista?: boolean) => void;
}) {
  const { explicacao } = props;
  // The day of the week that takes Tab: the one last focused while the focus is in the week, else the date's.
  const [emFoco, setEmFoco] = useState<number | null>(null);
  const escolhido = props.semana.findIndex((d) => d.data === props.data);
  const paradaDaSemana = emFoco ?? (escolhido >= 0 ? escolhido : props.semana.findIndex((d) => d.tipo !== 'futuro'));
  const moverNaSemana = (e: KeyboardEvent<HTMLUListElement>) => {
    const botoes = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const atual = botoes.indexOf(document.activeElement as HTMLButtonElement);
    const destino =
      e.key === 'ArrowRight'
        ? Math.min(atual + 1, botoes.length - 1)
        : e.key === 'ArrowLeft'
          ? Math.max(atual - 1, 0)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? botoes.length - 1
              : null;
    if (destino === null || atual < 0) return;
    e.preventDefault();
    botoes[destino]?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-3 sm:grid-cols-[12rem_minmax(0,20rem)] sm:gap-4">
        <FormField id="chamada-data" label={TEXTOS.data}>
          <Input
            id="chamada-data"
            type="date"
            className="h-11 sm:h-10"
            max={props.hoje}
            aria-describedby="chamada-data-situacao"
            value={props.data}
            onChange={(e) => e.target.value && props.onData(e.target.value)}
          />
        </FormField>
        <CampoDisciplina
          id="chamada-disciplina"
          disciplinas={props.disciplinas}
          value={props.disciplinaId}
          onChange={props.onDisciplina}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <p
          id="chamada-data-situacao"
          role="status"
          className={cn(
            'flex items-center gap-2 text-sm',
            !explicacao ? 'text-slate-600' : explicacao.letivo ? 'text-green-800' : 'font-medium text-amber-900',
          )}
        >
          {explicacao ? (
            explicacao.letivo ? (
              <CalendarCheck className="size-4 shrink-0" aria-hidden />
            ) : (
              <CalendarX className="size-4 shrink-0" aria-hidden />
            )
          ) : null}
          {explicacao?.frase ?? (props.calendarioIndisponivel ? TEXTOS.calendarioIndisponivel : '')}
        </p>
        {explicacao && !explicacao.letivo && props.ultimoLetivo && props.ultimoLetivo !== props.data ? (
          <Button variant="link" className="h-11 justify-start px-0" onClick={() => props.onData(props.ultimoLetivo!, true)}>
            {TEXTOS.irParaUltimoLetivo(dataBR(props.ultimoLetivo))}
          </Button>
        ) : null}
      </div>
      {props.semana.length ? (
        <ul
          aria-label={TEXTOS.semanaNoCalendario}
          className="grid max-w-md grid-cols-7 gap-1"
          onKeyDown={moverNaSemana}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setEmFoco(null);
          }}
        >
          {props.semana.map((d, i) => (
            <li key={d.data}>
              <Button
                variant="outline"
                aria-pressed={d.data === props.data}
                aria-keyshortcuts="ArrowLeft ArrowRight Home End"
                title={d.frase}
                disabled={d.tipo === 'futuro'}
                tabIndex={i === paradaDaSemana ? 0 : -1}
                onFocus={() => setEmFoco(i)}
                className={cn(
                  'h-12 w-full flex-col gap-0 px-0 text-xs leading-tight',
                  d.letivo ? 'border-green-300 text-green-900' : 'border-dashed text-slate-500',
                  d.data === props.data && 'ring-2 ring-blue-500',
                )}
                onClick={() => props.onData(d.data, true)}
              >
                {/* The name read aloud starts with the visible text ("sex 27"), then the month and what the day is. */}
                <span>{SIGLAS[i]}</span> <span className="font-semibold">{d.data.slice(8)}</span>
                <span className="sr-only">{TEXTOS.diaDaSemana(`/${d.data.slice(5, 7)}`, d.rotulo)}</span>
                <span aria-hidden className={cn('size-1.5 rounded-full', d.letivo ? 'bg-green-600' : 'bg-transparent')} />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
