import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { CODIGOS_DE_ERRO } from '../../../../domain/erros';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { LOGIN_PATH } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { SenhaInput } from '../components/senha-input';
import { TEXTOS } from '../components/textos';
import { AuthCard } from './login-page';

interface Valores {
  senha: string;
  confirmacao: string;
}

/**
 * /redefinir-senha?token=… — the page the e-mailed link opens, signed in or not. The server
 * applies the password policy and says what is wrong in pt-BR; success ends every session.
 */
export function RedefinirSenhaPage() {
  useDocumentTitle(TEXTOS.redefinirTitulo);
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [feito, setFeito] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Valores>({ defaultValues: { senha: '', confirmacao: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ senha, confirmacao }) => {
    setFormError(null);
    if (senha !== confirmacao) return setError('confirmacao', { message: TEXTOS.senhasDiferentes });
    try {
      await reset.mutateAsync({ token: token!, newPassword: senha });
      setFeito(true);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status > 0 ? error.message : 'Não foi possível redefinir a senha. Tente novamente.';
      if (error instanceof ApiError && error.code === CODIGOS_DE_ERRO.politicaDeSenha)
        setError('senha', { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <AuthCard>
      <div className="flex flex-col gap-5">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{TEXTOS.redefinirTitulo}</h2>
          {!feito && token ? <p className="mt-1 text-sm text-slate-600">{TEXTOS.redefinirDescricao}</p> : null}
        </div>
        {!token ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {TEXTOS.semToken}
          </p>
        ) : feito ? (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
            {TEXTOS.redefinida}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <div className="flex flex-col gap-2">
              <Label htmlFor="redefinir-senha">{TEXTOS.novaSenha}</Label>
              <SenhaInput
                id="redefinir-senha"
                autoComplete="new-password"
                autoFocus
                aria-invalid={errors.senha ? true : undefined}
                aria-describedby={errors.senha ? 'redefinir-senha-erro' : undefined}
                {...register('senha', { required: TEXTOS.senhaObrigatoria })}
              />
              {errors.senha ? (
                <p id="redefinir-senha-erro" className="text-sm text-red-700">
                  {errors.senha.message}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="redefinir-confirmacao">{TEXTOS.confirmarSenha}</Label>
              <SenhaInput
                id="redefinir-confirmacao"
                autoComplete="new-password"
                aria-invalid={errors.confirmacao ? true : undefined}
                aria-describedby={errors.confirmacao ? 'redefinir-confirmacao-erro' : undefined}
                {...register('confirmacao', { required: TEXTOS.senhaObrigatoria })}
              />
              {errors.confirmacao ? (
                <p id="redefinir-confirmacao-erro" className="text-sm text-red-700">
                  {errors.confirmacao.message}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? TEXTOS.redefinindo : TEXTOS.redefinir}
            </Button>
            {formError ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {formError}
              </p>
            ) : null}
          </form>
        )}
        <Button asChild variant="outline">
          <Link to={LOGIN_PATH}>{TEXTOS.irLogin}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
