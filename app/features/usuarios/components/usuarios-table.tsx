import { TIPO_USUARIO_COR, tipoUsuarioLabel } from '../../../../domain/roles';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { TableCell } from '../../../components/ui/table';
import type { Usuario } from '../api/carregar-usuarios';
import { STATUS_COR, STATUS_LABEL, TEXTOS } from './textos';

interface Props extends AcoesDeLinha<Usuario> {
  usuarios: Usuario[];
  mostraEmpresa: boolean;
  podeEditar: (usuario: Usuario) => boolean;
  podeExcluir: (usuario: Usuario) => boolean;
}

export function UsuariosTable({ usuarios, mostraEmpresa, podeEditar, podeExcluir, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={usuarios}
      colunas={['Nome', 'E-mail', 'Tipo', mostraEmpresa && 'Empresa', 'Telefone', 'Status']}
      celulas={(usuario) => (
        <>
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
        </>
      )}
      acoes={(usuario) => (
        <>
          {podeEditar(usuario) ? <BotaoEditar rotulo={TEXTOS.editar(usuario.nome)} onClick={() => onEditar(usuario)} /> : null}
          {podeExcluir(usuario) ? (
            <BotaoExcluir rotulo={TEXTOS.excluir(usuario.nome)} onClick={() => onExcluir(usuario)} />
          ) : null}
        </>
      )}
    />
  );
}
