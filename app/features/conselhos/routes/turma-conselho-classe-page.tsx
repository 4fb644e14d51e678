import { useParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConselhosView } from '../components/conselhos-view';
import { TEXTOS } from '../components/textos';

/** /escola/{escolaId}/turma/{turmaId}/conselho-classe: the class councils of one class. */
export function TurmaConselhoClassePage() {
  const { escolaId = '', turmaId } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <ConselhosView
          key={`${escola.id}:${turma!.id}`}
          turmaId={turma!.id}
          base={`/escola/${escola.id}/turma/${turma!.id}/conselho-classe`}
          descricao={`${escola.nome} · ${turma!.nome}`}
        />
      )}
    </EscolaFrame>
  );
}
