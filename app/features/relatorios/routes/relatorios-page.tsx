import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';

const { title } = pageTitle('/relatorios');

export function RelatoriosPage() {
  return (
    <PageHeader
      title={title}
      description="Gere relatórios de desempenho, frequência e matrículas e exporte em PDF ou planilha."
    />
  );
}
