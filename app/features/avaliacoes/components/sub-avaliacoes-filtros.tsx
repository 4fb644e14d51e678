import {
  STATUS_AVALIACAO,
  STATUS_AVALIACAO_LABEL,
  TIPOS_AVALIACAO,
  TIPO_AVALIACAO_LABEL,
} from '../../../../domain/avaliacao/sub-avaliacoes';
import { type CampoCompacto, FiltrosCompactos } from '../../../components/barra-filtros';
import { opcoesDe, opcoesPorNome } from '../../../components/filtro-select';
import type { FiltroSubAvaliacoes } from '../api/carregar-sub-avaliacoes';
import { TEXTOS } from './textos';

const BIMESTRE_OPCOES = [1, 2, 3, 4].map((b) => ({ value: String(b), label: `${b}º Bimestre` }));
const TIPO_OPCOES = opcoesDe(TIPOS_AVALIACAO, TIPO_AVALIACAO_LABEL);
const STATUS_OPCOES = opcoesDe(STATUS_AVALIACAO, STATUS_AVALIACAO_LABEL);

/** Search, subject, bimestre, tipo and status; the first option of each is 'all' (no filter). */
export function SubAvaliacoesFiltros({
  filtro,
  onChange,
  disciplinas,
}: {
  filtro: FiltroSubAvaliacoes;
  onChange: (f: Partial<FiltroSubAvaliacoes>) => void;
  disciplinas: { id: string; nome: string }[];
}) {
  const campos: CampoCompacto<FiltroSubAvaliacoes>[] = [
    {
      chave: 'disciplinaId',
      rotulo: 'Disciplina',
      todos: TEXTOS.todasDisciplinas,
      opcoes: opcoesPorNome(disciplinas),
      className: 'xl:w-56',
    },
    { chave: 'bimestre', rotulo: 'Bimestre', todos: TEXTOS.todosBimestres, opcoes: BIMESTRE_OPCOES, className: 'xl:w-44' },
    { chave: 'tipo', rotulo: 'Tipo', todos: TEXTOS.todosTipos, opcoes: TIPO_OPCOES, className: 'xl:w-44' },
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
