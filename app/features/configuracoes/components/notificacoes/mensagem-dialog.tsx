import { CANAL_CAIXA_SAIDA_LABEL, STATUS_CAIXA_SAIDA_LABEL } from '../../../../../domain/schemas/caixa-saida';
import { LoadError } from '../../../../components/load-error';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { dateTime } from '../../../../lib/format';
import { useMensagem } from './api/caixa-saida';

/** One outbox message as it was (or would be) delivered. */
export function MensagemDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const mensagem = useMensagem(id);
  return (
    <Dialog open={!!id} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={mensagem.data?.assunto ?? 'Mensagem'} className="max-w-2xl">
        {mensagem.isPending ? (
          <Spinner />
        ) : mensagem.isError ? (
          <LoadError message={mensagem.error.message} onRetry={() => void mensagem.refetch()} />
        ) : (
          <div className="grid gap-4 text-sm">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-slate-700">
              <dt className="font-medium">Para</dt>
              <dd className="break-all">{mensagem.data.para}</dd>
              <dt className="font-medium">Canal</dt>
              <dd>{CANAL_CAIXA_SAIDA_LABEL[mensagem.data.canal]}</dd>
              <dt className="font-medium">Situação</dt>
              <dd>{STATUS_CAIXA_SAIDA_LABEL[mensagem.data.status]}</dd>
              <dt className="font-medium">Criada em</dt>
              <dd>{dateTime(mensagem.data.created_at)}</dd>
              {mensagem.data.enviado_em ? (
                <>
                  <dt className="font-medium">Enviada em</dt>
                  <dd>{dateTime(mensagem.data.enviado_em)}</dd>
                </>
              ) : null}
              {mensagem.data.erro ? (
                <>
                  <dt className="font-medium">Último erro</dt>
                  <dd className="text-red-700">{mensagem.data.erro}</dd>
                </>
              ) : null}
            </dl>
            <pre
              aria-label="Texto da mensagem"
              className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-sans whitespace-pre-wrap text-slate-900"
            >
              {mensagem.data.texto}
            </pre>
            {mensagem.data.link ? (
              <a
                href={mensagem.data.link}
                className="font-medium break-all text-blue-700 hover:underline"
                target="_blank"
                rel="noopener noreferrer"
              >
                {mensagem.data.link}
              </a>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
