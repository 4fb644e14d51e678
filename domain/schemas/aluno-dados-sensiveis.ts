import { z } from 'zod';
import { CONFLITO, textoOpcional, versao } from '../academico/campos';
import { CORES_RACAS, DEFICIENCIAS } from '../aluno/censo';
import { listaDeOpcoes } from './aluno';

/**
 * The sensitive part of the ficha do aluno (LGPD, art. 11: cor/raça, disability, health), read and
 * written apart from the student, behind the `sensiveis` permission.
 */
export const DADOS_SENSIVEIS_MENSAGENS = {
  corRaca: 'Cor/raça inválida',
  deficiencia: 'Deficiência inválida',
  apoio: 'Descreva o apoio em no máximo 500 caracteres',
  apoioSemDeficiencia: 'Marque a deficiência antes de descrever o apoio',
  alergias: 'Alergias devem ter no máximo 1000 caracteres',
  medicamentos: 'Medicamentos devem ter no máximo 1000 caracteres',
  restricoes: 'Restrições devem ter no máximo 1000 caracteres',
  versao: 'Versão do registro inválida',
  naoEncontrado: 'Aluno não encontrado.',
  conflito: CONFLITO,
} as const;
const MSG = DADOS_SENSIVEIS_MENSAGENS;

const deficiencia = z.enum(DEFICIENCIAS, { error: MSG.deficiencia });

export const dadosSensiveisUpdate = z
  .object({
    cor_raca: z
      .union([z.enum(CORES_RACAS), z.literal('')], { error: MSG.corRaca })
      .nullish()
      .transform((v) => v || null),
    deficiencias: listaDeOpcoes(DEFICIENCIAS, MSG.deficiencia),
    /** The support each marked category needs, by category; blank entries are dropped. */
    apoios: z
      .partialRecord(deficiencia, z.string({ error: MSG.apoio }).trim().max(500, MSG.apoio), { error: MSG.apoio })
      .default({})
      .transform((v) => Object.fromEntries(Object.entries(v).filter(([, texto]) => texto)) as typeof v),
    alergias: textoOpcional(1000, MSG.alergias),
    medicamentos: textoOpcional(1000, MSG.medicamentos),
    restricoes: textoOpcional(1000, MSG.restricoes),
    /** The version loaded; null when the student had none saved yet (the first save creates them). */
    updated_at: versao(MSG.versao).nullable(),
  })
  .superRefine((v, ctx) => {
    const sem = Object.keys(v.apoios ?? {}).filter((k) => !v.deficiencias.some((d) => d === k));
    if (sem.length > 0) ctx.addIssue({ code: 'custom', path: ['apoios'], message: MSG.apoioSemDeficiencia });
  });

export const dadosSensiveisResposta = z.object({
  aluno_id: z.string().uuid(),
  cor_raca: z.enum(CORES_RACAS).nullable(),
  deficiencias: z.array(z.enum(DEFICIENCIAS)),
  apoios: z.partialRecord(z.enum(DEFICIENCIAS), z.string()),
  alergias: z.string().nullable(),
  medicamentos: z.string().nullable(),
  restricoes: z.string().nullable(),
  /** Null while nothing was ever saved for the student. */
  updated_at: z.string().nullable(),
});
export type DadosSensiveis = z.infer<typeof dadosSensiveisResposta>;
