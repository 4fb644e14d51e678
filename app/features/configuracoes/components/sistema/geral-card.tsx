import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { geralInput } from '../../../../../domain/schemas/geral';
import { FUSO_HORARIO_LABEL, FUSOS_HORARIOS, TEMA_LABEL, TEMAS } from '../../../../../domain/settings';
import { FormField } from '../../../../components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { ApiError } from '../../../../lib/api';
import { type Sistema, sistemaQueryOptions } from '../../api/carregar-sistema';
import { useAtualizarSistema } from '../../api/atualizar-sistema';
import { useRegistrarAba } from '../../../../components/config-forms';

type Valores = z.input<typeof geralInput>;
type Campo = keyof Valores;
const CAMPOS: Campo[] = ['nomeInstituicao', 'anoLetivo', 'email', 'telefone', 'endereco', 'timezone', 'tema'];

const valores = ({ updated_at: _v, empresa_id: _e, ...geral }: Sistema): Valores => geral;

/**
 * The 'geral' settings of one network: its name, school year and
 * contacts, the time zone its dates and "today" are in, and its theme. The platform's (an
 * administrador with no network chosen) also give the landing page's name and 'Falar com
 * Especialista' e-mail.
 */
export function GeralCard({ sistema, empresaId }: { sistema: Sistema; empresaId: string | null }) {
  const queryClient = useQueryClient();
  const update = useAtualizarSistema();
  const [versao, setVersao] = useState(sistema.updated_at);
  const { register, formState, reset, setError, handleSubmit } = useForm<Valores, unknown, z.output<typeof geralInput>>({
    defaultValues: valores(sistema),
    resolver: zodResolver(geralInput),
  });
  const { errors } = formState;

  const save = () =>
    new Promise<void>((resolve, reject) => {
      void handleSubmit(
        async (dados) => {
          try {
            const salvo = await update.mutateAsync({ ...dados, empresaId, updated_at: versao });
            setVersao(salvo.updated_at);
            reset(valores(salvo));
            resolve();
          } catch (error) {
            if (error instanceof ApiError && error.fields) {
              for (const [campo, mensagem] of Object.entries(error.fields)) {
                if ((CAMPOS as string[]).includes(campo)) setError(campo as Campo, { type: 'server', message: mensagem });
              }
            }
            if (error instanceof ApiError && error.status === 409) {
              const atual = await queryClient.fetchQuery({ ...sistemaQueryOptions(empresaId), staleTime: 0 }).catch(() => null);
              if (atual) setVersao(atual.updated_at);
            }
            reject(error instanceof Error ? error : new Error('Erro ao salvar configuração'));
          }
        },
        () => reject(new Error('Verifique os campos do sistema.')),
      )();
    });

  useRegistrarAba('sistema', { dirty: formState.isDirty, save, reset: () => reset(valores(sistema)) });

  const a11y = (name: Campo) => ({
    id: `sistema-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `sistema-${name}-erro` : undefined,
  });

  return (
    <form noValidate className="grid gap-6" onSubmit={(e) => e.preventDefault()}>
      <Card>
        <CardHeader>
          <CardTitle>Instituição</CardTitle>
          <CardDescription>
            {sistema.empresa_id
              ? 'Nome, ano letivo e contatos da rede, mostrados só aos seus usuários.'
              : 'Nome, ano letivo e contatos da plataforma. O e-mail institucional recebe os contatos da página de apresentação.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="sistema-nomeInstituicao" label="Nome da instituição" error={errors.nomeInstituicao?.message}>
            <Input {...a11y('nomeInstituicao')} {...register('nomeInstituicao')} />
          </FormField>
          <FormField id="sistema-anoLetivo" label="Ano letivo" error={errors.anoLetivo?.message}>
            <Input {...a11y('anoLetivo')} type="number" inputMode="numeric" {...register('anoLetivo')} />
          </FormField>
          <FormField id="sistema-email" label="E-mail institucional" error={errors.email?.message}>
            <Input {...a11y('email')} type="email" {...register('email')} />
          </FormField>
          <FormField id="sistema-telefone" label="Telefone" error={errors.telefone?.message}>
            <Input {...a11y('telefone')} type="tel" {...register('telefone')} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField id="sistema-endereco" label="Endereço" error={errors.endereco?.message}>
              <Input {...a11y('endereco')} {...register('endereco')} />
            </FormField>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Data, hora e aparência</CardTitle>
          <CardDescription>
            {sistema.empresa_id
              ? 'O fuso horário em que datas e horas são mostradas e que define o dia de hoje (chamadas, matrículas), e o tema, para os usuários da rede.'
              : 'O fuso horário e o tema da plataforma: página de apresentação, login e administradores.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="sistema-timezone" label="Fuso horário" error={errors.timezone?.message}>
            <Select {...a11y('timezone')} {...register('timezone')}>
              {FUSOS_HORARIOS.map((f) => (
                <option key={f} value={f}>
                  {FUSO_HORARIO_LABEL[f]}
                </option>
              ))}
            </Select>
          </FormField>
          <fieldset aria-describedby={errors.tema ? 'sistema-tema-erro' : undefined}>
            <legend className="mb-2 text-sm leading-none font-medium text-slate-800">Tema</legend>
            <div className="flex flex-wrap gap-4">
              {TEMAS.map((t) => (
                <label key={t} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="radio" value={t} className="size-4 accent-blue-600" {...register('tema')} />
                  {TEMA_LABEL[t]}
                </label>
              ))}
            </div>
            {errors.tema ? (
              <p id="sistema-tema-erro" className="mt-1 text-sm text-red-600">
                {errors.tema.message}
              </p>
            ) : null}
            <p className="mt-2 text-xs text-slate-600">
              Automático acompanha o modo claro ou escuro do dispositivo. É o padrão: cada pessoa pode escolher o próprio tema em
              Perfil.
            </p>
          </fieldset>
        </CardContent>
      </Card>
    </form>
  );
}
