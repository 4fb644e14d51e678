import { cadastrosDaRede } from '../../../../domain/navigation';
import { NavIcon } from '../../../components/nav-icon';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useEscolasNavegacao } from '../../../lib/navegacao';
import { SchoolTreeItem } from './school-tree-item';
import { SidebarLink } from './sidebar-link';
import { TreeMessage } from './tree-toggle';

/** 'Gestão Escolar': the network-wide links the main menu does not show, then the user's schools as a tree. */
export function SchoolSection() {
  const { usuario, permissoes } = useSignedInSession();
  const escolas = useEscolasNavegacao();
  const globais = cadastrosDaRede(usuario.tipo_usuario, permissoes);
  if (!globais.length && escolas.isSuccess && !escolas.data.itens.length) return null;

  return (
    <nav aria-labelledby="gestao-escolar-titulo" className="mt-6 px-2">
      <h2 id="gestao-escolar-titulo" className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        Gestão Escolar
      </h2>
      {globais.length ? (
        <ul aria-label="Cadastros da rede" className="mb-2 space-y-0.5">
          {globais.map((item) => (
            <li key={item.path}>
              <SidebarLink to={item.path} label={item.label} icon={<NavIcon name={item.icon} />} size="small" />
            </li>
          ))}
        </ul>
      ) : null}
      {escolas.isPending ? (
        <TreeMessage>Carregando...</TreeMessage>
      ) : escolas.isError ? (
        <div className="flex items-center gap-2 px-2">
          <TreeMessage>Não foi possível carregar as escolas.</TreeMessage>
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void escolas.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : escolas.data.itens.length ? (
        <ul aria-label="Escolas" className="space-y-0.5">
          {escolas.data.itens.map((escola) => (
            <li key={escola.id}>
              <SchoolTreeItem escola={escola} />
            </li>
          ))}
        </ul>
      ) : (
        <TreeMessage>Nenhuma escola disponível.</TreeMessage>
      )}
    </nav>
  );
}
