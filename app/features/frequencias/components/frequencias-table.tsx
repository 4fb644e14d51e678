import { BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { Frequencia } from '../api/carregar-frequencias';
import { TEXTOS, dataBR } from './textos';

interface Props {
  registros: Frequencia[];
  /** The overview's columns (Matrícula, Professor) instead of the school list's (Justificativa). */
  visao: 'escola' | 'geral';
  alternando?: string | null;
  onAlternar?: (f: Frequencia) => void;
  onEditar?: (f: Frequencia) => void;
  onExcluir?: (f: Frequencia) => void;
}

/** Attendance records; the status button toggles presente/faltou where the user may change it. */
export function FrequenciasTable({ registros, visao, alternando, onAlternar, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={registros}
      colunas={[
        'Data',
        'Aluno',
        visao === 'geral' && 'Matrícula',
        'Turma',
        'Disciplina',
        visao === 'geral' ? 'Professor' : 'Justificativa',
        'Status',
      ]}
      celulas={(f) => (
        <>
          <TableCell className="whitespace-nowrap tabular-nums">{dataBR(f.data)}</TableCell>
          <TableCell>
            <span className="font-medium text-slate-900">{f.aluno_nome}</span>
            {visao === 'escola' ? <span className="block text-xs text-slate-500">{f.aluno_matricula}</span> : null}
          </TableCell>
          {visao === 'geral' ? <TableCell className="tabular-nums">{f.aluno_matricula}</TableCell> : null}
          <TableCell>{f.turma_nome}</TableCell>
          <TableCell>{f.disciplina_nome}</TableCell>
          {visao === 'geral' ? (
            <TableCell>{f.professor_nome ?? <span className="text-slate-500">—</span>}</TableCell>
          ) : (
            <TableCell>{f.justificativa ?? <span className="text-slate-500">—</span>}</TableCell>
          )}
          <TableCell>
            {onAlternar && f.pode_editar ? (
              <Button
                variant="outline"
                size="sm"
                className={f.presente ? 'border-green-300 text-green-800' : 'border-red-300 bg-red-50 text-red-800'}
                aria-label={`${f.presente ? TEXTOS.presente : TEXTOS.faltou} — ${f.aluno_nome}, ${dataBR(f.data)}`}
                disabled={alternando === f.id}
                onClick={() => onAlternar(f)}
              >
                {f.presente ? TEXTOS.presente : TEXTOS.faltou}
              </Button>
            ) : (
              <Badge color={f.presente ? 'green' : 'red'}>{f.presente ? TEXTOS.presente : TEXTOS.faltou}</Badge>
            )}
          </TableCell>
        </>
      )}
      acoes={
        Boolean(onEditar || onExcluir) &&
        ((f) => (
          <>
            {onEditar && f.pode_editar ? <BotaoEditar rotulo={TEXTOS.editar(f.aluno_nome)} onClick={() => onEditar(f)} /> : null}
            {onExcluir && f.pode_excluir ? (
              <BotaoExcluir rotulo={TEXTOS.excluir(f.aluno_nome)} onClick={() => onExcluir(f)} />
            ) : null}
          </>
        ))
      }
    />
  );
}
