import { FiltroCompacto, type OpcaoFiltro, Opcoes } from './filtro-select';
import { FormField } from './form-field';
import { Select } from './ui/select';

/** A class and subject the user may see, as the grade and attendance option lists give them. */
export interface TurmaDisciplinaOpcao {
  turma_id: string;
  turma_nome: string;
  disciplina_id: string;
  disciplina_nome: string;
}

/** One choice per id (the pairs repeat a class for each of its subjects), in the order first seen. */
const unicas = (pares: [string, string][]): OpcaoFiltro[] => [...new Map(pares)].map(([value, label]) => ({ value, label }));

/**
 * The class and subject selects of a filter card ('all' = every one). The subjects are those of
 * the chosen class, so choosing another class resets the subject.
 */
export function FiltroTurmaDisciplina({
  opcoes,
  turmaId,
  disciplinaId,
  onChange,
}: {
  opcoes: readonly TurmaDisciplinaOpcao[];
  turmaId: string;
  disciplinaId: string;
  onChange: (f: { turmaId?: string; disciplinaId: string }) => void;
}) {
  const turmas = unicas(opcoes.map((o) => [o.turma_id, o.turma_nome]));
  const daTurma = opcoes.filter((o) => turmaId === 'all' || o.turma_id === turmaId);
  const disciplinas = unicas(daTurma.map((o) => [o.disciplina_id, o.disciplina_nome]));
  return (
    <>
      <FiltroCompacto
        rotulo="Turma"
        value={turmaId}
        onChange={(id) => onChange({ turmaId: id, disciplinaId: 'all' })}
        todos="Todas as turmas"
        opcoes={turmas}
      />
      <FiltroCompacto
        rotulo="Disciplina"
        value={disciplinaId}
        onChange={(id) => onChange({ disciplinaId: id })}
        todos="Todas as disciplinas"
        opcoes={disciplinas}
      />
    </>
  );
}

/** The 'Disciplina' field above a class's grade sheet or roll call: one of the class's subjects. */
export function CampoDisciplina({
  id,
  disciplinas,
  value,
  onChange,
}: {
  id: string;
  disciplinas: readonly Pick<TurmaDisciplinaOpcao, 'disciplina_id' | 'disciplina_nome'>[];
  value: string;
  onChange: (disciplinaId: string) => void;
}) {
  return (
    <FormField id={id} label="Disciplina">
      {/* 44 px on a phone: a teacher picks it with a finger, in the roll call and the grade sheet. */}
      <Select id={id} className="h-11 sm:h-10" value={value} onChange={(e) => onChange(e.target.value)}>
        <Opcoes opcoes={disciplinas.map((d) => ({ value: d.disciplina_id, label: d.disciplina_nome }))} />
      </Select>
    </FormField>
  );
}
