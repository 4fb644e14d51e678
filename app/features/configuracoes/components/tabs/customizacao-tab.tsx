import { PRODUCT_NAME } from '../../../../components/brand';
import { LoadError } from '../../../../components/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useCustomizacaoSalva } from '../../../../lib/customizacao';
import { useSistema } from '../../api/carregar-sistema';
import { CustomizacaoForm } from '../customizacao/customizacao-form';
import { useRedeEscolhida } from '../identidade/seletor-rede';

/** The customisation of the user's network (an empresa) or of the level an administrador picks. */
export function CustomizacaoTab() {
  const { empresaId, seletor } = useRedeEscolhida('customizacao-rede');
  const salva = useCustomizacaoSalva(empresaId);
  const sistema = useSistema(empresaId, true);
  let conteudo;
  if (salva.isPending) {
    conteudo = (
      <div className="flex items-center gap-2 py-10 text-sm text-slate-600">
        <Spinner /> Carregando customização...
      </div>
    );
  } else if (salva.isLoadingError) {
    conteudo = (
      <LoadError message={`Erro ao carregar configurações: ${salva.error.message}`} onRetry={() => void salva.refetch()} />
    );
  } else {
    // Remounted per level: a draft of one network never carries over to another.
    conteudo = (
      <CustomizacaoForm
        key={salva.data.empresa_id ?? 'plataforma'}
        salva={salva.data}
        empresaId={empresaId}
        nomeInstituicao={sistema.data?.nomeInstituicao ?? PRODUCT_NAME}
      />
    );
  }
  return (
    <div className="grid gap-6">
      {seletor}
      {conteudo}
    </div>
  );
}
