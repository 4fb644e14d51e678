import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';

const { title } = pageTitle('/frequencia');

export function FrequenciaPage() {
  return <PageHeader title={title} description="Registre a chamada das turmas e acompanhe os alunos com faltas em excesso." />;
}
