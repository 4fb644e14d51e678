import { type CampoCompacto, FiltrosCompactos } from './barra-filtros';
import { type OpcaoFiltro, opcoesPorNome } from './filtro-select';

/** '1º Bimestre' to '4º Bimestre'. */
export const OPCOES_BIMESTRE: readonly OpcaoFiltro[] = [1, 2, 3, 4].map((b) => ({ value: String(b), label: `${b}º Bimestre` }));

/** The 'Disciplina' and 'Bimestre' selects of a class's lists by subject and bimestre (objetos, sub-avaliações, fechamentos). */
export function camposDisciplinaBimestre<F extends { disciplinaId: string; bimestre: string }>(
  textos: { todasDisciplinas: string; todosBimestres: string },
  disciplinas: readonly { id: string; nome: string }[],
): CampoCompacto<F>[] {
  return [
    {
      chave: 'disciplinaId',
      rotulo: 'Disciplina',
      todos: textos.todasDisciplinas,
      opcoes: opcoesPorNome(disciplinas),
      className: 'xl:w-56',
    },
    {
      chave: 'bimestre',
      rotulo: 'Bimestre',
      todos: textos.todosBimestres,
      opcoes: OPCOES_BIMESTRE,
      className: 'xl:w-44',
    },
  ];
}

/** A select of fixed choices ('Tipo', 'Status'), as wide as 'Bimestre'. */
export function campoDeOpcoes<F>(
  chave: keyof F & string,
  rotulo: string,
  todos: string,
  opcoes: readonly OpcaoFiltro[],
): CampoCompacto<F> {
  return { chave, rotulo, todos, opcoes, className: 'xl:w-44' };
}

/** The compact filter row of those lists: the search box and `campos` ('' = all), on one line from xl screens up. */
export function FiltrosDaLista<F extends { busca: string }>({
  filtros,
  onChange,
  placeholder,
  campos,
}: {
  filtros: F;
  onChange: (mudanca: Partial<F>) => void;
  placeholder: string;
  campos: readonly CampoCompacto<F>[];
}) {
  return (
    <FiltrosCompactos
      filtros={filtros}
      onChange={onChange}
      placeholder={placeholder}
      campos={campos}
      valorTodos=""
      className="flex flex-col gap-3 xl:flex-row xl:items-center"
    />
  );
}
