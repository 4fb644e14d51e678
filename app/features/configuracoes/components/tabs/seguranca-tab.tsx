import { Lock } from 'lucide-react';
import { LoadError } from '../../../../components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useSignedInSession } from '../../../../lib/session';
import { SoNaAbaAtiva } from '../aba-ativa';
import { VerificacaoDuasEtapas } from '../dois-fatores/verificacao-duas-etapas';
import { useSeguranca } from '../seguranca/api/configuracao';
import { AuditoriaViewer } from '../seguranca/auditoria-viewer';
import { PoliticaForm } from '../seguranca/politica-form';
import { CONFIG_TAB_INFO } from '../tabs-config';

/**
 * Segurança (administradores; the API refuses everyone else): the security settings, the
 * administrador's own two-factor enrolment (also in Perfil, shown in whichever is on screen)
 * and the audit log.
 */
export function SegurancaTab() {
  const { label, description } = CONFIG_TAB_INFO.seguranca;
  const { usuario } = useSignedInSession();
  const administrador = usuario.tipo_usuario === 'administrador';
  const seguranca = useSeguranca(administrador);

  if (!administrador) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lock className="size-5 text-slate-500" aria-hidden /> Acesso restrito a administradores
          </CardTitle>
          <CardDescription>As configurações de segurança só podem ser vistas e alteradas por administradores.</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{label}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {seguranca.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Carregando...
            </p>
          ) : seguranca.isLoadingError ? (
            <LoadError
              message={`Erro ao carregar configurações: ${seguranca.error.message}`}
              onRetry={() => void seguranca.refetch()}
            />
          ) : (
            <PoliticaForm inicial={seguranca.data} />
          )}
        </CardContent>
      </Card>
      <SoNaAbaAtiva aba="seguranca">
        <VerificacaoDuasEtapas />
      </SoNaAbaAtiva>
      <AuditoriaViewer />
    </div>
  );
}
