import { type ReactNode, Suspense, lazy, useState } from 'react';
import { FullPageSpinner } from '../../../../components/full-page-spinner';
import { useSituacaoDoisFatores } from './api/carregar-situacao';

// The enrolment screen (and its QR code library) loads only for whoever needs it.
const InscricaoObrigatoria = lazy(async () => ({ default: (await import('./inscricao-obrigatoria')).InscricaoObrigatoria }));

/**
 * 'Exigir verificação em duas etapas': an administrador or empresa user without it sees only
 * the enrolment screen after signing in (the API refuses everything else to them anyway).
 * The screen stays until the recovery codes were seen, even though the status turns active
 * as soon as the code is confirmed.
 */
export function DoisFatoresGate({ children }: { children: ReactNode }) {
  const situacao = useSituacaoDoisFatores();
  const [inscrevendo, setInscrevendo] = useState(false);
  const precisa = !!situacao.data?.exigido && !situacao.data.ativo;
  if (precisa && !inscrevendo) setInscrevendo(true);

  if (situacao.isPending) return <FullPageSpinner />;
  if (inscrevendo) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <InscricaoObrigatoria onConcluir={() => setInscrevendo(false)} />
      </Suspense>
    );
  }
  return children;
}
