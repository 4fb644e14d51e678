import { SearchInput } from '../../../components/search-input';
import { Select } from '../../../components/ui/select';
import type { FiltroHabilidades } from '../api/get-habilidades';
import { OpcoesAnoSerie, OpcoesComponente } from './opcoes';
import { TEXTOS } from './textos';

/** Search, component, year/grade and origin (spec 2 "BNCC" filters; the year finds the spans that include it). */
export function BnccFiltros({
  filtro,
  onChange,
}: {
  filtro: FiltroHabilidades;
  onChange: (f: Partial<FiltroHabilidades>) => void;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchInput value={filtro.busca} onChange={(busca) => onChange({ busca })} placeholder={TEXTOS.busca} />
      <Select
        aria-label="Componente curricular"
        className="lg:w-64"
        value={filtro.componente}
        onChange={(e) => onChange({ componente: e.target.value })}
      >
        <option value="">{TEXTOS.todosComponentes}</option>
        <OpcoesComponente unicas />
      </Select>
      <Select
        aria-label="Ano/série"
        className="lg:w-64"
        value={filtro.anoSerie}
        onChange={(e) => onChange({ anoSerie: e.target.value })}
      >
        <option value="">{TEXTOS.todosAnos}</option>
        <OpcoesAnoSerie />
      </Select>
      <Select
        aria-label="Origem"
        className="lg:w-52"
        value={filtro.origem}
        onChange={(e) => onChange({ origem: e.target.value as FiltroHabilidades['origem'] })}
      >
        <option value="">{TEXTOS.todasOrigens}</option>
        <option value="oficial">{TEXTOS.oficial}</option>
        <option value="propria">{TEXTOS.propria}</option>
      </Select>
    </div>
  );
}
