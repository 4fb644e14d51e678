import { useSearchParams } from 'react-router';
import { Aviso } from '../../../components/aviso';
import { PaginaDaTurma } from '../../../components/pagina-da-escola';
import { LoadError } from '../../../components/load-error';
import { useOpcoesDeLancamento } from '../../../lib/opcoes/lancamento';
import { usePlanilha } from '../api/carregar-planilha';
import { GradeSheet } from '../components/grade-sheet';
import { PlanilhaPorAvaliacoes } from '../components/planilha-por-avaliacoes';
import { PlanilhaPickers } from '../components/planilha-pickers';
import { TEXTOS } from '../components/textos';

/** Class grades: pick subject and bimestre, then the grade sheet. */
export function TurmaNotasPage() {
  return <PaginaDaTurma titulo={TEXTOS.titulo}>{(turmaId) => <NotasDaTurma turmaId={turmaId} />}</PaginaDaTurma>;
}

function NotasDaTurma({ turmaId }: { turmaId: string }) {
  const [params, setParams] = useSearchParams();
  const opcoes = useOpcoesDeLancamento('notas', { turmaId });
  const disciplinas = opcoes.data?.itens ?? [];
  const pedida = params.get('disciplina');
  // The subject in the address if it is one of the class's, else the first the user may enter.
  const disciplinaId =
    disciplinas.find((d) => d.disciplina_id === pedida)?.disciplina_id ??
    (disciplinas.find((d) => d.pode_lancar) ?? disciplinas[0])?.disciplina_id ??
    '';
  const bimestre = Math.min(4, Math.max(1, Number(params.get('bimestre')) || 1));
  const planilha = usePlanilha(disciplinaId ? { turmaId, disciplinaId, bimestre } : null);

  const mudar = (chave: string, valor: string) =>
    setParams(
      (p) => {
        const novo = new URLSearchParams(p);
        novo.set(chave, valor);
        if (chave !== 'disciplina' && disciplinaId) novo.set('disciplina', disciplinaId);
        return novo;
      },
      { replace: true },
    );

  if (opcoes.isPending) return <Aviso>{TEXTOS.carregando}</Aviso>;
  if (opcoes.isError)
    return <LoadError message={TEXTOS.erroCarregar(opcoes.error.message)} onRetry={() => void opcoes.refetch()} />;
  if (!disciplinas.length) return <Aviso>{TEXTOS.semDisciplinas}</Aviso>;

  return (
    <div className="flex flex-col gap-6">
      <PlanilhaPickers
        disciplinas={disciplinas}
        disciplinaId={disciplinaId}
        bimestre={bimestre}
        onDisciplina={(id) => mudar('disciplina', id)}
        onBimestre={(b) => mudar('bimestre', String(b))}
      />
      {planilha.isPending ? (
        <Aviso>{TEXTOS.carregandoNotas}</Aviso>
      ) : planilha.isError ? (
        <LoadError message={TEXTOS.erroCarregar(planilha.error.message)} onRetry={() => void planilha.refetch()} />
      ) : planilha.data.modo === 'avaliacoes' ? (
        <PlanilhaPorAvaliacoes planilha={planilha.data} />
      ) : (
        <GradeSheet key={`${disciplinaId}:${bimestre}`} planilha={planilha.data} />
      )}
    </div>
  );
}
