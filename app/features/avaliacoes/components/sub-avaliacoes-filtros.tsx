import {
  STATUS_AVALIACAO,
  STATUS_AVALIACAO_LABEL,
  TIPOS_AVALIACAO,
  TIPO_AVALIACAO_LABEL,
} from '../../../../domain/avaliacao/sub-avaliacoes';
import { opcoesDe } from '../../../components/filtro-select';
import { campoDeOpcoes, camposDisciplinaBimestre, FiltrosDaLista } from '../../../components/filtros-da-lista';
import type { FiltroSubAvaliacoes } from '../api/carregar-sub-avaliacoes';
import { TEXTOS } from './textos';

const TIPO_OPCOES = opcoesDe(TIPOS_AVALIACAO, TIPO_AVALIACAO_LABEL);
const STATUS_OPCOES = opcoesDe(STATUS_AVALIACAO, STATUS_AVALIACAO_LABEL);

/** Search, subject, bimestre, tipo and status; the first option of each is 'all' (no filter). */
export function SubAvaliacoesFiltros({
  filtro,
  onChange,
  disciplinas,
}: {
  filtro: FiltroSubAvaliacoes;
  onChange: (f: Partial<FiltroSubAvaliacoes>) => void;
  disciplinas: { id: string; nome: string }[];
}) {
  const campos = [
    ...camposDisciplinaBimestre<FiltroSubAvaliacoes>(TEXTOS, disciplinas),
    campoDeOpcoes<FiltroSubAvaliacoes>('tipo', 'Tipo', TEXTOS.todosTipos, TIPO_OPCOES),
    campoDeOpcoes<FiltroSubAvaliacoes>('status', 'Status', TEXTOS.todosStatus, STATUS_OPCOES),
  ];
  return <FiltrosDaLista filtros={filtro} onChange={onChange} placeholder={TEXTOS.busca} campos={campos} />;
}
