import type { SituacaoFinal } from '../avaliacao/resultado-final';
import type { Encaminhamento, Parecer } from './tipos';

export const PARECER_LABEL: Record<Parecer, string> = {
  aprovado: 'Aprovado',
  aprovado_pelo_conselho: 'Aprovado pelo conselho',
  reprovado: 'Reprovado',
  reprovado_por_falta: 'Reprovado por falta',
};

export const ENCAMINHAMENTO_LABEL: Record<Encaminhamento, string> = {
  recuperacao: 'Recuperação',
  atendimento_especializado: 'Atendimento especializado',
  familia: 'Família',
  busca_ativa: 'Busca ativa',
  conselho_tutelar: 'Conselho Tutelar',
};

export const PARECER_MENSAGENS = {
  semResultado: 'O resultado anual do aluno ainda não foi calculado',
  cursando: 'O ano letivo do aluno ainda não foi encerrado',
  transferido: 'Aluno transferido não recebe parecer conclusivo',
  abandono: 'Aluno em abandono não recebe parecer conclusivo',
  conselhoSoReprovado: 'Aprovado pelo conselho só se aplica a quem o resultado calculado reprovou',
  aprovarComConselho: "Para aprovar quem o resultado calculado reprovou, use 'Aprovado pelo conselho'",
  supera: 'A rede não permite ao conselho aprovar quem foi reprovado por falta',
  justificativa: 'Justifique a decisão diferente do resultado calculado',
} as const;

/**
 * The parecer that matches a computed result, or null when the result takes no parecer (the year is
 * still running, the student left). `computado` is the calculated situation, before any council:
 * 'aprovado_conselho' is what a parecer makes of it, never a calculated result.
 */
export function parecerDoResultado(computado: SituacaoFinal | null): Parecer | null {
  switch (computado) {
    case 'aprovado':
    case 'aprovado_recuperacao':
      return 'aprovado';
    case 'reprovado':
      return 'reprovado';
    case 'reprovado_falta':
      return 'reprovado_por_falta';
    default:
      return null;
  }
}

const reprova = (s: SituacaoFinal | null) => s === 'reprovado' || s === 'reprovado_falta';

/**
 * The final council's parecer conclusivo for one student, against the computed result. No parecer
 * leaves the computed result standing. A parecer other than the computed one needs a written
 * reason; approving a failed student is 'Aprovado pelo conselho' (so the boletim and the ata say
 * who decided), and a failure on attendance (LDB art. 24 VI) stays unless the network lets the
 * council override it.
 */
export function validarParecer(args: {
  computado: SituacaoFinal | null;
  parecer: Parecer | null;
  justificativa: string | null;
  conselhoSuperaFalta: boolean;
}): { campo: 'parecer' | 'justificativa'; mensagem: string } | null {
  const { computado, parecer } = args;
  if (parecer === null) return null;
  const erro = (mensagem: string) => ({ campo: 'parecer' as const, mensagem });
  if (computado === null) return erro(PARECER_MENSAGENS.semResultado);
  if (computado === 'cursando' || computado === 'transferido' || computado === 'abandono')
    return erro(PARECER_MENSAGENS[computado]);

  const esperado = parecerDoResultado(computado);
  if (parecer === esperado) return null;
  if (parecer === 'aprovado_pelo_conselho' && !reprova(computado)) return erro(PARECER_MENSAGENS.conselhoSoReprovado);
  if (parecer === 'aprovado' && reprova(computado)) return erro(PARECER_MENSAGENS.aprovarComConselho);
  if (parecer === 'aprovado_pelo_conselho' && computado === 'reprovado_falta' && !args.conselhoSuperaFalta)
    return erro(PARECER_MENSAGENS.supera);
  if (!args.justificativa?.trim()) return { campo: 'justificativa', mensagem: PARECER_MENSAGENS.justificativa };
  return null;
}

/**
 * The overall final situation once the parecer is applied: the computed one when the parecer agrees
 * (or there is none), so 'Aprovado após recuperação' is kept; otherwise the parecer's.
 */
export function situacaoComParecer(computado: SituacaoFinal, parecer: Parecer | null): SituacaoFinal {
  if (parecer === null || parecerDoResultado(computado) === parecer || parecerDoResultado(computado) === null) return computado;
  switch (parecer) {
    case 'aprovado':
    case 'aprovado_pelo_conselho':
      return 'aprovado_conselho';
    case 'reprovado':
      return 'reprovado';
    case 'reprovado_por_falta':
      return 'reprovado_falta';
  }
}
