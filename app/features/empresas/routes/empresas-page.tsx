import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';

const { title } = pageTitle('/empresas');

export function EmpresasPage() {
  return <PageHeader title={title} description="Cadastre as secretarias e órgãos de educação responsáveis pelas escolas, com contatos e responsáveis." />;
}
