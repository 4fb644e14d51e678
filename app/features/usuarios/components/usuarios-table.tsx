import { Pencil, Trash2 } from 'lucide-react';
import { TIPO_USUARIO_COR, tipoUsuarioLabel } from '../../../../domain/roles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { Usuario } from '../api/get-usuarios';
import { STATUS_COR, STATUS_LABEL, TEXTOS } from './textos';

interface Props {
  usuarios: Usuario[];
  mostraEmpresa: boolean;
  podeEditar: (usuario: Usuario) => boolean;
  podeExcluir: (usuario: Usuario) => boolean;
  onEditar: (usuario: Usuario) => void;
  onExcluir: (usuario: Usuario) => void;
}

export function UsuariosTable({ usuarios, mostraEmpresa, podeEditar, podeExcluir, onEditar, onExcluir }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nome</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Tipo</TableHead>
          {mostraEmpresa ? <TableHead>Empresa</TableHead> : null}
          <TableHead>Telefone</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {usuarios.map((usuario) => (
          <TableRow key={usuario.id}>
            <TableCell className="font-medium text-slate-900">{usuario.nome}</TableCell>
            <TableCell className="break-all">{usuario.email}</TableCell>
            <TableCell>
              <Badge color={TIPO_USUARIO_COR[usuario.tipo_usuario] ?? 'purple'}>{tipoUsuarioLabel(usuario.tipo_usuario)}</Badge>
            </TableCell>
            {mostraEmpresa ? <TableCell>{usuario.empresa_nome ?? TEXTOS.empresaNaoDefinida}</TableCell> : null}
            <TableCell>{usuario.telefone || <span className="text-slate-500">—</span>}</TableCell>
            <TableCell>
              <Badge color={STATUS_COR[usuario.status]}>{STATUS_LABEL[usuario.status]}</Badge>
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                {podeEditar(usuario) ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={TEXTOS.editar(usuario.nome)}
                    title={TEXTOS.editar(usuario.nome)}
                    onClick={() => onEditar(usuario)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                ) : null}
                {podeExcluir(usuario) ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    aria-label={TEXTOS.excluir(usuario.nome)}
                    title={TEXTOS.excluir(usuario.nome)}
                    onClick={() => onExcluir(usuario)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
