import { Pencil, Trash2, UserX } from 'lucide-react';
import { STATUS_ALUNO_LABEL } from '../../../../domain/academico/catalogo';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { Aluno } from '../api/get-alunos';
import { STATUS_ALUNO_COR, TEXTOS } from './textos';

interface Props {
  alunos: Aluno[];
  podeEditar: boolean;
  podeExcluir: boolean;
  onEditar: (a: Aluno) => void;
  onExcluir: (a: Aluno) => void;
}

/** The school's students: name, matrícula, current class, guardian, status. */
export function AlunosTable({ alunos, podeEditar, podeExcluir, onEditar, onExcluir }: Props) {
  const acoes = podeEditar || podeExcluir;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Aluno</TableHead>
          <TableHead>Matrícula</TableHead>
          <TableHead>Turma</TableHead>
          <TableHead>Responsável</TableHead>
          <TableHead>Status</TableHead>
          {acoes ? <TableHead className="text-right">Ações</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {alunos.map((a) => {
          // A student with history is inactivated, not deleted (the server keeps the history).
          const inativar = a.possui_historico;
          return (
            <TableRow key={a.id}>
              <TableCell>
                <p className="font-medium text-slate-900">{a.nome}</p>
                {a.email ? <p className="text-xs break-all text-slate-600">{a.email}</p> : null}
              </TableCell>
              <TableCell className="font-mono text-sm">{a.matricula}</TableCell>
              <TableCell>
                {a.matricula_atual ? (
                  <>
                    <p>{a.matricula_atual.turma_nome}</p>
                    <p className="text-xs text-slate-600">{a.matricula_atual.serie}</p>
                  </>
                ) : (
                  <span className="text-slate-600">{TEXTOS.semTurma}</span>
                )}
              </TableCell>
              <TableCell>
                {a.responsavel ? (
                  <>
                    <p>{a.responsavel}</p>
                    {a.telefone_responsavel ? <p className="text-xs text-slate-600">{a.telefone_responsavel}</p> : null}
                  </>
                ) : (
                  <span className="text-slate-600">—</span>
                )}
              </TableCell>
              <TableCell>
                <Badge color={STATUS_ALUNO_COR[a.status]}>{STATUS_ALUNO_LABEL[a.status]}</Badge>
              </TableCell>
              {acoes ? (
                <TableCell>
                  <div className="flex justify-end gap-1">
                    {podeEditar ? (
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={TEXTOS.editar(a.nome)}
                        title={TEXTOS.editar(a.nome)}
                        onClick={() => onEditar(a)}
                      >
                        <Pencil aria-hidden />
                      </Button>
                    ) : null}
                    {podeExcluir && !(inativar && a.status === 'inativo') ? (
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                        aria-label={inativar ? TEXTOS.inativar(a.nome) : TEXTOS.excluir(a.nome)}
                        title={inativar ? TEXTOS.inativar(a.nome) : TEXTOS.excluir(a.nome)}
                        onClick={() => onExcluir(a)}
                      >
                        {inativar ? <UserX aria-hidden /> : <Trash2 aria-hidden />}
                      </Button>
                    ) : null}
                  </div>
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
