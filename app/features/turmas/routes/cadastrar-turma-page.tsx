import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';

const { title } = pageTitle('/cadastrar-turma');

export function CadastrarTurmaPage() {
  return <PageHeader title={title} description="Crie as turmas de cada escola com série, turno, ano letivo e professor responsável." />;
}
