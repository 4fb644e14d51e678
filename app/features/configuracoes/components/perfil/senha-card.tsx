import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CODIGOS_DE_ERRO } from '../../../../../domain/erros';
import { trocaSenhaForm } from '../../../../../domain/schemas/perfil';
import { FormField } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { ApiError } from '../../../../lib/api';
import { useChangePassword } from '../../api/change-password';
import { useRegistrarAba } from '../../../../components/config-forms';

type Valores = z.input<typeof trocaSenhaForm>;
type Campo = keyof Valores;
const VAZIO: Valores = { senhaAtual: '', novaSenha: '', confirmacao: '' };

/**
 * The password change: the current password is required, the new one must meet
 * the security policy (the server says why not, in pt-BR) and the confirmation must match.
 * The user's other sessions end.
 */
export function SenhaCard() {
  const change = useChangePassword();
  const [visivel, setVisivel] = useState(false);
  const { register, handleSubmit, reset, setError, control, formState } = useForm<Valores>({
    defaultValues: VAZIO,
    resolver: zodResolver(trocaSenhaForm),
  });
  const { errors } = formState;
  const valores = useWatch({ control });
  const preenchido = Boolean(valores.senhaAtual || valores.novaSenha || valores.confirmacao);

  const save = () =>
    new Promise<void>((resolve, reject) => {
      void handleSubmit(
        async ({ senhaAtual, novaSenha }) => {
          try {
            await change.mutateAsync({ senhaAtual, novaSenha });
            reset(VAZIO);
            toast.success('Senha alterada. Suas outras sessões foram encerradas.');
            resolve();
          } catch (error) {
            const mensagem = error instanceof Error ? error.message : 'Erro ao alterar a senha';
            // The authentication service says which password was refused: the current one, or the new one (policy).
            setError(error instanceof ApiError && error.code === CODIGOS_DE_ERRO.senhaInvalida ? 'senhaAtual' : 'novaSenha', {
              type: 'server',
              message: mensagem,
            });
            reject(new Error(mensagem));
          }
        },
        () => reject(new Error('Verifique os campos da senha.')),
      )();
    });

  useRegistrarAba('perfil', { dirty: preenchido, save, reset: () => reset(VAZIO) });

  const campo = (name: Campo, label: string, autoComplete: string) => (
    <FormField id={`senha-${name}`} label={label} error={errors[name]?.message}>
      <Input
        id={`senha-${name}`}
        type={visivel ? 'text' : 'password'}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `senha-${name}-erro` : undefined}
        {...register(name)}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Alterar senha</CardTitle>
        <CardDescription>Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            save().catch(() => undefined);
          }}
        >
          {campo('senhaAtual', 'Senha atual', 'current-password')}
          {campo('novaSenha', 'Nova senha', 'new-password')}
          {campo('confirmacao', 'Confirmar nova senha', 'new-password')}
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <Button type="button" variant="ghost" aria-pressed={visivel} onClick={() => setVisivel((v) => !v)}>
              {visivel ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {visivel ? 'Ocultar senhas' : 'Mostrar senhas'}
            </Button>
            <Button type="submit" variant="outline" disabled={change.isPending || !preenchido}>
              <KeyRound aria-hidden="true" />
              {change.isPending ? 'Alterando...' : 'Alterar Senha'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
