import { Link } from 'react-router';
import { formatarPercentual, percentualPresenca } from '../../../../domain/avaliacao/frequencia';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ResumoFrequencia } from '../api/carregar-resumo';
import { TEXTOS } from './textos';
import { contagem } from '../../../lib/plural';

/** The students over the body's absence alert so far, worst first, each leading to its class. */
export function ExcessivosList({ resumo }: { resumo: ResumoFrequencia }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Alunos com faltas excessivas</CardTitle>
      </CardHeader>
      <CardContent>
        {resumo.excessivos.length === 0 ? (
          <p className="text-sm text-slate-600">{TEXTOS.semExcessivas}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {resumo.excessivos.map((e) => (
              <li key={`${e.aluno_id}:${e.turma_id}`} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link
                    className="font-medium text-blue-700 hover:underline"
                    to={`/escola/${e.escola_id}/turma/${e.turma_id}/frequencia`}
                  >
                    {e.aluno_nome}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {e.turma_nome} · {contagem(e.faltas, 'falta', 'faltas')} em {contagem(e.aulas, 'aula', 'aulas')}
                  </p>
                </div>
                <Badge color="red">{formatarPercentual(percentualPresenca(e.faltas, e.aulas))} de faltas</Badge>
              </li>
            ))}
          </ul>
        )}
        {resumo.alunos_excessivos > resumo.excessivos.length ? (
          <p className="mt-2 text-xs text-slate-600">
            e mais {contagem(resumo.alunos_excessivos - resumo.excessivos.length, 'aluno', 'alunos')}.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
