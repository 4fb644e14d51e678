import { ShieldAlert } from 'lucide-react';

/** What a non-administrador sees on a direct link to an administrador's tab (the API refuses it too). */
export function AcessoRestrito() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-6 py-12 text-center"
    >
      <ShieldAlert aria-hidden="true" className="size-10 text-amber-700" />
      <h2 className="text-lg font-semibold text-slate-900">Acesso restrito a administradores</h2>
      <p className="max-w-md text-sm text-slate-700">
        Esta seção das configurações só pode ser vista e alterada por administradores do sistema.
      </p>
    </div>
  );
}
