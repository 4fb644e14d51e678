import { type CampoCompacto, FiltrosCompactos } from '../../../components/barra-filtros';
import type { FiltroHabilidades } from '../api/carregar-habilidades';
import { OpcoesAnoSerie, OpcoesComponente } from './opcoes';
import { TEXTOS } from './textos';

const ORIGENS = [
  { value: 'oficial', label: TEXTOS.oficial },
  { value: 'propria', label: TEXTOS.propria },
];

const CAMPOS: CampoCompacto<FiltroHabilidades>[] = [
  {
    chave: 'componente',
    rotulo: 'Componente curricular',
    todos: TEXTOS.todosComponentes,
    grupos: <OpcoesComponente unicas />,
    className: 'lg:w-64',
  },
  { chave: 'anoSerie', rotulo: 'Ano/série', todos: TEXTOS.todosAnos, grupos: <OpcoesAnoSerie />, className: 'lg:w-64' },
  { chave: 'origem', rotulo: 'Origem', todos: TEXTOS.todasOrigens, opcoes: ORIGENS, className: 'lg:w-52' },
];

/** Search, component, year/grade and origin; the year finds the spans that include it. */
export function BnccFiltros({
  filtro,
  onChange,
}: {
  filtro: FiltroHabilidades;
  onChange: (f: Partial<FiltroHabilidades>) => void;
}) {
  return (
    <FiltrosCompactos
      filtros={filtro}
      onChange={onChange}
      placeholder={TEXTOS.busca}
      campos={CAMPOS}
      valorTodos=""
      className="flex flex-col gap-3 lg:flex-row lg:items-center"
    />
  );
}
