import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';

const { title } = pageTitle('/componentes');

export function ComponentesPage() {
  return <PageHeader title={title} description="Organize os componentes curriculares por série, bimestre e carga horária." />;
}
