import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';

const { title } = pageTitle('/escolas');

export function EscolasPage() {
  return <PageHeader title={title} description="Cadastre as escolas da rede com código INEP, endereço e contatos, e mantenha cada unidade ativa ou inativa." />;
}
