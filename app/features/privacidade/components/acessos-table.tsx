import { Link } from 'react-router';
import { RECURSO_ACESSO_LABEL } from '../../../../domain/privacidade/tipos';
import { TabelaDados } from '../../../components/tabela-dados';
import { TableCell } from '../../../components/ui/table';
import { dateTime } from '../../../lib/format';
import type { Acesso } from '../api/carregar-acessos';
import { TEXTOS } from './textos';

/** The access log: when, who (and their role), what, which student, which school, from where. */
export function AcessosTable({ acessos, comAluno }: { acessos: Acesso[]; comAluno: boolean }) {
  return (
    <TabelaDados
      itens={acessos}
      colunas={[
        TEXTOS.colQuando,
        TEXTOS.colQuem,
        TEXTOS.colOque,
        comAluno && TEXTOS.colAluno,
        TEXTOS.colEscola,
        TEXTOS.colOrigem,
      ]}
      celulas={(a) => (
        <>
          <TableCell className="whitespace-nowrap">{dateTime(a.created_at)}</TableCell>
          <TableCell>
            <p className="font-medium text-slate-900">{a.usuario_nome}</p>
            <p className="text-xs text-slate-600">{a.papel}</p>
          </TableCell>
          <TableCell>{RECURSO_ACESSO_LABEL[a.recurso]}</TableCell>
          {comAluno ? (
            <TableCell>
              {a.aluno_nome ? (
                <Link className="text-blue-700 underline-offset-2 hover:underline" to={`?aluno=${a.aluno_id}`}>
                  {a.aluno_nome}
                </Link>
              ) : (
                <span className="text-slate-600">{TEXTOS.alunoExcluido}</span>
              )}
            </TableCell>
          ) : null}
          <TableCell>{a.escola_nome ?? '—'}</TableCell>
          <TableCell className="font-mono text-xs">{a.ip ?? '—'}</TableCell>
        </>
      )}
    />
  );
}
