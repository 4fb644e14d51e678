import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { BIMESTRE_LABEL, CODIGO_DISCIPLINA_LABEL } from '../../../../domain/academico/catalogo';
import { SERIE_DISCIPLINA_LABEL } from '../../../../domain/academico/series';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { Disciplina } from '../api/get-disciplinas';
import { TEXTOS } from './textos';

interface Props {
  disciplinas: Disciplina[];
  mostraEmpresa: boolean;
  podeEditar: boolean;
  podeExcluir: boolean;
  alternando: string | null;
  onEditar: (d: Disciplina) => void;
  onAlternar: (d: Disciplina) => void;
  onExcluir: (d: Disciplina) => void;
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
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nome</TableHead>
          <TableHead>Disciplina</TableHead>
          <TableHead>Série/Ano</TableHead>
          <TableHead>Bimestre</TableHead>
          <TableHead>Carga Horária</TableHead>
          {mostraEmpresa ? <TableHead>Empresa</TableHead> : null}
          <TableHead>Status</TableHead>
          {podeEditar || podeExcluir ? <TableHead className="text-right">Ações</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {disciplinas.map((d) => (
          <TableRow key={d.id}>
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
            {podeEditar || podeExcluir ? (
              <TableCell>
                <div className="flex justify-end gap-1">
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
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={TEXTOS.editar(d.nome)}
                        title={TEXTOS.editar(d.nome)}
                        onClick={() => onEditar(d)}
                      >
                        <Pencil aria-hidden />
                      </Button>
                    </>
                  ) : null}
                  {podeExcluir ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      aria-label={TEXTOS.excluir(d.nome)}
                      title={TEXTOS.excluir(d.nome)}
                      onClick={() => onExcluir(d)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  ) : null}
                </div>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
