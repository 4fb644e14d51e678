import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  PREFERENCIAS_CAMPOS,
  PREFERENCIA_INDISPONIVEL,
  PREFERENCIA_LABEL,
  type PreferenciasNotificacao,
} from '../../../../../domain/settings/notificacoes';
import { ApiError } from '../../../../lib/api';
import { useRegistrarAba } from '../../../../components/config-forms';
import { PREFERENCIAS_QUERY_KEY, type Preferencias, preferenciasQuery, useSalvarPreferencias } from './api/preferencias';
import { Interruptor } from './interruptor';

const valoresDe = (p: Preferencias): PreferenciasNotificacao => ({
  emailNotasLancadas: p.emailNotasLancadas,
  emailFaltasExcessivas: p.emailFaltasExcessivas,
  emailReuniaoPais: p.emailReuniaoPais,
  emailRelatorios: p.emailRelatorios,
  smsEmergencia: p.smsEmergencia,
});

/**
 * The five notification toggles, those without an event yet disabled with the reason. Saved with the page's 'Salvar Todas as Configurações'
 * (the tab registers its changes); 'Cancelar' brings back what the server has.
 */
export function PreferenciasForm({ inicial }: { inicial: Preferencias }) {
  const queryClient = useQueryClient();
  const salvar = useSalvarPreferencias();
  const versao = useRef(inicial.updated_at);
  const { control, formState, getValues, reset } = useForm<PreferenciasNotificacao>({ defaultValues: valoresDe(inicial) });
  const sms = useWatch({ control, name: 'smsEmergencia' });

  useRegistrarAba('notificacoes', {
    dirty: formState.isDirty,
    reset: () => reset(),
    save: async () => {
      try {
        const salvo = await salvar.mutateAsync({ ...getValues(), updated_at: versao.current });
        versao.current = salvo.updated_at;
        queryClient.setQueryData(PREFERENCIAS_QUERY_KEY, salvo);
        reset(valoresDe(salvo));
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          // Saved elsewhere meanwhile (another tab): take that version, so saving again is deliberate.
          const atual = await queryClient.fetchQuery({ ...preferenciasQuery, staleTime: 0 }).catch(() => null);
          if (atual) versao.current = atual.updated_at;
        }
        throw error instanceof Error ? error : new Error('Erro ao salvar configuração');
      }
    },
  });

  return (
    <div className="divide-y divide-slate-100">
      {PREFERENCIAS_CAMPOS.map((campo) => (
        <Controller
          key={campo}
          control={control}
          name={campo}
          render={({ field }) => {
            // No event sends it yet: off and locked, saying when it will work (the stored value is kept).
            const indisponivel = PREFERENCIA_INDISPONIVEL[campo];
            return (
              <Interruptor
                id={`notificacao-${campo}`}
                titulo={PREFERENCIA_LABEL[campo].titulo}
                descricao={indisponivel ?? PREFERENCIA_LABEL[campo].descricao}
                checked={indisponivel ? false : field.value}
                onCheckedChange={field.onChange}
                disabled={!!indisponivel}
              />
            );
          }}
        />
      ))}
      {sms && !PREFERENCIA_INDISPONIVEL.smsEmergencia && !inicial.telefone_cadastrado ? (
        <p role="status" className="pt-3 text-sm text-amber-800">
          Cadastre um telefone no seu perfil para receber SMS.
        </p>
      ) : null}
    </div>
  );
}
