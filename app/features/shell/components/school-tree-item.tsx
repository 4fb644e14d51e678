import { School } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { canSee, caminhoEscola, PAGINAS_ESCOLA } from '../../../../domain/navigation';
import { Collapsible, CollapsibleContent } from '../../../components/ui/collapsible';
import { type ItemNavegacao, useTurmasNavegacao } from '../../../lib/navegacao';
import { useSignedInSession } from '../../../lib/session';
import { ClassTreeItem } from './class-tree-item';
import { SidebarLink } from './sidebar-link';
import { TreeMessage, TreeToggle } from './tree-toggle';

/**
 * A school in the sidebar: its pages the user may read, then its classes,
 * fetched the first time it opens.
 */
export function SchoolTreeItem({ escola }: { escola: ItemNavegacao }) {
  const { usuario, permissoes } = useSignedInSession();
  const { pathname } = useLocation();
  const base = caminhoEscola(escola.id);
  const [open, setOpen] = useState(() => pathname === base || pathname.startsWith(`${base}/`));
  const turmas = useTurmasNavegacao(escola.id, open);
  const paginas = PAGINAS_ESCOLA.filter((p) => canSee({ need: p.need }, usuario.tipo_usuario, permissoes));

  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <TreeToggle label={escola.nome} icon={<School aria-hidden="true" className="size-4 text-slate-500" />} />
      <CollapsibleContent>
        <div className="mt-0.5 ml-4 border-l border-slate-200 pl-2">
          {paginas.length ? (
            <ul aria-label={`Páginas da escola ${escola.nome}`} className="mb-1 space-y-0.5">
              {paginas.map((p) => (
                <li key={p.page}>
                  <SidebarLink to={caminhoEscola(escola.id, p.page)} label={p.label} size="small" exact={!p.page} />
                </li>
              ))}
            </ul>
          ) : null}
          {turmas.isPending ? (
            <TreeMessage>Carregando...</TreeMessage>
          ) : turmas.isError ? (
            <TreeMessage>Não foi possível carregar as turmas.</TreeMessage>
          ) : turmas.data.itens.length === 0 ? (
            <TreeMessage>Nenhuma turma cadastrada.</TreeMessage>
          ) : (
            <ul aria-label={`Turmas de ${escola.nome}`} className="space-y-0.5">
              {turmas.data.itens.map((turma) => (
                <li key={turma.id}>
                  <ClassTreeItem escolaId={escola.id} turma={turma} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
