import { useState } from 'react';
import { PENDENCIA_MENSAGENS as MSG } from '../../../../domain/schemas/pendencia';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import type { Pendencia } from '../api/carregar-pendencias';
import { TEXTOS } from './textos';

interface Props {
  pendencia: Pendencia | null;
  pendente: boolean;
  onClose: () => void;
  onConfirmar: (motivo: string) => Promise<unknown>;
}

/** 'Cancelar pendência': asks the reason (required), then cancels. */
export function CancelarDialog({ pendencia, pendente, onClose, onConfirmar }: Props) {
  return (
    <Dialog open={pendencia !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {pendencia ? (
        <DialogContent title={TEXTOS.cancelarTitulo} description={pendencia.titulo}>
          <Corpo key={pendencia.id} pendente={pendente} onConfirmar={onConfirmar} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Corpo({ pendente, onConfirmar }: { pendente: boolean; onConfirmar: Props['onConfirmar'] }) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  const enviar = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!motivo.trim()) return setErro(MSG.motivo);
    try {
      await onConfirmar(motivo);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.motivo) setErro(err.fields.motivo);
    }
  };

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{TEXTOS.cancelarTexto}</p>
      <FormField id="pendencia-motivo" label={TEXTOS.motivo} error={erro ?? undefined}>
        <Textarea
          id="pendencia-motivo"
          rows={3}
          value={motivo}
          aria-invalid={erro ? true : undefined}
          onChange={(e) => {
            setMotivo(e.target.value);
            setErro(null);
          }}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pendente}>
            {TEXTOS.voltar}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={pendente}>
          {pendente ? TEXTOS.enviando : TEXTOS.confirmarCancelamento}
        </Button>
      </DialogFooter>
    </form>
  );
}
