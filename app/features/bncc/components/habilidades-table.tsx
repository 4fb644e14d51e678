import { format } from 'date-fns';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { Habilidade } from '../api/get-habilidades';
import { TEXTOS } from './textos';

interface Props {
  habilidades: Habilidade[];
  podeEditar: (h: Habilidade) => boolean;
  podeExcluir: (h: Habilidade) => boolean;
  onEditar: (h: Habilidade) => void;
  onExcluir: (h: Habilidade) => void;
}

/** Code, component, year/grade, description, creation date and the actions the viewer may take. */
export function HabilidadesTable({ habilidades, podeEditar, podeExcluir, onEditar, onExcluir }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Código</TableHead>
          <TableHead>Componente</TableHead>
          <TableHead>Ano/Série</TableHead>
          <TableHead>Descrição</TableHead>
          <TableHead>Criada em</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {habilidades.map((h) => (
          <TableRow key={h.id}>
            <TableCell className="align-top font-mono text-xs font-semibold whitespace-nowrap text-slate-900">
              {h.codigo}
              {h.origem === 'propria' ? (
                <Badge color="purple" className="mt-1 block w-fit font-sans" title={h.empresa_nome ?? undefined}>
                  Própria
                </Badge>
              ) : null}
            </TableCell>
            <TableCell className="align-top">{h.componente_curricular}</TableCell>
            <TableCell className="align-top whitespace-nowrap">{h.ano_serie}</TableCell>
            <TableCell className="max-w-xl align-top text-slate-700">{h.descricao}</TableCell>
            <TableCell className="align-top whitespace-nowrap">{format(new Date(h.created_at), 'dd/MM/yyyy')}</TableCell>
            <TableCell className="align-top">
              <div className="flex justify-end gap-1">
                {podeEditar(h) ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={TEXTOS.editar(h.codigo)}
                    title={TEXTOS.editar(h.codigo)}
                    onClick={() => onEditar(h)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                ) : null}
                {podeExcluir(h) ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    aria-label={TEXTOS.excluir(h.codigo)}
                    title={TEXTOS.excluir(h.codigo)}
                    onClick={() => onExcluir(h)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
