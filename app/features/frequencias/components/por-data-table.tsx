import { formatarPercentual, percentualPresenca } from '../../../../domain/avaliacao/frequencia';
import { ListaPaginada } from '../../../components/lista-paginada';
import { TabelaDados } from '../../../components/tabela-dados';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { type FiltroFrequencia } from '../api/carregar-frequencias';
import { type GrupoData, usePorData } from '../api/carregar-por-data';
import { TEXTOS, dataBR, dataLonga } from './textos';

/** 'Por Data': the records grouped by date (and class and subject) with their counts; a date reopens for correction. */
export function PorDataTable({
  filtro,
  mostraTurma,
  onAbrir,
}: {
  filtro: FiltroFrequencia;
  mostraTurma: boolean;
  onAbrir: (g: GrupoData) => void;
}) {
  const paginacao = useListaPaginada({}, 20);
  const grupos = usePorData({ ...filtro, pagina: paginacao.pagina, porPagina: paginacao.porPagina });
  return (
    <ListaPaginada
      lista={grupos}
      paginacao={paginacao}
      textos={{ ...TEXTOS, carregando: TEXTOS.carregandoRegistros }}
      vazio={TEXTOS.vazio}
      className="flex flex-col gap-4"
    >
      {(itens) => (
        <TabelaDados
          itens={itens}
          chave={(g) => `${g.data}:${g.turma_id}:${g.disciplina_id}`}
          colunas={['Data', mostraTurma && 'Turma', 'Disciplina', 'Presentes', 'Faltas', '% de Presença']}
          celulas={(g) => (
            <>
              <TableCell className="whitespace-nowrap capitalize">{dataLonga(g.data)}</TableCell>
              {mostraTurma ? <TableCell>{g.turma_nome}</TableCell> : null}
              <TableCell>{g.disciplina_nome}</TableCell>
              <TableCell className="tabular-nums">{g.presentes}</TableCell>
              <TableCell className="tabular-nums">{g.faltas}</TableCell>
              <TableCell className="tabular-nums">
                {formatarPercentual(percentualPresenca(g.presentes, g.presentes + g.faltas))}
              </TableCell>
            </>
          )}
          acoes={(g) => (
            <Button
              variant="outline"
              size="sm"
              aria-label={`${TEXTOS.abrirChamada} de ${dataBR(g.data)} — ${g.disciplina_nome}${mostraTurma ? `, ${g.turma_nome}` : ''}`}
              onClick={() => onAbrir(g)}
            >
              {TEXTOS.abrirChamada}
            </Button>
          )}
        />
      )}
    </ListaPaginada>
  );
}
