import { format, parseISO } from 'date-fns';
import { CircleCheck, Pencil, Play, Trash2 } from 'lucide-react';
import { STATUS_OBJETO_LABEL } from '../../../../domain/schemas/objeto-conhecimento';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { ObjetoConhecimento } from '../api/get-objetos';
import { STATUS_COR, TEXTOS } from './textos';

interface Props {
  objetos: ObjetoConhecimento[];
  mostraTurma: boolean;
  podeAtualizar: boolean;
  podeExcluir: boolean;
  avancando: string | null;
  onAvancar: (o: ObjetoConhecimento) => void;
  onEditar: (o: ObjetoConhecimento) => void;
  onExcluir: (o: ObjetoConhecimento) => void;
}

const data = (d: string | null) => (d ? format(parseISO(d), 'dd/MM/yyyy') : '—');

export function ObjetosTable({
  objetos,
  mostraTurma,
  podeAtualizar,
  podeExcluir,
  avancando,
  onAvancar,
  onEditar,
  onExcluir,
}: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Código</TableHead>
          <TableHead>Título</TableHead>
          {mostraTurma ? <TableHead>Turma</TableHead> : null}
          <TableHead>Disciplina</TableHead>
          <TableHead>Bimestre</TableHead>
          <TableHead>Habilidades</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Período</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {objetos.map((o) => (
          <TableRow key={o.id}>
            <TableCell className="align-top font-mono text-xs font-semibold whitespace-nowrap text-slate-900">
              {o.codigo}
            </TableCell>
            <TableCell className="max-w-sm align-top">
              <p className="font-medium text-slate-900">{o.titulo}</p>
              <p className="line-clamp-2 text-xs text-slate-600">{o.descricao}</p>
            </TableCell>
            {mostraTurma ? <TableCell className="align-top whitespace-nowrap">{o.turma_nome}</TableCell> : null}
            <TableCell className="align-top">{o.disciplina_nome}</TableCell>
            <TableCell className="align-top whitespace-nowrap">{o.bimestre}º</TableCell>
            <TableCell className="align-top">
              <div className="flex max-w-48 flex-wrap gap-1">
                {o.habilidades.length ? (
                  o.habilidades.map((h) => (
                    <Badge key={h.codigo} color="neutral" className="font-mono" title={h.descricao}>
                      {h.codigo}
                    </Badge>
                  ))
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </div>
            </TableCell>
            <TableCell className="align-top">
              <Badge color={STATUS_COR[o.status]}>{STATUS_OBJETO_LABEL[o.status]}</Badge>
            </TableCell>
            <TableCell className="align-top text-xs whitespace-nowrap">
              {data(o.data_inicio)} a {data(o.data_fim)}
            </TableCell>
            <TableCell className="align-top">
              <div className="flex justify-end gap-1">
                {podeAtualizar && o.status !== 'concluido' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={avancando === o.id}
                    aria-label={o.status === 'pendente' ? TEXTOS.iniciar(o.codigo) : TEXTOS.concluir(o.codigo)}
                    onClick={() => onAvancar(o)}
                  >
                    {o.status === 'pendente' ? <Play aria-hidden /> : <CircleCheck aria-hidden />}
                    {o.status === 'pendente' ? 'Iniciar' : 'Concluir'}
                  </Button>
                ) : null}
                {podeAtualizar ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={TEXTOS.editar(o.codigo)}
                    title={TEXTOS.editar(o.codigo)}
                    onClick={() => onEditar(o)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                ) : null}
                {podeExcluir ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    aria-label={TEXTOS.excluir(o.codigo)}
                    title={TEXTOS.excluir(o.codigo)}
                    onClick={() => onExcluir(o)}
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
