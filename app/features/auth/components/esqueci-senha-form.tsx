import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { TEXTOS } from './textos';

/** 'Esqueci minha senha': always the same answer, so nobody learns which addresses have accounts. */
export function EsqueciSenhaForm({ emailInicial, onVoltar }: { emailInicial: string; onVoltar: () => void }) {
  const pedir = useRequestPasswordReset();
  const [resposta, setResposta] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: emailInicial } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const { message } = await pedir.mutateAsync(email.trim());
      setResposta(message);
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.status > 0 ? error.message : 'Não foi possível enviar o pedido. Tente novamente.',
      );
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{TEXTOS.esqueciTitulo}</h2>
        <p className="mt-1 text-sm text-slate-600">{TEXTOS.esqueciDescricao}</p>
      </div>
      {resposta ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          {resposta}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor="esqueci-email">E-mail</Label>
            <Input
              id="esqueci-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              autoFocus
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'esqueci-email-erro' : undefined}
              {...register('email', {
                required: 'Informe o e-mail.',
                pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'E-mail inválido.' },
              })}
            />
            {errors.email ? (
              <p id="esqueci-email-erro" className="text-sm text-red-700">
                {errors.email.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? TEXTOS.enviando : TEXTOS.enviarLink}
          </Button>
          {formError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
        </form>
      )}
      <button
        type="button"
        className="self-start text-sm text-slate-600 hover:underline focus-visible:underline focus-visible:outline-none"
        onClick={onVoltar}
      >
        {TEXTOS.voltarLogin}
      </button>
    </div>
  );
}
