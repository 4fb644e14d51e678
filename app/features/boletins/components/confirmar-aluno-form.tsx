import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { confirmacaoDoAlunoInput } from '../../../../domain/schemas/boletim';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { schemaResolver } from '../../../lib/form-resolver';
import { type ConfirmacaoDoAluno, type ConfirmacaoDoAlunoInput, useConfirmarAluno } from '../api/confirmar-aluno';

interface Valores {
  data_nascimento: string;
}
const CAMPOS = ['data_nascimento'] as const;
const resolver = schemaResolver<Valores, ConfirmacaoDoAlunoInput, undefined>(confirmacaoDoAlunoInput, (v) => v, CAMPOS);

/**
 * 'Data de nascimento do aluno': whoever knows it sees the full name printed on the document and
 * who issued it. Any failure is said as the server says it, the same for every wrong date.
 */
export function ConfirmarAlunoForm({
  codigo,
  onConfirmado,
}: {
  codigo: string;
  onConfirmado: (confirmacao: ConfirmacaoDoAluno) => void;
}) {
  const confirmar = useConfirmarAluno(codigo);
  const [falha, setFalha] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Valores, undefined, ConfirmacaoDoAlunoInput>({
    defaultValues: { data_nascimento: '' },
    resolver,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    setFalha(null);
    try {
      onConfirmado(await confirmar.mutateAsync(input));
    } catch (error) {
      setFalha(error instanceof ApiError && error.status > 0 ? error.message : 'Não foi possível confirmar. Tente novamente.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="confirmar-aluno-titulo" className="flex flex-col gap-3">
      <div>
        <h2 id="confirmar-aluno-titulo" className="text-sm font-medium text-slate-900">
          Confirmar o nome do aluno
        </h2>
        <p className="mt-1 text-xs text-slate-600">
          O aluno aparece só pelas iniciais. Informe a data de nascimento dele para ver o nome completo impresso no documento e
          quem o emitiu.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="confirmar-aluno-data">Data de nascimento do aluno</Label>
          <Input
            id="confirmar-aluno-data"
            type="date"
            autoComplete="off"
            aria-invalid={errors.data_nascimento ? true : undefined}
            aria-describedby={errors.data_nascimento ? 'confirmar-aluno-data-erro' : undefined}
            {...register('data_nascimento')}
          />
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Confirmando...' : 'Confirmar'}
        </Button>
      </div>
      {errors.data_nascimento ? (
        <p id="confirmar-aluno-data-erro" className="text-sm text-red-700">
          {errors.data_nascimento.message}
        </p>
      ) : null}
      {falha ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {falha}
        </p>
      ) : null}
    </form>
  );
}
