import { BookOpenCheck, ChevronRight, ClipboardCheck, GraduationCap, UserRound, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { canSee, caminhoEscola, PAGINAS_ESCOLA, pageTitle } from '../../../../domain/navigation';
import { EscolaFrame } from '../../../components/escola-frame';
import { LoadError } from '../../../components/load-error';
import { Pagina } from '../../../components/page-header';
import { ResumoCard, ResumoCards } from '../../../components/resumo-card';
import { formatNumber } from '../../../lib/format';
import type { ItemNavegacao } from '../../../lib/navegacao';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResumoEscola } from '../api/carregar-resumo-escola';
import { TEXTOS } from '../components/textos';

const T = TEXTOS.visao;
const percentual = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** /escola/{id}: the school's figures and links to its pages; each school card opens it. */
export function EscolaVisaoPage() {
  const { escolaId = '' } = useParams();
  return <EscolaFrame escolaId={escolaId}>{({ escola }) => <VisaoDaEscola escola={escola} />}</EscolaFrame>;
}

function VisaoDaEscola({ escola }: { escola: ItemNavegacao }) {
  useDocumentTitle(escola.nome);
  const resumo = useResumoEscola(escola.id);
  const r = resumo.data;
  const valor = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));

  return (
    <Pagina title={escola.nome} description={T.descricao}>
      {resumo.isError ? (
        <LoadError message={T.erro(resumo.error.message)} onRetry={() => void resumo.refetch()} />
      ) : (
        <>
          {resumo.isPending ? (
            <p role="status" className="sr-only">
              {T.carregando}
            </p>
          ) : null}
          <ResumoCards label={T.resumo}>
            <ResumoCard titulo={T.turmas} valor={valor(r?.turmas)} icone={<GraduationCap />} />
            <ResumoCard titulo={T.alunos} valor={valor(r?.alunos)} icone={<Users />} />
            <ResumoCard titulo={T.professores} valor={valor(r?.professores)} icone={<UserRound />} />
            <ResumoCard
              titulo={T.frequencia}
              valor={!r ? '—' : r.frequencia === null ? '—' : `${percentual.format(r.frequencia)}%`}
              detalhe={r ? (r.frequencia === null ? T.semAulas : T.frequenciaDetalhe) : undefined}
              icone={<ClipboardCheck />}
            />
            <ResumoCard
              titulo={T.pendentes}
              valor={valor(r?.notas_pendentes)}
              detalhe={r ? T.pendentesDetalhe : undefined}
              icone={<BookOpenCheck />}
            />
          </ResumoCards>
          {r && r.turmas === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white py-6 text-center text-sm text-slate-600">
              {T.semTurmas}
            </p>
          ) : null}
        </>
      )}

      <PaginasDaEscola escolaId={escola.id} />
    </Pagina>
  );
}

/** The school's pages the user may read, as the sidebar lists them (the overview itself left out). */
function PaginasDaEscola({ escolaId }: { escolaId: string }) {
  const { usuario, permissoes } = useSignedInSession();
  const paginas = PAGINAS_ESCOLA.filter((p) => p.page && canSee({ need: p.need }, usuario.tipo_usuario, permissoes));
  if (!paginas.length) return null;
  return (
    <section aria-labelledby="paginas-escola-titulo" className="flex flex-col gap-3">
      <h2 id="paginas-escola-titulo" className="text-lg font-semibold text-slate-900">
        {T.paginas}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {paginas.map((p) => {
          const caminho = caminhoEscola(escolaId, p.page);
          return (
            <li key={p.page}>
              <Link
                to={caminho}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{p.label}</span>
                  <span className="block text-sm text-slate-600">{pageTitle(caminho).description}</span>
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
