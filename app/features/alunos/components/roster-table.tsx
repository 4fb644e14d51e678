import { ArrowRightLeft, CircleStop } from 'lucide-react';
import { STATUS_MATRICULA_LABEL } from '../../../../domain/academico/catalogo';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { ItemRoster } from '../api/get-roster';
import { STATUS_MATRICULA_COR, TEXTOS, dataBr } from './textos';

/** The class roster: the students enrolled now, then those who left (history). */
export function RosterTable({
  itens,
  podeAlterar,
  onTransferir,
  onEncerrar,
}: {
  itens: ItemRoster[];
  podeAlterar: boolean;
  onTransferir: (m: ItemRoster) => void;
  onEncerrar: (m: ItemRoster) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Aluno</TableHead>
          <TableHead>Matrícula</TableHead>
          <TableHead>Início</TableHead>
          <TableHead>Fim</TableHead>
          <TableHead>Situação</TableHead>
          {podeAlterar ? <TableHead className="text-right">Ações</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {itens.map((m) => (
          <TableRow key={m.matricula_id}>
            <TableCell className="font-medium text-slate-900">{m.nome}</TableCell>
            <TableCell className="font-mono text-sm">{m.matricula}</TableCell>
            <TableCell>{dataBr(m.data_inicio)}</TableCell>
            <TableCell>{dataBr(m.data_fim)}</TableCell>
            <TableCell>
              <Badge color={STATUS_MATRICULA_COR[m.status]}>{STATUS_MATRICULA_LABEL[m.status]}</Badge>
            </TableCell>
            {podeAlterar ? (
              <TableCell>
                {m.status === 'ativa' ? (
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${TEXTOS.transferir} ${m.nome}`}
                      onClick={() => onTransferir(m)}
                    >
                      <ArrowRightLeft aria-hidden />
                      {TEXTOS.transferir}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${TEXTOS.encerrar} matrícula de ${m.nome}`}
                      onClick={() => onEncerrar(m)}
                    >
                      <CircleStop aria-hidden />
                      {TEXTOS.encerrar}
                    </Button>
                  </div>
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
