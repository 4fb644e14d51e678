import { Check } from 'lucide-react';
import { ACAO_LABEL, ACOES, MODULO_LABEL, MODULOS } from '../../../../domain/permissions';
import { cn } from '../../../lib/cn';
import type { Papel } from '../api/carregar-papeis';
import type { PermissaoDoCatalogo } from '../api/carregar-permissoes';
import { TEXTOS } from './textos';

interface Props {
  papel: Papel;
  catalogo: PermissaoDoCatalogo[];
  onAlternar: (permissao: PermissaoDoCatalogo, concedida: boolean) => void;
}

/** The administrador keeps the permissoes module, or nobody could undo a change (the server refuses too). */
function bloqueada(papel: Papel, permissao: PermissaoDoCatalogo) {
  return papel.predefinido && papel.nome === 'administrador' && permissao.modulo === 'permissoes';
}

/**
 * The permission cards of one role, grouped by module. Each card is a toggle
 * button (aria-pressed): a click, Enter or Space grants or revokes it at once. Its accessible
 * name starts with the visible action ('Visualizar'), then the module for screen readers.
 */
export function PermissoesGrid({ papel, catalogo, onAlternar }: Props) {
  const concedidas = new Set(papel.permissoes);
  // Modules and actions in the catalogue's own order (criar, ler, atualizar…), not alphabetical.
  const modulos = MODULOS.map((modulo) => ({
    modulo,
    itens: catalogo.filter((p) => p.modulo === modulo).sort((a, b) => ACOES.indexOf(a.acao) - ACOES.indexOf(b.acao)),
  })).filter((m) => m.itens.length > 0);

  return (
    <div className="grid gap-6">
      {modulos.map(({ modulo, itens }) => {
        const headingId = `modulo-${modulo}`;
        const quantas = itens.filter((p) => concedidas.has(p.nome)).length;
        return (
          <section key={modulo} aria-labelledby={headingId} className="grid gap-3">
            <div className="flex items-baseline justify-between gap-2">
              <h3 id={headingId} className="text-sm font-semibold text-slate-900">
                {MODULO_LABEL[modulo]}
              </h3>
              <span className="text-xs text-slate-600">
                {quantas}/{itens.length}
              </span>
            </div>
            <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {itens.map((permissao) => {
                const concedida = concedidas.has(permissao.nome);
                const travada = bloqueada(papel, permissao);
                return (
                  <button
                    key={permissao.id}
                    type="button"
                    aria-pressed={concedida}
                    disabled={travada}
                    title={travada ? TEXTOS.bloqueadaAdmin : undefined}
                    onClick={() => onAlternar(permissao, !concedida)}
                    className={cn(
                      'flex items-start gap-3 rounded-lg border p-3 text-left text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:cursor-not-allowed disabled:opacity-70',
                      concedida
                        ? 'border-blue-500 bg-blue-50 text-slate-900'
                        : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                    )}
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border',
                        concedida ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-400 bg-white',
                      )}
                    >
                      {concedida ? <Check className="size-3" /> : null}
                    </span>
                    <span className="grid gap-0.5">
                      {/* The name is the card's own text (action, module, description): a separate label
                          that differs from what is shown breaks voice control ("clicar Visualizar…"). */}
                      <span className="font-medium">
                        {ACAO_LABEL[permissao.acao]}
                        <span className="sr-only"> {MODULO_LABEL[modulo]}</span>
                      </span>
                      <span className="text-xs text-slate-600">{permissao.descricao ?? permissao.nome}</span>
                    </span>
                  </button>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
