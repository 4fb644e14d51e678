import { ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { explicarDia, semanaDoDia, ultimoDiaLetivo } from '../../../../domain/calendario/motivo-do-dia';
import { hojeNoFuso } from '../../../lib/format';
import { Aviso } from '../../../components/aviso';
import { BotaoDownload } from '../../../components/botao-download';
import { EscolaFrame } from '../../../components/escola-frame';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { ItemNavegacao } from '../../../lib/navegacao';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCalendarioDoAno } from '../api/carregar-calendario';
import { useChamada } from '../api/carregar-chamada';
import { urlExportarFrequencias } from '../api/carregar-frequencias';
import { useOpcoesDeLancamento } from '../../../lib/opcoes/lancamento';
import { ChamadaPickers } from '../components/chamada-pickers';
import { PorDataTable } from '../components/por-data-table';
import { RegistrosFrequencia } from '../components/registros-frequencia';
import { ResumoCards } from '../components/resumo-cards';
import { RollCall } from '../components/roll-call';
import { TEXTOS } from '../components/textos';
import { FilaDeChamadas } from '../offline/fila-de-chamadas';

/** Class attendance: cards, 'Lista' (the roll call) and 'Por Data'. */
export function TurmaFrequenciaPage() {
  const { escolaId = '', turmaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => <FrequenciaDaTurma escola={escola} turma={turma!} />}
    </EscolaFrame>
  );
}

