import { STATUS_FECHAMENTO_BIMESTRAL, STATUS_FECHAMENTO_LABEL } from '../../../../domain/schemas/fechamento-bimestral';
import { opcoesDe } from '../../../components/filtro-select';
import { campoDeOpcoes, camposDisciplinaBimestre, FiltrosDaLista } from '../../../components/filtros-da-lista';
import type { FiltroFechamentos } from '../api/carregar-fechamentos';
import { TEXTOS } from './textos';

const STATUS_OPCOES = opcoesDe(STATUS_FECHAMENTO_BIMESTRAL, STATUS_FECHAMENTO_LABEL);

/** Search (subject, professor, class), subject, bimestre and status; the first option of each is 'all'. */
export function FechamentosFiltros({
  filtro,
  onChange,
  disciplinas,
}: {
  filtro: FiltroFechamentos;
  onChange: (f: Partial<FiltroFechamentos>) => void;
  disciplinas: { id: string; nome: string }[];
}) {
  const campos = [
    ...camposDisciplinaBimestre<FiltroFechamentos>(TEXTOS, disciplinas),
    campoDeOpcoes<FiltroFechamentos>('status', 'Status', TEXTOS.todosStatus, STATUS_OPCOES),
  ];
  return <FiltrosDaLista filtros={filtro} onChange={onChange} placeholder={TEXTOS.busca} campos={campos} />;
}
