import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customizacao } from '../../../../domain/customizacao';
import { apiFetch } from '../../../lib/api';

export interface Dashboard {
  secoes: Customizacao['secoes'];
  estatisticas?: { alunos: number; escolas: number; disciplinas: number; taxa_aprovacao: number | null };
  atividades?: { id: string; acao: string; entidade: string; usuario_email: string | null; texto: string; created_at: string }[];
  avisos?: {
    id: string;
    titulo: string;
    mensagem: string;
    tipo: 'warning' | 'error' | 'info';
    link: string | null;
    created_at: string;
  }[];
  calendario?: { ano_letivo: number; timezone: string };
  graficos?: { alunos_por_escola: { escola_id: string; escola: string; alunos: number }[] };
  /** An aluno's own figures, sent instead of `estatisticas` and `graficos`. */
  aluno?: PainelDoAluno | null;
}

export interface PainelDoAluno {
  nome: string;
  turma: string | null;
  escola: string | null;
  frequencia: { percentual: number | null; aulas: number; faltas: number };
  medias: { disciplina_id: string; disciplina: string; media: number | null; parcial: boolean }[];
  media_aprovacao: number;
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => apiFetch<Dashboard>('/api/dashboard', { signal }),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
