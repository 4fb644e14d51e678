import { CheckCheck, Eye, Lock, LockOpen } from 'lucide-react';
import { formatarPercentual } from '../../../../domain/avaliacao/frequencia';
import { formatarMedia } from '../../../../domain/avaliacao/notas';
import { STATUS_FECHAMENTO_LABEL } from '../../../../domain/schemas/fechamento-bimestral';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { FechamentoBimestral } from '../api/carregar-fechamentos';
import { STATUS_COR, TEXTOS, nomeDoFechamento } from './textos';
import { contagem } from '../../../lib/plural';

export type AcaoDoFechamento = 'finalizar' | 'reabrir' | 'aprovar';

interface Props extends AcoesDeLinha<FechamentoBimestral> {
  fechamentos: FechamentoBimestral[];
  ocupado: string | null;
  onVer: (f: FechamentoBimestral) => void;
  onAcao: (f: FechamentoBimestral, acao: AcaoDoFechamento) => void;
}

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

export function FechamentosTable({ fechamentos, ocupado, onVer, onAcao, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={fechamentos}
      colunas={['Disciplina', 'Professor', 'Bimestre', 'Frequência', 'Média da Turma', 'Resultados', 'Status']}
      celulas={(f) => (
        <>
          <TableCell>
            <p className="font-medium text-slate-900">{f.disciplina_nome}</p>
            <p className="text-xs text-slate-600">
              {f.serie} · {f.turma_nome}
            </p>
          </TableCell>
          <TableCell>{f.professores.length ? f.professores.join(', ') : '—'}</TableCell>
          <TableCell className="whitespace-nowrap">{f.bimestre}º</TableCell>
          <TableCell className="whitespace-nowrap">
            {/* With no roll call yet, a percentage would read as a class absent all along. */}
            {f.aulas_dadas ? (
              <>
                <p className="font-medium">{formatarPercentual(f.percentual_frequencia)}</p>
                <p className="text-xs text-slate-600">
                  {f.aulas_dadas}/{contagem(f.aulas_previstas, 'aula', 'aulas')}
                </p>
              </>
            ) : (
              <>
                <p className="font-medium text-amber-800">{TEXTOS.semChamadas}</p>
                <p className="text-xs text-slate-600">{TEXTOS.aulasPrevistas(f.aulas_previstas)}</p>
              </>
            )}
            {f.abaixo_frequencia_minima ? (
              <p className="text-xs text-red-700">{f.abaixo_frequencia_minima} abaixo da frequência mínima</p>
            ) : null}
          </TableCell>
          <TableCell className="font-medium">{formatarMedia(f.media_turma)}</TableCell>
          <TableCell className="text-xs whitespace-nowrap">
            <p className="text-green-700">{contagem(f.aprovados, 'aprovado', 'aprovados')}</p>
            <p className="text-amber-700">{f.recuperacao} recuperação</p>
            <p className="text-red-700">{contagem(f.reprovados, 'reprovado', 'reprovados')}</p>
          </TableCell>
          <TableCell>
            <div className="flex flex-col items-start gap-1">
              <Badge color={STATUS_COR[f.status]}>{STATUS_FECHAMENTO_LABEL[f.status]}</Badge>
              {f.data_fechamento ? <span className="text-xs text-slate-600">{dataBr(f.data_fechamento)}</span> : null}
              {f.status === 'em_andamento' && f.prazo_vencido && f.prazo ? (
                <span className="text-xs text-red-700">Prazo vencido em {dataBr(f.prazo)}</span>
              ) : null}
            </div>
          </TableCell>
        </>
      )}
      classes={{ celula: 'align-top' }}
      acoes={(f) => {
        const nome = nomeDoFechamento(f);
        return (
          <>
            <Button variant="ghost" size="sm" aria-label={TEXTOS.ver(nome)} onClick={() => onVer(f)}>
              <Eye aria-hidden />
            </Button>
            {f.pode_editar ? <BotaoEditar rotulo={TEXTOS.editar(nome)} onClick={() => onEditar(f)} /> : null}
            {f.pode_finalizar ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={ocupado === f.id}
                aria-label={TEXTOS.finalizarDe(nome)}
                onClick={() => onAcao(f, 'finalizar')}
              >
                <Lock aria-hidden />
                {TEXTOS.finalizar}
              </Button>
            ) : null}
            {f.pode_reabrir ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={ocupado === f.id}
                aria-label={TEXTOS.reabrirDe(nome)}
                onClick={() => onAcao(f, 'reabrir')}
              >
                <LockOpen aria-hidden />
                {TEXTOS.reabrir}
              </Button>
            ) : null}
            {f.pode_aprovar ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={ocupado === f.id}
                aria-label={TEXTOS.aprovarDe(nome)}
                onClick={() => onAcao(f, 'aprovar')}
              >
                <CheckCheck aria-hidden />
                {TEXTOS.aprovar}
              </Button>
            ) : null}
            {f.pode_excluir ? <BotaoExcluir rotulo={TEXTOS.excluir(nome)} onClick={() => onExcluir(f)} /> : null}
          </>
        );
      }}
    />
  );
}
