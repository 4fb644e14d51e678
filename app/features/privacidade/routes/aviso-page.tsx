import { Link } from 'react-router';
import { pageTitle } from '../../../../domain/navigation';
import { Aviso } from '../../../components/aviso';
import { LoadError } from '../../../components/load-error';
import { Pagina } from '../../../components/page-header';
import { dateOnly } from '../../../lib/format';
import { AVISO_PRIVACIDADE_PATH } from '../../../lib/paths';
import { useAvisoDaRede } from '../api/aviso';
import { AvisoForm } from '../components/aviso-form';
import { EscolhaDeRede } from '../components/escolha-de-rede';
import { VoltarPrivacidade } from '../components/voltar-privacidade';

const { title, description } = pageTitle('/privacidade/aviso');

/** The network's privacy notice: the version in force, and a new one to publish (the administrador picks the network). */
export function AvisoPage() {
  return (
    <Pagina title={title} description={description}>
      <VoltarPrivacidade />
      <EscolhaDeRede>{(empresaId) => <AvisoDaRede key={empresaId ?? ''} empresaId={empresaId} />}</EscolhaDeRede>
    </Pagina>
  );
}

function AvisoDaRede({ empresaId }: { empresaId: string | null }) {
  const aviso = useAvisoDaRede(empresaId);
  if (aviso.isPending) return <Aviso>Carregando o aviso...</Aviso>;
  if (aviso.isError)
    return <LoadError message={`Erro ao carregar o aviso: ${aviso.error.message}`} onRetry={() => void aviso.refetch()} />;
  const a = aviso.data;
  return (
    <>
      <p className="text-sm text-slate-700">
        {a.versao === null
          ? 'A rede ainda não publicou o seu aviso: abaixo, o texto padrão do sistema para revisar e completar.'
          : `Em vigor: versão ${a.versao}, publicada em ${dateOnly(a.publicado_em ?? '')}.`}{' '}
        {/* Underlined: in a line of text, colour alone doesn't tell a link apart (axe link-in-text-block). */}
        <Link
          className="text-blue-700 underline underline-offset-2 hover:text-blue-900"
          to={`${AVISO_PRIVACIDADE_PATH}?rede=${a.empresa_id}`}
        >
          Ver a página pública
        </Link>
      </p>
      <AvisoForm key={a.versao ?? 0} aviso={a} empresaId={empresaId} />
    </>
  );
}
