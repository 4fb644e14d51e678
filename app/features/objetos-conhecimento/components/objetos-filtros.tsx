import { BIMESTRES, STATUS_OBJETO, STATUS_OBJETO_LABEL } from '../../../../domain/schemas/objeto-conhecimento';
import { type CampoCompacto, FiltrosCompactos } from '../../../components/barra-filtros';
import { opcoesDe, opcoesPorNome } from '../../../components/filtro-select';
import type { FiltroObjetos } from '../api/carregar-objetos';
import type { TurmaOpcao } from '../api/carregar-opcoes';
import { TEXTOS } from './textos';

interface Props {
  filtro: FiltroObjetos;
  onChange: (f: Partial<FiltroObjetos>) => void;
  /** The school page filters by class; a class page has its class already. */
  turmas: TurmaOpcao[] | null;
  disciplinas: { id: string; nome: string }[];
}

const BIMESTRE_OPCOES = BIMESTRES.map((b) => ({ value: String(b), label: `${b}º Bimestre` }));
const STATUS_OPCOES = opcoesDe(STATUS_OBJETO, STATUS_OBJETO_LABEL);

/** Search, class, subject, bimestre and status; the first option of each is 'all' (no filter). */
export function ObjetosFiltros({ filtro, onChange, turmas, disciplinas }: Props) {
  const campos: CampoCompacto<FiltroObjetos>[] = [
    {
      chave: 'disciplinaId',
      rotulo: 'Disciplina',
      todos: TEXTOS.todasDisciplinas,
      opcoes: opcoesPorNome(disciplinas),
      className: 'xl:w-56',
    },
    { chave: 'bimestre', rotulo: 'Bimestre', todos: TEXTOS.todosBimestres, opcoes: BIMESTRE_OPCOES, className: 'xl:w-44' },
    { chave: 'status', rotulo: 'Status', todos: TEXTOS.todosStatus, opcoes: STATUS_OPCOES, className: 'xl:w-44' },
  ];
  const turma: CampoCompacto<FiltroObjetos>[] = turmas
    ? [
        {
          chave: 'turmaId',
          rotulo: 'Turma',
          todos: TEXTOS.todasTurmas,
          opcoes: opcoesPorNome(turmas),
          className: 'xl:w-44',
          limpa: { disciplinaId: '' },
        },
      ]
    : [];
  return (
    <FiltrosCompactos
      filtros={filtro}
      onChange={onChange}
      placeholder={TEXTOS.busca}
      campos={[...turma, ...campos]}
      valorTodos=""
      className="flex flex-col gap-3 xl:flex-row xl:items-center"
    />
  );
}
