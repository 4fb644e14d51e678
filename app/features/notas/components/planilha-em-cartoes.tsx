import type { ReactNode } from 'react';
import type { ResultadoNotas } from '../../../../domain/avaliacao/notas';
import type { LinhaEditavel } from './planilha-estado';
import { MediaValor, SituacaoBadge } from './situacao-badge';
import { TEXTOS } from './textos';

/**
 * The grade sheet on a phone: one card per student with all four grades, the mean and status and the
 * observações in view at once (a table left one and a half grade columns on 390 px). The cells are the
 * sheet's own (`celula`), so the keys, the single tab stop and the errors work as on the table.
 */
export function PlanilhaEmCartoes({
  titulo,
  linhas,
  resultados,
  celula,
}: {
  titulo: string;
  linhas: LinhaEditavel[];
  resultados: ResultadoNotas[];
  celula: (l: LinhaEditavel, i: number, campo: 'nota1' | 'nota2' | 'nota3' | 'nota4' | 'observacoes', c: number) => ReactNode;
}) {
  return (
    <ul aria-label={titulo} className="flex flex-col gap-3">
      {linhas.map((l, i) => (
        <li key={l.aluno_id} aria-label={l.aluno_nome} className="rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{l.aluno_nome}</p>
              <p className="text-xs text-slate-600">{l.aluno_matricula}</p>
            </div>
            <span className="flex shrink-0 flex-wrap items-center justify-end gap-1" data-testid={`media-${i}`}>
              <MediaValor media={resultados[i]!.media} parcial={resultados[i]!.parcial} />
              <SituacaoBadge situacao={resultados[i]!.situacao} />
            </span>
          </div>
          <div className="mt-3 grid grid-cols-4 gap-2">
            {(['nota1', 'nota2', 'nota3', 'nota4'] as const).map((campo, c) => (
              <div key={campo} className="min-w-0">
                <span aria-hidden="true" className="mb-1 block text-xs text-slate-600">
                  {TEXTOS.nota(c + 1)}
                </span>
                {celula(l, i, campo, c)}
              </div>
            ))}
          </div>
          <div className="mt-2">
            <span aria-hidden="true" className="mb-1 block text-xs text-slate-600">
              Observações
            </span>
            {celula(l, i, 'observacoes', 4)}
          </div>
        </li>
      ))}
    </ul>
  );
}
