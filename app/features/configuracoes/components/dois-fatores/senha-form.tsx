import { useForm } from 'react-hook-form';
import { FormField } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { ApiError } from '../../../../lib/api';
import { TEXTOS_2FA } from './textos';

/** Asks for the user's password before a two-factor change; shows the server's message if wrong. */
export function SenhaForm({
  id,
  acao,
  acaoPendente,
  variante = 'default',
  onSenha,
}: {
  id: string;
  acao: string;
  acaoPendente: string;
  variante?: 'default' | 'destructive';
  onSenha: (senha: string) => Promise<void>;
}) {
  const { register, handleSubmit, formState, setError } = useForm<{ senha: string }>({ defaultValues: { senha: '' } });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ senha }) => {
    try {
      await onSenha(senha);
    } catch (error) {
      setError('senha', { message: error instanceof ApiError ? error.message : 'Erro desconhecido' }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={id} label={TEXTOS_2FA.senha} error={errors.senha?.message}>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          autoFocus
          aria-invalid={errors.senha ? true : undefined}
          aria-describedby={errors.senha ? `${id}-erro` : undefined}
          {...register('senha', { required: TEXTOS_2FA.senhaObrigatoria })}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" variant={variante} disabled={isSubmitting}>
          {isSubmitting ? acaoPendente : acao}
        </Button>
      </div>
    </form>
  );
}
