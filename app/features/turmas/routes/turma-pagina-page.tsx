import { Navigate, useParams } from 'react-router';
import { PAGINAS_TURMA } from '../../../../domain/navigation';
import { EscolaFrame } from '../../../components/escola-frame';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** What each class page is for, in the words its screen will use. */
const DESCRICOES: Record<string, string> = {
  'fechamento-bimestral': 'O fechamento das notas e da frequência de cada bimestre.',
  'sub-avaliacoes': 'As avaliações que compõem a nota de cada bimestre.',
  'fechamento-anual': 'O resultado final do ano letivo de cada aluno.',
  'conselho-classe': 'As decisões do conselho de classe sobre cada aluno.',
  'relatorio-alunos': 'Os relatórios individuais de desempenho dos alunos.',
  pendencias: 'As pendências da turma que precisam de atenção.',
};

/** The class pages not yet built show their header inside the school and class frame. */
export function TurmaPaginaPage() {
  const { escolaId = '', turmaId = '', page } = useParams();
  const pagina = PAGINAS_TURMA.find((p) => p.page === page);
  useDocumentTitle(pagina?.label);
  if (!pagina) return <Navigate to="/dashboard" replace />;
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <PageHeader title={pagina.label} description={`${escola.nome} · ${turma!.nome} — ${DESCRICOES[pagina.page] ?? ''}`} />
      )}
    </EscolaFrame>
  );
}
