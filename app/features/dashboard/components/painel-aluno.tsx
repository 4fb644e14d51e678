import { CalendarCheck, FileText, GraduationCap } from 'lucide-react';
import { formatarMedia } from '../../../../domain/avaliacao/notas';
import { BotaoMeuBoletim } from '../../../components/boletim-botoes';
import { StatCard } from '../../../components/stat-card';
import type { PainelDoAluno } from '../api/carregar-dashboard';
import { Secao, Vazio } from './secao';

const percentual = (v: number) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(v)}%`;

/** The aluno's first screen: its class and school, its attendance, its boletim, and its means per subject. */
export function PainelAluno({ dados }: { dados: PainelDoAluno | null }) {
  if (!dados) {
    return (
      <p className="text-sm text-slate-600">
        Seu usuário ainda não está ligado a um cadastro de aluno. Procure a secretaria da escola.
      </p>
    );
  }
  const { frequencia } = dados;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-label="Meus números" className="grid content-start gap-4">
        <StatCard
          label="Minha Turma"
          value={dados.turma ?? 'Sem matrícula ativa'}
          icon={GraduationCap}
          hint={dados.escola ?? undefined}
        />
        <StatCard
          label="Minha Frequência"
          value={frequencia.percentual === null ? '—' : percentual(frequencia.percentual)}
          icon={CalendarCheck}
          hint={
            frequencia.aulas
              ? `${frequencia.faltas} ${frequencia.faltas === 1 ? 'falta' : 'faltas'} em ${frequencia.aulas} aulas registradas`
              : 'Nenhuma aula registrada ainda'
          }
        />
        {/* On a phone the button goes under the text rather than squeeze it into a narrow column. */}
        <div className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700"
          >
            <FileText className="size-5" />
          </span>
          <div className="min-w-0 flex-1 basis-48">
            <p className="text-sm text-slate-600">Meu Boletim</p>
            <p className="text-sm text-slate-900">Notas, faltas e situação do ano letivo, em PDF com código de verificação.</p>
          </div>
          <div className="ml-auto">
            <BotaoMeuBoletim />
          </div>
        </div>
      </section>
      <Secao id="dashboard-medias" titulo="Minhas Médias">
        {dados.medias.length === 0 ? (
          <Vazio>Nenhuma nota lançada ainda.</Vazio>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Média por disciplina; média de aprovação {formatarMedia(dados.media_aprovacao)}</caption>
            <thead>
              <tr className="text-left text-xs text-slate-600">
                <th scope="col" className="pb-2 font-medium">
                  Disciplina
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Média
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {dados.medias.map((m) => (
                <tr key={m.disciplina_id}>
                  <td className="py-2 text-slate-900">{m.disciplina}</td>
                  <td
                    className={`py-2 text-right font-medium ${m.media !== null && m.media < dados.media_aprovacao ? 'text-red-700' : 'text-slate-900'}`}
                  >
                    {formatarMedia(m.media)}
                    {m.parcial && m.media !== null ? (
                      <span className="ml-1 text-xs font-normal text-slate-600">(parcial)</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Secao>
    </div>
  );
}
