import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandMark, PRODUCT_NAME } from '../../../components/brand';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { LANDING_PATH, AVISO_PRIVACIDADE_PATH } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EsqueciSenhaForm } from '../components/esqueci-senha-form';
import { LoginForm } from '../components/login-form';
import { SegundaEtapaForm } from '../components/segunda-etapa-form';

type Etapa = { tipo: 'login' } | { tipo: 'codigo' } | { tipo: 'esqueci'; email: string };

export function LoginPage() {
  useDocumentTitle('Entrar');
  const [etapa, setEtapa] = useState<Etapa>({ tipo: 'login' });
  const voltar = () => setEtapa({ tipo: 'login' });
  return (
    <AuthCard>
      {etapa.tipo === 'login' ? (
        <LoginForm
          onSegundaEtapa={() => setEtapa({ tipo: 'codigo' })}
          onEsqueci={(email) => setEtapa({ tipo: 'esqueci', email })}
        />
      ) : null}
      {etapa.tipo === 'codigo' ? <SegundaEtapaForm onVoltar={voltar} /> : null}
      {etapa.tipo === 'esqueci' ? <EsqueciSenhaForm emailInicial={etapa.email} onVoltar={voltar} /> : null}
    </AuthCard>
  );
}

/** The signed-out screens' frame: back to the landing page, and the product's card. */
export function AuthCard({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-slate-50 via-white to-blue-50">
      <header className="p-4 sm:p-6">
        <Button asChild variant="ghost">
          <Link to={LANDING_PATH}>
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Link>
        </Button>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <div className="flex w-full max-w-md flex-col items-center gap-4">
          <Card className="w-full shadow-lg">
            <CardHeader className="items-center pb-4 text-center">
              <BrandMark className="mb-2 size-12 [&_svg]:size-7" />
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</h1>
              <CardDescription>Faça login para acessar o sistema</CardDescription>
            </CardHeader>
            <CardContent>{children}</CardContent>
          </Card>
          {/* The families read how the network treats the students' data before anyone signs in (LGPD art. 14). */}
          <Link
            to={AVISO_PRIVACIDADE_PATH}
            className="text-sm text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline"
          >
            Aviso de privacidade
          </Link>
        </div>
      </main>
    </div>
  );
}
