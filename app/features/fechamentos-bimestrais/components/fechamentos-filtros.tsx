import { STATUS_FECHAMENTO_BIMESTRAL, STATUS_FECHAMENTO_LABEL } from '../../../../domain/schemas/fechamento-bimestral';
import { type CampoCompacto, FiltrosCompactos } from '../../../components/barra-filtros';
import { opcoesDe, opcoesPorNome } from '../../../components/filtro-select';
import type { FiltroFechamentos } from '../api/carregar-fechamentos';
import { TEXTOS } from './textos';

const BIMESTRE_OPCOES = [1, 2, 3, 4].map((b) => ({ value: String(b), label: `${b}º Bimestre` }));
const STATUS_OPCOES = opcoesDe(STATUS_FECHAMENTO_BIMESTRAL, STATUS_FECHAMENTO_LABEL);

/** Search (subject, professor, class), subject, bimestre and status; the first option of each is 'all'. */
export function FechamentosFiltros({
  filtro,
  onChange,
  disciplinas,
}: {
  filtro: FiltroFechamentos;
  onChange: (f: Partial<FiltroFechamentos>) => void;
  disciplinas: { id: string; nome: string }[];
}) {
  const campos: CampoCompacto<FiltroFechamentos>[] = [
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
  return (
    <FiltrosCompactos
      filtros={filtro}
      onChange={onChange}
      placeholder={TEXTOS.busca}
      campos={campos}
      valorTodos=""
      className="flex flex-col gap-3 xl:flex-row xl:items-center"
    />
  );
}
