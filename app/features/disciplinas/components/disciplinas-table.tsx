import { Power, PowerOff } from 'lucide-react';
import { BIMESTRE_LABEL, CODIGO_DISCIPLINA_LABEL } from '../../../../domain/academico/catalogo';
import { SERIE_DISCIPLINA_LABEL } from '../../../../domain/academico/series';
import { type AcoesDeLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import type { Disciplina } from '../api/carregar-disciplinas';
import { TEXTOS } from './textos';

interface Props extends AcoesDeLinha<Disciplina> {
  disciplinas: Disciplina[];
  mostraEmpresa: boolean;
  podeEditar: boolean;
  podeExcluir: boolean;
  alternando: string | null;
  onAlternar: (d: Disciplina) => void;
}

export function DisciplinasTable({
  disciplinas,
  mostraEmpresa,
  podeEditar,
  podeExcluir,
  alternando,
  onEditar,
  onAlternar,
  onExcluir,
}: Props) {
  return (
    <TabelaDados
      itens={disciplinas}
      colunas={['Nome', 'Disciplina', 'Série/Ano', 'Bimestre', 'Carga Horária', mostraEmpresa && 'Empresa', 'Status']}
      celulas={(d) => (
        <>
          <TableCell>
            <p className="font-medium text-slate-900">{d.nome}</p>
            {d.descricao ? <p className="line-clamp-2 max-w-md text-xs text-slate-600">{d.descricao}</p> : null}
          </TableCell>
          <TableCell>{CODIGO_DISCIPLINA_LABEL[d.disciplina] ?? d.disciplina}</TableCell>
          <TableCell className="whitespace-nowrap">{SERIE_DISCIPLINA_LABEL[d.serie_ano] ?? d.serie_ano}</TableCell>
          <TableCell className="whitespace-nowrap">{BIMESTRE_LABEL[d.bimestre] ?? d.bimestre}</TableCell>
          <TableCell>{d.carga_horaria}h</TableCell>
          {mostraEmpresa ? <TableCell>{d.empresa_nome}</TableCell> : null}
          <TableCell>
            <Badge color={d.ativo ? 'green' : 'neutral'}>{d.ativo ? 'Ativo' : 'Inativo'}</Badge>
          </TableCell>
        </>
      )}
      acoes={
        (podeEditar || podeExcluir) &&
        ((d) => (
          <>
            {podeEditar ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={alternando === d.id}
                  onClick={() => onAlternar(d)}
                  aria-label={`${d.ativo ? TEXTOS.desativar : TEXTOS.ativar} ${d.nome}`}
                >
                  {d.ativo ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                  {d.ativo ? TEXTOS.desativar : TEXTOS.ativar}
                </Button>
                <BotaoEditar rotulo={TEXTOS.editar(d.nome)} onClick={() => onEditar(d)} />
              </>
            ) : null}
            {podeExcluir ? <BotaoExcluir rotulo={TEXTOS.excluir(d.nome)} onClick={() => onExcluir(d)} /> : null}
          </>
        ))
      }
    />
  );
}
