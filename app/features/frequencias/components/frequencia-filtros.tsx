import { SearchInput } from '../../../components/search-input';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import type { StatusFiltro } from '../api/get-frequencias';
import type { Opcao } from '../api/get-opcoes';
import { TEXTOS } from './textos';

export interface FiltrosEscola {
  busca: string;
  turmaId: string;
  disciplinaId: string;
  dataInicio: string;
  dataFim: string;
  status: StatusFiltro;
}

/** The filter card of the school's attendance: search, class, subject, period and status. */
export function FrequenciaFiltros({
  filtros,
  opcoes,
  onChange,
}: {
  filtros: FiltrosEscola;
  opcoes: Opcao[];
  onChange: (f: Partial<FiltrosEscola>) => void;
}) {
  const turmas = [...new Map(opcoes.map((o) => [o.turma_id, o.turma_nome])).entries()];
  const disciplinas = [
    ...new Map(
      opcoes
        .filter((o) => filtros.turmaId === 'all' || o.turma_id === filtros.turmaId)
        .map((o) => [o.disciplina_id, o.disciplina_nome]),
    ).entries(),
  ];
  return (
    <Card className="grid gap-3 p-4 md:grid-cols-3 xl:grid-cols-6">
      <div className="md:col-span-3 xl:col-span-2">
        <SearchInput value={filtros.busca} onChange={(busca) => onChange({ busca })} placeholder={TEXTOS.busca} />
      </div>
      <Select
        aria-label="Turma"
        value={filtros.turmaId}
        onChange={(e) => onChange({ turmaId: e.target.value, disciplinaId: 'all' })}
      >
        <option value="all">Todas as turmas</option>
        {turmas.map(([id, nome]) => (
          <option key={id} value={id}>
            {nome}
          </option>
        ))}
      </Select>
      <Select aria-label="Disciplina" value={filtros.disciplinaId} onChange={(e) => onChange({ disciplinaId: e.target.value })}>
        <option value="all">Todas as disciplinas</option>
        {disciplinas.map(([id, nome]) => (
          <option key={id} value={id}>
            {nome}
          </option>
        ))}
      </Select>
      <Select aria-label="Status" value={filtros.status} onChange={(e) => onChange({ status: e.target.value as StatusFiltro })}>
        <option value="todos">Todos</option>
        <option value="presente">Presente</option>
        <option value="falta">Falta</option>
      </Select>
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
