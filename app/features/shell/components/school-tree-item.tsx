import { School } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Collapsible, CollapsibleContent } from '../../../components/ui/collapsible';
import { type ItemNavegacao, useTurmasNavegacao } from '../../../lib/navegacao';
import { ClassTreeItem } from './class-tree-item';
import { TreeMessage, TreeToggle } from './tree-toggle';

/** A school in the sidebar; its classes are fetched the first time it opens. */
export function SchoolTreeItem({ escola }: { escola: ItemNavegacao }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => pathname.startsWith(`/escola/${escola.id}/`));
  const turmas = useTurmasNavegacao(escola.id, open);

  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <TreeToggle label={escola.nome} icon={<School aria-hidden="true" className="size-4 text-slate-500" />} />
      <CollapsibleContent>
        <div className="mt-0.5 ml-4 border-l border-slate-200 pl-2">
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
