import { hojeNoFuso } from '../../../lib/format';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { Opcao } from '../api/get-opcoes';
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
      <FormField id="chamada-disciplina" label={TEXTOS.disciplina}>
        <Select id="chamada-disciplina" value={props.disciplinaId} onChange={(e) => props.onDisciplina(e.target.value)}>
          {props.disciplinas.map((d) => (
            <option key={d.disciplina_id} value={d.disciplina_id}>
              {d.disciplina_nome}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
