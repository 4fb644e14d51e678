import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';

const { title } = pageTitle('/bncc');

export function BnccPage() {
  return <PageHeader title={title} description="Consulte as habilidades da Base Nacional Comum Curricular por etapa, ano e componente." />;
}
