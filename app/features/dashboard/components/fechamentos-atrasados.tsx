import { ChevronRight } from 'lucide-react';
import type { Dashboard } from '../api/carregar-dashboard';
import { CAMINHO_FECHAMENTOS_ATRASADOS, caminhoDosAtrasadosDaTurma, porTurma } from '../api/fechamentos-atrasados';
import { LinhaAtrasada, LinkAtrasados } from './linha-atrasada';
import { Secao, Vazio } from './secao';

const atrasados = (n: number) => `${n} ${n === 1 ? 'fechamento atrasado' : 'fechamentos atrasados'}`;

/**
 * The closings past their deadline (gestor, professor), grouped by class: the classes with the oldest
 * deadline first, a few rows of each, every row opening the class's closing page on its subject and
 * bimestre; the rest of a class and the whole list open on their own page.
 */
export function FechamentosAtrasados({ dados }: { dados: NonNullable<Dashboard['fechamentos_atrasados']> }) {
  const grupos = porTurma(dados.itens);
  return (
    <Secao id="dashboard-fechamentos-atrasados" titulo={`Fechamentos atrasados${dados.total ? ` (${dados.total})` : ''}`}>
      {grupos.length === 0 ? (
        <Vazio>Nenhum fechamento atrasado.</Vazio>
      ) : (
        <div className="grid gap-4">
          {dados.turmas > 1 ? (
            <p className="text-sm text-slate-700">
              {atrasados(dados.total)} em {dados.turmas} turmas.
            </p>
          ) : null}
          <ul className="grid gap-4">
            {grupos.map((g) => (
              <li key={g.turma_id}>
                <h3 className="text-sm font-semibold text-slate-900">
                  {g.turma} <span className="font-normal text-slate-700">· {atrasados(g.turma_total)}</span>
                </h3>
                <ul className="mt-1 grid gap-1">
                  {g.itens.map((f) => (
                    <LinhaAtrasada key={`${f.disciplina_id}:${f.bimestre}`} f={f} />
                  ))}
                </ul>
                {g.turma_total > g.itens.length ? (
                  <LinkAtrasados to={caminhoDosAtrasadosDaTurma(g.turma_id)} className="text-sm font-medium text-blue-700">
                    Ver os {g.turma_total} desta turma<span className="sr-only"> ({g.turma})</span>
                  </LinkAtrasados>
                ) : null}
              </li>
            ))}
          </ul>
          {dados.total > dados.itens.length ? (
            <LinkAtrasados to={CAMINHO_FECHAMENTOS_ATRASADOS} className="gap-1 text-sm font-medium text-blue-700">
              Ver todos os {atrasados(dados.total)}
              <ChevronRight aria-hidden="true" className="size-4" />
            </LinkAtrasados>
          ) : null}
        </div>
      )}
    </Secao>
  );
}
