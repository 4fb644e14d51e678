import { LogOut } from 'lucide-react';
import { BrandMark, PRODUCT_NAME } from '../../../../components/brand';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../../components/ui/card';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSair } from './api/sair';
import { InscricaoFluxo } from './inscricao-fluxo';
import { TEXTOS_2FA } from './textos';

/** The screen a user who must enrol sees instead of the app, with 'Sair'. */
export function InscricaoObrigatoria({ onConcluir }: { onConcluir: () => void }) {
  useDocumentTitle(TEXTOS_2FA.obrigatoriaTitulo);
  const sair = useSair();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-slate-50 via-white to-blue-50">
      <header className="flex items-center justify-between p-4 sm:p-6">
        <span className="inline-flex items-center gap-2.5">
          <BrandMark />
          <span className="text-base font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
        </span>
        <Button variant="ghost" disabled={sair.isPending} onClick={() => sair.mutate()}>
          <LogOut aria-hidden /> {TEXTOS_2FA.sair}
        </Button>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16">
        <Card className="w-full max-w-xl shadow-lg">
          <CardHeader>
            <h1 className="text-lg leading-tight font-semibold tracking-tight">{TEXTOS_2FA.obrigatoriaTitulo}</h1>
            <CardDescription>{TEXTOS_2FA.obrigatoriaDescricao}</CardDescription>
          </CardHeader>
          <CardContent>
            <InscricaoFluxo onConcluir={onConcluir} />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
