import { EyeOff, FileDown, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STATUS_ALUNO_LABEL } from '../../../../domain/academico/catalogo';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir, LinkAcessos } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { Aluno } from '../api/carregar-alunos';
import { STATUS_ALUNO_COR, TEXTOS, linkDaFicha } from './textos';

interface Props extends AcoesDeLinha<Aluno> {
  alunos: Aluno[];
  podeEditar: boolean;
  podeExcluir: boolean;
  /** Links each student to who read its personal data (privacidade.ler). */
  podeVerAcessos: boolean;
  /** The data subject's export (privacidade.exportar) and the anonymisation (privacidade.deletar). */
  titular: { exportar: ((a: Aluno) => void) | null; anonimizar: ((a: Aluno) => void) | null };
}

/** An icon button of a row that opens a dialog; `perigo` for what cannot be undone. */
function BotaoDaLinha({
  rotulo,
  onClick,
  children,
  perigo,
}: {
  rotulo: string;
  onClick: () => void;
  children: ReactNode;
  perigo?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className={perigo ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : undefined}
      aria-label={rotulo}
      title={rotulo}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The school's students: name (opens the ficha), matrícula, current class, family contact, status. */
export function AlunosTable({ alunos, podeEditar, podeExcluir, podeVerAcessos, titular, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={alunos}
      colunas={['Aluno', 'Matrícula', 'Turma', 'Responsável', 'Status']}
      celulas={(a) => (
        <>
          <TableCell>
            <Link to={linkDaFicha(a.escola_id, a.id)} className="font-medium text-slate-900 underline-offset-2 hover:underline">
              {a.nome}
            </Link>
            {a.email ? <p className="text-xs break-all text-slate-600">{a.email}</p> : null}
          </TableCell>
          <TableCell className="font-mono text-sm">{a.matricula}</TableCell>
          <TableCell>
            {a.matricula_atual ? (
              <>
                <p>{a.matricula_atual.turma_nome}</p>
                <p className="text-xs text-slate-600">{a.matricula_atual.serie}</p>
              </>
            ) : (
              <span className="text-slate-600">{TEXTOS.semTurma}</span>
            )}
          </TableCell>
          <TableCell>
            {a.contato_familia ? (
              <>
                <p>{a.contato_familia.nome}</p>
                {a.contato_familia.telefone ? <p className="text-xs text-slate-600">{a.contato_familia.telefone}</p> : null}
              </>
            ) : (
              <span className="text-slate-600">—</span>
            )}
          </TableCell>
          <TableCell>
            <Badge color={STATUS_ALUNO_COR[a.status]}>{STATUS_ALUNO_LABEL[a.status]}</Badge>
          </TableCell>
        </>
      )}
      acoes={
        (podeEditar || podeExcluir || podeVerAcessos || titular.exportar !== null || titular.anonimizar !== null) &&
        ((a) => {
          // A student with history is inactivated, not deleted (the server keeps the history).
          const inativar = a.possui_historico;
          return (
            <>
              {podeVerAcessos ? <LinkAcessos alunoId={a.id} rotulo={TEXTOS.acessos(a.nome)} /> : null}
              {titular.exportar ? (
                <BotaoDaLinha rotulo={TEXTOS.titular.exportar(a.nome)} onClick={() => titular.exportar?.(a)}>
                  <FileDown aria-hidden />
                </BotaoDaLinha>
              ) : null}
              {podeEditar ? <BotaoEditar rotulo={TEXTOS.editar(a.nome)} onClick={() => onEditar(a)} /> : null}
              {podeExcluir && !(inativar && a.status === 'inativo') ? (
                <BotaoExcluir
                  rotulo={inativar ? TEXTOS.inativar(a.nome) : TEXTOS.excluir(a.nome)}
                  icone={inativar ? <UserX aria-hidden /> : undefined}
                  onClick={() => onExcluir(a)}
                />
              ) : null}
              {titular.anonimizar ? (
                <BotaoDaLinha rotulo={TEXTOS.titular.anonimizar(a.nome)} onClick={() => titular.anonimizar?.(a)} perigo>
                  <EyeOff aria-hidden />
                </BotaoDaLinha>
              ) : null}
            </>
          );
        })
      }
    />
  );
}
