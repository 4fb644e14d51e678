import type { ComponentType } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
// The tabs a user may open are the route guard's too (domain/navigation.ts), so a typed address and the tabs agree.
import { CONFIG_TABS, type ConfigTab, abasDeConfiguracao } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInSession } from '../../../lib/session';
import { AbaAtivaProvider } from '../components/aba-ativa';
import { AcessoRestrito } from '../components/acesso-restrito';
import { ConfigFormsProvider, useConfigForms } from '../../../components/config-forms';
import { LeaveGuard } from '../components/leave-guard';
import { SaveFooter } from '../components/save-footer';
import { BackupTab } from '../components/tabs/backup-tab';
import { CustomizacaoTab } from '../components/tabs/customizacao-tab';
import { NotificacoesTab } from '../components/tabs/notificacoes-tab';
import { PerfilTab } from '../components/tabs/perfil-tab';
import { SegurancaTab } from '../components/tabs/seguranca-tab';
import { SistemaTab } from '../components/tabs/sistema-tab';
import { CONFIG_TAB_INFO } from '../components/tabs-config';

/** The tabs of other modules (a feature does not import another: App.tsx hands them over). */
export type AbasDeOutrosModulos = Record<'calendario', ComponentType>;

const ABAS_PROPRIAS: Record<Exclude<ConfigTab, keyof AbasDeOutrosModulos>, ComponentType> = {
  perfil: PerfilTab,
  sistema: SistemaTab,
  customizacao: CustomizacaoTab,
  notificacoes: NotificacoesTab,
  seguranca: SegurancaTab,
  backup: BackupTab,
};

function isConfigTab(value: string | null | undefined): value is ConfigTab {
  return !!value && (CONFIG_TABS as readonly string[]).includes(value);
}

/** One settings page; the tab comes from /configuracoes/:tab or ?tab=. */
export function ConfiguracoesPage({ abas }: { abas: AbasDeOutrosModulos }) {
  return (
    <ConfigFormsProvider>
      <ConfiguracoesConteudo abas={{ ...ABAS_PROPRIAS, ...abas }} />
    </ConfigFormsProvider>
  );
}

function ConfiguracoesConteudo({ abas }: { abas: Record<ConfigTab, ComponentType> }) {
  const { tab: fromPath } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { usuario, permissoes } = useSignedInSession();
  const { alteradas } = useConfigForms();
  const fromQuery = search.get('tab');
  const active: ConfigTab = isConfigTab(fromPath) ? fromPath : isConfigTab(fromQuery) ? fromQuery : 'perfil';
  const permitidas = abasDeConfiguracao(usuario.tipo_usuario, permissoes);
  const visiveis = permitidas.includes(active) ? permitidas : [...permitidas, active];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Configurações" description="Ajuste seu perfil e as preferências do sistema." />
      <AbaAtivaProvider value={active}>
        <Tabs value={active} onValueChange={(value) => navigate(`/configuracoes/${value}`)}>
          <TabsList aria-label="Seções das configurações">
            {visiveis.map((tab) => {
              const { label, icon: Icon } = CONFIG_TAB_INFO[tab];
              return (
                <TabsTrigger key={tab} value={tab}>
                  <Icon aria-hidden="true" />
                  {label}
                  {alteradas.includes(tab) ? <span className="sr-only"> (alterações não salvas)</span> : null}
                  {alteradas.includes(tab) ? <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" /> : null}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {visiveis.map((tab) => {
            const Tab = abas[tab];
            return (
              <TabsContent key={tab} value={tab} forceMount className="data-[state=inactive]:hidden">
                {permitidas.includes(tab) ? <Tab /> : <AcessoRestrito />}
              </TabsContent>
            );
          })}
        </Tabs>
      </AbaAtivaProvider>
      <SaveFooter />
      <LeaveGuard alteradas={alteradas} />
    </div>
  );
}
