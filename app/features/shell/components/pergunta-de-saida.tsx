import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import type { ChamadaNaoEnviada } from '../../../lib/offline';
import type { SaidaDoUsuario } from '../hooks/use-sign-out';

const SAIDA_TEXTOS = {
  titulo: 'Chamadas não enviadas',
  pergunta: (n: number) =>
    n === 1
      ? 'Há 1 chamada guardada neste aparelho que ainda não foi enviada ao servidor. Ao sair, ela é apagada deste aparelho.'
      : `Há ${n} chamadas guardadas neste aparelho que ainda não foram enviadas ao servidor. Ao sair, elas são apagadas deste aparelho.`,
  semConexao: 'Sem conexão com o servidor: nada foi enviado. Tente de novo quando a conexão voltar, ou continue no sistema.',
  recusadas: (erros: string[]) => `O servidor não aceitou: ${erros.join('; ')}`,
  enviarESair: 'Enviar e sair',
  enviando: 'Enviando...',
  descartarESair: (n: number) => (n === 1 ? 'Descartar e sair' : `Descartar as ${n} e sair`),
} as const;

/** Why 'Enviar e sair' left roll calls on the device: the server's refusals, else the missing connection. */
function motivo(naoEnviadas: ChamadaNaoEnviada[]) {
  const erros = [...new Set(naoEnviadas.map((c) => c.erro).filter((e): e is string => e !== null))];
  return erros.length ? SAIDA_TEXTOS.recusadas(erros) : SAIDA_TEXTOS.semConexao;
}

/**
 * The question 'Sair' asks while the user's roll calls queued offline are still on this device: how
 * many; send them and sign out (the default), stay (Cancelar), or sign out discarding them.
 */
export function PerguntaDeSaidaDialog({ saida }: { saida: SaidaDoUsuario }) {
  const { pergunta } = saida;
  const n = pergunta?.naoEnviadas.length ?? 0;
  return (
    <ConfirmDialog
      open={pergunta !== null}
      onOpenChange={(aberto) => {
        if (!aberto && !saida.enviando) saida.ficar();
      }}
      title={SAIDA_TEXTOS.titulo}
      description={
        <>
          {SAIDA_TEXTOS.pergunta(n)}
          {pergunta?.tentou ? (
            <span role="alert" className="mt-2 block font-medium text-red-800">
              {motivo(pergunta.naoEnviadas)}
            </span>
          ) : null}
        </>
      }
      confirmVariant="default"
      confirmLabel={SAIDA_TEXTOS.enviarESair}
      pendingLabel={SAIDA_TEXTOS.enviando}
      pending={saida.isPending}
      onConfirm={saida.enviarESair}
      alternativa={
        <Button variant="outline" className="text-red-700" disabled={saida.isPending} onClick={saida.descartarESair}>
          {SAIDA_TEXTOS.descartarESair(n)}
        </Button>
      }
    />
  );
}
