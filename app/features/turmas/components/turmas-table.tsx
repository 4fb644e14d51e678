import { Power, PowerOff, UserPlus } from 'lucide-react';
import { TURNO_LABEL } from '../../../../domain/academico/catalogo';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { Turma } from '../api/carregar-turmas';
import { Ocupacao } from './ocupacao';
import { TEXTOS, TURNO_COR } from './textos';

interface Props extends AcoesDeLinha<Turma> {
  turmas: Turma[];
  podeEditar: boolean;
  podeExcluir: boolean;
  /** Teaching assignments: this screen is a way to them. */
  podeAtribuir: boolean;
  alternando: string | null;
  onAlternar: (t: Turma) => void;
  onAtribuir: (t: Turma) => void;
}

/** The class table of /cadastrar-turma. */
export function TurmasTable({
  turmas,
  podeEditar,
  podeExcluir,
  podeAtribuir,
  alternando,
  onEditar,
  onAlternar,
  onExcluir,
  onAtribuir,
}: Props) {
  return (
    <TabelaDados
      itens={turmas}
      colunas={['Turma', 'Escola', 'Série', 'Turno', 'Ocupação', 'Professor Responsável', 'Status']}
      celulas={(t) => (
        <>
          <TableCell>
            <p className="font-medium text-slate-900">{t.nome}</p>
            <p className="text-xs text-slate-600">Ano letivo {t.ano_letivo}</p>
          </TableCell>
          <TableCell>{t.escola_nome}</TableCell>
          <TableCell className="whitespace-nowrap">{t.serie}</TableCell>
          <TableCell>
            <Badge color={TURNO_COR[t.turno]}>{TURNO_LABEL[t.turno]}</Badge>
          </TableCell>
          <TableCell>
            <Ocupacao matriculados={t.alunos_matriculados} capacidade={t.capacidade} />
          </TableCell>
          <TableCell>{t.professor_responsavel_nome ?? <span className="text-slate-600">{TEXTOS.naoDefinido}</span>}</TableCell>
          <TableCell>
            <Badge color={t.ativo ? 'green' : 'neutral'}>{t.ativo ? 'Ativa' : 'Inativa'}</Badge>
          </TableCell>
        </>
      )}
      classes={{ botoes: 'items-center' }}
      acoes={
        (podeEditar || podeExcluir || podeAtribuir) &&
        ((t) => (
          <>
            {podeAtribuir ? (
              <Button
                variant="outline"
                size="sm"
                className="mr-1"
                aria-label={TEXTOS.atribuirProfessoresDe(t.nome)}
                onClick={() => onAtribuir(t)}
              >
                <UserPlus aria-hidden />
                {TEXTOS.atribuirProfessores}
              </Button>
            ) : null}
            {podeEditar ? (
              <>
                <BotaoEditar rotulo={TEXTOS.editar(t.nome)} onClick={() => onEditar(t)} />
                <Button
                  variant="ghost"
                  size="icon-sm"
                  disabled={alternando === t.id}
                  aria-label={t.ativo ? TEXTOS.desativar(t.nome) : TEXTOS.ativar(t.nome)}
                  title={t.ativo ? TEXTOS.desativar(t.nome) : TEXTOS.ativar(t.nome)}
                  onClick={() => onAlternar(t)}
                >
                  {t.ativo ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                </Button>
              </>
            ) : null}
            {podeExcluir ? <BotaoExcluir rotulo={TEXTOS.excluir(t.nome)} onClick={() => onExcluir(t)} /> : null}
          </>
        ))
      }
    />
  );
}
