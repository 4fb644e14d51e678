import { LoadError } from '../../../../components/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { usePerfil } from '../../api/carregar-perfil';
import { SoNaAbaAtiva } from '../aba-ativa';
import { VerificacaoDuasEtapas } from '../dois-fatores/verificacao-duas-etapas';
import { DadosCard } from '../perfil/dados-card';
import { FotoCard } from '../perfil/foto-card';
import { SenhaCard } from '../perfil/senha-card';
import { TemaCard } from '../perfil/tema-card';

/** Perfil (every user): photo, contact details, their own theme, password and the user's own two-factor enrolment. */
export function PerfilTab() {
  const perfil = usePerfil();
  if (perfil.isPending) {
    return (
      <div className="flex items-center gap-2 py-10 text-sm text-slate-600">
        <Spinner /> Carregando perfil...
      </div>
    );
  }
  // Only a first load that failed: a failed reload in the background keeps the form and what was typed in it.
  if (perfil.isLoadingError)
    return <LoadError message={`Erro ao carregar o perfil: ${perfil.error.message}`} onRetry={() => void perfil.refetch()} />;
  return (
    <div className="grid gap-6">
      <FotoCard perfil={perfil.data} />
      <DadosCard key={perfil.data.id} perfil={perfil.data} />
      <TemaCard />
      <SenhaCard />
      <SoNaAbaAtiva aba="perfil">
        <VerificacaoDuasEtapas />
      </SoNaAbaAtiva>
    </div>
  );
}
