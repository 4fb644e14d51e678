import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LoadError } from '../../../../components/load-error';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { useDesativarDoisFatores } from './api/desativar';
import { useGerarCodigos } from './api/gerar-codigos';
import { useSituacaoDoisFatores } from './api/carregar-situacao';
import { CodigosRecuperacao } from './codigos-recuperacao';
import { InscricaoFluxo } from './inscricao-fluxo';
import { SenhaForm } from './senha-form';
import { TEXTOS_2FA } from './textos';

type Dialogo = 'ativar' | 'desativar' | 'codigos' | null;

/**
 * 'Verificação em duas etapas' for the signed-in user: status, enrolment (QR code, confirm
 * with a code, recovery codes), new recovery codes and disabling. Self-contained: it can sit
 * in the Perfil tab for everyone and in the Segurança tab for administradores.
 */
export function VerificacaoDuasEtapas() {
  const situacao = useSituacaoDoisFatores();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [novosCodigos, setNovosCodigos] = useState<string[] | null>(null);
  const desativar = useDesativarDoisFatores();
  const gerar = useGerarCodigos();
  const fechar = () => {
    setDialogo(null);
    setNovosCodigos(null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-blue-600" aria-hidden />
          {TEXTOS_2FA.titulo}
          {situacao.data ? (
            <Badge color={situacao.data.ativo ? 'green' : 'neutral'}>
              {situacao.data.ativo ? TEXTOS_2FA.ativa : TEXTOS_2FA.inativa}
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription>{TEXTOS_2FA.descricao}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {situacao.isPending ? (
          <Spinner />
        ) : situacao.isError ? (
          <LoadError message={TEXTOS_2FA.erroCarregar} onRetry={() => void situacao.refetch()} />
        ) : situacao.data.ativo ? (
          <>
            {situacao.data.codigos_restantes !== null ? (
              <p className="text-sm text-slate-700">{TEXTOS_2FA.restantes(situacao.data.codigos_restantes)}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setDialogo('codigos')}>
                {TEXTOS_2FA.novosCodigos}
              </Button>
              <Button variant="outline" className="text-red-700" onClick={() => setDialogo('desativar')}>
                {TEXTOS_2FA.desativar}
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button onClick={() => setDialogo('ativar')}>{TEXTOS_2FA.ativar}</Button>
          </div>
        )}
      </CardContent>

      <Dialog open={dialogo === 'ativar'} onOpenChange={(open) => !open && fechar()}>
        <DialogContent title={TEXTOS_2FA.ativar} className="max-w-xl">
          {dialogo === 'ativar' ? (
            <InscricaoFluxo
              onConcluir={() => {
                toast.success(TEXTOS_2FA.ativada);
                fechar();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={dialogo === 'desativar'} onOpenChange={(open) => !open && fechar()}>
        <DialogContent title={TEXTOS_2FA.desativarTitulo} description={TEXTOS_2FA.desativarDescricao}>
          <SenhaForm
            id="dois-fatores-desativar-senha"
            acao={TEXTOS_2FA.desativar}
            acaoPendente={TEXTOS_2FA.desativando}
            variante="destructive"
            onSenha={async (senha) => {
              await desativar.mutateAsync(senha);
              toast.success(TEXTOS_2FA.desativada);
              fechar();
            }}
          />
        </DialogContent>
      </Dialog>

      <Dialog open={dialogo === 'codigos'} onOpenChange={(open) => !open && fechar()}>
        <DialogContent
          title={TEXTOS_2FA.novosCodigosTitulo}
          description={novosCodigos ? undefined : TEXTOS_2FA.novosCodigosDescricao}
        >
          {novosCodigos ? (
            <div className="grid gap-4">
              <CodigosRecuperacao codigos={novosCodigos} />
              <div className="flex justify-end">
                <Button onClick={fechar}>{TEXTOS_2FA.concluir}</Button>
              </div>
            </div>
          ) : (
            <SenhaForm
              id="dois-fatores-codigos-senha"
              acao={TEXTOS_2FA.gerar}
              acaoPendente={TEXTOS_2FA.continuando}
              onSenha={async (senha) => setNovosCodigos((await gerar.mutateAsync(senha)).backupCodes)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
