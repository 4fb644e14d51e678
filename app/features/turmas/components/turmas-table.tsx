import { Pencil, Power, PowerOff, Trash2, UserPlus } from 'lucide-react';
import { TURNO_LABEL } from '../../../../domain/academico/catalogo';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { Turma } from '../api/get-turmas';
import { Ocupacao } from './ocupacao';
import { TEXTOS, TURNO_COR } from './textos';

interface Props {
  turmas: Turma[];
  podeEditar: boolean;
  podeExcluir: boolean;
  /** Teaching assignments: the way to them from this screen (issue 10 §2). */
  podeAtribuir: boolean;
  alternando: string | null;
  onEditar: (t: Turma) => void;
  onAlternar: (t: Turma) => void;
  onExcluir: (t: Turma) => void;
  onAtribuir: (t: Turma) => void;
}

/** The class table of /cadastrar-turma. */
export function TurmasTable({
  turmas,
  podeEditar,
  podeExcluir,
  podeAtribuir,
  alternando,
  onEditar,
  onAlternar,
  onExcluir,
  onAtribuir,
}: Props) {
  const acoes = podeEditar || podeExcluir || podeAtribuir;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Turma</TableHead>
          <TableHead>Escola</TableHead>
          <TableHead>Série</TableHead>
          <TableHead>Turno</TableHead>
          <TableHead>Ocupação</TableHead>
          <TableHead>Professor Responsável</TableHead>
          <TableHead>Status</TableHead>
          {acoes ? <TableHead className="text-right">Ações</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {turmas.map((t) => (
          <TableRow key={t.id}>
            <TableCell>
              <p className="font-medium text-slate-900">{t.nome}</p>
              <p className="text-xs text-slate-600">Ano letivo {t.ano_letivo}</p>
            </TableCell>
            <TableCell>{t.escola_nome}</TableCell>
            <TableCell className="whitespace-nowrap">{t.serie}</TableCell>
            <TableCell>
              <Badge color={TURNO_COR[t.turno]}>{TURNO_LABEL[t.turno]}</Badge>
            </TableCell>
            <TableCell>
              <Ocupacao matriculados={t.alunos_matriculados} capacidade={t.capacidade} />
            </TableCell>
            <TableCell>{t.professor_responsavel_nome ?? <span className="text-slate-600">{TEXTOS.naoDefinido}</span>}</TableCell>
            <TableCell>
              <Badge color={t.ativo ? 'green' : 'neutral'}>{t.ativo ? 'Ativa' : 'Inativa'}</Badge>
            </TableCell>
            {acoes ? (
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  {podeAtribuir ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="mr-1"
                      aria-label={TEXTOS.atribuirProfessoresDe(t.nome)}
                      onClick={() => onAtribuir(t)}
                    >
                      <UserPlus aria-hidden />
                      {TEXTOS.atribuirProfessores}
                    </Button>
                  ) : null}
                  {podeEditar ? (
                    <>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={TEXTOS.editar(t.nome)}
                        title={TEXTOS.editar(t.nome)}
                        onClick={() => onEditar(t)}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        disabled={alternando === t.id}
                        aria-label={t.ativo ? TEXTOS.desativar(t.nome) : TEXTOS.ativar(t.nome)}
                        title={t.ativo ? TEXTOS.desativar(t.nome) : TEXTOS.ativar(t.nome)}
                        onClick={() => onAlternar(t)}
                      >
                        {t.ativo ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                      </Button>
                    </>
                  ) : null}
                  {podeExcluir ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      aria-label={TEXTOS.excluir(t.nome)}
                      title={TEXTOS.excluir(t.nome)}
                      onClick={() => onExcluir(t)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  ) : null}
                </div>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
