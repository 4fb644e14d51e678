import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { lerNota } from '../../../../domain/avaliacao/notas';
import { type NotaUpdateDados, notaUpdate } from '../../../../domain/schemas/nota';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import type { Nota } from '../api/get-notas';
import { useUpdateNota } from '../api/update-nota';
import { formatarNota } from './planilha-estado';
import { TEXTOS } from './textos';

interface Valores {
  nota1: string;
  nota2: string;
  nota3: string;
  nota4: string;
  observacoes: string;
}
const CAMPOS = ['nota1', 'nota2', 'nota3', 'nota4', 'observacoes'] as const;

/** The shared zod schema checks the typed values: the form shows the server's own messages. */
function resolver(versao: string): Resolver<Valores, unknown, NotaUpdateDados> {
  return (v) => {
    const r = notaUpdate.safeParse({
      nota1: lerNota(v.nota1),
      nota2: lerNota(v.nota2),
      nota3: lerNota(v.nota3),
      nota4: lerNota(v.nota4),
      observacoes: v.observacoes,
      updated_at: versao,
    });
    if (r.success) return { values: r.data, errors: {} };
    const errors: FieldErrors<Valores> = {};
    for (const issue of r.error.issues) {
      const campo = String(issue.path[0]) as keyof Valores;
      if (CAMPOS.includes(campo) && !errors[campo]) errors[campo] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** 'Editar Notas' from the school's list: closes on success, keeps what was typed on failure. */
export function NotaFormDialog({ nota, onClose }: { nota: Nota | null; onClose: () => void }) {
  return (
    <Dialog open={nota !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={TEXTOS.editarTitulo}
        description={nota ? `${nota.aluno_nome} · ${nota.disciplina_nome} · ${TEXTOS.bimestreN(nota.bimestre)}` : undefined}
      >
        {nota ? <NotaForm key={nota.id} nota={nota} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NotaForm({ nota, onDone }: { nota: Nota; onDone: () => void }) {
  const update = useUpdateNota();
  const { register, handleSubmit, formState, setError } = useForm<Valores, unknown, NotaUpdateDados>({
    defaultValues: {
      nota1: formatarNota(nota.nota1),
      nota2: formatarNota(nota.nota2),
      nota3: formatarNota(nota.nota3),
      nota4: formatarNota(nota.nota4),
      observacoes: nota.observacoes ?? '',
    },
    resolver: resolver(nota.updated_at),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (dados) => {
    try {
      await update.mutateAsync({ id: nota.id, input: dados });
      toast.success(TEXTOS.atualizado);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [campo, msg] of Object.entries(error.fields))
          if ((CAMPOS as readonly string[]).includes(campo)) setError(campo as keyof Valores, { type: 'server', message: msg });
      }
      toast.error(TEXTOS.erroSalvar(error instanceof Error ? error.message : 'Erro desconhecido'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {([1, 2, 3, 4] as const).map((k) => {
          const campo = `nota${k}` as const;
          return (
            <FormField key={k} id={`nota-${campo}`} label={TEXTOS.nota(k)} error={errors[campo]?.message}>
              <Input
                id={`nota-${campo}`}
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={errors[campo] ? true : undefined}
                aria-describedby={errors[campo] ? `nota-${campo}-erro` : undefined}
                {...register(campo)}
              />
            </FormField>
          );
        })}
      </div>
      <FormField id="nota-observacoes" label="Observações" error={errors.observacoes?.message}>
        <Textarea id="nota-observacoes" {...register('observacoes')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? TEXTOS.salvando : 'Atualizar'}
        </Button>
      </DialogFooter>
    </form>
  );
}
