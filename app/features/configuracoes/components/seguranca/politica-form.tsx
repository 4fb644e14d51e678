import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  COMPLEXIDADES,
  COMPLEXIDADE_DESCRICAO,
  COMPLEXIDADE_LABEL,
  type ConfiguracaoSeguranca,
  HORAS_SESSAO,
  segurancaSchema,
} from '../../../../../domain/settings/seguranca';
import { FormField } from '../../../../components/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { ApiError } from '../../../../lib/api';
import { useRegistrarAba } from '../../../../components/config-forms';
import { Interruptor } from '../notificacoes/interruptor';
import { SEGURANCA_QUERY_KEY, type Seguranca, segurancaQuery, useSalvarSeguranca } from './api/configuracao';

const CAMPOS = ['complexidade', 'sessaoHoras', 'tentativasLogin', 'exigirDoisFatores', 'auditoria'] as const;
const ehCampo = (c: string): c is (typeof CAMPOS)[number] => (CAMPOS as readonly string[]).includes(c);
const valoresDe = ({ updated_at: _v, ...valores }: Seguranca): ConfiguracaoSeguranca => valores;

/**
 * Complexity, session expiry, sign-in attempts, the two-factor requirement and the audit log
 * switch. Saved by the page's 'Salvar Todas as Configurações'.
 */
export function PoliticaForm({ inicial }: { inicial: Seguranca }) {
  const queryClient = useQueryClient();
  const salvar = useSalvarSeguranca();
  const versao = useRef(inicial.updated_at);
  const { control, register, formState, getValues, reset, trigger, setError } = useForm<ConfiguracaoSeguranca>({
    defaultValues: valoresDe(inicial),
    resolver: zodResolver(segurancaSchema),
  });
  const { errors } = formState;
  const complexidade = useWatch({ control, name: 'complexidade' });

  useRegistrarAba('seguranca', {
    dirty: formState.isDirty,
    reset: () => reset(),
    save: async () => {
      if (!(await trigger())) throw new Error('Verifique os campos da aba Segurança.');
      try {
        const salvo = await salvar.mutateAsync({ ...getValues(), updated_at: versao.current });
        versao.current = salvo.updated_at;
        queryClient.setQueryData(SEGURANCA_QUERY_KEY, salvo);
        reset(valoresDe(salvo));
      } catch (error) {
        if (error instanceof ApiError && error.fields) {
          for (const [campo, mensagem] of Object.entries(error.fields))
            if (ehCampo(campo)) setError(campo, { type: 'server', message: mensagem });
        }
        if (error instanceof ApiError && error.status === 409) {
          const atual = await queryClient.fetchQuery({ ...segurancaQuery, staleTime: 0 }).catch(() => null);
          if (atual) versao.current = atual.updated_at;
        }
        throw error instanceof Error ? error : new Error('Erro ao salvar configuração');
      }
    },
  });

  const a11y = (campo: (typeof CAMPOS)[number], dica?: string) => ({
    id: `seguranca-${campo}`,
    'aria-invalid': errors[campo] ? true : undefined,
    'aria-describedby': errors[campo] ? `seguranca-${campo}-erro` : dica,
  });

  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField id="seguranca-complexidade" label="Complexidade de senha" error={errors.complexidade?.message}>
          <Select {...a11y('complexidade', 'seguranca-complexidade-dica')} {...register('complexidade')}>
            {COMPLEXIDADES.map((c) => (
              <option key={c} value={c}>
                {COMPLEXIDADE_LABEL[c]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="seguranca-sessaoHoras" label="Expiração da sessão" error={errors.sessaoHoras?.message}>
          <Select {...a11y('sessaoHoras')} {...register('sessaoHoras', { setValueAs: Number })}>
            {HORAS_SESSAO.map((h) => (
              <option key={h} value={h}>
                {h} horas
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="seguranca-tentativasLogin" label="Tentativas de login" error={errors.tentativasLogin?.message}>
          <Input
            type="number"
            min={1}
            max={10}
            {...a11y('tentativasLogin', 'seguranca-tentativas-dica')}
            {...register('tentativasLogin', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <div className="-mt-2 grid gap-1 text-xs text-slate-600">
        <p id="seguranca-complexidade-dica">
          {COMPLEXIDADE_DESCRICAO[complexidade] ?? ''} Vale para toda senha nova: cadastro, troca e redefinição.
        </p>
        <p id="seguranca-tentativas-dica">Depois de tantas tentativas erradas seguidas, a conta fica bloqueada por 15 minutos.</p>
      </div>
      <div className="divide-y divide-slate-100 border-t border-slate-100">
        <Controller
          control={control}
          name="exigirDoisFatores"
          render={({ field }) => (
            <Interruptor
              id="seguranca-exigirDoisFatores"
              titulo="Exigir verificação em duas etapas para administradores e empresas"
              descricao="Quem ainda não ativou é levado à ativação ao entrar e não usa o sistema até concluir."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {errors.exigirDoisFatores ? (
          <p id="seguranca-exigirDoisFatores-erro" role="alert" className="py-2 text-sm text-red-600">
            {errors.exigirDoisFatores.message}
          </p>
        ) : null}
        <Controller
          control={control}
          name="auditoria"
          render={({ field }) => (
            <Interruptor
              id="seguranca-auditoria"
              titulo="Log de auditoria"
              descricao="Registra logins, saídas, criações, alterações e exclusões, exportações, restaurações e mudanças de configuração. Desligado, nada novo é registrado."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </div>
  );
}
