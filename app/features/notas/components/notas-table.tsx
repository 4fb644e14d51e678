import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { Nota } from '../api/get-notas';
import { formatarNota } from './planilha-estado';
import { MediaValor, SituacaoBadge } from './situacao-badge';
import { TEXTOS } from './textos';

export function NotasTable({
  notas,
  onEditar,
  onExcluir,
}: {
  notas: Nota[];
  onEditar: (n: Nota) => void;
  onExcluir: (n: Nota) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Aluno</TableHead>
          <TableHead>Turma</TableHead>
          <TableHead>Disciplina</TableHead>
          <TableHead>Bimestre</TableHead>
          {[1, 2, 3, 4].map((k) => (
            <TableHead key={k}>{TEXTOS.nota(k)}</TableHead>
          ))}
          <TableHead>Média</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {notas.map((n) => (
          <TableRow key={n.id}>
            <TableCell>
              <span className="font-medium text-slate-900">{n.aluno_nome}</span>
              <span className="block text-xs text-slate-500">{n.aluno_matricula}</span>
            </TableCell>
            <TableCell>{n.turma_nome}</TableCell>
            <TableCell>{n.disciplina_nome}</TableCell>
            <TableCell>{TEXTOS.bimestreN(n.bimestre)}</TableCell>
            {[n.nota1, n.nota2, n.nota3, n.nota4].map((v, k) => (
              <TableCell key={k} className="tabular-nums">
                {formatarNota(v) || <span className="text-slate-400">—</span>}
              </TableCell>
            ))}
            <TableCell>
              <MediaValor media={n.media} parcial={n.parcial} />
            </TableCell>
            <TableCell>
              <SituacaoBadge situacao={n.situacao} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                {n.pode_editar ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={TEXTOS.editar(n.aluno_nome)}
                    title={TEXTOS.editar(n.aluno_nome)}
                    onClick={() => onEditar(n)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                ) : null}
                {n.pode_excluir ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    aria-label={TEXTOS.excluir(n.aluno_nome)}
                    title={TEXTOS.excluir(n.aluno_nome)}
                    onClick={() => onExcluir(n)}
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
