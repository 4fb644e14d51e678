import { z } from 'zod';
import { dataValida } from '../academico/campos';
import { SITUACOES_FINAIS } from '../avaliacao/resultado-final';
import { normalizarCodigo } from '../boletim/codigo';

/** The boletim escolar (PDF per student or per class) and the public check of an issued one. */
export const BOLETIM_MENSAGENS = {
  turma: 'Turma inválida',
  aluno: 'Aluno inválido',
  ano: 'Ano letivo inválido',
  codigo: 'Código de verificação inválido',
  // Answered by the server.
  turmaNaoEncontrada: 'Turma não encontrada.',
  alunoNaoEncontrado: 'Aluno não encontrado nesta turma.',
  semMatricula: (ano: number) => `Você não tem matrícula no ano letivo de ${ano}.`,
  semCadastro: 'Seu usuário ainda não está ligado a um cadastro de aluno. Procure a secretaria da escola.',
  soResponsavel: 'Só o professor responsável pela turma emite o boletim.',
  alunoPeloPainel: 'O aluno baixa o próprio boletim pelo painel.',
  turmaVazia: 'A turma não tem alunos matriculados no ano letivo.',
  naoEncontrado: 'Documento não encontrado',
  muitasConsultas: 'Muitas consultas em pouco tempo. Aguarde um minuto e tente de novo.',
  dataNascimento: 'Informe a data de nascimento do aluno',
  // The same answer whatever failed (another date, none on record): nothing is learnt from it.
  naoConfirmado: 'Não foi possível confirmar o nome do aluno. Confira a data de nascimento e tente de novo.',
  muitasTentativas: 'Muitas tentativas de confirmação para este documento. Tente de novo mais tarde.',
} as const;
const MSG = BOLETIM_MENSAGENS;

export const boletimTurmaParams = z.object({ turmaId: z.uuid(MSG.turma) });
export const boletimAlunoParams = boletimTurmaParams.extend({ alunoId: z.uuid(MSG.aluno) });

/** The student's own: the network's school year unless one is asked for. */
export const meuBoletimQuery = z.object({
  ano_letivo: z.coerce.number({ error: MSG.ano }).int(MSG.ano).min(1900, MSG.ano).max(2200, MSG.ano).optional(),
});

/** The code as typed or scanned (any case, hyphens optional), stored grouped: a malformed one is refused before the lookup. */
export const codigoParams = z.object({
  codigo: z
    .string({ error: MSG.codigo })
    .max(40, MSG.codigo)
    .transform((texto, ctx) => {
      const codigo = normalizarCodigo(texto);
      if (!codigo) ctx.addIssue({ code: 'custom', message: MSG.codigo });
      return codigo ?? '';
    }),
});

/**
 * What a boletim keeps for its public check — the key figures, nothing else: no birth date, no
 * address, no contact, not even the enrolment number. `provisorio`: some bimestre was still open
 * when it was issued, so the figures could change afterwards.
 */
export const resumoDoBoletim = z.object({
  aluno: z.string(),
  escola: z.string(),
  turma: z.string(),
  ano_letivo: z.number().int(),
  disciplinas: z.array(z.object({ disciplina: z.string(), media_final: z.number().nullable() })),
  frequencia: z.number().nullable(),
  situacao: z.enum(SITUACOES_FINAIS),
  provisorio: z.boolean(),
});
export type ResumoDoBoletim = z.infer<typeof resumoDoBoletim>;

/**
 * The public page's answer to anyone holding the code: that it was issued, by which network and
 * when, and the summary with the student by initials only ('J. S. O.'). Who issued it waits for
 * the birth date too (confirmacaoDoAluno): a student's own boletim is issued by the student.
 */
export const verificacaoResposta = z.object({
  codigo: z.string(),
  tipo: z.literal('boletim'),
  rede: z.string(),
  /** The issuing network's own logo (public, as on its printed papers); null when it has none of its own. */
  rede_logo: z.object({ url: z.string(), alt: z.string() }).nullable(),
  emitido_em: z.string(),
  resumo: resumoDoBoletim.omit({ aluno: true }).extend({ iniciais: z.string() }),
});
export type VerificacaoDoDocumento = z.infer<typeof verificacaoResposta>;

/** The birth date the verifier types (yyyy-MM-dd), sent in the body: never in an address or a log. */
export const confirmacaoDoAlunoInput = z.object({
  data_nascimento: z.string({ error: MSG.dataNascimento }).trim().refine(dataValida, MSG.dataNascimento),
});
export type ConfirmacaoDoAlunoInput = z.infer<typeof confirmacaoDoAlunoInput>;

/** The student's full name as printed on the document, and who issued it, once the birth date matched. */
export const confirmacaoDoAlunoResposta = z.object({ aluno: z.string(), emitido_por: z.string() });
export type ConfirmacaoDoAluno = z.infer<typeof confirmacaoDoAlunoResposta>;
