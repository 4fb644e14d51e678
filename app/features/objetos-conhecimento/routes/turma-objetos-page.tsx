import { useParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ObjetosView } from '../components/objetos-view';
import { TEXTOS } from '../components/textos';

/** /escola/{escolaId}/turma/{turmaId}/objetos-conhecimento: the objects of one class. */
export function TurmaObjetosPage() {
  const { escolaId = '', turmaId } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <ObjetosView
          key={`${escola.id}:${turma!.id}`}
          escolaId={escola.id}
          turmaId={turma!.id}
          descricao={`${escola.nome} · ${turma!.nome}`}
        />
      )}
    </EscolaFrame>
  );
}
