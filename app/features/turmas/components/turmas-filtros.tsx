import { TURNOS, TURNO_LABEL } from '../../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../../domain/academico/series';
import { FiltroSelect } from '../../../components/filtro-select';
import { SearchInput } from '../../../components/search-input';
import type { EscolaOpcao } from '../api/get-escolas-opcoes';
import { TEXTOS } from './textos';

export interface FiltrosTurmas {
  escola_id: string;
  serie: string;
  turno: string;
  ativo: string;
}

export const SEM_FILTRO: FiltrosTurmas = { escola_id: 'all', serie: 'all', turno: 'all', ativo: 'all' };

const SERIES = SERIES_TURMA.map((s) => ({ value: s, label: s }));
const TURNO_OPCOES = TURNOS.map((t) => ({ value: t, label: TURNO_LABEL[t] }));
const STATUS = [
  { value: 'true', label: 'Ativas' },
  { value: 'false', label: 'Inativas' },
];

/** Spec 2 'Cadastrar Turma' filters: search, school, série, turno, status. */
export function TurmasFiltros({
  busca,
  onBusca,
  filtros,
  onFiltro,
  escolas,
}: {
  busca: string;
  onBusca: (v: string) => void;
  filtros: FiltrosTurmas;
  onFiltro: (chave: keyof FiltrosTurmas, valor: string) => void;
  escolas: EscolaOpcao[];
}) {
  return (
    <section aria-label="Filtros" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <SearchInput value={busca} onChange={onBusca} placeholder={TEXTOS.busca} />
      <div className="flex flex-wrap gap-4">
        <FiltroSelect
          id="filtro-escola"
          label="Escola"
          todos="Todas as escolas"
          value={filtros.escola_id}
          onChange={(v) => onFiltro('escola_id', v)}
          opcoes={escolas.map((e) => ({ value: e.id, label: e.nome }))}
        />
        <FiltroSelect
          id="filtro-serie"
          label="Série"
          todos="Todas as séries"
          value={filtros.serie}
          onChange={(v) => onFiltro('serie', v)}
          opcoes={SERIES}
        />
        <FiltroSelect
          id="filtro-turno"
          label="Turno"
          todos="Todos os turnos"
          value={filtros.turno}
          onChange={(v) => onFiltro('turno', v)}
          opcoes={TURNO_OPCOES}
        />
        <FiltroSelect
          id="filtro-status"
          label="Status"
          todos="Todos"
          value={filtros.ativo}
          onChange={(v) => onFiltro('ativo', v)}
          opcoes={STATUS}
        />
      </div>
    </section>
  );
}
