import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatarPercentual, percentualPresenca } from '../../../../domain/avaliacao/frequencia';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ResumoFrequencia } from '../api/carregar-resumo';
import { TEXTOS } from './textos';

/** Presence per subject as bars; the same figures as a list for screen readers. */
export function PresencaChart({ porDisciplina }: { porDisciplina: ResumoFrequencia['por_disciplina'] }) {
  const dados = porDisciplina.map((d) => ({
    nome: d.disciplina_nome,
    percentual: Number((percentualPresenca(d.presencas, d.aulas) ?? 0).toFixed(1)),
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXTOS.presencaPorDisciplina}</CardTitle>
      </CardHeader>
      <CardContent>
        {dados.length === 0 ? (
          <p className="text-sm text-slate-600">{TEXTOS.semDadosGrafico}</p>
        ) : (
          <>
            <div className="h-64" aria-hidden>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart accessibilityLayer={false} data={dados} margin={{ top: 8, right: 8, left: -16, bottom: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="nome" tick={{ fontSize: 12 }} interval={0} />
                  <YAxis domain={[0, 100]} tickFormatter={(v: number) => `${v}%`} tick={{ fontSize: 12 }} />
                  <Tooltip formatter={(v) => [formatarPercentual(Number(v)), 'Presença']} />
                  <Bar dataKey="percentual" fill="#2563eb" radius={[4, 4, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <ul className="sr-only">
              {dados.map((d) => (
                <li key={d.nome}>{`${d.nome}: ${formatarPercentual(d.percentual)} de presença`}</li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
