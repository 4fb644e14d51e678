import type { QueryClient } from '@tanstack/react-query';
import { ESCOLAS_QUERY_KEY } from './carregar-escolas';

/** After any school change: the lists, and the sidebar's school tree (app/lib/navegacao.ts). */
export function invalidarEscolas(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ESCOLAS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['navegacao', 'escolas'] }),
  ]);
}
