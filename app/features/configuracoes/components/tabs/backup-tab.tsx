import { LoadError } from '../../../../components/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useBackups } from '../../api/carregar-backups';
import { BackupConfigCard } from '../backup/config-card';
import { BackupListaCard } from '../backup/lista-card';
import { RelatoriosConfigCard } from '../backup/relatorios-card';

export function BackupTab() {
  const backups = useBackups(true);
  if (backups.isPending) {
    return (
      <div className="flex items-center gap-2 py-10 text-sm text-slate-600">
        <Spinner /> Carregando backups...
      </div>
    );
  }
  if (backups.isError)
    return <LoadError message={`Erro ao carregar os backups: ${backups.error.message}`} onRetry={() => void backups.refetch()} />;
  return (
    <div className="grid gap-6">
      <BackupConfigCard dados={backups.data} />
      <RelatoriosConfigCard />
      <BackupListaCard itens={backups.data.itens} />
    </div>
  );
}
