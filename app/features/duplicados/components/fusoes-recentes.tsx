import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { dateTime } from '../../../lib/format';
import { type FusaoListada, useDesfazerFusao, useFusoes } from '../api/duplicados';
import { TEXTOS } from './textos';

/** The network's merges, newest first, each undone by the secretaria after a confirmation. */
export function FusoesRecentes() {
  const [pagina, setPagina] = useState(1);
  const fusoes = useFusoes(pagina, true);
  const desfazer = useDesfazerFusao();
  const [pedido, setPedido] = useState<FusaoListada | null>(null);
  if (!fusoes.data) return null;
  return (
    <section aria-labelledby="fusoes-titulo" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="fusoes-titulo" className="font-semibold text-slate-900">
        {TEXTOS.fusoes}
      </h2>
      {fusoes.data.itens.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{TEXTOS.semFusoes}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {fusoes.data.itens.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium">{f.fundido.nome}</span> ({f.fundido.matricula}) →{' '}
                <span className="font-medium">{f.mantido.nome}</span> ({f.mantido.matricula}) · {dateTime(f.created_at)} ·{' '}
                {f.linhas_movidas} linhas movidas
                {f.conflitos ? `, ${f.conflitos} guardadas no registro fundido` : ''}
              </span>
              {f.desfeita_em ? (
                <span className="text-slate-500">{TEXTOS.desfeita}</span>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setPedido(f)}>
                  {TEXTOS.desfazer}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination pagina={pagina} porPagina={10} total={fusoes.data.total} onChange={setPagina} />
      <ConfirmDialog
        open={pedido !== null}
        onOpenChange={(aberto) => !aberto && setPedido(null)}
        title={TEXTOS.desfazer}
        description={pedido ? TEXTOS.confirmarDesfazer(pedido.fundido.nome, pedido.mantido.nome) : ''}
        confirmLabel={TEXTOS.desfazer}
        pendingLabel="Desfazendo..."
        confirmVariant="default"
        pending={desfazer.isPending}
        onConfirm={() =>
          pedido &&
          desfazer.mutate(pedido.id, {
            onSuccess: () => {
              toast.success(TEXTOS.fusaoDesfeita);
              setPedido(null);
            },
            onError: (e) => toast.error(TEXTOS.erroDesfazer(e.message)),
          })
        }
      />
    </section>
  );
}
