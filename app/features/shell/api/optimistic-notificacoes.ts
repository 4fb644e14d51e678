import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type ListaNotificacoes, NOTIFICACOES_QUERY_KEY } from './carregar-notificacoes';

interface Snapshot {
  previous: ListaNotificacoes | undefined;
}

/**
 * The mutation options every notification action shares: apply the change to the cached list
 * at once, put it back if the server refuses, and re-read the list either way.
 */
export function optimisticNotificacoes<TVariables>(
  queryClient: QueryClient,
  apply: (list: ListaNotificacoes, variables: TVariables) => ListaNotificacoes,
  failureMessage: string,
) {
  return {
    onMutate: async (variables: TVariables): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: NOTIFICACOES_QUERY_KEY });
      const previous = queryClient.getQueryData<ListaNotificacoes>(NOTIFICACOES_QUERY_KEY);
      if (previous) queryClient.setQueryData(NOTIFICACOES_QUERY_KEY, apply(previous, variables));
      return { previous };
    },
    onError: (error: Error, _variables: TVariables, context: Snapshot | undefined) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICACOES_QUERY_KEY, context.previous);
      toast.error(failureMessage, { description: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICACOES_QUERY_KEY }),
  };
}
