import { LoadError } from '../../../../components/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useSignedInSession } from '../../../../lib/session';
import { useSistema } from '../../api/carregar-sistema';
import { useRedeEscolhida } from '../identidade/seletor-rede';
import { RegrasEscolaresCard } from '../regras-escolares/regras-escolares-card';
import { GeralCard } from '../sistema/geral-card';

/**
 * The Sistema tab: a column of cards, each registering its own changes with the page footer,
 * so a module adds its card here (e.g. the school rules) without touching the others. The
 * institution data is each network's: an empresa edits its own, an administrador
 * picks the platform's default or a network; a gestor sees only the school rules.
 */
export function SistemaTab() {
  const { usuario } = useSignedInSession();
  const editaIdentidade = usuario.tipo_usuario === 'administrador' || usuario.tipo_usuario === 'empresa';
  const { empresaId, seletor } = useRedeEscolhida('sistema-rede');
  const sistema = useSistema(empresaId, editaIdentidade);
  if (!editaIdentidade) {
    return (
      <div className="grid gap-6">
        <RegrasEscolaresCard />
      </div>
    );
  }
  let geral;
  if (sistema.isPending) {
    geral = (
      <div className="flex items-center gap-2 py-10 text-sm text-slate-600">
        <Spinner /> Carregando configurações...
      </div>
    );
  } else if (sistema.isLoadingError) {
    geral = (
      <LoadError message={`Erro ao carregar configurações: ${sistema.error.message}`} onRetry={() => void sistema.refetch()} />
    );
  } else {
    geral = <GeralCard key={sistema.data.empresa_id ?? 'plataforma'} sistema={sistema.data} empresaId={empresaId} />;
  }
  return (
    <div className="grid gap-6">
      {seletor}
      {geral}
      <RegrasEscolaresCard />
    </div>
  );
}
