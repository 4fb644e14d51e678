import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { dataBr } from '../../../../domain/calendario';
import { PRIORIDADE_PENDENCIA_LABEL, STATUS_PENDENCIA_LABEL } from '../../../../domain/schemas/pendencia';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useSignedInSession } from '../../../lib/session';
import { useMinhasPendencias } from '../api/carregar-minhas-pendencias';
import { Secao, Vazio } from './secao';

/** The signed-in user's open pendencies (assigned to them), the first due on top, each linking to its class's page. */
export function MinhasPendencias() {
  const { permissoes } = useSignedInSession();
  const pode = permissoes.includes('pendencias.ler');
  const minhas = useMinhasPendencias(pode);
  if (!pode) return null;
  const total = minhas.data?.total ?? 0;
  return (
    <Secao id="dashboard-minhas-pendencias" titulo={`Minhas pendências${total ? ` (${total})` : ''}`}>
      {minhas.isPending ? (
        <p className="flex items-center gap-2 py-4 text-sm text-slate-600">
          <Spinner /> Carregando...
        </p>
      ) : minhas.isError ? (
        <LoadError message={`Erro ao carregar as pendências: ${minhas.error.message}`} onRetry={() => void minhas.refetch()} />
      ) : minhas.data.itens.length === 0 ? (
        <Vazio>Nenhuma pendência aberta atribuída a você.</Vazio>
      ) : (
        <ul className="grid gap-3">
          {minhas.data.itens.map((p) => (
            <li key={p.id} className="flex gap-3 text-sm">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
              <div className="min-w-0">
                <Link
                  to={`/escola/${p.escola_id}/turma/${p.turma_id}/pendencias`}
                  className="font-medium text-slate-900 underline-offset-4 hover:underline"
                >
                  {p.titulo}
                </Link>
                <p className="text-slate-700">
                  {p.turma_nome} · vence {dataBr(p.data_vencimento)} · {PRIORIDADE_PENDENCIA_LABEL[p.prioridade]} ·{' '}
                  {STATUS_PENDENCIA_LABEL[p.status]}
                </p>
              </div>
            </li>
          ))}
          {minhas.data.total > minhas.data.itens.length ? (
            <li className="text-xs text-slate-600">E mais {minhas.data.total - minhas.data.itens.length}.</li>
          ) : null}
        </ul>
      )}
    </Secao>
  );
}
