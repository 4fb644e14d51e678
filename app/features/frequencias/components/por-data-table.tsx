import { useState } from 'react';
import { formatarPercentual, percentualPresenca } from '../../../../domain/avaliacao/frequencia';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { type FiltroFrequencia } from '../api/get-frequencias';
import { type GrupoData, usePorData } from '../api/get-por-data';
import { TEXTOS, dataBR, dataLonga } from './textos';

const POR_PAGINA = 20;

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
  const [pagina, setPagina] = useState(1);
  const grupos = usePorData({ ...filtro, pagina, porPagina: POR_PAGINA });
  if (grupos.isPending)
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-600">
        {TEXTOS.carregandoRegistros}
      </p>
    );
  if (grupos.isError)
    return <LoadError message={TEXTOS.erroCarregar(grupos.error.message)} onRetry={() => void grupos.refetch()} />;
  if (!grupos.data.itens.length)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
        {TEXTOS.vazio}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Data</TableHead>
            {mostraTurma ? <TableHead>Turma</TableHead> : null}
            <TableHead>Disciplina</TableHead>
            <TableHead>Presentes</TableHead>
            <TableHead>Faltas</TableHead>
            <TableHead>% de Presença</TableHead>
            <TableHead className="text-right">Ações</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {grupos.data.itens.map((g) => (
            <TableRow key={`${g.data}:${g.turma_id}:${g.disciplina_id}`}>
              <TableCell className="whitespace-nowrap capitalize">{dataLonga(g.data)}</TableCell>
              {mostraTurma ? <TableCell>{g.turma_nome}</TableCell> : null}
              <TableCell>{g.disciplina_nome}</TableCell>
              <TableCell className="tabular-nums">{g.presentes}</TableCell>
              <TableCell className="tabular-nums">{g.faltas}</TableCell>
              <TableCell className="tabular-nums">
                {formatarPercentual(percentualPresenca(g.presentes, g.presentes + g.faltas))}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${TEXTOS.abrirChamada} de ${dataBR(g.data)} — ${g.disciplina_nome}${mostraTurma ? `, ${g.turma_nome}` : ''}`}
                  onClick={() => onAbrir(g)}
                >
                  {TEXTOS.abrirChamada}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination pagina={pagina} porPagina={POR_PAGINA} total={grupos.data.total} onChange={setPagina} />
    </div>
  );
}
