import { ArrowRightLeft, CircleStop } from 'lucide-react';
import { Link } from 'react-router';
import { STATUS_MATRICULA_LABEL } from '../../../../domain/academico/catalogo';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { MatriculaDaTurma } from '../api/carregar-roster';
import { STATUS_MATRICULA_COR, TEXTOS, dataBr, linkDaFicha } from './textos';

/** The class roster: the students enrolled now, then those who left (history). */
export function RosterTable({
  itens,
  escolaId,
  podeAlterar,
  onTransferir,
  onEncerrar,
}: {
  itens: MatriculaDaTurma[];
  escolaId: string;
  podeAlterar: boolean;
  onTransferir: (m: MatriculaDaTurma) => void;
  onEncerrar: (m: MatriculaDaTurma) => void;
}) {
  return (
    <TabelaDados
      itens={itens}
      chave={(m) => m.matricula_id}
      colunas={['Aluno', 'Matrícula', 'Início', 'Fim', 'Situação']}
      celulas={(m) => (
        <>
          <TableCell>
            <Link
              to={linkDaFicha(escolaId, m.aluno_id)}
              className="font-medium text-slate-900 underline-offset-2 hover:underline"
            >
              {m.nome}
            </Link>
          </TableCell>
          <TableCell className="font-mono text-sm">{m.matricula}</TableCell>
          <TableCell>{dataBr(m.data_inicio)}</TableCell>
          <TableCell>{dataBr(m.data_fim)}</TableCell>
          <TableCell>
            <Badge color={STATUS_MATRICULA_COR[m.status]}>{STATUS_MATRICULA_LABEL[m.status]}</Badge>
          </TableCell>
        </>
      )}
      acoes={
        podeAlterar &&
        ((m) =>
          m.status === 'ativa' ? (
            <>
              <Button variant="outline" size="sm" aria-label={`${TEXTOS.transferir} ${m.nome}`} onClick={() => onTransferir(m)}>
                <ArrowRightLeft aria-hidden />
                {TEXTOS.transferir}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${TEXTOS.encerrar} matrícula de ${m.nome}`}
                onClick={() => onEncerrar(m)}
              >
                <CircleStop aria-hidden />
                {TEXTOS.encerrar}
              </Button>
            </>
          ) : null)
      }
    />
  );
}