function FrequenciaDaTurma({ escola, turma }: { escola: ItemNavegacao; turma: ItemNavegacao }) {
  const turmaId = turma.id;
  const { permissoes } = useSignedInSession();
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba') === 'por-data' ? 'por-data' : 'lista';
  const mudar = (valores: Record<string, string>) =>
    setParams(
      (p) => {
        const novo = new URLSearchParams(p);
        for (const [k, v] of Object.entries(valores)) novo.set(k, v);
        return novo;
      },
      { replace: true },
    );
  // Who may take roll calls gets the roll call; anyone else (an aluno) the records they may read.
  const registraChamada = permissoes.includes('frequencia.criar');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXTOS.titulo}
        description={`${escola.nome} · ${turma.nome}`}
        actions={
          permissoes.includes('relatorios.exportar') ? (
            // The class's records, as the record list and 'Por Data' read them (the class is their one filter).
            <BotaoDownload url={urlExportarFrequencias({ escolaId: escola.id, turmaId, status: 'todos', busca: '' })}>
              {TEXTOS.exportarExcel}
            </BotaoDownload>
          ) : null
        }
      />
      <ResumoRecolhivel>
        <ResumoCards filtro={{ turmaId }} />
      </ResumoRecolhivel>
      {registraChamada ? <FilaDeChamadas /> : null}
      <Tabs value={aba} onValueChange={(v) => mudar({ aba: v })}>
        <TabsList aria-label="Visões da frequência">
          {/* 44 px on a phone, as every control of the roll call. */}
          <TabsTrigger value="lista" className="min-h-11 sm:min-h-0">
            {TEXTOS.lista}
          </TabsTrigger>
          <TabsTrigger value="por-data" className="min-h-11 sm:min-h-0">
            {TEXTOS.porData}
          </TabsTrigger>
        </TabsList>
        {/* The roll call starts with its date field: the panel itself is no extra tab stop before the students. */}
        <TabsContent value="lista" tabIndex={registraChamada ? -1 : undefined}>
          {registraChamada ? (
            <ChamadaDaTurma turmaId={turmaId} pedidaData={params.get('data')} pedida={params.get('disciplina')} onMudar={mudar} />
          ) : (
            <RegistrosFrequencia filtro={{ turmaId }} status="todos" busca="" visao="escola" editavel={false} />
          )}
        </TabsContent>
        <TabsContent value="por-data">
          <PorDataTable
            filtro={{ turmaId }}
            mostraTurma={false}
            onAbrir={(g) => mudar({ aba: 'lista', data: g.data, disciplina: g.disciplina_id })}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function ChamadaDaTurma({
  turmaId,
  pedidaData,
  pedida,
  onMudar,
}: {
  turmaId: string;
  pedidaData: string | null;
  pedida: string | null;
  onMudar: (v: Record<string, string>) => void;
}) {
  const opcoes = useOpcoesDeLancamento('frequencias', { turmaId });
  const disciplinas = opcoes.data?.itens ?? [];
  const disciplinaId =
    disciplinas.find((d) => d.disciplina_id === pedida)?.disciplina_id ??
    (disciplinas.find((d) => d.pode_lancar) ?? disciplinas[0])?.disciplina_id ??
    '';
  // The network's calendar tells the teacher, before any row is marked, whether the date takes a roll call.
  const hoje = hojeNoFuso();
  const calendario = useCalendarioDoAno(Number((pedidaData ?? hoje).slice(0, 4)));
  const cal = calendario.data;
  // No date in the address: the last school day up to today (today when it is one), so the roll call opens
  // ready to take; today when the calendar cannot be read (the server still checks the day on saving).
  const data = pedidaData ?? (cal ? (ultimoDiaLetivo(cal, hoje, hoje) ?? hoje) : calendario.isError ? hoje : null);
  const chamada = useChamada(disciplinaId && data ? { turmaId, disciplinaId, data } : null);
  const explicacao = cal && data ? explicarDia(cal, data, { hoje, fechado: chamada.data?.fechado ?? null }) : null;
  // A date picked with a button (the week's days, 'Ir para o último dia letivo'): the list takes the focus once
  // it is there, so it never drops to the page.
  const [focarNaData, setFocarNaData] = useState<string | null>(null);

  if (opcoes.isPending || data === null) return <Aviso>{TEXTOS.carregando}</Aviso>;
  if (opcoes.isError)
    return <LoadError message={TEXTOS.erroCarregar(opcoes.error.message)} onRetry={() => void opcoes.refetch()} />;
  if (!disciplinas.length) return <Aviso>{TEXTOS.semDisciplinas}</Aviso>;
  return (
    <div className="flex flex-col gap-4">
      <ChamadaPickers
        disciplinas={disciplinas}
        disciplinaId={disciplinaId}
        data={data}
        hoje={hoje}
        explicacao={explicacao}
        semana={cal ? semanaDoDia(cal, data, hoje) : []}
        ultimoLetivo={cal ? ultimoDiaLetivo(cal, data, hoje) : null}
        calendarioIndisponivel={calendario.isError}
        onDisciplina={(id) => {
          setFocarNaData(null);
          onMudar({ disciplina: id, data });
        }}
        onData={(d, focarNaLista) => {
          setFocarNaData(focarNaLista ? d : null);
          onMudar({ data: d, disciplina: disciplinaId });
        }}
      />
      {chamada.isPending ? (
        <Aviso>{TEXTOS.carregandoChamada}</Aviso>
      ) : chamada.isError ? (
        <LoadError message={TEXTOS.erroCarregar(chamada.error.message)} onRetry={() => void chamada.refetch()} />
      ) : (
        // One screen per subject and date; a newer answer of the server (a save, the queue sent) is applied inside it.
        <RollCall
          key={`${disciplinaId}:${data}`}
          chamada={chamada.data}
          focarAoAbrir={focarNaData === data}
          bloqueio={explicacao && !explicacao.letivo ? explicacao.frase : null}
        />
      )}
    </div>
  );
}

/** The summary cards, folded on a phone (the roll call starts near the top) and open on a wider screen. */
function ResumoRecolhivel({ children }: { children: ReactNode }) {
  const [aberto, setAberto] = useState(() => window.matchMedia('(min-width: 640px)').matches);
  return (
    <details open={aberto} onToggle={(e) => setAberto(e.currentTarget.open)}>
      <summary className="group flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-medium text-slate-700">
        <ChevronRight aria-hidden className="size-4 transition-transform [details[open]_&]:rotate-90" />
        {TEXTOS.resumo}
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}
