import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { pageTitle } from '../../../../domain/navigation';
import { AvisoSemConexao, ChamadasDeHoje } from '../../../components/chamadas-de-hoje';
import { FiltroCompacto } from '../../../components/filtro-select';
import { LoadError } from '../../../components/load-error';
import { Pagina } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { ehFalhaDeConexao, useConexao } from '../../../lib/use-conexao';
import type { StatusFiltro } from '../api/carregar-frequencias';
import { useResumoFrequencia } from '../api/carregar-resumo';
import { ExcessivosList } from '../components/excessivos-list';
import { STATUS_OPCOES } from '../components/frequencia-filtros';
import { PresencaChart } from '../components/presenca-chart';
import { RegistrarDialog } from '../components/registrar-dialog';
import { RegistrosFrequencia } from '../components/registros-frequencia';
import { ResumoCards } from '../components/resumo-cards';
import { TEXTOS } from '../components/textos';
import { FilaDeChamadas } from '../offline/fila-de-chamadas';

const { title } = pageTitle('/frequencia');

/** The attendance overview, from the real marks in the user's reach. */
export function FrequenciaPage() {
  const { permissoes } = useSignedInSession();
  const [registrar, setRegistrar] = useState(false);
  const [busca, setBusca] = useState('');
  const [status, setStatus] = useState<StatusFiltro>('todos');
  const resumo = useResumoFrequencia({});
  const online = useConexao();
  const registra = permissoes.includes('frequencia.criar');

  // Offline the overview's figures and records cannot come (nothing of them is kept): one notice, the
  // roll calls that open offline and those waiting on the device, not an error block per section.
  if (!online || (resumo.isError && ehFalhaDeConexao(resumo.error)))
    return (
      <Pagina title={title} description="Registre a chamada das turmas e acompanhe os alunos com faltas em excesso.">
        <AvisoSemConexao>
          {registra
            ? 'a frequência das turmas aparece quando a conexão voltar. As chamadas abaixo abrem neste aparelho; as feitas agora ficam guardadas e são enviadas quando a conexão voltar.'
            : 'a frequência das turmas aparece quando a conexão voltar.'}
        </AvisoSemConexao>
        {registra ? (
          <>
            <FilaDeChamadas />
            <ChamadasDeHoje />
          </>
        ) : null}
      </Pagina>
    );

  return (
    <Pagina
      title={title}
      description="Registre a chamada das turmas e acompanhe os alunos com faltas em excesso."
      actions={
        registra ? (
          <Button onClick={() => setRegistrar(true)}>
            <ClipboardCheck aria-hidden />
            {TEXTOS.registrar}
          </Button>
        ) : null
      }
    >
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
          <FiltroCompacto
            rotulo="Filtrar por status"
            className="w-44"
            value={status}
            onChange={(v) => setStatus(v as StatusFiltro)}
            todos="Todos"
            valorTodos="todos"
            opcoes={STATUS_OPCOES}
          />
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
    </Pagina>
  );
}
