import { ClipboardPen, Lock, Play, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { dataBr } from '../../../../domain/calendario';
import { rotuloDoConselho } from '../../../../domain/conselho/status';
import { STATUS_CONSELHO_LABEL } from '../../../../domain/schemas/conselho';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { BotaoDownload } from '../../../components/botao-download';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import { type Conselho, urlDaAta } from '../api/carregar-conselhos';
import type { AcaoDoConselho } from '../api/gravar-conselho';
import { STATUS_COR, TEXTOS, resumoDosParticipantes } from './textos';

interface Props extends AcoesDeLinha<Conselho> {
  conselhos: Conselho[];
  ocupado: string | null;
  /** The workspace's path of a council. */
  caminhoDaMesa: (c: Conselho) => string;
  onAcao: (c: Conselho, acao: AcaoDoConselho) => void;
}

export function ConselhosTable({ conselhos, ocupado, caminhoDaMesa, onAcao, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={conselhos}
      colunas={['Bimestre', 'Data', 'Local', 'Coordenador', 'Professores', 'Status']}
      classes={{ celula: 'align-top' }}
      celulas={(c) => (
        <>
          <TableCell className="whitespace-nowrap">
            <p className="font-medium text-slate-900">{rotuloDoConselho(c.bimestre)}</p>
            <p className="text-xs text-slate-600">
              {c.serie} · {c.turma_nome} · {c.ano_letivo}
            </p>
          </TableCell>
          <TableCell className="whitespace-nowrap">
            {dataBr(c.data)} às {c.horario}
          </TableCell>
          <TableCell>{c.local}</TableCell>
          <TableCell>{c.coordenador_nome ?? '—'}</TableCell>
          <TableCell className="text-sm">{resumoDosParticipantes(c.participantes.map((p) => p.nome))}</TableCell>
          <TableCell>
            <div className="flex flex-col items-start gap-1">
              <Badge color={STATUS_COR[c.status]}>{STATUS_CONSELHO_LABEL[c.status]}</Badge>
              {c.versao > 1 ? <span className="text-xs text-slate-600">Versão {c.versao}</span> : null}
              {c.data_finalizacao ? <span className="text-xs text-slate-600">{dataBr(c.data_finalizacao)}</span> : null}
              {/* Why 'Iniciar conselho' is not offered yet: said before any click, as the server would refuse it. */}
              {c.impedimento_iniciar ? <span className="max-w-72 text-xs text-amber-800">{c.impedimento_iniciar}</span> : null}
            </div>
          </TableCell>
        </>
      )}
      acoes={(c) => {
        const nome = `${rotuloDoConselho(c.bimestre)} de ${dataBr(c.data)}`;
        const botao = (acao: AcaoDoConselho, rotulo: string, Icone: typeof Play) => (
          <Button
            variant="ghost"
            size="sm"
            disabled={ocupado === c.id}
            aria-label={`${rotulo} — ${nome}`}
            onClick={() => onAcao(c, acao)}
          >
            <Icone aria-hidden />
            {rotulo}
          </Button>
        );
        return (
          <>
            {c.pode_editar ? <BotaoEditar rotulo={`Editar ${nome}`} onClick={() => onEditar(c)} /> : null}
            {c.pode_iniciar ? botao('iniciar', TEXTOS.iniciar, Play) : null}
            {c.status !== 'agendado' ? (
              <Button variant="ghost" size="sm" asChild>
                <Link to={caminhoDaMesa(c)} aria-label={`${TEXTOS.abrir} — ${nome}`}>
                  <ClipboardPen aria-hidden />
                  {TEXTOS.abrir}
                </Link>
              </Button>
            ) : null}
            {c.pode_finalizar ? botao('finalizar', TEXTOS.finalizar, Lock) : null}
            {c.pode_corrigir ? botao('corrigir', TEXTOS.corrigir, Undo2) : null}
            {c.status === 'finalizado' ? (
              <BotaoDownload url={urlDaAta(c.id)} variant="ghost" size="sm" aria-label={`${TEXTOS.baixarAta} — ${nome}`}>
                {TEXTOS.baixarAta}
              </BotaoDownload>
            ) : null}
            {c.pode_excluir ? <BotaoExcluir rotulo={`Excluir ${nome}`} onClick={() => onExcluir(c)} /> : null}
          </>
        );
      }}
    />
  );
}
