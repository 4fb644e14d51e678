import { ClipboardCheck, CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dataBr } from '../../domain/calendario';
import { useDiaDaChamada } from '../lib/dia-da-chamada';
import { type OpcaoLancamento, useOpcoesDeLancamento } from '../lib/opcoes/lancamento';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

const CHAMADAS_DE_HOJE_TEXTOS = {
  hoje: 'Chamadas de hoje',
  ultimoDia: 'Chamadas do último dia letivo',
  naoLetivo: (data: string) => `${data} · hoje não é dia letivo`,
  carregando: 'Carregando as turmas...',
  semDados:
    'As suas turmas não estão guardadas neste aparelho: entre no sistema com conexão uma vez para fazer a chamada sem ela.',
  semTurmas: 'Nenhuma turma sua para fazer chamada.',
  semDiaLetivo: 'Nenhum dia letivo até hoje neste ano.',
  semConexao: 'Sem conexão',
} as const;

/**
 * "Sem conexão", said once by a page that shows what works offline in place of its sections (the
 * dashboard, /frequencia): what follows explains what still works.
 */
export function AvisoSemConexao({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">{CHAMADAS_DE_HOJE_TEXTOS.semConexao}:</strong> {children}
      </span>
    </p>
  );
}

interface TurmaDoDia {
  escola_nome: string;
  turma_nome: string;
  itens: OpcaoLancamento[];
}

/** The teacher's own subjects (pode_lancar), grouped by class, in the server's order (school, class, subject). */
function porTurma(opcoes: OpcaoLancamento[]): TurmaDoDia[] {
  const turmas = new Map<string, TurmaDoDia>();
  for (const o of opcoes) {
    if (!o.pode_lancar) continue;
    const turma = turmas.get(o.turma_id) ?? { escola_nome: o.escola_nome, turma_nome: o.turma_nome, itens: [] };
    turma.itens.push(o);
    turmas.set(o.turma_id, turma);
  }
  return [...turmas.values()];
}

/**
 * The roll calls of the day of the teacher's classes (today, or the last school day when today is not
 * one), each a link to that class's roll call of the subject and date. Shown offline: the reads behind
 * it and behind each link are the ones the service worker keeps for a professor (app/public/sw.js,
 * app/features/frequencias/offline/preparar.ts), so the links open and the roll call can be taken.
 */
export function ChamadasDeHoje() {
  const T = CHAMADAS_DE_HOJE_TEXTOS;
  const opcoes = useOpcoesDeLancamento('frequencias', {});
  const { hoje, dia, carregando } = useDiaDaChamada();
  const turmas = opcoes.data ? porTurma(opcoes.data.itens) : [];
  const titulo = dia && dia !== hoje ? T.ultimoDia : T.hoje;

  let conteudo: ReactNode;
  if (opcoes.isPending || carregando) conteudo = <p className="text-sm text-slate-600">{T.carregando}</p>;
  else if (opcoes.isError) conteudo = <p className="text-sm text-slate-700">{T.semDados}</p>;
  else if (!dia) conteudo = <p className="text-sm text-slate-700">{T.semDiaLetivo}</p>;
  else if (!turmas.length) conteudo = <p className="text-sm text-slate-700">{T.semTurmas}</p>;
  else
    conteudo = (
      <ul className="flex flex-col gap-3">
        {turmas.map((t) => (
          <li key={t.itens[0]!.turma_id}>
            <p className="text-sm font-medium text-slate-900">
              {t.turma_nome} <span className="font-normal text-slate-600">· {t.escola_nome}</span>
            </p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {t.itens.map((o) => (
                <li key={o.disciplina_id}>
                  <Link
                    to={`/escola/${o.escola_id}/turma/${o.turma_id}/frequencia?${new URLSearchParams({ data: dia, disciplina: o.disciplina_id }).toString()}`}
                    aria-label={`Chamada de ${t.turma_nome} · ${o.disciplina_nome} · ${dataBr(dia)}`}
                    // 44 px: a phone is where the roll call is taken.
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-blue-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
                  >
                    <ClipboardCheck className="size-4" aria-hidden />
                    {o.disciplina_nome}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );

  return (
    <Card>
      <section aria-labelledby="chamadas-de-hoje">
        <CardHeader className="pb-3">
          <CardTitle id="chamadas-de-hoje" className="text-base">
            {titulo}
          </CardTitle>
          {dia ? <CardDescription>{dia === hoje ? dataBr(dia) : T.naoLetivo(dataBr(dia))}</CardDescription> : null}
        </CardHeader>
        <CardContent>{conteudo}</CardContent>
      </section>
    </Card>
  );
}
