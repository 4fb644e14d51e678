import { useParams, useSearchParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOpcoesNotas } from '../api/get-opcoes';
import { usePlanilha } from '../api/get-planilha';
import { GradeSheet } from '../components/grade-sheet';
import { PlanilhaPickers } from '../components/planilha-pickers';
import { TEXTOS } from '../components/textos';

function Aviso({ children }: { children: string }) {
  return (
    <p role="status" className="py-8 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

/** Class grades (spec 2 "Grades page", issue 5): pick subject and bimestre, then the grade sheet. */
export function TurmaNotasPage() {
  const { escolaId = '', turmaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <div className="flex flex-col gap-6">
          <PageHeader title={TEXTOS.titulo} description={`${escola.nome} · ${turma!.nome}`} />
          <NotasDaTurma turmaId={turmaId} />
        </div>
      )}
    </EscolaFrame>
  );
}

function NotasDaTurma({ turmaId }: { turmaId: string }) {
  const [params, setParams] = useSearchParams();
  const opcoes = useOpcoesNotas({ turmaId });
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
      ) : (
        <GradeSheet key={`${disciplinaId}:${bimestre}`} planilha={planilha.data} />
      )}
    </div>
  );
}
