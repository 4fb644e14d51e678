import { type SQL, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Actor, can } from '../lib/actor';
import { acessosDadosPessoais, solicitacoesTitulares } from '../db/schema';
import type { Escopo } from './escopo';
import { NENHUM, emLista, ondeNoEscopo } from './por-escopo';

/**
 * Who reads the access log: administrador all; empresa its network; gestor its schools. A professor
 * or aluno reaches no row even if a custom role grants privacidade.ler: the log says who read which
 * student, which is not theirs to see.
 */
export const acessosNoEscopo = (escopo: Escopo): SQL | undefined =>
  ondeNoEscopo(escopo, {
    empresa: (id) => eq(acessosDadosPessoais.empresa_id, id),
    escolas: (ids) => emLista(acessosDadosPessoais.escola_id, ids),
    turmas: () => NENHUM,
    aluno: () => NENHUM,
  });

/** Data-subject requests: the same reach (the secretaria's network, the gestor's schools). */
export const solicitacoesNoEscopo = (escopo: Escopo): SQL | undefined =>
  ondeNoEscopo(escopo, {
    empresa: (id) => eq(solicitacoesTitulares.empresa_id, id),
    escolas: (ids) => emLista(solicitacoesTitulares.escola_id, ids),
    turmas: () => NENHUM,
    aluno: () => NENHUM,
  });

/**
 * A network-wide row (an activity of the record of processing, an incident): the administrador
 * reaches every network's, anyone else only their own network's.
 */
export const daRedeDoAtor = (actor: Actor, coluna: AnyPgColumn): SQL | undefined => {
  if (actor.tipo_usuario === 'administrador') return undefined;
  return actor.empresa_id ? eq(coluna, actor.empresa_id) : NENHUM;
};

/**
 * The record of processing is edited by who manages privacy as a network's writer: the administrador
 * or the network's empresa users (empresaParaEscrever refuses anyone else).
 */
export const podeEditarAtividades = (actor: Actor): boolean =>
  can(actor, 'privacidade', 'gerenciar') && (actor.tipo_usuario === 'administrador' || actor.tipo_usuario === 'empresa');
