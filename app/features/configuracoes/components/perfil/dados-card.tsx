import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { tipoUsuarioLabel } from '../../../../../domain/roles';
import { perfilInput } from '../../../../../domain/schemas/perfil';
import { FormField } from '../../../../components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { ApiError } from '../../../../lib/api';
import { type Perfil, perfilQueryOptions } from '../../api/carregar-perfil';
import { useAtualizarPerfil } from '../../api/atualizar-perfil';
import { useRegistrarAba } from '../../../../components/config-forms';

type Valores = z.input<typeof perfilInput>;
type Campo = 'nome' | 'telefone';

const valores = (p: Perfil): Valores => ({ nome: p.nome, telefone: p.telefone ?? '' });

/** Name and phone are the user's to change; e-mail and role are shown, read-only. */
export function DadosCard({ perfil }: { perfil: Perfil }) {
  const queryClient = useQueryClient();
  const update = useAtualizarPerfil();
  const [versao, setVersao] = useState(perfil.updated_at);
  const form = useForm<Valores, unknown, z.output<typeof perfilInput>>({
    defaultValues: valores(perfil),
    resolver: zodResolver(perfilInput),
  });
  const { register, formState, reset, setError, handleSubmit } = form;
  const { errors } = formState;

  const save = () =>
    new Promise<void>((resolve, reject) => {
      void handleSubmit(
        async (dados) => {
          try {
            const salvo = await update.mutateAsync({ ...dados, updated_at: versao });
            setVersao(salvo.updated_at);
            reset(valores(salvo));
            resolve();
          } catch (error) {
            if (error instanceof ApiError && error.fields) {
              for (const [campo, mensagem] of Object.entries(error.fields))
                if (campo === 'nome' || campo === 'telefone') setError(campo, { type: 'server', message: mensagem });
            }
            if (error instanceof ApiError && error.status === 409) {
              // Someone else saved first: take their version; saving again is a deliberate overwrite.
              const atual = await queryClient.fetchQuery({ ...perfilQueryOptions, staleTime: 0 }).catch(() => null);
              if (atual) setVersao(atual.updated_at);
            }
            reject(error instanceof Error ? error : new Error('Erro ao salvar o perfil'));
          }
        },
        () => reject(new Error('Verifique os campos do perfil.')),
      )();
    });

  useRegistrarAba('perfil', { dirty: formState.isDirty, save, reset: () => reset(valores(perfil)) });

  const a11y = (name: Campo) => ({
    id: `perfil-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `perfil-${name}-erro` : undefined,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados pessoais</CardTitle>
        <CardDescription>Seu nome e telefone. O e-mail e o tipo de usuário são definidos por um administrador.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
          <FormField id="perfil-nome" label="Nome" error={errors.nome?.message}>
            <Input {...a11y('nome')} autoComplete="name" {...register('nome')} />
          </FormField>
          <FormField id="perfil-telefone" label="Telefone" error={errors.telefone?.message}>
            <Input {...a11y('telefone')} type="tel" autoComplete="tel" {...register('telefone')} />
          </FormField>
          <FormField id="perfil-email" label="E-mail">
            <Input id="perfil-email" value={perfil.email} readOnly aria-readonly="true" className="bg-slate-50" />
          </FormField>
          <FormField id="perfil-tipo" label="Tipo de usuário">
            <Input
              id="perfil-tipo"
              value={tipoUsuarioLabel(perfil.tipo_usuario)}
              readOnly
              aria-readonly="true"
              className="bg-slate-50"
            />
          </FormField>
        </form>
      </CardContent>
    </Card>
  );
}
