import { Link } from 'react-router';
import { STATUS_AVALIACAO_LABEL, STATUS_QUE_CONTAM } from '../../../../domain/avaliacao/sub-avaliacoes';
import { formatarMedia } from '../../../../domain/avaliacao/notas';
import { Observacao } from '../../../components/observacao';
import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { Planilha } from '../api/carregar-planilha';
import { PlanilhaCards } from './planilha-cards';
import { MediaValor, SituacaoBadge } from './situacao-badge';
import { TEXTOS } from './textos';

const numero = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/**
 * The sheet when the network makes the bimester grade from the assessments: one read-only column
 * per assessment, and the grade the server computed (rounded, with the raw value beside it).
 */
export function PlanilhaPorAvaliacoes({ planilha }: { planilha: Planilha }) {
  const resultados = planilha.itens.map((l) => ({ media: l.media, parcial: l.parcial, situacao: l.situacao, lancadas: 0 }));
  return (
    <div className="flex flex-col gap-4">
      <PlanilhaCards resultados={resultados} />
      {planilha.fechado ? <Observacao compacta>{planilha.fechado}</Observacao> : null}
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
        {TEXTOS.porAvaliacoes}{' '}
        <Link
          className="font-medium text-blue-700 underline"
          to={`/escola/${planilha.turma.escola_id}/turma/${planilha.turma.id}/sub-avaliacoes`}
        >
          {TEXTOS.irParaSubAvaliacoes}
        </Link>
      </p>
      {planilha.itens.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {TEXTOS.semAlunos}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-label={`Notas por sub-avaliações — ${planilha.disciplina.nome}, ${TEXTOS.bimestreN(planilha.bimestre)}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Aluno</TableHead>
                {planilha.avaliacoes.map((a) => (
                  <TableHead key={a.id} className="min-w-32 align-top">
                    <span className="block">{a.titulo}</span>
                    <span className="block text-xs font-normal text-slate-500">
                      {TEXTOS.pesoValor(a.peso, numero(a.valor_total))}
                    </span>
                    <span className="block text-xs font-normal text-slate-500">
                      {STATUS_AVALIACAO_LABEL[a.status]}
                      {STATUS_QUE_CONTAM.includes(a.status) ? '' : ` (${TEXTOS.naoConta})`}
                    </span>
                  </TableHead>
                ))}
                <TableHead>{TEXTOS.notaDoBimestre}</TableHead>
                <TableHead>Situação</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {planilha.itens.map((l, i) => (
                <TableRow key={l.aluno_id}>
                  <TableCell>
                    <span className="font-medium text-slate-900">{l.aluno_nome}</span>
                    <span className="block text-xs text-slate-500">{l.aluno_matricula}</span>
                  </TableCell>
                  {planilha.avaliacoes.map((a, c) => {
                    const r = l.resultados[c];
                    return (
                      <TableCell key={a.id} className="tabular-nums">
                        {!r ? (
                          <span className="text-slate-400">—</span>
                        ) : r.ausente ? (
                          <Badge color="neutral">{TEXTOS.ausente}</Badge>
                        ) : r.dispensado ? (
                          <Badge color="neutral">{TEXTOS.dispensado}</Badge>
                        ) : (
                          numero(r.nota ?? 0)
                        )}
                      </TableCell>
                    );
                  })}
                  <TableCell data-testid={`media-${i}`}>
                    <MediaValor media={l.media} parcial={l.parcial && l.media !== null} />
                    {l.nota_bruta !== null && l.nota_bruta !== l.media ? (
                      <span className="block text-xs text-slate-500">{TEXTOS.notaBruta(formatarMedia(l.nota_bruta))}</span>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <SituacaoBadge situacao={l.situacao} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {planilha.avaliacoes.length === 0 ? <p className="py-4 text-sm text-slate-600">{TEXTOS.semAvaliacoes}</p> : null}
        </div>
      )}
    </div>
  );
}
