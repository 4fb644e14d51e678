import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Customizacao } from '../../domain/customizacao';
import type { FusoHorario, Tema } from '../../domain/settings';
import { apiFetch } from './api';
import { definirFusoHorario } from './format';
import { aplicarTema } from './tema';

/** How the system looks to everyone, signed in or not (GET /api/publico/aparencia). */
export interface Aparencia {
  nome: string;
  email: string;
  anoLetivo: number;
  timezone: FusoHorario;
  tema: Tema;
  logo: Customizacao['logo'];
  cabecalho: Customizacao['cabecalho'];
  footer: Customizacao['footer'];
}

export const APARENCIA_QUERY_KEY = ['publico', 'aparencia'] as const;

export const aparenciaQueryOptions = queryOptions({
  queryKey: APARENCIA_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Aparencia>('/api/publico/aparencia', { signal }),
  staleTime: 5 * 60_000,
});

export function useAparencia() {
  return useQuery(aparenciaQueryOptions);
}

/** Applies the system's theme and time zone whenever they are loaded or change. */
export function AparenciaSync() {
  const { data } = useAparencia();
  useEffect(() => {
    if (!data) return;
    definirFusoHorario(data.timezone);
    aplicarTema(data.tema);
  }, [data]);
  return null;
}
