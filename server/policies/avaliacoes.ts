import type { SQL } from 'drizzle-orm';
import { avaliacoes } from '../db/schema';
import type { Alcance } from './alcance';
import { podeEscrever, podeLer } from './notas-e-frequencias';

/**
 * Who reaches which sub-avaliações: the same rules as the grades of the class × subject
 * (policies/notas-e-frequencias.ts) — a professor reads its pairs and the classes it is responsável
 * for and writes only its pairs; a gestor its schools; an empresa its network.
 */
export const avaliacoesNoEscopo = (a: Alcance): SQL | undefined => podeLer(a, avaliacoes);

/** The assessments the actor may change (a professor only on the subjects it teaches in the class). */
export const avaliacoesParaEscrita = (a: Alcance): SQL | undefined => podeEscrever(a, avaliacoes);
