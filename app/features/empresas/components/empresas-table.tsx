import { Pencil, Trash2 } from 'lucide-react';
import { TIPO_EMPRESA_LABEL } from '../../../../domain/schemas/empresa';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { Empresa } from '../api/get-empresas';
import { TEXTOS } from './textos';

interface Props {
  empresas: Empresa[];
  podeEditar: boolean;
  podeExcluir: boolean;
  onEditar: (empresa: Empresa) => void;
  onExcluir: (empresa: Empresa) => void;
}

const vazio = <span className="text-slate-500">—</span>;

/** Columns of spec 1 §2.8: Nome, Tipo, E-mail, Telefone, Cidade/Estado, Status, Ações. */
export function EmpresasTable({ empresas, podeEditar, podeExcluir, onEditar, onExcluir }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nome</TableHead>
          <TableHead>Tipo</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Telefone</TableHead>
          <TableHead>Cidade/Estado</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {empresas.map((empresa) => {
          const local = [empresa.cidade, empresa.estado].filter(Boolean).join('/');
          return (
            <TableRow key={empresa.id}>
              <TableCell className="font-medium text-slate-900">{empresa.nome}</TableCell>
              <TableCell>
                <Badge color={empresa.tipo === 'estado' ? 'purple' : empresa.tipo === 'municipio' ? 'blue' : 'neutral'}>
                  {TIPO_EMPRESA_LABEL[empresa.tipo]}
                </Badge>
              </TableCell>
              <TableCell className="break-all">{empresa.email || vazio}</TableCell>
              <TableCell>{empresa.telefone || vazio}</TableCell>
              <TableCell>{local || vazio}</TableCell>
              <TableCell>
                <Badge color={empresa.ativo ? 'green' : 'neutral'}>{empresa.ativo ? TEXTOS.ativa : TEXTOS.inativa}</Badge>
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  {podeEditar ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={TEXTOS.editar(empresa.nome)}
                      title={TEXTOS.editar(empresa.nome)}
                      onClick={() => onEditar(empresa)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  ) : null}
                  {podeExcluir ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      aria-label={TEXTOS.excluir(empresa.nome)}
                      title={TEXTOS.excluir(empresa.nome)}
                      onClick={() => onExcluir(empresa)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
