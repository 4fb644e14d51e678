import { format, parseISO } from 'date-fns';
import { CircleCheck, Play } from 'lucide-react';
import { STATUS_OBJETO_LABEL } from '../../../../domain/schemas/objeto-conhecimento';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { ObjetoConhecimento } from '../api/carregar-objetos';
import { STATUS_COR, TEXTOS } from './textos';

interface Props extends AcoesDeLinha<ObjetoConhecimento> {
  objetos: ObjetoConhecimento[];
  mostraTurma: boolean;
  podeAtualizar: boolean;
  podeExcluir: boolean;
  avancando: string | null;
  onAvancar: (o: ObjetoConhecimento) => void;
}

const data = (d: string | null) => (d ? format(parseISO(d), 'dd/MM/yyyy') : '—');

export function ObjetosTable({
  objetos,
  mostraTurma,
  podeAtualizar,
  podeExcluir,
  avancando,
  onAvancar,
  onEditar,
  onExcluir,
}: Props) {
  return (
    <TabelaDados
      itens={objetos}
      colunas={['Código', 'Título', mostraTurma && 'Turma', 'Disciplina', 'Bimestre', 'Habilidades', 'Status', 'Período']}
      celulas={(o) => (
        <>
          <TableCell className="align-top font-mono text-xs font-semibold whitespace-nowrap text-slate-900">{o.codigo}</TableCell>
          <TableCell className="max-w-sm align-top">
            <p className="font-medium text-slate-900">{o.titulo}</p>
            <p className="line-clamp-2 text-xs text-slate-600">{o.descricao}</p>
          </TableCell>
          {mostraTurma ? <TableCell className="align-top whitespace-nowrap">{o.turma_nome}</TableCell> : null}
          <TableCell className="align-top">{o.disciplina_nome}</TableCell>
          <TableCell className="align-top whitespace-nowrap">{o.bimestre}º</TableCell>
          <TableCell className="align-top">
            <div className="flex max-w-48 flex-wrap gap-1">
              {o.habilidades.length ? (
                o.habilidades.map((h) => (
                  <Badge key={h.codigo} color="neutral" className="font-mono" title={h.descricao}>
                    {h.codigo}
                  </Badge>
                ))
              ) : (
                <span className="text-slate-500">—</span>
              )}
            </div>
          </TableCell>
          <TableCell className="align-top">
            <Badge color={STATUS_COR[o.status]}>{STATUS_OBJETO_LABEL[o.status]}</Badge>
          </TableCell>
          <TableCell className="align-top text-xs whitespace-nowrap">
            {data(o.data_inicio)} a {data(o.data_fim)}
          </TableCell>
        </>
      )}
      classes={{ celula: 'align-top' }}
      acoes={(o) => (
        <>
          {podeAtualizar && o.status !== 'concluido' ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={avancando === o.id}
              aria-label={o.status === 'pendente' ? TEXTOS.iniciar(o.codigo) : TEXTOS.concluir(o.codigo)}
              onClick={() => onAvancar(o)}
            >
              {o.status === 'pendente' ? <Play aria-hidden /> : <CircleCheck aria-hidden />}
              {o.status === 'pendente' ? 'Iniciar' : 'Concluir'}
            </Button>
          ) : null}
          {podeAtualizar ? <BotaoEditar rotulo={TEXTOS.editar(o.codigo)} onClick={() => onEditar(o)} /> : null}
          {podeExcluir ? <BotaoExcluir rotulo={TEXTOS.excluir(o.codigo)} onClick={() => onExcluir(o)} /> : null}
        </>
      )}
    />
  );
}
