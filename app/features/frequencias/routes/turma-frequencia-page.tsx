import { useSearchParams } from 'react-router';
import { hojeNoFuso } from '../../../lib/format';
import { Aviso } from '../../../components/aviso';
import { PaginaDaTurma } from '../../../components/pagina-da-escola';
import { LoadError } from '../../../components/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInSession } from '../../../lib/session';
import { useChamada } from '../api/carregar-chamada';
import { useOpcoesDeLancamento } from '../../../lib/opcoes/lancamento';
import { ChamadaPickers } from '../components/chamada-pickers';
import { PorDataTable } from '../components/por-data-table';
import { RegistrosFrequencia } from '../components/registros-frequencia';
import { ResumoCards } from '../components/resumo-cards';
import { RollCall } from '../components/roll-call';
import { TEXTOS } from '../components/textos';

/** Class attendance: cards, 'Lista' (the roll call) and 'Por Data'. */
export function TurmaFrequenciaPage() {
  return <PaginaDaTurma titulo={TEXTOS.titulo}>{(turmaId) => <FrequenciaDaTurma turmaId={turmaId} />}</PaginaDaTurma>;
}

function FrequenciaDaTurma({ turmaId }: { turmaId: string }) {
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
    <>
      <ResumoCards filtro={{ turmaId }} />
      <Tabs value={aba} onValueChange={(v) => mudar({ aba: v })}>
        <TabsList aria-label="Visões da frequência">
          <TabsTrigger value="lista">{TEXTOS.lista}</TabsTrigger>
          <TabsTrigger value="por-data">{TEXTOS.porData}</TabsTrigger>
        </TabsList>
        <TabsContent value="lista">
          {registraChamada ? (
            <ChamadaDaTurma
              turmaId={turmaId}
              data={params.get('data') ?? hojeNoFuso()}
              pedida={params.get('disciplina')}
              onMudar={mudar}
            />
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
    </>
  );
}

function ChamadaDaTurma({
  turmaId,
  data,
  pedida,
  onMudar,
}: {
  turmaId: string;
  data: string;
  pedida: string | null;
  onMudar: (v: Record<string, string>) => void;
}) {
  const opcoes = useOpcoesDeLancamento('frequencias', { turmaId });
  const disciplinas = opcoes.data?.itens ?? [];
  const disciplinaId =
    disciplinas.find((d) => d.disciplina_id === pedida)?.disciplina_id ??
    (disciplinas.find((d) => d.pode_lancar) ?? disciplinas[0])?.disciplina_id ??
    '';
  const chamada = useChamada(disciplinaId ? { turmaId, disciplinaId, data } : null);

  if (opcoes.isPending) return <Aviso>{TEXTOS.carregando}</Aviso>;
  if (opcoes.isError)
    return <LoadError message={TEXTOS.erroCarregar(opcoes.error.message)} onRetry={() => void opcoes.refetch()} />;
  if (!disciplinas.length) return <Aviso>{TEXTOS.semDisciplinas}</Aviso>;
  return (
    <div className="flex flex-col gap-4">
      <ChamadaPickers
        disciplinas={disciplinas}
        disciplinaId={disciplinaId}
        data={data}
        onDisciplina={(id) => onMudar({ disciplina: id, data })}
        onData={(d) => onMudar({ data: d, disciplina: disciplinaId })}
      />
      {chamada.isPending ? (
        <Aviso>{TEXTOS.carregandoChamada}</Aviso>
      ) : chamada.isError ? (
        <LoadError message={TEXTOS.erroCarregar(chamada.error.message)} onRetry={() => void chamada.refetch()} />
      ) : (
        <RollCall key={`${disciplinaId}:${data}:${chamada.dataUpdatedAt}`} chamada={chamada.data} />
      )}
    </div>
  );
}
