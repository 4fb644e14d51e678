import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { type SignInInput, useSignIn } from '../api/sign-in';
import { useConcluirLogin } from '../hooks/use-concluir-login';
import { TEXTOS } from './textos';

interface Props {
  /** The password was right and the account has two-factor: ask for the code. */
  onSegundaEtapa: () => void;
  /** 'Esqueci minha senha', with what was typed in the e-mail field. */
  onEsqueci: (email: string) => void;
}

export function LoginForm({ onSegundaEtapa, onEsqueci }: Props) {
  const signIn = useSignIn();
  const concluir = useConcluirLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<SignInInput>({ defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await signIn.mutateAsync(values);
      if (result?.twoFactorRedirect) return onSegundaEtapa();
      await concluir();
    } catch (error) {
      // The server already answers in pt-BR; a request that never got an answer gets the generic text.
      setFormError(error instanceof ApiError && error.status > 0 ? error.message : TEXTOS.erroGenerico);
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
        {errors.email ? (
          <p id="login-email-erro" className="text-sm text-red-700">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="login-senha">Senha</Label>
          <button
            type="button"
            className="text-sm font-medium text-blue-700 hover:underline focus-visible:underline focus-visible:outline-none"
            onClick={() => onEsqueci(getValues('email'))}
          >
            {TEXTOS.esqueci}
          </button>
        </div>
        <Input
          id="login-senha"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-senha-erro' : undefined}
          {...register('password', { required: 'Informe a senha.' })}
        />
        {errors.password ? (
          <p id="login-senha-erro" className="text-sm text-red-700">
            {errors.password.message}
          </p>
        ) : null}
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
