import { CircleCheck, ExternalLink, Play, RotateCcw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dataBr } from '../../../../domain/calendario';
import type { AcaoPendencia } from '../../../../domain/pendencia/status';
import {
  ORIGEM_PENDENCIA_LABEL,
  PRIORIDADE_PENDENCIA_LABEL,
  STATUS_PENDENCIA_LABEL,
  TIPO_PENDENCIA_LABEL,
} from '../../../../domain/schemas/pendencia';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { Pendencia } from '../api/carregar-pendencias';
import { PRIORIDADE_COR, ROTULO_ACAO, STATUS_COR, TEXTOS } from './textos';

const ICONE: Record<AcaoPendencia, ReactNode> = {
  iniciar: <Play aria-hidden />,
  resolver: <CircleCheck aria-hidden />,
  cancelar: <XCircle aria-hidden />,
  reabrir: <RotateCcw aria-hidden />,
};

interface Props extends AcoesDeLinha<Pendencia> {
  pendencias: Pendencia[];
  /** The row whose action is being sent (its buttons wait). */
  agindo: string | null;
  onAcao: (p: Pendencia, acao: AcaoPendencia) => void;
}

/** The pendencies of the class: what, who, when (the resolution date under the due date) and what can be done now. */
export function PendenciasTable({ pendencias, agindo, onAcao, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={pendencias}
      colunas={['Pendência', 'Tipo', 'Prioridade', 'Responsável', 'Aluno', 'Disciplina', 'Vencimento', 'Status']}
      celulas={(p) => (
        <>
          <TableCell className="max-w-sm">
            <p className="font-medium text-slate-900">{p.titulo}</p>
            <p className="line-clamp-2 text-xs text-slate-600">{p.descricao}</p>
            {p.origem !== 'manual' ? (
              <p className="mt-1 flex flex-wrap gap-1">
                <Badge color="purple" title={TEXTOS.gerada}>
                  {ORIGEM_PENDENCIA_LABEL[p.origem]}
                </Badge>
                {p.bloqueante ? <Badge color="red">{TEXTOS.bloqueante}</Badge> : null}
              </p>
            ) : null}
          </TableCell>
          <TableCell>{TIPO_PENDENCIA_LABEL[p.tipo]}</TableCell>
          <TableCell>
            <Badge color={PRIORIDADE_COR[p.prioridade]}>{PRIORIDADE_PENDENCIA_LABEL[p.prioridade]}</Badge>
          </TableCell>
          <TableCell>{p.responsavel_nome ?? <span className="text-slate-600">{TEXTOS.semResponsavel}</span>}</TableCell>
          <TableCell>{p.aluno_nome ?? '—'}</TableCell>
          <TableCell>{p.disciplina_nome ?? '—'}</TableCell>
          <TableCell className="text-xs whitespace-nowrap">
            <p>{dataBr(p.data_vencimento)}</p>
            {p.data_resolucao ? <p className="text-green-800">{TEXTOS.resolvidaEm(dataBr(p.data_resolucao))}</p> : null}
          </TableCell>
          <TableCell>
            <div className="flex flex-col items-start gap-1">
              <Badge color={STATUS_COR[p.status]}>{STATUS_PENDENCIA_LABEL[p.status]}</Badge>
              {p.status === 'cancelada' && p.motivo_cancelamento ? (
                <span className="max-w-48 text-xs text-slate-600">{TEXTOS.canceladaPorque(p.motivo_cancelamento)}</span>
              ) : null}
            </div>
          </TableCell>
        </>
      )}
      classes={{ celula: 'align-top' }}
      acoes={(p) => (
        <>
          {p.link && p.origem !== 'manual' ? (
            <Button variant="ghost" size="sm" asChild>
              <Link to={p.link} aria-label={TEXTOS.ondeAgirDe(p.titulo)}>
                <ExternalLink aria-hidden />
                {TEXTOS.ondeAgir}
              </Link>
            </Button>
          ) : null}
          {p.acoes.map((acao) => (
            <Button
              key={acao}
              variant="ghost"
              size="sm"
              disabled={agindo === p.id}
              aria-label={TEXTOS.acaoDe(ROTULO_ACAO[acao], p.titulo)}
              onClick={() => onAcao(p, acao)}
            >
              {ICONE[acao]}
              {ROTULO_ACAO[acao]}
            </Button>
          ))}
          {p.pode_editar ? <BotaoEditar rotulo={TEXTOS.editar(p.titulo)} onClick={() => onEditar(p)} /> : null}
          {p.pode_excluir ? <BotaoExcluir rotulo={TEXTOS.excluir(p.titulo)} onClick={() => onExcluir(p)} /> : null}
        </>
      )}
    />
  );
}
