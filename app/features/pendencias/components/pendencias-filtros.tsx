import { PRIORIDADES_PENDENCIA, STATUS_PENDENCIA, TIPOS_PENDENCIA } from '../../../../domain/pendencia/tipos';
import {
  ORIGEM_FILTRO_LABEL,
  ORIGENS_FILTRO,
  PRIORIDADE_PENDENCIA_LABEL,
  STATUS_PENDENCIA_LABEL,
  TIPO_PENDENCIA_LABEL,
} from '../../../../domain/schemas/pendencia';
import { opcoesDe } from '../../../components/filtro-select';
import { campoDeOpcoes, FiltrosDaLista } from '../../../components/filtros-da-lista';
import type { FiltroPendencias } from '../api/carregar-pendencias';
import { TEXTOS } from './textos';

const CAMPOS = [
  campoDeOpcoes<FiltroPendencias>('tipo', 'Tipo', TEXTOS.todosTipos, opcoesDe(TIPOS_PENDENCIA, TIPO_PENDENCIA_LABEL)),
  campoDeOpcoes<FiltroPendencias>(
    'prioridade',
    'Prioridade',
    TEXTOS.todasPrioridades,
    opcoesDe(PRIORIDADES_PENDENCIA, PRIORIDADE_PENDENCIA_LABEL),
  ),
  campoDeOpcoes<FiltroPendencias>('status', 'Status', TEXTOS.todosStatus, opcoesDe(STATUS_PENDENCIA, STATUS_PENDENCIA_LABEL)),
  campoDeOpcoes<FiltroPendencias>('origem', 'Origem', TEXTOS.todasOrigens, opcoesDe(ORIGENS_FILTRO, ORIGEM_FILTRO_LABEL)),
];

/** Search (título, descrição, aluno, responsável), tipo, prioridade, status and origem; the first option of each is 'all'. */
export function PendenciasFiltros({
  filtro,
  onChange,
}: {
  filtro: FiltroPendencias;
  onChange: (f: Partial<FiltroPendencias>) => void;
}) {
  return <FiltrosDaLista filtros={filtro} onChange={onChange} placeholder={TEXTOS.busca} campos={CAMPOS} />;
}
