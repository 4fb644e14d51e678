import { FiltroCompacto } from '../../../components/filtro-select';
import { FiltroTurmaDisciplina, type TurmaDisciplinaOpcao } from '../../../components/filtro-turma-disciplina';
import { SearchInput } from '../../../components/search-input';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { StatusFiltro } from '../api/carregar-frequencias';
import { TEXTOS } from './textos';

export interface FiltrosEscola {
  busca: string;
  turmaId: string;
  disciplinaId: string;
  dataInicio: string;
  dataFim: string;
  status: StatusFiltro;
}

/** The status filter's choices besides 'Todos'. */
export const STATUS_OPCOES = [
  { value: 'presente', label: 'Presente' },
  { value: 'falta', label: 'Falta' },
];

/** The filter card of the school's attendance: search, class, subject, period and status. */
export function FrequenciaFiltros({
  filtros,
  opcoes,
  onChange,
}: {
  filtros: FiltrosEscola;
  opcoes: readonly TurmaDisciplinaOpcao[];
  onChange: (f: Partial<FiltrosEscola>) => void;
}) {
  return (
    <Card className="grid gap-3 p-4 md:grid-cols-3 xl:grid-cols-6">
      <div className="md:col-span-3 xl:col-span-2">
        <SearchInput value={filtros.busca} onChange={(busca) => onChange({ busca })} placeholder={TEXTOS.busca} />
      </div>
      <FiltroTurmaDisciplina opcoes={opcoes} turmaId={filtros.turmaId} disciplinaId={filtros.disciplinaId} onChange={onChange} />
      <FiltroCompacto
        rotulo="Status"
        value={filtros.status}
        onChange={(status) => onChange({ status: status as StatusFiltro })}
        todos="Todos"
        valorTodos="todos"
        opcoes={STATUS_OPCOES}
      />
      <div className="flex items-center gap-2 md:col-span-3 xl:col-span-6">
        <Label htmlFor="periodo-inicio">Período</Label>
        <Input
          id="periodo-inicio"
          type="date"
          className="w-44"
          aria-label="Data inicial"
          value={filtros.dataInicio}
          onChange={(e) => onChange({ dataInicio: e.target.value })}
        />
        <span className="text-sm text-slate-600">até</span>
        <Input
          type="date"
          className="w-44"
          aria-label="Data final"
          value={filtros.dataFim}
          onChange={(e) => onChange({ dataFim: e.target.value })}
        />
      </div>
    </Card>
  );
}
