import { MessageSquareReply } from 'lucide-react';
import { dataBr } from '../../../../domain/calendario';
import {
  RELACAO_SOLICITANTE_LABEL,
  STATUS_SOLICITACAO_LABEL,
  TIPO_SOLICITACAO_LABEL,
} from '../../../../domain/privacidade/tipos';
import { BotaoEditar } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { Solicitacao } from '../api/solicitacoes';
import { TEXTOS_SOLICITACOES as TEXTOS } from './textos';

const COR_DO_PRAZO: Record<NonNullable<Solicitacao['situacao_prazo']>, BadgeColor> = {
  vencido: 'red',
  vencendo: 'orange',
  no_prazo: 'blue',
};
const COR_DO_STATUS: Record<Solicitacao['status'], BadgeColor> = { aberta: 'neutral', respondida: 'green', recusada: 'purple' };

interface Props {
  solicitacoes: Solicitacao[];
  onEditar: (s: Solicitacao) => void;
  onResponder: (s: Solicitacao) => void;
}

/** The requests: who asked (and their relation), about which student, what, received, deadline and status. */
export function SolicitacoesTable({ solicitacoes, onEditar, onResponder }: Props) {
  const gerencia = solicitacoes.some((s) => s.pode_editar);
  return (
    <TabelaDados
      itens={solicitacoes}
      colunas={['Solicitante', 'Aluno', 'Pedido', 'Recebida', 'Prazo', 'Situação']}
      celulas={(s) => (
        <>
          <TableCell>
            <p className="font-medium text-slate-900">{s.solicitante_nome}</p>
            <p className="text-xs text-slate-600">{RELACAO_SOLICITANTE_LABEL[s.relacao]}</p>
          </TableCell>
          <TableCell>
            <p>{s.aluno_nome ?? '—'}</p>
            <p className="text-xs text-slate-600">{s.escola_nome}</p>
          </TableCell>
          <TableCell>{TIPO_SOLICITACAO_LABEL[s.tipo]}</TableCell>
          <TableCell className="whitespace-nowrap">{dataBr(s.recebida_em)}</TableCell>
          <TableCell className="whitespace-nowrap">
            <p>{dataBr(s.prazo)}</p>
            {s.situacao_prazo && s.dias_restantes !== null ? (
              <Badge color={COR_DO_PRAZO[s.situacao_prazo]}>{TEXTOS.prazo(s.dias_restantes)}</Badge>
            ) : null}
          </TableCell>
          <TableCell>
            <Badge color={COR_DO_STATUS[s.status]}>{STATUS_SOLICITACAO_LABEL[s.status]}</Badge>
            {s.respondida_em ? (
              <p className="mt-1 text-xs text-slate-600">{TEXTOS.respondidaEm(dataBr(s.respondida_em))}</p>
            ) : null}
            {s.resposta ? <p className="mt-1 max-w-xs text-xs whitespace-pre-line text-slate-700">{s.resposta}</p> : null}
          </TableCell>
        </>
      )}
      acoes={
        gerencia &&
        ((s) =>
          s.pode_editar ? (
            <>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={TEXTOS.responder(s.solicitante_nome)}
                title={TEXTOS.responder(s.solicitante_nome)}
                onClick={() => onResponder(s)}
              >
                <MessageSquareReply aria-hidden />
              </Button>
              <BotaoEditar rotulo={TEXTOS.editar(s.solicitante_nome)} onClick={() => onEditar(s)} />
            </>
          ) : null)
      }
    />
  );
}
