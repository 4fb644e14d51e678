import { UserX } from 'lucide-react';
import { STATUS_ALUNO_LABEL } from '../../../../domain/academico/catalogo';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { TableCell } from '../../../components/ui/table';
import type { Aluno } from '../api/carregar-alunos';
import { STATUS_ALUNO_COR, TEXTOS } from './textos';

interface Props extends AcoesDeLinha<Aluno> {
  alunos: Aluno[];
  podeEditar: boolean;
  podeExcluir: boolean;
}

/** The school's students: name, matrícula, current class, guardian, status. */
export function AlunosTable({ alunos, podeEditar, podeExcluir, onEditar, onExcluir }: Props) {
  return (
    <TabelaDados
      itens={alunos}
      colunas={['Aluno', 'Matrícula', 'Turma', 'Responsável', 'Status']}
      celulas={(a) => (
        <>
          <TableCell>
            <p className="font-medium text-slate-900">{a.nome}</p>
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
            {a.responsavel ? (
              <>
                <p>{a.responsavel}</p>
                {a.telefone_responsavel ? <p className="text-xs text-slate-600">{a.telefone_responsavel}</p> : null}
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
        (podeEditar || podeExcluir) &&
        ((a) => {
          // A student with history is inactivated, not deleted (the server keeps the history).
          const inativar = a.possui_historico;
          return (
            <>
              {podeEditar ? <BotaoEditar rotulo={TEXTOS.editar(a.nome)} onClick={() => onEditar(a)} /> : null}
              {podeExcluir && !(inativar && a.status === 'inativo') ? (
                <BotaoExcluir
                  rotulo={inativar ? TEXTOS.inativar(a.nome) : TEXTOS.excluir(a.nome)}
                  icone={inativar ? <UserX aria-hidden /> : undefined}
                  onClick={() => onExcluir(a)}
                />
              ) : null}
            </>
          );
        })
      }
    />
  );
}
