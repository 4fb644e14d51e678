import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permissao } from '../../../../domain/permissions';
import { apiFetch } from '../../../lib/api';
import { PAPEIS_QUERY_KEY, type Papel, papeisQueryOptions } from './carregar-papeis';
import { refreshOwnSession } from './refresh-session';

export interface AlteracaoPermissao {
  papelId: string;
  permissaoId: string;
  /** To update the cached role at once. */
  nome: Permissao;
  concedida: boolean;
}

function definirPermissao({ papelId, permissaoId, concedida }: AlteracaoPermissao): Promise<Papel> {
  return apiFetch(`/api/papeis/${encodeURIComponent(papelId)}/permissoes/${encodeURIComponent(permissaoId)}`, {
    method: 'PUT',
    body: { concedida },
  });
}

function aplicar(papeis: { itens: Papel[] } | undefined, { papelId, nome, concedida }: AlteracaoPermissao) {
  if (!papeis) return papeis;
  return {
    itens: papeis.itens.map((p) => {
      if (p.id !== papelId) return p;
      const sem = p.permissoes.filter((n) => n !== nome);
      return { ...p, permissoes: concedida ? [...sem, nome].sort() : sem };
    }),
  };
}

/**
 * A click on a permission card saves at once. The card flips immediately; if the
 * server refuses, only that change is undone, so other clicks still in flight are kept.
 */
export function useDefinirPermissao() {
  const queryClient = useQueryClient();
  const key = papeisQueryOptions.queryKey;
  return useMutation({
    mutationFn: definirPermissao,
    onMutate: async (alteracao) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (old) => aplicar(old, alteracao));
    },
    onError: (_error, alteracao) => {
      queryClient.setQueryData(key, (old) => aplicar(old, { ...alteracao, concedida: !alteracao.concedida }));
    },
    onSettled: async () => {
      // Only the last of several quick clicks reloads, so an earlier answer cannot flip a card back.
      if (queryClient.isMutating({ mutationKey: ['papeis', 'permissao'] }) <= 1) {
        await Promise.all([queryClient.invalidateQueries({ queryKey: PAPEIS_QUERY_KEY }), refreshOwnSession(queryClient)]);
      }
    },
    mutationKey: ['papeis', 'permissao'],
  });
}
