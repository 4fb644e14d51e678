import { LoadError } from '../../../../components/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useSignedInSession } from '../../../../lib/session';
import { useSistema } from '../../api/get-sistema';
import { RegrasEscolaresCard } from '../regras-escolares/regras-escolares-card';
import { GeralCard } from '../sistema/geral-card';

/**
 * The Sistema tab: a column of cards, each registering its own changes with the page footer,
 * so a module adds its card here (e.g. the school rules) without touching the others. The
 * school rules are each body's: an empresa user or a gestor sees only that card (the server
 * keeps the rest to the administrador).
 */
export function SistemaTab() {
  const { usuario } = useSignedInSession();
  const administrador = usuario.tipo_usuario === 'administrador';
  const sistema = useSistema(administrador);
  if (!administrador) {
    return (
      <div className="grid gap-6">
        <RegrasEscolaresCard />
      </div>
    );
  }
  if (sistema.isPending) {
    return (
      <div className="flex items-center gap-2 py-10 text-sm text-slate-600">
        <Spinner /> Carregando configurações...
      </div>
    );
  }
  if (sistema.isError) return <LoadError message={`Erro ao carregar configurações: ${sistema.error.message}`} onRetry={() => void sistema.refetch()} />;
  return (
    <div className="grid gap-6">
      <GeralCard sistema={sistema.data} />
      <RegrasEscolaresCard />
    </div>
  );
}
