import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AnonimizacaoResposta,
  MencoesResposta,
  anonimizacaoInput,
  leituraSeladaInput,
  paginaDocumentosSeladosResposta,
} from '../../../../domain/schemas/privacidade-titular';
import { apiFetch } from '../../../lib/api';
import { apiDownload } from '../../../lib/download';
import { refreshAlunos } from './salvar-aluno';

/** The data subject's export of a student: every record as JSON, or the readable summary as PDF. */
export const urlDadosDoTitular = (alunoId: string, formato: 'json' | 'pdf') =>
  `/api/alunos/${encodeURIComponent(alunoId)}/dados-pessoais?formato=${formato}`;

export type AnonimizacaoDados = z.output<typeof anonimizacaoInput>;
export type { Mencao } from '../../../../domain/schemas/privacidade-titular';

/** The free text of the student's network that names it, to review before anonymising. */
function carregarMencoes(alunoId: string, signal?: AbortSignal): Promise<MencoesResposta> {
  return apiFetch(`/api/alunos/${encodeURIComponent(alunoId)}/anonimizacao/mencoes`, { signal });
}

function mencoesQueryOptions(alunoId: string) {
  return queryOptions({
    // Under 'alunos': an anonymisation refused for a mention no longer listed reads the list again.
    queryKey: ['alunos', alunoId, 'anonimizacao', 'mencoes'],
    queryFn: ({ signal }) => carregarMencoes(alunoId, signal),
    // Read again each time the dialog opens: a text may have been typed or edited since.
    staleTime: 0,
  });
}

export function useMencoesDoAluno(alunoId: string, enabled: boolean) {
  return useQuery({ ...mencoesQueryOptions(alunoId), enabled: enabled && alunoId !== '' });
}

function anonimizarAluno(alunoId: string, dados: AnonimizacaoDados): Promise<AnonimizacaoResposta> {
  return apiFetch(`/api/alunos/${encodeURIComponent(alunoId)}/anonimizar`, { method: 'POST', body: dados });
}

/** Anonymising takes the student out of every list, and adds sealed documents to the school's. */
export function useAnonimizarAluno(alunoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: AnonimizacaoDados) => anonimizarAluno(alunoId, dados),
    onSettled: () => {
      refreshAlunos(queryClient);
      void queryClient.invalidateQueries({ queryKey: SELADOS_QUERY_KEY });
    },
  });
}

type PaginaSelados = z.infer<typeof paginaDocumentosSeladosResposta>;
export type DocumentoSeladoDaLista = PaginaSelados['itens'][number];
const SELADOS_QUERY_KEY = ['documentos-selados'] as const;

/** The school's sealed documents (of its anonymised students), newest first. */
export function useDocumentosSelados(escolaId: string, pagina: number, enabled: boolean) {
  return useQuery({
    queryKey: [...SELADOS_QUERY_KEY, escolaId, pagina],
    queryFn: ({ signal }) =>
      apiFetch<PaginaSelados>(
        `/api/documentos-selados?escola_id=${encodeURIComponent(escolaId)}&pagina=${pagina}&por_pagina=10`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Opens a sealed document: the server audits the reason and sends the file. */
export function abrirDocumentoSelado(id: string, dados: z.output<typeof leituraSeladaInput>) {
  return apiDownload(`/api/documentos-selados/${encodeURIComponent(id)}/abrir`, dados);
}
