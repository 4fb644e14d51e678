import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { BotaoDownload } from '../../../components/botao-download';
import { PageHeader } from '../../../components/page-header';
import { PaginaDaEscola } from '../../../components/pagina-da-escola';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInSession } from '../../../lib/session';
import { type FiltroFrequencia, urlExportarFrequencias } from '../api/carregar-frequencias';
import { useOpcoesDeLancamento } from '../../../lib/opcoes/lancamento';
import { FrequenciaFiltros, type FiltrosEscola } from '../components/frequencia-filtros';
import { PorDataTable } from '../components/por-data-table';
import { RegistrosFrequencia } from '../components/registros-frequencia';
import { ResumoCards } from '../components/resumo-cards';
import { TEXTOS } from '../components/textos';

const INICIAL: FiltrosEscola = { busca: '', turmaId: 'all', disciplinaId: 'all', dataInicio: '', dataFim: '', status: 'todos' };

/** The school's attendance: cards, filters, 'Lista' and 'Por Data'. */
export function EscolaFrequenciaPage() {
  return (
    <PaginaDaEscola titulo={TEXTOS.titulo} semCabecalho>
      {(escola) => <FrequenciaDaEscola escolaId={escola.id} escolaNome={escola.nome} />}
    </PaginaDaEscola>
  );
}

function FrequenciaDaEscola({ escolaId, escolaNome }: { escolaId: string; escolaNome: string }) {
  const podeExportar = useSignedInSession().permissoes.includes('relatorios.exportar');
  const navigate = useNavigate();
  const [filtros, setFiltros] = useState(INICIAL);
  const onChange = useCallback((f: Partial<FiltrosEscola>) => setFiltros((atual) => ({ ...atual, ...f })), []);
  const opcoes = useOpcoesDeLancamento('frequencias', { escolaId });
  // An unfinished date (typing in the picker) is not sent: the server would refuse it.
  const valida = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? d : undefined);
  const filtro: FiltroFrequencia = {
    escolaId,
    turmaId: filtros.turmaId,
    disciplinaId: filtros.disciplinaId,
    dataInicio: valida(filtros.dataInicio),
    dataFim: valida(filtros.dataFim),
  };
  const chave = JSON.stringify({ ...filtro, status: filtros.status, busca: filtros.busca });

  return (
    <>
      <PageHeader
        title={TEXTOS.titulo}
        description={escolaNome}
        actions={
          podeExportar ? (
            // The 'Lista' tab's records: the filters, the status and the search it sends.
            <BotaoDownload url={urlExportarFrequencias({ ...filtro, status: filtros.status, busca: filtros.busca })}>
              {TEXTOS.exportarExcel}
            </BotaoDownload>
          ) : null
        }
      />
      <ResumoCards filtro={filtro} />
      <FrequenciaFiltros filtros={filtros} opcoes={opcoes.data?.itens ?? []} onChange={onChange} />
      <Tabs defaultValue="lista">
        <TabsList aria-label="Visões da frequência">
          <TabsTrigger value="lista">{TEXTOS.lista}</TabsTrigger>
          <TabsTrigger value="por-data">{TEXTOS.porData}</TabsTrigger>
        </TabsList>
        <TabsContent value="lista">
          <RegistrosFrequencia key={chave} filtro={filtro} status={filtros.status} busca={filtros.busca} visao="escola" />
        </TabsContent>
        <TabsContent value="por-data">
          <PorDataTable
            key={chave}
            filtro={filtro}
            mostraTurma
            onAbrir={(g) =>
              navigate(
                `/escola/${escolaId}/turma/${g.turma_id}/frequencia?aba=lista&data=${g.data}&disciplina=${g.disciplina_id}`,
              )
            }
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
