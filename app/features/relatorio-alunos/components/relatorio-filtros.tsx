import { STATUS_RELATORIO_ALUNOS, STATUS_RELATORIO_ALUNOS_LABEL } from '../../../../domain/relatorio-alunos/status';
import { opcoesDe, opcoesPorNome } from '../../../components/filtro-select';
import { campoDeOpcoes, FiltrosDaLista } from '../../../components/filtros-da-lista';
import type { FiltroRelatorioAlunos } from '../api/carregar-relatorio-alunos';
import { TEXTOS } from './textos';

const STATUS_OPCOES = opcoesDe(STATUS_RELATORIO_ALUNOS, STATUS_RELATORIO_ALUNOS_LABEL);

/** Search (name or matrícula), subject, status and série; the first option of each is 'all'. */
export function RelatorioFiltros({
  filtro,
  onChange,
  disciplinas,
  series,
}: {
  filtro: FiltroRelatorioAlunos;
  onChange: (f: Partial<FiltroRelatorioAlunos>) => void;
  disciplinas: readonly { id: string; nome: string }[];
  series: readonly string[];
}) {
  const campos = [
    {
      ...campoDeOpcoes<FiltroRelatorioAlunos>('disciplinaId', 'Disciplina', TEXTOS.todasDisciplinas, opcoesPorNome(disciplinas)),
      className: 'xl:w-56',
    },
    campoDeOpcoes<FiltroRelatorioAlunos>('status', 'Status', TEXTOS.todosStatus, STATUS_OPCOES),
    campoDeOpcoes<FiltroRelatorioAlunos>('serie', 'Série', TEXTOS.todasSeries, opcoesDe(series)),
  ];
  return <FiltrosDaLista filtros={filtro} onChange={onChange} placeholder={TEXTOS.busca} campos={campos} />;
}
