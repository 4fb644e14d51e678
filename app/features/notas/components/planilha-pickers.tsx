import { BIMESTRES } from '../../../../domain/avaliacao/notas';
import { CampoDisciplina } from '../../../components/filtro-turma-disciplina';
import { FormField } from '../../../components/form-field';
import { Select } from '../../../components/ui/select';
import type { OpcaoLancamento as Opcao } from '../../../lib/opcoes/lancamento';
import { TEXTOS } from './textos';

/** Subject and bimestre of the grade sheet. */
export function PlanilhaPickers(props: {
  disciplinas: Opcao[];
  disciplinaId: string;
  bimestre: number;
  onDisciplina: (id: string) => void;
  onBimestre: (b: number) => void;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3 sm:grid-cols-[minmax(0,20rem)_12rem] sm:gap-4">
      <CampoDisciplina
        id="planilha-disciplina"
        disciplinas={props.disciplinas}
        value={props.disciplinaId}
        onChange={props.onDisciplina}
      />
      <FormField id="planilha-bimestre" label={TEXTOS.bimestre}>
        <Select
          id="planilha-bimestre"
          className="h-11 sm:h-10"
          value={String(props.bimestre)}
          onChange={(e) => props.onBimestre(Number(e.target.value))}
        >
          {BIMESTRES.map((b) => (
            <option key={b} value={b}>
              {TEXTOS.bimestreN(b)}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
