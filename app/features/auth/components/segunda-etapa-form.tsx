import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { type SegundoFator, useVerifySecondFactor } from '../api/verify-second-factor';
import { useConcluirLogin } from '../hooks/use-concluir-login';
import { TEXTOS } from './textos';

/** After e-mail and password, when the account has two-factor: the code, or a recovery code. */
export function SegundaEtapaForm({ onVoltar }: { onVoltar: () => void }) {
  const [metodo, setMetodo] = useState<SegundoFator>('totp');
  const [formError, setFormError] = useState<string | null>(null);
  const verify = useVerifySecondFactor();
  const concluir = useConcluirLogin();
  const { register, handleSubmit, formState, reset, setFocus } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { errors, isSubmitting } = formState;
  const totp = metodo === 'totp';

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await verify.mutateAsync({ metodo, code: code.trim() });
      await concluir();
    } catch (error) {
      setFormError(error instanceof ApiError && error.status > 0 ? error.message : TEXTOS.erroGenerico);
      reset({ code: '' });
      setFocus('code');
    }
  });

  const trocar = () => {
    setMetodo(totp ? 'recuperacao' : 'totp');
    setFormError(null);
    reset({ code: '' });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{TEXTOS.codigoTitulo}</h2>
        <p className="mt-1 text-sm text-slate-600">{totp ? TEXTOS.codigoDescricao : TEXTOS.recuperacaoDescricao}</p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-codigo">{totp ? TEXTOS.codigoLabel : TEXTOS.recuperacaoLabel}</Label>
        <Input
          id="login-codigo"
          key={metodo}
          autoFocus
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          maxLength={totp ? 6 : 20}
          placeholder={totp ? '000000' : 'xxxxx-xxxxx'}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? 'login-codigo-erro' : undefined}
          {...register('code', { required: TEXTOS.codigoObrigatorio })}
        />
        {errors.code ? (
          <p id="login-codigo-erro" className="text-sm text-red-700">
            {errors.code.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? TEXTOS.verificando : TEXTOS.verificar}
      </Button>
      {formError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-blue-700 hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={trocar}
        >
          {totp ? TEXTOS.usarRecuperacao : TEXTOS.usarAplicativo}
        </button>
        <button
          type="button"
          className="text-slate-600 hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={onVoltar}
        >
          {TEXTOS.voltarLogin}
        </button>
      </div>
    </form>
  );
}
