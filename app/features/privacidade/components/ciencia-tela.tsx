import { BrandMark } from '../../../components/brand';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';
import { type Aviso, useConfirmarCiencia } from '../api/aviso';
import { AvisoTexto } from './aviso-texto';

/** The notice in force and "Li e estou ciente", which records who, which version, when and from where. */
export function CienciaTela({ aviso, versao }: { aviso: Aviso; versao: number }) {
  const confirmar = useConfirmarCiencia();
  return (
    <div className="flex min-h-screen items-start justify-center bg-gradient-to-br from-slate-50 via-white to-blue-50 px-4 py-10">
      <Card className="w-full max-w-3xl shadow-lg">
        <CardHeader className="items-center text-center">
          <BrandMark className="mb-2 size-12 [&_svg]:size-7" />
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Aviso de privacidade</h1>
          <p className="text-sm text-slate-600">
            {aviso.empresa_nome} publicou{' '}
            {versao === 1 ? 'o seu aviso de privacidade' : 'uma nova versão do seu aviso de privacidade'}. Leia antes de
            continuar.
          </p>
        </CardHeader>
        <CardContent>
          <AvisoTexto aviso={aviso} />
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:justify-end">
          {confirmar.isError ? (
            <p role="alert" className="text-sm text-red-600 sm:mr-auto">
              {confirmar.error.message}
            </p>
          ) : null}
          <Button disabled={confirmar.isPending} onClick={() => confirmar.mutate(versao)}>
            {confirmar.isPending ? 'Registrando...' : 'Li e estou ciente'}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
