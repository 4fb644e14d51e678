import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { pageTitle } from '../../../../domain/navigation';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { useSignedInSession } from '../../../lib/session';
import type { StatusFiltro } from '../api/get-frequencias';
import { useResumoFrequencia } from '../api/get-resumo';
import { ExcessivosList } from '../components/excessivos-list';
import { PresencaChart } from '../components/presenca-chart';
import { RegistrarDialog } from '../components/registrar-dialog';
import { RegistrosFrequencia } from '../components/registros-frequencia';
import { ResumoCards } from '../components/resumo-cards';
import { TEXTOS } from '../components/textos';

const { title } = pageTitle('/frequencia');

/** The attendance overview (spec 2 "Attendance overview"), from the real marks in the user's reach. */
export function FrequenciaPage() {
  const { permissoes } = useSignedInSession();
  const [registrar, setRegistrar] = useState(false);
  const [busca, setBusca] = useState('');
  const [status, setStatus] = useState<StatusFiltro>('todos');
  const resumo = useResumoFrequencia({});

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description="Registre a chamada das turmas e acompanhe os alunos com faltas em excesso."
        actions={
          permissoes.includes('frequencia.criar') ? (
            <Button onClick={() => setRegistrar(true)}>
              <ClipboardCheck aria-hidden />
              {TEXTOS.registrar}
            </Button>
          ) : null
        }
      />
      <ResumoCards filtro={{}} />
      {resumo.isError ? (
        <LoadError message={TEXTOS.erroCarregar(resumo.error.message)} onRetry={() => void resumo.refetch()} />
      ) : resumo.data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <ExcessivosList resumo={resumo.data} />
          <PresencaChart porDisciplina={resumo.data.por_disciplina} />
        </div>
      ) : null}
      <section aria-labelledby="registros-titulo" className="flex flex-col gap-4">
        <h2 id="registros-titulo" className="text-lg font-semibold text-slate-900">
          Registros de frequência
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <SearchInput value={busca} onChange={setBusca} placeholder={TEXTOS.busca} />
          <Select
            aria-label="Filtrar por status"
            className="w-44"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFiltro)}
          >
            <option value="todos">Todos</option>
            <option value="presente">Presente</option>
            <option value="falta">Falta</option>
          </Select>
        </div>
        <RegistrosFrequencia
          key={`${busca}:${status}`}
          filtro={{}}
          status={status}
          busca={busca}
          visao="geral"
          editavel={false}
        />
      </section>
      <RegistrarDialog open={registrar} onOpenChange={setRegistrar} />
    </div>
  );
}
