import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { JUSTIFICATIVAS } from '../../../../domain/avaliacao/frequencia';
import { type FrequenciaUpdateDados, frequenciaUpdate } from '../../../../domain/schemas/frequencia';
import { hojeNoFuso } from '../../../lib/format';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import type { Frequencia } from '../api/get-frequencias';
import { useUpdateFrequencia } from '../api/update-frequencia';
import { TEXTOS } from './textos';

interface Valores {
  data: string;
  presente: 'sim' | 'nao';
  justificativa: string;
  observacoes: string;
}
const CAMPOS = ['data', 'presente', 'justificativa', 'observacoes'] as const;

function resolver(versao: string): Resolver<Valores, unknown, FrequenciaUpdateDados> {
  return (v) => {
    const r = frequenciaUpdate.safeParse({
      data: v.data,
      presente: v.presente === 'sim',
      justificativa: v.justificativa || null,
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

/** 'Editar Frequência' (spec 2 §5: 'data' is required): closes on success, keeps the input on failure. */
export function FrequenciaFormDialog({ registro, onClose }: { registro: Frequencia | null; onClose: () => void }) {
  return (
    <Dialog open={registro !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={TEXTOS.editarTitulo}
        description={registro ? `${registro.aluno_nome} · ${registro.turma_nome} · ${registro.disciplina_nome}` : undefined}
      >
        {registro ? <FrequenciaForm key={registro.id} registro={registro} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FrequenciaForm({ registro, onDone }: { registro: Frequencia; onDone: () => void }) {
  const update = useUpdateFrequencia();
  const { register, handleSubmit, formState, setError, control } = useForm<Valores, unknown, FrequenciaUpdateDados>({
    defaultValues: {
      data: registro.data,
      presente: registro.presente ? 'sim' : 'nao',
      justificativa: registro.justificativa ?? '',
      observacoes: registro.observacoes ?? '',
    },
    resolver: resolver(registro.updated_at),
  });
  const { errors, isSubmitting } = formState;
  const faltou = useWatch({ control, name: 'presente' }) === 'nao';

  const onSubmit = handleSubmit(async (dados) => {
    try {
      await update.mutateAsync({ id: registro.id, input: dados });
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

  const a11y = (campo: keyof Valores) => ({
    id: `freq-${campo}`,
    'aria-invalid': errors[campo] ? true : undefined,
    'aria-describedby': errors[campo] ? `freq-${campo}-erro` : undefined,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="freq-data" label={TEXTOS.data} error={errors.data?.message}>
        <Input type="date" max={hojeNoFuso()} {...a11y('data')} {...register('data')} />
      </FormField>
      <FormField id="freq-presente" label="Status" error={errors.presente?.message}>
        <Select {...a11y('presente')} {...register('presente')}>
          <option value="sim">{TEXTOS.presente}</option>
          <option value="nao">{TEXTOS.faltou}</option>
        </Select>
      </FormField>
      <FormField id="freq-justificativa" label={TEXTOS.justificativa} error={errors.justificativa?.message}>
        <Select {...a11y('justificativa')} disabled={!faltou} {...register('justificativa')}>
          <option value="">{TEXTOS.semJustificativa}</option>
          {JUSTIFICATIVAS.map((j) => (
            <option key={j} value={j}>
              {j}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="freq-observacoes" label={TEXTOS.observacoes} error={errors.observacoes?.message}>
        <Textarea {...a11y('observacoes')} {...register('observacoes')} />
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
