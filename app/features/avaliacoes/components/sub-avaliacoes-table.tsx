import { format, parseISO } from 'date-fns';
import { ArrowRight, ClipboardPen, Lock } from 'lucide-react';
import { STATUS_AVALIACAO_LABEL, TIPO_AVALIACAO_LABEL } from '../../../../domain/avaliacao/sub-avaliacoes';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { Avaliacao } from '../api/carregar-sub-avaliacoes';
import { ROTULO_AVANCO, STATUS_COR, TEXTOS } from './textos';

interface Props extends AcoesDeLinha<Avaliacao> {
  avaliacoes: Avaliacao[];
  avancando: string | null;
  onAvancar: (a: Avaliacao) => void;
  onNotas: (a: Avaliacao) => void;
}

const data = (d: string) => format(parseISO(d), 'dd/MM/yyyy');
const numero = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

export function SubAvaliacoesTable({ avaliacoes, avancando, onAvancar, onNotas, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={avaliacoes}
      colunas={['Título', 'Disciplina', 'Bimestre', 'Tipo', 'Peso', 'Valor', 'Datas', 'Status']}
      celulas={(a) => (
        <>
          <TableCell className="max-w-sm">
            <p className="font-medium text-slate-900">{a.titulo}</p>
            <p className="line-clamp-2 text-xs text-slate-600">{a.descricao}</p>
          </TableCell>
          <TableCell>
            <p>{a.disciplina_nome}</p>
            {a.professor_nome ? <p className="text-xs text-slate-600">{a.professor_nome}</p> : null}
          </TableCell>
          <TableCell className="whitespace-nowrap">{a.bimestre}º</TableCell>
          <TableCell>{TIPO_AVALIACAO_LABEL[a.tipo]}</TableCell>
          <TableCell>{a.peso}</TableCell>
          <TableCell>{numero(a.valor_total)}</TableCell>
          <TableCell className="text-xs whitespace-nowrap">
            <p>Aplicação: {data(a.data_aplicacao)}</p>
            <p>Entrega: {data(a.data_entrega)}</p>
          </TableCell>
          <TableCell>
            <div className="flex flex-col items-start gap-1">
              <Badge color={STATUS_COR[a.status]}>{STATUS_AVALIACAO_LABEL[a.status]}</Badge>
              {a.fechado ? (
                <span className="inline-flex items-center gap-1 text-xs text-slate-600" title={a.fechado}>
                  <Lock aria-hidden className="size-3" />
                  {TEXTOS.fechado}
                </span>
              ) : null}
            </div>
          </TableCell>
        </>
      )}
      classes={{ celula: 'align-top' }}
      acoes={(a) => {
        const proximo = ROTULO_AVANCO[a.status];
        // A finalizada assessment's scores are final: only seen.
        const lanca = a.pode_editar && a.status !== 'finalizada';
        return (
          <>
            {a.pode_editar && proximo ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={avancando === a.id}
                aria-label={TEXTOS.avancarPara(proximo, a.titulo)}
                onClick={() => onAvancar(a)}
              >
                <ArrowRight aria-hidden />
                {proximo}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              aria-label={lanca ? TEXTOS.lancarNotasDe(a.titulo) : TEXTOS.verNotasDe(a.titulo)}
              onClick={() => onNotas(a)}
            >
              <ClipboardPen aria-hidden />
              {lanca ? TEXTOS.lancarNotas : TEXTOS.verNotas}
            </Button>
            {a.pode_editar ? <BotaoEditar rotulo={TEXTOS.editar(a.titulo)} onClick={() => onEditar(a)} /> : null}
            {a.pode_excluir ? <BotaoExcluir rotulo={TEXTOS.excluir(a.titulo)} onClick={() => onExcluir(a)} /> : null}
          </>
        );
      }}
    />
  );
}
