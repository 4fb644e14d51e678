import { Navigate, useParams } from 'react-router';
import { PAGINAS_TURMA } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** What each class page is for, in the words its screen will use (spec 2). */
const DESCRICOES: Record<string, string> = {
  alunos: 'Os alunos matriculados nesta turma.',
  notas: 'O lançamento e a consulta das notas da turma.',
  frequencia: 'A chamada diária e o histórico de presenças da turma.',
  'objetos-conhecimento': 'Os objetos de conhecimento trabalhados com a turma.',
  'fechamento-bimestral': 'O fechamento das notas e da frequência de cada bimestre.',
  'sub-avaliacoes': 'As avaliações que compõem a nota de cada bimestre.',
  'fechamento-anual': 'O resultado final do ano letivo de cada aluno.',
  'conselho-classe': 'As decisões do conselho de classe sobre cada aluno.',
  'relatorio-alunos': 'Os relatórios individuais de desempenho dos alunos.',
  pendencias: 'As pendências da turma que precisam de atenção.',
};

export function TurmaPaginaPage() {
  const { page } = useParams();
  const pagina = PAGINAS_TURMA.find((p) => p.page === page);
  useDocumentTitle(pagina?.label);
  if (!pagina) return <Navigate to="/dashboard" replace />;
  return <PageHeader title={pagina.label} description={DESCRICOES[pagina.page]} />;
}
