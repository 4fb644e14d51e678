import { BIMESTRES, STATUS_OBJETO, STATUS_OBJETO_LABEL } from '../../../../domain/schemas/objeto-conhecimento';
import { SearchInput } from '../../../components/search-input';
import { Select } from '../../../components/ui/select';
import type { FiltroObjetos } from '../api/get-objetos';
import type { TurmaOpcao } from '../api/get-opcoes';
import { TEXTOS } from './textos';

interface Props {
  filtro: FiltroObjetos;
  onChange: (f: Partial<FiltroObjetos>) => void;
  /** The school page filters by class; a class page has its class already. */
  turmas: TurmaOpcao[] | null;
  disciplinas: { id: string; nome: string }[];
}

/** Search, class, subject, bimestre and status; the first option of each is 'all' (no filter). */
export function ObjetosFiltros({ filtro, onChange, turmas, disciplinas }: Props) {
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
      <SearchInput value={filtro.busca} onChange={(busca) => onChange({ busca })} placeholder={TEXTOS.busca} />
      {turmas ? (
        <Select
          aria-label="Turma"
          className="xl:w-44"
          value={filtro.turmaId}
          onChange={(e) => onChange({ turmaId: e.target.value, disciplinaId: '' })}
        >
          <option value="">{TEXTOS.todasTurmas}</option>
          {turmas.map((t) => (
            <option key={t.id} value={t.id}>
              {t.nome}
            </option>
          ))}
        </Select>
      ) : null}
      <Select
        aria-label="Disciplina"
        className="xl:w-56"
        value={filtro.disciplinaId}
        onChange={(e) => onChange({ disciplinaId: e.target.value })}
      >
        <option value="">{TEXTOS.todasDisciplinas}</option>
        {disciplinas.map((d) => (
          <option key={d.id} value={d.id}>
            {d.nome}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Bimestre"
        className="xl:w-44"
        value={filtro.bimestre}
        onChange={(e) => onChange({ bimestre: e.target.value })}
      >
        <option value="">{TEXTOS.todosBimestres}</option>
        {BIMESTRES.map((b) => (
          <option key={b} value={String(b)}>
            {b}º Bimestre
          </option>
        ))}
      </Select>
      <Select
        aria-label="Status"
        className="xl:w-44"
        value={filtro.status}
        onChange={(e) => onChange({ status: e.target.value as FiltroObjetos['status'] })}
      >
        <option value="">{TEXTOS.todosStatus}</option>
        {STATUS_OBJETO.map((s) => (
          <option key={s} value={s}>
            {STATUS_OBJETO_LABEL[s]}
          </option>
        ))}
      </Select>
    </div>
  );
}
