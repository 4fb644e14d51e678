import { useState } from 'react';
import { CONSELHO_MENSAGENS as MSG } from '../../../../domain/schemas/conselho';
import { rotuloDoConselho } from '../../../../domain/conselho/status';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import type { Conselho } from '../api/carregar-conselhos';
import type { AcaoDoConselho } from '../api/gravar-conselho';
import { TEXTOS } from './textos';

export interface PedidoDeAcao {
  conselho: Conselho;
  acao: AcaoDoConselho;
}

const TITULO = { iniciar: TEXTOS.iniciar, finalizar: 'Finalizar conselho', corrigir: TEXTOS.corrigir } as const;
const TEXTO = {
  iniciar: TEXTOS.confirmarIniciar,
  finalizar: TEXTOS.confirmarFinalizar,
  corrigir: TEXTOS.confirmarCorrigir,
} as const;

/** Confirms Iniciar, Finalizar and Corrigir decisões (asking the required motivo). */
export function AcaoDialog({
  pedido,
  pendente,
  onClose,
  onConfirmar,
}: {
  pedido: PedidoDeAcao | null;
  pendente: boolean;
  onClose: () => void;
  onConfirmar: (corpo: object) => Promise<unknown>;
}) {
  return (
    <Dialog open={pedido !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {pedido ? (
        <DialogContent title={TITULO[pedido.acao]} description={rotuloDoConselho(pedido.conselho.bimestre)}>
          <Corpo key={`${pedido.conselho.id}:${pedido.acao}`} acao={pedido.acao} pendente={pendente} onConfirmar={onConfirmar} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Corpo({
  acao,
  pendente,
  onConfirmar,
}: {
  acao: AcaoDoConselho;
  pendente: boolean;
  onConfirmar: (corpo: object) => Promise<unknown>;
}) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const enviar = async (e: React.FormEvent) => {
    e.preventDefault();
    if (acao === 'corrigir' && !motivo.trim()) return setErro(MSG.motivo);
    try {
      await onConfirmar(acao === 'corrigir' ? { motivo } : {});
    } catch (err) {
      if (err instanceof ApiError && err.fields?.motivo) setErro(err.fields.motivo);
    }
  };
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{TEXTO[acao]}</p>
      {acao === 'corrigir' ? (
        <FormField id="conselho-motivo" label={TEXTOS.motivo} error={erro ?? undefined}>
          <Textarea
            id="conselho-motivo"
            rows={3}
            value={motivo}
            aria-invalid={erro ? true : undefined}
            onChange={(e) => {
              setMotivo(e.target.value);
              setErro(null);
            }}
          />
        </FormField>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pendente}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pendente}>
          {pendente ? 'Enviando...' : TITULO[acao]}
        </Button>
      </DialogFooter>
    </form>
  );
}
