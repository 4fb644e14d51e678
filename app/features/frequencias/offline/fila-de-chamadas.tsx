import { CloudOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { dataBR } from '../components/textos';
import { descartarDaFila } from './fila';
import { OFFLINE_TEXTOS } from './textos';
import { useFilaDeChamadas } from './use-fila';

/**
 * Every roll call waiting on this device (any class or date): waiting ones go by themselves when the
 * connection returns; one the server refused stays, with the reason, until the teacher dismisses it.
 */
export function FilaDeChamadas() {
  const fila = useFilaDeChamadas();
  if (!fila?.length) return null;
  return (
    <section
      aria-labelledby="fila-de-chamadas"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="fila-de-chamadas" className="flex items-center gap-2 font-semibold">
        <CloudOff className="size-4" aria-hidden />
        {OFFLINE_TEXTOS.listaTitulo}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {fila.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {OFFLINE_TEXTOS.item(item.turma_nome, item.disciplina_nome, dataBR(item.input.data))} —{' '}
              <span className={cn('font-medium', item.estado === 'recusada' && 'text-red-800')}>
                {item.estado === 'recusada' ? OFFLINE_TEXTOS.recusada(item.erro ?? '') : OFFLINE_TEXTOS.aguardando.toLowerCase()}
              </span>
            </span>
            {item.estado === 'recusada' ? (
              <Button variant="outline" className="min-h-11" onClick={() => void descartarDaFila(item.id)}>
                {OFFLINE_TEXTOS.descartar}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
