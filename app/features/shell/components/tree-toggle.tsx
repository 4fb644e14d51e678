import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { CollapsibleTrigger } from '../../../components/ui/collapsible';

/** The disclosure button of a school or class in the sidebar tree (aria-expanded comes from Radix). */
export function TreeToggle({ icon, label }: { icon?: ReactNode; label: string }) {
  return (
    <CollapsibleTrigger className="group flex min-h-8 w-full items-center gap-2 rounded-md px-2 py-1.5 text-left leading-snug text-[13px] font-medium text-slate-700 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 [&_svg]:shrink-0">
      <ChevronRight aria-hidden="true" className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-90" />
      {icon}
      <span className="line-clamp-2">{label}</span>
    </CollapsibleTrigger>
  );
}

export function TreeMessage({ children }: { children: ReactNode }) {
  return <p className="px-2 py-1.5 text-xs text-slate-500">{children}</p>;
}
