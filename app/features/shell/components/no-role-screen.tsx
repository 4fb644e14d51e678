import { ShieldAlert } from 'lucide-react';
import { Brand } from '../../../components/brand';
import { displayName, useSignedInSession } from '../../../lib/session';
import { SignOutButton } from './sign-out-button';

/** A user without a role gets no access at all; all that is left to do is sign out. */
export function NoRoleScreen() {
  const { usuario } = useSignedInSession();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
        <Brand />
        <span className="ml-auto hidden truncate text-sm text-slate-600 sm:block">{displayName(usuario)}</span>
        <SignOutButton className="w-auto" />
      </header>
      <main id="conteudo-principal" tabIndex={-1} className="flex flex-1 items-center justify-center p-6">
        <div
          role="alert"
          className="flex max-w-md flex-col items-center gap-3 rounded-xl border border-amber-200 bg-white p-8 text-center shadow-sm"
        >
          <ShieldAlert aria-hidden="true" className="size-10 text-amber-600" />
          <h1 className="text-lg font-semibold text-slate-900">Acesso não liberado</h1>
          <p className="text-sm text-slate-700">Seu usuário não possui um perfil de acesso. Procure o administrador.</p>
        </div>
      </main>
    </div>
  );
}
