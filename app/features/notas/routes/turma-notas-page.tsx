import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Aviso } from '../../../components/aviso';
import { BotaoDownload } from '../../../components/botao-download';
import { EscolaFrame } from '../../../components/escola-frame';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import type { ItemNavegacao } from '../../../lib/navegacao';
import { type OpcaoLancamento, useOpcoesDeLancamento } from '../../../lib/opcoes/lancamento';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBimestreAtual } from '../api/carregar-bimestre-atual';
import { urlExportarNotas } from '../api/carregar-notas';
import { usePlanilha } from '../api/carregar-planilha';
import { GradeSheet } from '../components/grade-sheet';
import { PlanilhaPorAvaliacoes } from '../components/planilha-por-avaliacoes';
import { PlanilhaPickers } from '../components/planilha-pickers';
import { TEXTOS } from '../components/textos';

/** Class grades: pick subject and bimestre, then the grade sheet. */
export function TurmaNotasPage() {
  const { escolaId = '', turmaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => <NotasDaTurma escola={escola} turma={turma!} />}
    </EscolaFrame>
  );
}

/**
 * The header and the sheet; 'Exportar Excel' gives the subject and bimestre on screen as the school's
 * list exports them (the sheet's grade records).
 */
function NotasDaTurma({ escola, turma }: { escola: ItemNavegacao; turma: ItemNavegacao }) {
  const podeExportar = useSignedInSession().permissoes.includes('relatorios.exportar');
  const turmaId = turma.id;
  const [params, setParams] = useSearchParams();
  const opcoes = useOpcoesDeLancamento('notas', { turmaId });
  const disciplinas = ordenarDisciplinas(opcoes.data?.itens ?? []);
  const pedida = params.get('disciplina');
  // The subject in the address if it is one of the class's, else the first the user may enter.
  const disciplinaId =
    disciplinas.find((d) => d.disciplina_id === pedida)?.disciplina_id ??
    (disciplinas.find((d) => d.pode_lancar) ?? disciplinas[0])?.disciplina_id ??
    '';
  // The bimestre in the address, else the one the network's calendar is in (the 1st if the calendar cannot be read).
  const atual = useBimestreAtual();
  const pedido = Number(params.get('bimestre'));
  const bimestre = pedido >= 1 && pedido <= 4 ? Math.trunc(pedido) : atual.isPending ? null : (atual.data ?? 1);
  const planilha = usePlanilha(disciplinaId && bimestre ? { turmaId, disciplinaId, bimestre } : null);

  const mudar = (chave: string, valor: string) =>
    setParams(
      (p) => {
        const novo = new URLSearchParams(p);
        novo.set(chave, valor);
        if (chave !== 'disciplina' && disciplinaId) novo.set('disciplina', disciplinaId);
        return novo;
      },
      { replace: true },
    );

  const exportar =
    podeExportar && disciplinaId && bimestre ? (
      <BotaoDownload
        url={urlExportarNotas({
          escolaId: escola.id,
          turmaId,
          disciplinaId,
          bimestre: String(bimestre),
          situacao: 'all',
          busca: '',
        })}
      >
        {TEXTOS.exportarExcel}
      </BotaoDownload>
    ) : null;
  const pagina = (conteudo: ReactNode) => (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXTOS.titulo} description={`${escola.nome} · ${turma.nome}`} actions={exportar} />
      {conteudo}
    </div>
  );

  if (opcoes.isPending || bimestre === null) return pagina(<Aviso>{TEXTOS.carregando}</Aviso>);
  if (opcoes.isError)
    return pagina(<LoadError message={TEXTOS.erroCarregar(opcoes.error.message)} onRetry={() => void opcoes.refetch()} />);
  if (!disciplinas.length) return pagina(<Aviso>{TEXTOS.semDisciplinas}</Aviso>);

  return pagina(
    <>
      <PlanilhaPickers
        disciplinas={disciplinas}
        disciplinaId={disciplinaId}
        bimestre={bimestre}
        onDisciplina={(id) => mudar('disciplina', id)}
        onBimestre={(b) => mudar('bimestre', String(b))}
      />
      {planilha.isPending ? (
        <Aviso>{TEXTOS.carregandoNotas}</Aviso>
      ) : planilha.isError ? (
        <LoadError message={TEXTOS.erroCarregar(planilha.error.message)} onRetry={() => void planilha.refetch()} />
      ) : planilha.data.modo === 'avaliacoes' ? (
        <PlanilhaPorAvaliacoes planilha={planilha.data} />
      ) : (
        <GradeSheet key={`${disciplinaId}:${bimestre}`} planilha={planilha.data} />
      )}
    </>,
  );
}

/**
 * The subjects the user may enter first (a professor's own), then the ones it may only read, each named so in
 * the selector. Only when the list mixes both: to someone who may enter none the page already says it.
 */
function ordenarDisciplinas(itens: OpcaoLancamento[]): OpcaoLancamento[] {
  const proprias = itens.filter((d) => d.pode_lancar);
  if (!proprias.length || proprias.length === itens.length) return itens;
  const outras = itens
    .filter((d) => !d.pode_lancar)
    .map((d) => ({ ...d, disciplina_nome: TEXTOS.disciplinaSomenteLeitura(d.disciplina_nome) }));
  return [...proprias, ...outras];
}
