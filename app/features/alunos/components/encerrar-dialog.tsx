import { useState } from 'react';
import { toast } from 'sonner';
import {
  ENCERRAMENTOS_MATRICULA,
  type EncerramentoMatricula,
  STATUS_MATRICULA_LABEL,
} from '../../../../domain/academico/catalogo';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { hojeNoFuso } from '../../../lib/format';
import type { ItemRoster } from '../api/get-roster';
import { useEncerrar } from '../api/save-matricula';
import { TEXTOS } from './textos';

/** Ends an enrolment as concluída or cancelada on a date; it stays in the class history. */
export function EncerrarDialog({ matricula, onClose }: { matricula: ItemRoster | null; onClose: () => void }) {
  return (
    <Dialog open={matricula !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={matricula ? TEXTOS.encerrarTitulo(matricula.nome) : ''}>
        {matricula ? <Encerramento matricula={matricula} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Encerramento({ matricula, onDone }: { matricula: ItemRoster; onDone: () => void }) {
  const [status, setStatus] = useState<EncerramentoMatricula>('concluida');
  const [data, setData] = useState(hojeNoFuso());
  const [erro, setErro] = useState<string | undefined>();
  const encerrar = useEncerrar();

  const salvar = (e: React.FormEvent) => {
    e.preventDefault();
    encerrar.mutate(
      { id: matricula.matricula_id, status, data_fim: data || null },
      {
        onSuccess: () => {
          toast.success(TEXTOS.encerrada);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.data_fim) setErro(error.fields.data_fim);
          else toast.error(TEXTOS.erroEncerrar(error.message));
        },
      },
    );
  };

  return (
    <form onSubmit={salvar} noValidate className="grid gap-4">
      <FormField id="encerrar-status" label="Situação">
        <Select id="encerrar-status" value={status} onChange={(e) => setStatus(e.target.value as EncerramentoMatricula)}>
          {ENCERRAMENTOS_MATRICULA.map((s) => (
            <option key={s} value={s}>
              {STATUS_MATRICULA_LABEL[s]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="encerrar-data_fim" label="Data de encerramento" error={erro}>
        <Input
          id="encerrar-data_fim"
          type="date"
          value={data}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? 'encerrar-data_fim-erro' : undefined}
          onChange={(e) => {
            setData(e.target.value);
            setErro(undefined);
          }}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={encerrar.isPending}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={encerrar.isPending}>
          {encerrar.isPending ? 'Encerrando...' : TEXTOS.encerrar}
        </Button>
      </DialogFooter>
    </form>
  );
}
