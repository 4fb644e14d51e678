import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';

const { title } = pageTitle('/permissoes');

export function PermissoesPage() {
  return <PageHeader title={title} description="Defina o que cada papel pode ver e fazer em cada módulo do sistema." />;
}
