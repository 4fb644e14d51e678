import { formatarPercentual } from '../../../../domain/avaliacao/frequencia';
import { formatarMedia } from '../../../../domain/avaliacao/notas';
import { SITUACAO_NO_FECHAMENTO_LABEL, type SituacaoNoFechamento } from '../../../../domain/fechamento/figuras';
import { EVENTO_FECHAMENTO_LABEL, STATUS_FECHAMENTO_LABEL } from '../../../../domain/schemas/fechamento-bimestral';
import { LoadError } from '../../../components/load-error';
import { Badge } from '../../../components/ui/badge';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { type FechamentoBimestral, useFechamento } from '../api/carregar-fechamentos';
import { STATUS_COR, TEXTOS, nomeDoFechamento } from './textos';

const dataHora = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
const situacao = (s: string) => SITUACAO_NO_FECHAMENTO_LABEL[s as SituacaoNoFechamento] ?? s;

/** The view action: each student's grade, absences, attendance and situação, and the closing's history. */
export function DetalheDialog({ fechamento, onClose }: { fechamento: FechamentoBimestral | null; onClose: () => void }) {
  const detalhe = useFechamento(fechamento?.id ?? null);
  const d = detalhe.data;
  return (
    <Dialog open={fechamento !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-3xl"
        title={fechamento ? nomeDoFechamento(fechamento) : ''}
        description={
          d
            ? d.origem === 'snapshot'
              ? `Valores guardados na finalização (${STATUS_FECHAMENTO_LABEL[d.status].toLowerCase()}).`
              : 'Valores calculados agora das notas e da frequência lançadas.'
            : undefined
        }
      >
        {detalhe.isPending ? (
          <p className="flex items-center gap-2 py-6 text-sm text-slate-600">
            <Spinner /> Carregando...
          </p>
        ) : detalhe.isError ? (
          <LoadError message={`Erro ao carregar o fechamento: ${detalhe.error.message}`} onRetry={() => void detalhe.refetch()} />
        ) : d ? (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-slate-600">Status</dt>
                <dd>
                  <Badge color={STATUS_COR[d.status]}>{STATUS_FECHAMENTO_LABEL[d.status]}</Badge>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Média da turma</dt>
                <dd className="font-medium">{formatarMedia(d.media_turma)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Frequência</dt>
                <dd className="font-medium">
                  {d.aulas_dadas ? formatarPercentual(d.percentual_frequencia) : TEXTOS.semChamadas}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Abaixo da frequência mínima</dt>
                <dd className="font-medium">{d.abaixo_frequencia_minima}</dd>
              </div>
            </dl>
            {d.justificativa ? (
              <p className="text-sm">
                <span className="text-slate-600">Justificativa: </span>
                {d.justificativa}
              </p>
            ) : null}
            {d.itens.length === 0 ? (
              <p className="text-sm text-slate-600">Nenhum aluno matriculado nesta turma.</p>
            ) : (
              <div className="max-h-80 overflow-y-auto rounded-md border">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Aluno</TableHead>
                      <TableHead>Nota</TableHead>
                      <TableHead>Faltas</TableHead>
                      <TableHead>Frequência</TableHead>
                      <TableHead>Situação</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {d.itens.map((a) => (
                      <TableRow key={a.aluno_id}>
                        <TableCell>
                          <p>{a.nome}</p>
                          <p className="text-xs text-slate-600">{a.matricula}</p>
                        </TableCell>
                        <TableCell>{formatarMedia(a.nota)}</TableCell>
                        <TableCell>
                          {a.faltas}/{a.aulas}
                        </TableCell>
                        <TableCell>{formatarPercentual(a.percentual_frequencia)}</TableCell>
                        <TableCell>{situacao(a.situacao)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
            <section aria-labelledby="fechamento-historico">
              <h3 id="fechamento-historico" className="text-sm font-semibold text-slate-900">
                Histórico
              </h3>
              {d.eventos.length === 0 ? (
                <p className="text-sm text-slate-600">Ainda não foi finalizado.</p>
              ) : (
                <ul className="mt-2 grid gap-2 text-sm">
                  {d.eventos.map((e) => (
                    <li key={e.id}>
                      <span className="font-medium">{EVENTO_FECHAMENTO_LABEL[e.acao]}</span>
                      {e.usuario_nome ? ` por ${e.usuario_nome}` : ''} em {dataHora(e.created_at)}
                      {e.motivo ? <span className="block text-slate-600">Motivo: {e.motivo}</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
