import { useParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FechamentosView } from '../components/fechamentos-view';
import { TEXTOS } from '../components/textos';

/** /escola/{escolaId}/turma/{turmaId}/fechamento-bimestral: the bimonthly closings of one class. */
export function TurmaFechamentoBimestralPage() {
  const { escolaId = '', turmaId } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <FechamentosView
          key={`${escola.id}:${turma!.id}`}
          turma={{ id: turma!.id, nome: turma!.nome }}
          descricao={`${escola.nome} · ${turma!.nome}`}
        />
      )}
    </EscolaFrame>
  );
}
