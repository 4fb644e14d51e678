import { AlarmClock } from 'lucide-react';
import { Link } from 'react-router';
import { dataBr } from '../../../../domain/calendario';
import { ANTECEDENCIA_DO_AVISO } from '../../../../domain/privacidade/prazos';
import { TIPO_SOLICITACAO_LABEL } from '../../../../domain/privacidade/tipos';
import { useSignedInSession } from '../../../lib/session';
import { useSolicitacoesVencendo } from '../api/carregar-solicitacoes-vencendo';
import { Secao } from './secao';

/**
 * The notice of data-subject requests still open with their 15-day deadline passed or within five
 * days: shown only when there is one (it is a warning, not a list to browse).
 */
export function SolicitacoesVencendo() {
  const { permissoes } = useSignedInSession();
  const pode = permissoes.includes('privacidade.ler');
  const alerta = useSolicitacoesVencendo(pode);
  if (!pode || !alerta.data?.total) return null;
  const { itens, total } = alerta.data;
  return (
    <Secao id="dashboard-solicitacoes-titulares" titulo={`Solicitações de titulares com prazo próximo (${total})`}>
      <p className="mb-3 text-sm text-slate-700">
        Pedidos sobre dados de alunos que vencem em até {ANTECEDENCIA_DO_AVISO} dias ou já venceram: a LGPD dá 15 dias para
        responder.
      </p>
      <ul className="grid gap-3">
        {itens.map((s) => (
          <li key={s.id} className="flex gap-3 text-sm">
            <AlarmClock
              aria-hidden="true"
              className={`mt-0.5 size-4 shrink-0 ${s.situacao_prazo === 'vencido' ? 'text-red-600' : 'text-amber-600'}`}
            />
            <div className="min-w-0">
              <Link to="/privacidade/solicitacoes" className="font-medium text-slate-900 underline-offset-4 hover:underline">
                {s.solicitante_nome} · {TIPO_SOLICITACAO_LABEL[s.tipo]}
              </Link>
              <p className="text-slate-700">
                {s.aluno_nome ?? '—'} · {s.situacao_prazo === 'vencido' ? 'venceu' : 'vence'} {dataBr(s.prazo)}
              </p>
            </div>
          </li>
        ))}
        {total > itens.length ? <li className="text-xs text-slate-600">E mais {total - itens.length}.</li> : null}
      </ul>
    </Secao>
  );
}
