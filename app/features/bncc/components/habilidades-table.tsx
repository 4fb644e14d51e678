import { format } from 'date-fns';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { TableCell } from '../../../components/ui/table';
import type { Habilidade } from '../api/carregar-habilidades';
import { TEXTOS } from './textos';

interface Props extends AcoesDeLinha<Habilidade> {
  habilidades: Habilidade[];
  podeEditar: (h: Habilidade) => boolean;
  podeExcluir: (h: Habilidade) => boolean;
}

/** Code, component, year/grade, description, creation date and the actions the viewer may take. */
export function HabilidadesTable({ habilidades, podeEditar, podeExcluir, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={habilidades}
      colunas={['Código', 'Componente', 'Ano/Série', 'Descrição', 'Criada em']}
      celulas={(h) => (
        <>
          <TableCell className="align-top font-mono text-xs font-semibold whitespace-nowrap text-slate-900">
            {h.codigo}
            {h.origem === 'propria' ? (
              <Badge color="purple" className="mt-1 block w-fit font-sans" title={h.empresa_nome ?? undefined}>
                Própria
              </Badge>
            ) : null}
          </TableCell>
          <TableCell className="align-top">{h.componente_curricular}</TableCell>
          <TableCell className="align-top whitespace-nowrap">{h.ano_serie}</TableCell>
          <TableCell className="max-w-xl align-top text-slate-700">{h.descricao}</TableCell>
          <TableCell className="align-top whitespace-nowrap">{format(new Date(h.created_at), 'dd/MM/yyyy')}</TableCell>
        </>
      )}
      classes={{ celula: 'align-top' }}
      acoes={(h) => (
        <>
          {podeEditar(h) ? <BotaoEditar rotulo={TEXTOS.editar(h.codigo)} onClick={() => onEditar(h)} /> : null}
          {podeExcluir(h) ? <BotaoExcluir rotulo={TEXTOS.excluir(h.codigo)} onClick={() => onExcluir(h)} /> : null}
        </>
      )}
    />
  );
}
