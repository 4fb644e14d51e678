import { type ReactNode, useState } from 'react';
import { FiltroSelect, opcoesPorNome } from '../../../components/filtro-select';
import { useEmpresasOpcoes } from '../../../lib/opcoes/empresas';
import { useSignedInSession } from '../../../lib/session';

/**
 * The network a page of the secretaria works on: the user's own, or, for an administrador (who
 * belongs to none), the one chosen here; nothing is shown before the choice. `children` gets the
 * network's id to send (null: the user's own).
 */
export function EscolhaDeRede({ children }: { children: (empresaId: string | null) => ReactNode }) {
  const { usuario } = useSignedInSession();
  const administrador = usuario.tipo_usuario === 'administrador';
  const empresas = useEmpresasOpcoes(administrador);
  const [escolhida, setEscolhida] = useState('');
  if (!administrador) return children(null);
  return (
    <>
      <FiltroSelect
        id="privacidade-rede"
        label="Rede"
        todos="Escolha a rede"
        value={escolhida || 'all'}
        onChange={(v) => setEscolhida(v === 'all' ? '' : v)}
        opcoes={opcoesPorNome(empresas.data?.itens ?? [])}
      />
      {escolhida ? children(escolhida) : <p className="text-sm text-slate-600">Escolha a rede para continuar.</p>}
    </>
  );
}
