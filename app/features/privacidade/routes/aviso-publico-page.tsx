import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BrandMark, PRODUCT_NAME } from '../../../components/brand';
import { FiltroSelect, opcoesPorNome } from '../../../components/filtro-select';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { LOGIN_PATH } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAvisoPublico, useRedesDoAviso } from '../api/aviso';
import { AvisoTexto } from '../components/aviso-texto';

const TITULO = 'Aviso de privacidade';

/**
 * /aviso-de-privacidade — how each network treats the students' data, signed in or not (LGPD art. 14
 * §6). `?rede=<id>` picks the network; a signed-in user starts at their own, and a platform with one
 * network shows it straight away.
 */
export function AvisoPublicoPage() {
  useDocumentTitle(TITULO);
  const [params, setParams] = useSearchParams();
  const sessao = useSession();
  const redes = useRedesDoAviso();
  const itens = redes.data?.itens ?? [];
  const unica = itens.length === 1 ? itens[0]!.id : '';
  const rede = params.get('rede') ?? sessao.data?.escopo.empresa_id ?? unica;
  const aviso = useAvisoPublico(rede);

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-slate-50 via-white to-blue-50">
      <header className="p-4 sm:p-6">
        <Button asChild variant="ghost">
          <Link to={LOGIN_PATH}>
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Link>
        </Button>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16">
        <Card className="w-full max-w-3xl shadow-lg">
          <CardHeader className="items-center pb-4 text-center">
            <BrandMark className="mb-2 size-12 [&_svg]:size-7" />
            <p className="text-sm text-slate-600">{PRODUCT_NAME}</p>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{TITULO}</h1>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {redes.isError ? (
              <LoadError message={`Erro ao carregar as redes: ${redes.error.message}`} onRetry={() => void redes.refetch()} />
            ) : (
              <FiltroSelect
                id="aviso-rede"
                label="Rede de ensino"
                todos="Escolha a rede"
                value={rede || 'all'}
                onChange={(v) => setParams(v === 'all' ? {} : { rede: v })}
                opcoes={opcoesPorNome(itens)}
              />
            )}
            {!rede ? (
              <p className="text-sm text-slate-600">Escolha a rede de ensino para ler o seu aviso de privacidade.</p>
            ) : aviso.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner />
              </div>
            ) : aviso.isError ? (
              <LoadError message={`Erro ao carregar o aviso: ${aviso.error.message}`} onRetry={() => void aviso.refetch()} />
            ) : (
              <AvisoTexto aviso={aviso.data} />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
