import { TIPO_EMPRESA_LABEL } from '../../../../domain/schemas/empresa';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { TableCell } from '../../../components/ui/table';
import type { Empresa } from '../api/carregar-empresas';
import { TEXTOS } from './textos';

interface Props extends AcoesDeLinha<Empresa> {
  empresas: Empresa[];
  podeEditar: boolean;
  podeExcluir: boolean;
}

const vazio = <span className="text-slate-500">—</span>;

/** The companies: Nome, Tipo, E-mail, Telefone, Cidade/Estado, Status and the actions. */
export function EmpresasTable({ empresas, podeEditar, podeExcluir, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={empresas}
      colunas={['Nome', 'Tipo', 'E-mail', 'Telefone', 'Cidade/Estado', 'Status']}
      celulas={(empresa) => (
        <>
          <TableCell className="font-medium text-slate-900">{empresa.nome}</TableCell>
          <TableCell>
            <Badge color={empresa.tipo === 'estado' ? 'purple' : empresa.tipo === 'municipio' ? 'blue' : 'neutral'}>
              {TIPO_EMPRESA_LABEL[empresa.tipo]}
            </Badge>
          </TableCell>
          <TableCell className="break-all">{empresa.email || vazio}</TableCell>
          <TableCell>{empresa.telefone || vazio}</TableCell>
          <TableCell>{[empresa.cidade, empresa.estado].filter(Boolean).join('/') || vazio}</TableCell>
          <TableCell>
            <Badge color={empresa.ativo ? 'green' : 'neutral'}>{empresa.ativo ? TEXTOS.ativa : TEXTOS.inativa}</Badge>
          </TableCell>
        </>
      )}
      acoes={(empresa) => (
        <>
          {podeEditar ? <BotaoEditar rotulo={TEXTOS.editar(empresa.nome)} onClick={() => onEditar(empresa)} /> : null}
          {podeExcluir ? <BotaoExcluir rotulo={TEXTOS.excluir(empresa.nome)} onClick={() => onExcluir(empresa)} /> : null}
        </>
      )}
    />
  );
}
