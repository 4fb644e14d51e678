import { z } from 'zod';
import { CLASSES_SELADAS, FORMATOS_SELADOS } from '../privacidade/selados';
import { paginaDe } from './pagina';

/**
 * The data subject's rights over a student's record: the export of everything held on them, the
 * anonymisation (with the documents the law requires kept, sealed) and the reading of a sealed
 * document. Messages answered by the server and shown by the app, in one object.
 */
export const TITULAR_MENSAGENS = {
  formato: 'Formato inválido: use json ou pdf',
  motivo: 'Informe o motivo (ao menos 10 caracteres)',
  motivoLongo: 'Motivo deve ter no máximo 1000 caracteres',
  confirmacao: 'Digite ANONIMIZAR para confirmar',
  alunoNaoEncontrado: 'Aluno não encontrado.',
  jaAnonimizado: 'Este aluno já foi anonimizado.',
  documentoNaoEncontrado: 'Documento selado não encontrado.',
  documentoIlegivel: 'O documento selado não pôde ser aberto: a chave desta instalação não é a que o selou.',
  soSecretaria: 'Documentos selados só podem ser lidos pela secretaria da rede a que pertencem.',
  mencaoForaDaLista: 'Uma das menções aprovadas não está na lista atual deste aluno: revise as menções e tente de novo.',
  mencoesDemais: 'Aprove no máximo 2000 menções por vez.',
} as const;
const MSG = TITULAR_MENSAGENS;

const FORMATOS_EXPORTACAO_TITULAR = ['json', 'pdf'] as const;
export const exportacaoTitularQuery = z.object({
  formato: z.enum(FORMATOS_EXPORTACAO_TITULAR, { error: MSG.formato }).default('json'),
});

/** The word typed to confirm an anonymisation: a click alone does not undo nothing-can-undo. */
const PALAVRA_DE_CONFIRMACAO = 'ANONIMIZAR';

/** A written reason, kept in the audit log: why the sealed document is read, why the student is anonymised. */
const motivo = () => z.string({ error: MSG.motivo }).trim().min(10, MSG.motivo).max(1000, MSG.motivoLongo);

export const anonimizacaoInput = z.object({
  motivo: motivo(),
  confirmacao: z
    .string({ error: MSG.confirmacao })
    .refine((v) => v.trim() === PALAVRA_DE_CONFIRMACAO, { message: MSG.confirmacao }),
  /**
   * The mentions of the student in other records of its network (GET …/anonimizacao/mencoes) the
   * operator read and approved: only these are rewritten, the others stay as they are.
   */
  mencoes: z
    .array(z.string({ error: MSG.mencaoForaDaLista }).max(200, MSG.mencaoForaDaLista), { error: MSG.mencaoForaDaLista })
    .max(2000, MSG.mencoesDemais)
    .default([]),
});

export const leituraSeladaInput = z.object({ motivo: motivo() });

/** What an anonymisation did: the new name, the documents sealed and the rows removed or rewritten per table. */
export const anonimizacaoResposta = z.object({
  codigo: z.string(),
  nome: z.string(),
  selados: z.array(
    z.object({ id: z.string().uuid(), classe: z.enum(CLASSES_SELADAS), titulo: z.string(), ano_letivo: z.number().nullable() }),
  ),
  removidos: z.record(z.string(), z.number()),
  reescritos: z.record(z.string(), z.number()),
});
export type AnonimizacaoResposta = z.infer<typeof anonimizacaoResposta>;

/**
 * A free-text passage of the student's network that names it (a pendency of another student, a
 * council's notes, a message to a teacher): where it is, in words, and the passage around the name.
 * The id (table, row and column) is what the anonymisation is told to rewrite.
 */
const mencaoResposta = z.object({ id: z.string(), tabela: z.string(), rotulo: z.string(), trecho: z.string() });
export type Mencao = z.infer<typeof mencaoResposta>;
export const mencoesResposta = z.object({ itens: z.array(mencaoResposta) });
export type MencoesResposta = z.infer<typeof mencoesResposta>;

/** A sealed document as the secretaria's list shows it: what it is, of which (anonymised) student, until when. */
const documentoSeladoResposta = z.object({
  id: z.string().uuid(),
  classe: z.enum(CLASSES_SELADAS),
  titulo: z.string(),
  ano_letivo: z.number().nullable(),
  formato: z.enum(FORMATOS_SELADOS),
  nome_arquivo: z.string(),
  tamanho: z.number(),
  selado_em: z.string(),
  expira_em: z.string().nullable(),
  aluno: z.object({ id: z.string().uuid(), nome: z.string() }),
  escola: z.string(),
});
export type DocumentoSelado = z.infer<typeof documentoSeladoResposta>;
export const paginaDocumentosSeladosResposta = paginaDe(documentoSeladoResposta);
