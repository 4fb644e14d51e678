import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';

const { title } = pageTitle('/usuarios');

export function UsuariosPage() {
  return <PageHeader title={title} description="Cadastre as contas de acesso, defina o perfil de cada pessoa e acompanhe quem está ativo na rede." />;
}
