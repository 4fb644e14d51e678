import { type ResultadoNotas, lerNota, resultadoNotas } from '../../../../domain/avaliacao/notas';
import type { RegrasEscolares } from '../../../../domain/avaliacao/regras';
import { type PlanilhaDados, planilhaInput } from '../../../../domain/schemas/nota';
import type { Planilha } from '../api/carregar-planilha';

/** A sheet row as the inputs hold it: the notes as typed (pt-BR comma allowed). */
export interface LinhaEditavel {
  aluno_id: string;
  aluno_nome: string;
  aluno_matricula: string;
  notas: [string, string, string, string];
  observacoes: string;
  updated_at: string | null;
}

export function formatarNota(n: number | null): string {
  return n === null ? '' : n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
}

export function paraEdicao(p: Planilha): LinhaEditavel[] {
  return p.itens.map((l) => ({
    aluno_id: l.aluno_id,
    aluno_nome: l.aluno_nome,
    aluno_matricula: l.aluno_matricula,
    notas: [formatarNota(l.nota1), formatarNota(l.nota2), formatarNota(l.nota3), formatarNota(l.nota4)],
    observacoes: l.observacoes ?? '',
    updated_at: l.updated_at,
  }));
}

/** Mean and status as the user types, by the same rule the server applies; unreadable notes are left out. */
export function resultadoLinha(l: LinhaEditavel, regras: RegrasEscolares): ResultadoNotas {
  const valores = l.notas.map((t) => {
    const v = lerNota(t);
    return v === null || Number.isNaN(v) ? null : v;
  });
  return resultadoNotas(valores, regras);
}

function corpoPlanilha(p: Planilha, linhas: LinhaEditavel[]) {
  return {
    turma_id: p.turma.id,
    disciplina_id: p.disciplina.id,
    bimestre: p.bimestre,
    itens: linhas.map((l) => ({
      aluno_id: l.aluno_id,
      nota1: lerNota(l.notas[0]),
      nota2: lerNota(l.notas[1]),
      nota3: lerNota(l.notas[2]),
      nota4: lerNota(l.notas[3]),
      observacoes: l.observacoes,
      updated_at: l.updated_at,
    })),
  };
}

/** Cell errors keyed 'linha.campo' (campo nota1…nota4 or observacoes), from field paths 'itens.3.nota2'. */
export type ErrosCelula = Record<string, string>;

export function errosDosCampos(fields: Record<string, string>): ErrosCelula {
  const erros: ErrosCelula = {};
  for (const [path, msg] of Object.entries(fields)) {
    const m = /^itens\.(\d+)\.(\w+)$/.exec(path);
    if (m) erros[`${m[1]}.${m[2]}`] ??= msg;
  }
  return erros;
}

/** The shared zod schema validates the sheet before it is sent: the same messages as the server. */
export function validarPlanilha(
  p: Planilha,
  linhas: LinhaEditavel[],
): { ok: true; dados: PlanilhaDados } | { ok: false; erros: ErrosCelula } {
  const r = planilhaInput.safeParse(corpoPlanilha(p, linhas));
  if (r.success) return { ok: true, dados: r.data };
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return { ok: false, erros: errosDosCampos(fields) };
}

export function alterada(a: LinhaEditavel, b: LinhaEditavel): boolean {
  return a.observacoes !== b.observacoes || a.notas.some((n, i) => n.trim() !== b.notas[i]!.trim());
}
