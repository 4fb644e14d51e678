import { pageTitle } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';
import { displayName, useSignedInSession } from '../../../lib/session';

const { title } = pageTitle('/dashboard');

export function DashboardPage() {
  const { usuario } = useSignedInSession();
  const firstName = displayName(usuario).split(' ')[0];
  return <PageHeader title={title} description={`Olá, ${firstName}! Acompanhe aqui os principais números da sua rede de ensino.`} />;
}
