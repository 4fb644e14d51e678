import { useParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PendenciasView } from '../components/pendencias-view';
import { TEXTOS } from '../components/textos';

/** /escola/{escolaId}/turma/{turmaId}/pendencias: the pendencies of one class. */
export function TurmaPendenciasPage() {
  const { escolaId = '', turmaId } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <PendenciasView
          key={`${escola.id}:${turma!.id}`}
          turma={{ id: turma!.id, nome: turma!.nome }}
          descricao={`${escola.nome} · ${turma!.nome}`}
        />
      )}
    </EscolaFrame>
  );
}
