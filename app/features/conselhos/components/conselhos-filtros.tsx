import { STATUS_CONSELHO_LABEL } from '../../../../domain/schemas/conselho';
import { STATUS_CONSELHO } from '../../../../domain/conselho/tipos';
import { opcoesDe } from '../../../components/filtro-select';
import { OPCOES_BIMESTRE, campoDeOpcoes, FiltrosDaLista } from '../../../components/filtros-da-lista';
import type { FiltroConselhos } from '../api/carregar-conselhos';
import { TEXTOS } from './textos';

const STATUS_OPCOES = opcoesDe(STATUS_CONSELHO, STATUS_CONSELHO_LABEL);
const BIMESTRE_OPCOES = [...OPCOES_BIMESTRE, { value: 'final', label: 'Final' }];

/** Search (class, coordinator, place), bimestre (with the final council) and status. */
export function ConselhosFiltros({
  filtro,
  onChange,
}: {
  filtro: FiltroConselhos;
  onChange: (f: Partial<FiltroConselhos>) => void;
}) {
  const campos = [
    campoDeOpcoes<FiltroConselhos>('bimestre', 'Bimestre', TEXTOS.todosBimestres, BIMESTRE_OPCOES),
    campoDeOpcoes<FiltroConselhos>('status', 'Status', TEXTOS.todosStatus, STATUS_OPCOES),
  ];
  return <FiltrosDaLista filtros={filtro} onChange={onChange} placeholder={TEXTOS.busca} campos={campos} />;
}
