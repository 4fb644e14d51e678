import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ResumoCards } from './resumo-card';
import { Card } from './ui/card';

/** The colours of a card's icon chip. */
const CORES = {
  azul: 'bg-blue-50 text-blue-700',
  verde: 'bg-green-50 text-green-700',
  celeste: 'bg-sky-50 text-sky-700',
  laranja: 'bg-orange-50 text-orange-700',
  roxo: 'bg-purple-50 text-purple-700',
} as const;

/** One card of the row: its title, its value read from the summary, icon and the colour of the icon's chip. */
export interface CartaoDeResumo<R> {
  titulo: string;
  valor: (resumo: R) => ReactNode;
  icone: LucideIcon;
  cor: keyof typeof CORES;
}

/**
 * The 'Resumo' row of the class lists (objetos, sub-avaliações, fechamentos): each card's icon in a
 * coloured chip; '—' on every card until the summary loads.
 */
export function CartoesDeResumo<R>({ resumo, cartoes }: { resumo: R | undefined; cartoes: readonly CartaoDeResumo<R>[] }) {
  return (
    <ResumoCards label="Resumo">
      {cartoes.map(({ titulo, valor, icone: Icone, cor }) => (
        <Card key={titulo} className="flex items-center gap-4 p-5">
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5 ${CORES[cor]}`}>
            <Icone aria-hidden />
          </span>
          <div>
            <p className="text-sm text-slate-600">{titulo}</p>
            <p className="text-2xl font-semibold text-slate-900">{resumo === undefined ? '—' : valor(resumo)}</p>
          </div>
        </Card>
      ))}
    </ResumoCards>
  );
}
