import { BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { Papel } from '../api/carregar-papeis';
import { TEXTOS } from './textos';

interface Props {
  papeis: Papel[];
  selecionadoId: string | null;
  onSelecionar: (papel: Papel) => void;
  onEditar: (papel: Papel) => void;
  onExcluir: (papel: Papel) => void;
}

/** The roles, in the server's order (nivel ascending); choosing one shows its permissions. */
export function PapeisList({ papeis, selecionadoId, onSelecionar, onEditar, onExcluir }: Props) {
  return (
    <ul aria-label={TEXTOS.papeis} className="grid gap-2">
      {papeis.map((papel) => {
        const selecionado = papel.id === selecionadoId;
        return (
          <li
            key={papel.id}
            className={cn(
              'flex items-start gap-1 rounded-lg border bg-white p-1 transition-colors',
              selecionado ? 'border-blue-500 ring-1 ring-blue-500' : 'border-slate-200',
            )}
          >
            <button
              type="button"
              aria-pressed={selecionado}
              onClick={() => onSelecionar(papel)}
              className="flex min-w-0 flex-1 flex-col items-start gap-1 rounded-md p-2 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500"
            >
              <span className="font-medium text-slate-900 capitalize">{papel.nome}</span>
              <span className="flex flex-wrap gap-1">
                <Badge color="blue">{TEXTOS.nivel(papel.nivel)}</Badge>
                {papel.predefinido ? <Badge color="neutral">{TEXTOS.predefinido}</Badge> : null}
                {papel.ativo ? null : <Badge color="red">{TEXTOS.inativo}</Badge>}
              </span>
              {papel.descricao ? <span className="text-xs text-slate-600">{papel.descricao}</span> : null}
            </button>
            <div className="flex flex-col gap-1">
              <BotaoEditar rotulo={TEXTOS.editar(papel.nome)} onClick={() => onEditar(papel)} />
              <BotaoExcluir
                rotulo={TEXTOS.excluir(papel.nome)}
                dica={papel.predefinido ? TEXTOS.predefinidoNaoDeleta : undefined}
                onClick={() => onExcluir(papel)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
