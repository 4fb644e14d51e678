import { hojeNoFuso } from '../../../lib/format';
import { CampoDisciplina } from '../../../components/filtro-turma-disciplina';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import type { OpcaoLancamento as Opcao } from '../../../lib/opcoes/lancamento';
import { TEXTOS } from './textos';

/** Date (today or before) and subject of the roll call. */
export function ChamadaPickers(props: {
  disciplinas: Opcao[];
  disciplinaId: string;
  data: string;
  onDisciplina: (id: string) => void;
  onData: (d: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,20rem)]">
      <FormField id="chamada-data" label={TEXTOS.data}>
        <Input
          id="chamada-data"
          type="date"
          max={hojeNoFuso()}
          value={props.data}
          onChange={(e) => e.target.value && props.onData(e.target.value)}
        />
      </FormField>
      <CampoDisciplina
        id="chamada-disciplina"
        disciplinas={props.disciplinas}
        value={props.disciplinaId}
        onChange={props.onDisciplina}
      />
    </div>
  );
}
