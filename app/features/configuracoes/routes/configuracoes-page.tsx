import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CONFIG_TABS, type ConfigTab } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { CONFIG_TAB_INFO } from '../components/tabs-config';

function isConfigTab(value: string | null | undefined): value is ConfigTab {
  return !!value && (CONFIG_TABS as readonly string[]).includes(value);
}

/** One settings page; the tab comes from /configuracoes/:tab or ?tab= (spec 1 §2.2). */
export function ConfiguracoesPage() {
  const { tab: fromPath } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const fromQuery = search.get('tab');
  const active: ConfigTab = isConfigTab(fromPath) ? fromPath : isConfigTab(fromQuery) ? fromQuery : 'perfil';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Configurações" description="Ajuste seu perfil e as preferências do sistema." />
      <Tabs value={active} onValueChange={(value) => navigate(`/configuracoes/${value}`)}>
        <TabsList aria-label="Seções das configurações">
          {CONFIG_TABS.map((tab) => {
            const { label, icon: Icon } = CONFIG_TAB_INFO[tab];
            return (
              <TabsTrigger key={tab} value={tab}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {CONFIG_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <Card>
              <CardHeader>
                <CardTitle>{CONFIG_TAB_INFO[tab].label}</CardTitle>
                <CardDescription>{CONFIG_TAB_INFO[tab].description}</CardDescription>
              </CardHeader>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
