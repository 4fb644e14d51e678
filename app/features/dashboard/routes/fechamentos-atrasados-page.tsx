import { useSearchParams } from 'react-router';
import { ListaPaginada } from '../../../components/lista-paginada';
import { Pagina } from '../../../components/page-header';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CAMINHO_FECHAMENTOS_ATRASADOS, porTurma, useFechamentosAtrasados } from '../api/fechamentos-atrasados';
import { LinhaAtrasada, LinkAtrasados } from '../components/linha-atrasada';

const TITULO = 'Fechamentos atrasados';
const TEXTOS = {
  carregando: 'Carregando fechamentos atrasados...',
  erroCarregar: (m: string) => `Erro ao carregar os fechamentos atrasados: ${m}`,
};

/**
 * /fechamentos-atrasados: every closing past its deadline of the gestor's schools or the
 * professor's subjects, by class, paged on the server; `?turma=` shows one class's.
 */
export function FechamentosAtrasadosPage() {
  const [params] = useSearchParams();
  const turmaId = params.get('turma') ?? '';
  useDocumentTitle(TITULO);
  // A new class in the address starts again on page 1.
  return <Lista key={turmaId} turmaId={turmaId} />;
}

function Lista({ turmaId }: { turmaId: string }) {
  const paginacao = useListaPaginada({}, 25);
  const lista = useFechamentosAtrasados({ pagina: paginacao.pagina, porPagina: paginacao.porPagina, turmaId });
  const turma = turmaId ? lista.data?.itens[0]?.turma : undefined;
  return (
    <Pagina
      title={TITULO}
      description={
        turmaId
          ? `Da turma ${turma ?? ''}, do prazo mais antigo ao mais recente.`
          : 'Por turma, da que tem o prazo mais antigo; cada linha abre o fechamento do componente e do bimestre.'
      }
      actions={
        turmaId ? (
          <LinkAtrasados to={CAMINHO_FECHAMENTOS_ATRASADOS} className="text-sm font-medium text-blue-700">
            Ver todas as turmas
          </LinkAtrasados>
        ) : null
      }
    >
      <ListaPaginada lista={lista} paginacao={paginacao} textos={TEXTOS} vazio="Nenhum fechamento atrasado.">
        {(itens) => (
          <ul className="grid gap-4">
            {porTurma(itens).map((g) => (
              <li key={g.turma_id} className="rounded-lg border border-slate-200 bg-white p-4">
                <h2 className="text-base font-semibold text-slate-900">
                  {g.turma} <span className="text-sm font-normal text-slate-700">· {g.turma_total} atrasados</span>
                </h2>
                <ul className="mt-2 grid gap-1">
                  {g.itens.map((f) => (
                    <LinhaAtrasada key={`${f.disciplina_id}:${f.bimestre}`} f={f} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </ListaPaginada>
    </Pagina>
  );
}
