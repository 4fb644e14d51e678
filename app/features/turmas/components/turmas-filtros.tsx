import { TURNOS, TURNO_LABEL } from '../../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../../domain/academico/series';
import type { ComponentProps } from 'react';
import { BarraFiltros, type CampoFiltro } from '../../../components/barra-filtros';
import { opcoesDe, opcoesPorNome } from '../../../components/filtro-select';
import type { EscolaOpcao } from '../../../lib/opcoes/escolas';
import { TEXTOS } from './textos';

export interface FiltrosTurmas {
  escola_id: string;
  serie: string;
  turno: string;
  ativo: string;
}

export const SEM_FILTRO: FiltrosTurmas = { escola_id: 'all', serie: 'all', turno: 'all', ativo: 'all' };

const STATUS = [
  { value: 'true', label: 'Ativas' },
  { value: 'false', label: 'Inativas' },
];
const CAMPOS: CampoFiltro<keyof FiltrosTurmas>[] = [
  { chave: 'serie', id: 'filtro-serie', label: 'Série', todos: 'Todas as séries', opcoes: opcoesDe(SERIES_TURMA) },
  { chave: 'turno', id: 'filtro-turno', label: 'Turno', todos: 'Todos os turnos', opcoes: opcoesDe(TURNOS, TURNO_LABEL) },
  { chave: 'ativo', id: 'filtro-status', label: 'Status', todos: 'Todos', opcoes: STATUS },
];

/** The filters of /cadastrar-turma: search, school, série, turno, status. */
export function TurmasFiltros({
  paginacao,
  escolas,
}: {
  paginacao: ComponentProps<typeof BarraFiltros<FiltrosTurmas>>['paginacao'];
  escolas: EscolaOpcao[];
}) {
  return (
    <BarraFiltros
      paginacao={paginacao}
      placeholder={TEXTOS.busca}
      campos={[
        { chave: 'escola_id', id: 'filtro-escola', label: 'Escola', todos: 'Todas as escolas', opcoes: opcoesPorNome(escolas) },
        ...CAMPOS,
      ]}
    />
  );
}
