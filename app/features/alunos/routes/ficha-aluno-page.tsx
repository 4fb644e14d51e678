import { Link, useParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { LoadError } from '../../../components/load-error';
import { Pagina } from '../../../components/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type AlunoDetalhe, useAluno } from '../api/carregar-aluno';
import { DadosSensiveisSecao } from '../components/dados-sensiveis-secao';
import { FichaDoAluno } from '../components/ficha-do-aluno';
import { ResponsaveisDoAluno } from '../components/responsaveis-do-aluno';

/** The ficha do aluno: /escola/{escolaId}/aluno/{alunoId}, opened from the name in the student lists. */
export function FichaAlunoPage() {
  const { escolaId = '', alunoId = '' } = useParams();
  useDocumentTitle('Ficha do aluno');
  return <EscolaFrame escolaId={escolaId}>{() => <Ficha alunoId={alunoId} escolaId={escolaId} />}</EscolaFrame>;
}

function Ficha({ alunoId, escolaId }: { alunoId: string; escolaId: string }) {
  const aluno = useAluno(alunoId);
  if (aluno.isPending) return <Spinner label="Carregando a ficha do aluno..." />;
  if (aluno.isError)
    return <LoadError title="Aluno não encontrado" message={aluno.error.message} onRetry={() => void aluno.refetch()} />;
  return <FichaCarregada aluno={aluno.data} escolaId={escolaId} />;
}

function FichaCarregada({ aluno, escolaId }: { aluno: AlunoDetalhe; escolaId: string }) {
  const { permissoes } = useSignedInSession();
  return (
    <Pagina
      title="Ficha do aluno"
      description={
        <>
          <span className="font-medium text-slate-900">{aluno.nome}</span> · Matrícula{' '}
          <span className="font-mono">{aluno.matricula}</span>
          {aluno.matricula_atual ? ` · ${aluno.matricula_atual.turma_nome}` : ''}
        </>
      }
      actions={
        <Link to={`/escola/${encodeURIComponent(escolaId)}/alunos`} className="text-sm text-blue-700 underline">
          Voltar para os alunos
        </Link>
      }
    >
      <FichaDoAluno key={aluno.id} aluno={aluno} podeEditar={permissoes.includes('alunos.atualizar')} />
      <section aria-labelledby="secao-responsaveis" className="grid gap-3">
        <h2 id="secao-responsaveis" className="text-base font-semibold text-slate-900">
          Responsáveis
        </h2>
        <ResponsaveisDoAluno alunoId={aluno.id} escolaId={escolaId} />
      </section>
      {permissoes.includes('sensiveis.ler') ? (
        <DadosSensiveisSecao alunoId={aluno.id} podeEditar={permissoes.includes('sensiveis.atualizar')} />
      ) : null}
    </Pagina>
  );
}
