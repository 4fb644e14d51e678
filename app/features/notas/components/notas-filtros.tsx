import { BIMESTRES, SITUACAO_LABEL, SITUACOES } from '../../../../domain/avaliacao/notas';
import { SearchInput } from '../../../components/search-input';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import type { FiltroNotas } from '../api/get-notas';
import type { Opcao } from '../api/get-opcoes';
import { TEXTOS } from './textos';

type Filtros = Omit<FiltroNotas, 'escolaId'>;

/** The filter card of the school's grade list; 'all' means no filter (spec 2 §2). */
export function NotasFiltros({
  filtros,
  opcoes,
  onChange,
}: {
  filtros: Filtros;
  opcoes: Opcao[];
  onChange: (f: Partial<Filtros>) => void;
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
    <Card className="grid gap-3 p-4 md:grid-cols-2 xl:grid-cols-5">
      <div className="xl:col-span-1">
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
      <Select aria-label="Bimestre" value={filtros.bimestre} onChange={(e) => onChange({ bimestre: e.target.value })}>
        <option value="all">Todos os bimestres</option>
        {BIMESTRES.map((b) => (
          <option key={b} value={b}>
            {TEXTOS.bimestreN(b)}
          </option>
        ))}
      </Select>
      <Select aria-label="Situação" value={filtros.situacao} onChange={(e) => onChange({ situacao: e.target.value })}>
        <option value="all">Todas as situações</option>
        {SITUACOES.map((s) => (
          <option key={s} value={s}>
            {SITUACAO_LABEL[s]}
          </option>
        ))}
        <option value="parcial">Parcial (notas pendentes)</option>
      </Select>
    </Card>
  );
}
