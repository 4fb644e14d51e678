import { STATUS_FECHAMENTO_ANUAL_LABEL } from '../../../../domain/schemas/fechamento-anual';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { TableCell } from '../../../components/ui/table';
import type { FechamentoAnual } from '../api/fechamento-anual';
import { umaCasa } from './situacao-badge';

/** One row per subject of the class over the year (spec: like the bimonthly closing, by ano letivo). */
export function TabelaDisciplinas({ itens }: { itens: FechamentoAnual[] }) {
  return (
    <TabelaDados
      itens={itens}
      colunas={['Disciplina', 'Professor', 'Ano letivo', 'Frequência', 'Média anual', 'Resultados', 'Status']}
      celulas={(f) => (
        <>
          <TableCell>
            <div className="font-medium text-slate-900">{f.disciplina_nome}</div>
            <div className="text-xs text-slate-600">
              {f.serie} · {f.turma_nome}
            </div>
          </TableCell>
          <TableCell>{f.professores.length ? f.professores.join(', ') : 'Não definido'}</TableCell>
          <TableCell>{f.ano_letivo}</TableCell>
          <TableCell>
            <div>{f.percentual_frequencia === null ? '0%' : `${umaCasa(f.percentual_frequencia)}%`}</div>
            <div className="text-xs text-slate-600">{f.aulas_dadas} aulas dadas</div>
          </TableCell>
          <TableCell>{umaCasa(f.media_anual)}</TableCell>
          <TableCell>
            <div className="flex flex-wrap gap-1">
              <Badge color="green">{f.aprovados} aprovados</Badge>
              <Badge color="orange">{f.recuperacao} recuperação</Badge>
              <Badge color="red">{f.reprovados} reprovados</Badge>
            </div>
          </TableCell>
          <TableCell>
            <Badge color={f.status === 'em_andamento' ? 'blue' : 'green'}>{STATUS_FECHAMENTO_ANUAL_LABEL[f.status]}</Badge>
          </TableCell>
        </>
      )}
    />
  );
}
