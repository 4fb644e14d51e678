import { LoadError } from '../../../../components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useSignedInSession } from '../../../../lib/session';
import { usePreferencias } from '../notificacoes/api/preferencias';
import { CaixaSaida } from '../notificacoes/caixa-saida';
import { PreferenciasForm } from '../notificacoes/preferencias-form';
import { CONFIG_TAB_INFO } from '../tabs-config';

/** Notificações (everyone): the user's own toggles; for administradores, also the outbox. */
export function NotificacoesTab() {
  const { label, description } = CONFIG_TAB_INFO.notificacoes;
  const { usuario } = useSignedInSession();
  const preferencias = usePreferencias();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{label}</CardTitle>
          <CardDescription>{description} Os avisos dentro do sistema chegam sempre.</CardDescription>
        </CardHeader>
        <CardContent>
          {preferencias.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Carregando...
            </p>
          ) : preferencias.isLoadingError ? (
            <LoadError
              message={`Erro ao carregar configurações: ${preferencias.error.message}`}
              onRetry={() => void preferencias.refetch()}
            />
          ) : (
            <PreferenciasForm inicial={preferencias.data} />
          )}
        </CardContent>
      </Card>
      {usuario.tipo_usuario === 'administrador' ? <CaixaSaida /> : null}
    </div>
  );
}
