import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { DASHBOARD_PATH } from '../../../lib/paths';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { type SignInInput, useSignIn } from '../api/sign-in';

const GENERIC_ERROR = 'Erro ao fazer login';

export function LoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({ defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
      // Navigate first: the login stays on screen (it answers every public path) until the
      // session refetch swaps in the signed-in routes, which then open at /dashboard.
      navigate(DASHBOARD_PATH, { replace: true });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      if (!queryClient.getQueryData(SESSION_QUERY_KEY)) throw new Error('sessão não criada');
    } catch (error) {
      // The server already answers in pt-BR; a request that never got an answer gets the generic text.
      setFormError(error instanceof ApiError && error.status > 0 ? error.message : GENERIC_ERROR);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-email">E-mail</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder="seu.email@escola.br"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-erro' : undefined}
          {...register('email', {
            required: 'Informe o e-mail.',
            pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'E-mail inválido.' },
          })}
        />
        {errors.email ? <p id="login-email-erro" className="text-sm text-red-700">{errors.email.message}</p> : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-senha">Senha</Label>
        <Input
          id="login-senha"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-senha-erro' : undefined}
          {...register('password', { required: 'Informe a senha.' })}
        />
        {errors.password ? <p id="login-senha-erro" className="text-sm text-red-700">{errors.password.message}</p> : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
      {formError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
