import { UserPlus, X } from 'lucide-react';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useDisciplinasTurma } from '../api/carregar-disciplinas-turma';
import type { Turma } from '../api/carregar-turmas';
import { TEXTOS } from './textos';

export interface Remocao {
  /** The teaching assignment's id. */
  id: string;
  professor: string;
  disciplina: string;
}

/** The subjects of one class with their professors; assignments can be added and removed. */
export function TurmaDisciplinas({
  turma,
  podeAtribuir,
  onAtribuir,
  onRemover,
}: {
  turma: Turma;
  podeAtribuir: boolean;
  onAtribuir: () => void;
  onRemover: (r: Remocao) => void;
}) {
  const disciplinas = useDisciplinasTurma(turma.id);

  if (disciplinas.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {TEXTOS.carregandoDisciplinas}
      </p>
    );
  if (disciplinas.isError)
    return <LoadError message={TEXTOS.erroDisciplinas(disciplinas.error.message)} onRetry={() => void disciplinas.refetch()} />;

  return (
    <div className="flex flex-col gap-3">
      {disciplinas.data.itens.length === 0 ? (
        <p className="text-sm text-slate-600">{TEXTOS.semDisciplinas}</p>
      ) : (
        <Table aria-label={`${TEXTOS.disciplinas} de ${turma.nome}`}>
          <TableHeader>
            <TableRow>
              <TableHead>Disciplina</TableHead>
              <TableHead>Carga Horária</TableHead>
              <TableHead>Professores</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {disciplinas.data.itens.map((d) => (
              <TableRow key={d.id}>
                <TableCell className="font-medium text-slate-900">{d.nome}</TableCell>
                <TableCell>{d.carga_horaria}h</TableCell>
                <TableCell>
                  <ul className="flex flex-wrap gap-1.5">
                    {d.professores.map((p) => (
                      <li
                        key={p.atribuicao_id}
                        className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-1 pl-2.5 text-xs text-slate-800"
                      >
                        {p.nome}
                        {podeAtribuir ? (
                          <button
                            type="button"
                            className="rounded-full p-0.5 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
                            aria-label={TEXTOS.removerAtribuicao(p.nome, d.nome)}
                            title={TEXTOS.removerAtribuicao(p.nome, d.nome)}
                            onClick={() => onRemover({ id: p.atribuicao_id, professor: p.nome, disciplina: d.nome })}
                          >
                            <X className="size-3.5" aria-hidden />
                          </button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {podeAtribuir ? (
        <div>
          <Button variant="outline" size="sm" onClick={onAtribuir}>
            <UserPlus aria-hidden />
            {TEXTOS.atribuir}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
