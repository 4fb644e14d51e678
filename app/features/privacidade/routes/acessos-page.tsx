import { useSearchParams } from 'react-router';
import { pageTitle } from '../../../../domain/navigation';
import type { RecursoAcesso } from '../../../../domain/privacidade/tipos';
import { ListaPaginada } from '../../../components/lista-paginada';
import { Pagina } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useAcessos } from '../api/carregar-acessos';
import { AcessosFiltros } from '../components/acessos-filtros';
import { AcessosTable } from '../components/acessos-table';
import { RetencaoCard } from '../components/retencao-card';
import { VoltarPrivacidade } from '../components/voltar-privacidade';
import { TEXTOS } from '../components/textos';

const { description } = pageTitle('/privacidade/acessos');

/**
 * The access log (LGPD art. 37): the network's for the secretaria, the schools' for a gestor.
 * `?aluno=<id>` shows one student's ("who accessed this student's data"), as the student lists link it.
 */
export function AcessosPage() {
  const [params, setParams] = useSearchParams();
  const alunoId = params.get('aluno') ?? '';
  // A new student starts the list over: its own filters and page 1.
  return <RegistroDeAcessos key={alunoId} alunoId={alunoId} verTodos={() => setParams({})} />;
}

function RegistroDeAcessos({ alunoId, verTodos }: { alunoId: string; verTodos: () => void }) {
  const { usuario, permissoes } = useSignedInSession();
  // The retention is the network's: the secretaria sets it (an administrador has no network of its own).
  const defineRetencao = usuario.tipo_usuario === 'empresa' && permissoes.includes('privacidade.gerenciar');
  const paginacao = useBuscaPaginada({ busca: '', recurso: 'all', de: '', ate: '' }, 20);
  const { de, ate, recurso } = paginacao.filtros;
  const periodoInvertido = Boolean(de && ate && de > ate);
  const lista = useAcessos({
    ...paginacao.consulta,
    alunoId,
    recurso: recurso === 'all' ? '' : (recurso as RecursoAcesso),
    // An inverted period is not sent: the field says why, and the list keeps what it showed.
    de: periodoInvertido ? '' : de,
    ate: periodoInvertido ? '' : ate,
  });
  const aluno = lista.data?.aluno;

  return (
    <Pagina
      title={aluno ? TEXTOS.acessosDoAluno(aluno.nome) : TEXTOS.acessosTitulo}
      description={description}
      actions={
        alunoId ? (
          <Button variant="outline" onClick={verTodos}>
            {TEXTOS.todosAlunos}
          </Button>
        ) : null
      }
    >
      <VoltarPrivacidade />
      <AcessosFiltros
        filtros={paginacao.filtros}
        onBusca={paginacao.onBusca}
        filtrar={paginacao.filtrar}
        periodoInvertido={periodoInvertido}
      />
      {lista.data ? <p className="text-sm text-slate-600">{TEXTOS.retencao(lista.data.retencao_dias)}</p> : null}
      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.vazioFiltros : TEXTOS.vazio}
      >
        {(acessos) => <AcessosTable acessos={acessos} comAluno={!alunoId} />}
      </ListaPaginada>
      {defineRetencao ? <RetencaoCard /> : null}
    </Pagina>
  );
}
