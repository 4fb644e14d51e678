import { useState } from 'react';
import { useLocation } from 'react-router';
import { canSee, PAGINAS_TURMA } from '../../../../domain/navigation';
import { Collapsible, CollapsibleContent } from '../../../components/ui/collapsible';
import { useSignedInSession } from '../../../lib/session';
import type { ItemNavegacao } from '../../../lib/navegacao';
import { SidebarLink } from './sidebar-link';
import { TreeToggle } from './tree-toggle';

/** A class in the sidebar; it opens into the class pages the user may read. */
export function ClassTreeItem({ escolaId, turma }: { escolaId: string; turma: ItemNavegacao }) {
  const { usuario, permissoes } = useSignedInSession();
  const { pathname } = useLocation();
  const base = `/escola/${escolaId}/turma/${turma.id}`;
  const [open, setOpen] = useState(() => pathname.startsWith(`${base}/`));
  const paginas = PAGINAS_TURMA.filter((p) => canSee({ need: p.need }, usuario.tipo_usuario, permissoes));

  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <TreeToggle label={turma.nome} />
      <CollapsibleContent>
        <ul aria-label={`Páginas da turma ${turma.nome}`} className="mt-0.5 ml-4 space-y-0.5 border-l border-slate-200 pl-2">
          {paginas.map((p) => (
            <li key={p.page}>
              <SidebarLink to={`${base}/${p.page}`} label={p.label} size="small" />
            </li>
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}
