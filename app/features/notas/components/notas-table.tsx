import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { TableCell } from '../../../components/ui/table';
import type { Nota } from '../api/carregar-notas';
import { formatarNota } from './planilha-estado';
import { MediaValor, SituacaoBadge } from './situacao-badge';
import { TEXTOS } from './textos';

/** The school's grades; the server says which rows this viewer may edit or delete. */
export function NotasTable({ notas, onEditar, onExcluir }: AcoesDeLinha<Nota> & { notas: Nota[] }) {
  return (
    <TabelaDados
      itens={notas}
      colunas={['Aluno', 'Turma', 'Disciplina', 'Bimestre', ...[1, 2, 3, 4].map(TEXTOS.nota), 'Média', 'Situação']}
      celulas={(n) => (
        <>
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
        </>
      )}
      acoes={(n) => (
        <>
          {n.pode_editar ? <BotaoEditar rotulo={TEXTOS.editar(n.aluno_nome)} onClick={() => onEditar(n)} /> : null}
          {n.pode_excluir ? <BotaoExcluir rotulo={TEXTOS.excluir(n.aluno_nome)} onClick={() => onExcluir(n)} /> : null}
        </>
      )}
    />
  );
}
