import { useParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RelatorioView } from '../components/relatorio-view';
import { TEXTOS } from '../components/textos';

/** /escola/{escolaId}/turma/{turmaId}/relatorio-alunos: the students' report of one class. */
export function TurmaRelatorioAlunosPage() {
  const { escolaId = '', turmaId } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <RelatorioView
          key={`${escola.id}:${turma!.id}`}
          turma={{ id: turma!.id, nome: turma!.nome }}
          descricao={`${escola.nome} · ${turma!.nome}`}
        />
      )}
    </EscolaFrame>
  );
}
