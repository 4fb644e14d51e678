import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../../components/form-field';
import { Input } from '../../../../components/ui/input';
import type { Valores } from './regras-escolares-card';

const CAMPOS_DA_VIDA_DA_TURMA = [
  {
    nome: 'tolerancia_chamada_dias',
    label: 'Chamada em atraso vira pendência após (dias letivos)',
    modo: 'numeric',
  },
  {
    nome: 'antecedencia_notas_dias',
    label: 'Notas em falta viram pendência antes do prazo do bimestre (dias)',
    modo: 'numeric',
  },
  {
    nome: 'percentual_conselho_tutelar',
    label: 'Aviso ao Conselho Tutelar: faltas acima deste % do limite permitido',
    modo: 'decimal',
  },
] as const;

/** What raises pendências by itself and how far the final council may go. */
export function RegrasDaVidaDaTurma({
  leitura,
  register,
  errors,
}: {
  leitura: boolean;
  register: UseFormRegister<Valores>;
  errors: FieldErrors<Valores>;
}) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4">
      <legend className="text-sm font-semibold text-slate-900">Pendências e conselho de classe</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {CAMPOS_DA_VIDA_DA_TURMA.map((c) => (
          <FormField key={c.nome} id={`regras-${c.nome}`} label={c.label} error={errors[c.nome]?.message}>
            <Input
              id={`regras-${c.nome}`}
              inputMode={c.modo}
              autoComplete="off"
              readOnly={leitura}
              aria-invalid={errors[c.nome] ? true : undefined}
              aria-describedby={errors[c.nome] ? `regras-${c.nome}-erro` : undefined}
              {...register(c.nome)}
            />
          </FormField>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4" disabled={leitura} {...register('conselho_supera_falta')} />O conselho de classe
        final pode aprovar quem foi reprovado por falta
      </label>
      <p className="text-xs text-slate-600">
        A LDB (art. 12, VIII) manda avisar o Conselho Tutelar quando as faltas passam de 30% do percentual permitido em lei.
      </p>
    </fieldset>
  );
}
