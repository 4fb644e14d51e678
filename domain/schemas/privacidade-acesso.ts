import { z } from 'zod';
import { dataValida } from '../academico/campos';
import { RECURSOS_ACESSO } from '../privacidade/tipos';
import { paginaDe } from './pagina';

/** The access log (Privacidade → Acessos a dados pessoais), with pt-BR messages (the filters' and the server's). */
export const ACESSO_MENSAGENS = {
  aluno: 'Aluno inválido',
  escola: 'Escola inválida',
  recurso: 'Tipo de acesso inválido',
  data: 'Data inválida',
  periodoInvertido: 'A data final é anterior à inicial',
  usuario: 'Busca longa demais',
  // Answered by the server.
  alunoNaoEncontrado: 'Aluno não encontrado.',
} as const;
const MSG = ACESSO_MENSAGENS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const filtroId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || v === 'all' || UUID.test(v), { message })
    .optional()
    .transform((v) => (v && v !== 'all' ? v.toLowerCase() : undefined));
const filtroData = z
  .string({ error: MSG.data })
  .trim()
  .refine((v) => v === '' || dataValida(v), { message: MSG.data })
  .optional()
  .transform((v) => v || undefined);

/**
 * Filters: the student, the school, what was read, who read (name or e-mail, by part) and the
 * network's days from/to (both included).
 */
export const listaAcessosQuery = z
  .object({
    pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
    por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
    aluno_id: filtroId(MSG.aluno),
    escola_id: filtroId(MSG.escola),
    recurso: z
      .enum([...RECURSOS_ACESSO, 'all'], { error: MSG.recurso })
      .optional()
      .transform((v) => (v === 'all' ? undefined : v)),
    usuario: z
      .string()
      .trim()
      .max(100, MSG.usuario)
      .optional()
      .transform((v) => v || undefined),
    de: filtroData,
    ate: filtroData,
  })
  .refine((f) => !f.de || !f.ate || f.de <= f.ate, { message: MSG.periodoInvertido, path: ['ate'] });

const acessoResposta = z.object({
  id: z.string().uuid(),
  /** When, as an instant (the page shows it in the network's time zone). */
  created_at: z.string(),
  usuario_id: z.string().uuid().nullable(),
  usuario_nome: z.string(),
  papel: z.string(),
  recurso: z.enum(RECURSOS_ACESSO),
  aluno_id: z.string().uuid(),
  /** Null when the student's record no longer exists. */
  aluno_nome: z.string().nullable(),
  escola_id: z.string().uuid(),
  escola_nome: z.string().nullable(),
  ip: z.string().nullable(),
});
export type Acesso = z.infer<typeof acessoResposta>;

/** A page of the log; `aluno` names the student of the aluno_id filter (the page's title). */
export const listaAcessosResposta = paginaDe(acessoResposta).extend({
  aluno: z.object({ id: z.string().uuid(), nome: z.string() }).nullable(),
  retencao_dias: z.number().int(),
});
export type ListaAcessos = z.infer<typeof listaAcessosResposta>;
