import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EscolaFrame } from '../../../components/escola-frame';
import { PageHeader } from '../../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { FiltroFrequencia } from '../api/get-frequencias';
import { useOpcoesFrequencia } from '../api/get-opcoes';
import { FrequenciaFiltros, type FiltrosEscola } from '../components/frequencia-filtros';
import { PorDataTable } from '../components/por-data-table';
import { RegistrosFrequencia } from '../components/registros-frequencia';
import { ResumoCards } from '../components/resumo-cards';
import { TEXTOS } from '../components/textos';

const INICIAL: FiltrosEscola = { busca: '', turmaId: 'all', disciplinaId: 'all', dataInicio: '', dataFim: '', status: 'todos' };

/** The school's attendance (spec 2 "Attendance page"): cards, filters, 'Lista' and 'Por Data'. */
export function EscolaFrequenciaPage() {
  const { escolaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId}>
      {({ escola }) => (
        <div className="flex flex-col gap-6">
          <PageHeader title={TEXTOS.titulo} description={escola.nome} />
          <FrequenciaDaEscola escolaId={escola.id} />
        </div>
      )}
    </EscolaFrame>
  );
}

function FrequenciaDaEscola({ escolaId }: { escolaId: string }) {
  const navigate = useNavigate();
  const [filtros, setFiltros] = useState(INICIAL);
  const onChange = useCallback((f: Partial<FiltrosEscola>) => setFiltros((atual) => ({ ...atual, ...f })), []);
  const opcoes = useOpcoesFrequencia({ escolaId });
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
