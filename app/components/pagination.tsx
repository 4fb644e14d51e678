import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';
import { contagem } from '../lib/plural';

/** Server-side paging controls: 'Página 2 de 5 · 93 registros'. */
export function Pagination({
  pagina,
  porPagina,
  total,
  onChange,
}: {
  pagina: number;
  porPagina: number;
  total: number;
  onChange: (pagina: number) => void;
}) {
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  if (total <= porPagina) return null;
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-4 text-sm text-slate-600">
      <span>
        Página {pagina} de {paginas} · {contagem(total, 'registro', 'registros')}
      </span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={pagina <= 1}
          onClick={() => onChange(pagina - 1)}
          aria-label="Página anterior"
        >
          <ChevronLeft /> Anterior
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={pagina >= paginas}
          onClick={() => onChange(pagina + 1)}
          aria-label="Próxima página"
        >
          Próxima <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}
