import { BIMESTRES, SITUACAO_LABEL, SITUACOES } from '../../../../domain/avaliacao/notas';
import { FiltroCompacto, opcoesDe } from '../../../components/filtro-select';
import { FiltroTurmaDisciplina, type TurmaDisciplinaOpcao } from '../../../components/filtro-turma-disciplina';
import { SearchInput } from '../../../components/search-input';
import { Card } from '../../../components/ui/card';
import type { FiltroNotas } from '../api/carregar-notas';
import { TEXTOS } from './textos';

type Filtros = Omit<FiltroNotas, 'escolaId'>;
const BIMESTRE_OPCOES = BIMESTRES.map((b) => ({ value: String(b), label: TEXTOS.bimestreN(b) }));
const SITUACAO_OPCOES = opcoesDe(SITUACOES, SITUACAO_LABEL);

/** The filter card of the school's grade list; 'all' means no filter. */
export function NotasFiltros({
  filtros,
  opcoes,
  onChange,
}: {
  filtros: Filtros;
  opcoes: readonly TurmaDisciplinaOpcao[];
  onChange: (f: Partial<Filtros>) => void;
}) {
  return (
    <Card className="grid gap-3 p-4 md:grid-cols-2 xl:grid-cols-5">
      <div className="xl:col-span-1">
        <SearchInput value={filtros.busca} onChange={(busca) => onChange({ busca })} placeholder={TEXTOS.busca} />
      </div>
      <FiltroTurmaDisciplina opcoes={opcoes} turmaId={filtros.turmaId} disciplinaId={filtros.disciplinaId} onChange={onChange} />
      <FiltroCompacto
        rotulo="Bimestre"
        value={filtros.bimestre}
        onChange={(bimestre) => onChange({ bimestre })}
        todos="Todos os bimestres"
        opcoes={BIMESTRE_OPCOES}
      />
      <FiltroCompacto
        rotulo="Situação"
        value={filtros.situacao}
        onChange={(situacao) => onChange({ situacao })}
        todos="Todas as situações"
        opcoes={SITUACAO_OPCOES}
      >
        <option value="parcial">Parcial (notas pendentes)</option>
      </FiltroCompacto>
    </Card>
  );
}
