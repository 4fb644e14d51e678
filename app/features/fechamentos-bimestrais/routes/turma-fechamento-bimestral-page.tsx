import { useParams, useSearchParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FechamentosView } from '../components/fechamentos-view';
import { TEXTOS } from '../components/textos';

/**
 * /escola/{escolaId}/turma/{turmaId}/fechamento-bimestral: the bimonthly closings of one class.
 * `?disciplina={id}&bimestre={1–4}` open it filtered on one row (the dashboard's closings late).
 */
export function TurmaFechamentoBimestralPage() {
  const { escolaId = '', turmaId } = useParams();
  const [params] = useSearchParams();
  const disciplinaId = params.get('disciplina') ?? '';
  const bimestre = /^[1-4]$/.test(params.get('bimestre') ?? '') ? params.get('bimestre')! : '';
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <FechamentosView
          key={`${escola.id}:${turma!.id}:${disciplinaId}:${bimestre}`}
          turma={{ id: turma!.id, nome: turma!.nome }}
          descricao={`${escola.nome} · ${turma!.nome}`}
          filtrosIniciais={{ disciplinaId, bimestre }}
        />
      )}
    </EscolaFrame>
  );
}
