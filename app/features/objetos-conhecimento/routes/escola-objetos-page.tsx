import { useParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ObjetosView } from '../components/objetos-view';
import { TEXTOS } from '../components/textos';

/** /escola/{escolaId}/objetos-conhecimento: the objects of every class of the school. */
export function EscolaObjetosPage() {
  const { escolaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId}>
      {({ escola }) => <ObjetosView key={escola.id} escolaId={escola.id} descricao={escola.nome} />}
    </EscolaFrame>
  );
}
