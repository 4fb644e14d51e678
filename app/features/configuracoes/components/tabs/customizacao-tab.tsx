import { LoadError } from '../../../../components/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useCustomizacaoSalva } from '../../../../lib/customizacao';
import { CustomizacaoForm } from '../customizacao/customizacao-form';

export function CustomizacaoTab() {
  const salva = useCustomizacaoSalva();
  if (salva.isPending) {
    return (
      <div className="flex items-center gap-2 py-10 text-sm text-slate-600">
        <Spinner /> Carregando customização...
      </div>
    );
  }
  if (salva.isError) return <LoadError message={`Erro ao carregar configurações: ${salva.error.message}`} onRetry={() => void salva.refetch()} />;
  return <CustomizacaoForm salva={salva.data} />;
}
