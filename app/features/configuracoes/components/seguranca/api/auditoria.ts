import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistroAuditoria } from '../../../../../../domain/schemas/auditoria';
import type { Pagina } from '../../../../../../domain/schemas/pagina';
import { apiFetch } from '../../../../../lib/api';

export type { RegistroAuditoria } from '../../../../../../domain/schemas/auditoria';

/** The filters as the form holds them: dates as yyyy-MM-dd in the browser's time zone. */
export interface FiltroAuditoria {
  usuario: string;
  entidade: string;
  acao: string;
  de: string;
  ate: string;
}

export const FILTRO_VAZIO: FiltroAuditoria = { usuario: '', entidade: '', acao: '', de: '', ate: '' };

/** The query string of the list and of the CSV export: the period covers whole local days. */
function parametrosAuditoria(f: FiltroAuditoria): URLSearchParams {
  const params = new URLSearchParams();
  if (f.usuario.trim()) params.set('usuario', f.usuario.trim());
  if (f.entidade) params.set('entidade', f.entidade);
  if (f.acao) params.set('acao', f.acao);
  if (f.de) params.set('de', new Date(`${f.de}T00:00:00`).toISOString());
  if (f.ate) params.set('ate', new Date(`${f.ate}T23:59:59.999`).toISOString());
  return params;
}

export function urlExportacao(f: FiltroAuditoria): string {
  const params = parametrosAuditoria(f).toString();
  return `/api/auditoria/exportar${params ? `?${params}` : ''}`;
}

function auditoriaQuery(f: FiltroAuditoria, pagina: number, porPagina: number) {
  const params = parametrosAuditoria(f);
  params.set('pagina', String(pagina));
  params.set('por_pagina', String(porPagina));
  return queryOptions({
    queryKey: ['auditoria', f, pagina, porPagina],
    queryFn: ({ signal }) => apiFetch<Pagina<RegistroAuditoria>>(`/api/auditoria?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditoria(f: FiltroAuditoria, pagina: number, porPagina: number) {
  return useQuery(auditoriaQuery(f, pagina, porPagina));
}
