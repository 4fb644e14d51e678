import { STATUS_OBJETO, STATUS_OBJETO_LABEL } from '../../../../domain/schemas/objeto-conhecimento';
import type { CampoCompacto } from '../../../components/barra-filtros';
import { opcoesDe, opcoesPorNome } from '../../../components/filtro-select';
import { campoDeOpcoes, camposDisciplinaBimestre, FiltrosDaLista } from '../../../components/filtros-da-lista';
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

const STATUS_OPCOES = opcoesDe(STATUS_OBJETO, STATUS_OBJETO_LABEL);

/** Search, class, subject, bimestre and status; the first option of each is 'all' (no filter). */
export function ObjetosFiltros({ filtro, onChange, turmas, disciplinas }: Props) {
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
  const campos = [
    ...turma,
    ...camposDisciplinaBimestre<FiltroObjetos>(TEXTOS, disciplinas),
    campoDeOpcoes<FiltroObjetos>('status', 'Status', TEXTOS.todosStatus, STATUS_OPCOES),
  ];
  return <FiltrosDaLista filtros={filtro} onChange={onChange} placeholder={TEXTOS.busca} campos={campos} />;
}
