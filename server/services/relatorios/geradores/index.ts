import type { TipoRelatorio } from '../../../../domain/relatorios/tipos';
import { gerarDesempenho, gerarFrequencia, gerarNotas } from './academicos';
import { gerarBncc } from './bncc';
import { gerarDisciplinas, gerarEscolas, gerarMatriculas, gerarProfessores } from './cadastros';
import type { Gerador } from './tipos';

/** Each type of the catalogue and what builds it. */
export const GERADORES: Record<TipoRelatorio, Gerador> = {
  frequencia: gerarFrequencia,
  notas: gerarNotas,
  desempenho: gerarDesempenho,
  matriculas: gerarMatriculas,
  disciplinas: gerarDisciplinas,
  professores: gerarProfessores,
  escolas: gerarEscolas,
  bncc: gerarBncc,
};
