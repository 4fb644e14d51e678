import { useParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SubAvaliacoesView } from '../components/sub-avaliacoes-view';
import { TEXTOS } from '../components/textos';

/** /escola/{escolaId}/turma/{turmaId}/sub-avaliacoes: the assessments of one class. */
export function TurmaSubAvaliacoesPage() {
  const { escolaId = '', turmaId } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <SubAvaliacoesView
          key={`${escola.id}:${turma!.id}`}
          turma={{ id: turma!.id, nome: turma!.nome }}
          descricao={`${escola.nome} · ${turma!.nome}`}
        />
      )}
    </EscolaFrame>
  );
}
