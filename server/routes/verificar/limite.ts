import { AppError } from '../../lib/errors';
import { BOLETIM_MENSAGENS as MSG } from '../../../domain/schemas/boletim';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

/**
 * How many checks one address may make per minute, the code lookup and the birth-date confirmation
 * together. The codes are 60 random bits, so guessing is hopeless anyway; the limit keeps a script
 * from hammering the database with tries.
 */
export const CONSULTAS_POR_MINUTO = 30;
const JANELA_MS = 60_000;
/**
 * How many birth dates may be tried on one document per hour, from any address. A child's birth
 * date is one of a few hundred days once the class is known: without this, a holder of the code
 * spreading tries over addresses would find it in minutes; with it, it takes days.
 */
export const TENTATIVAS_POR_DOCUMENTO = 5;
export const JANELA_DOCUMENTO_MS = 3_600_000;
/** Past this many keys the finished windows are dropped, so the map never grows without end. */
const CHAVES_MAXIMAS = 10_000;

interface Opcoes {
  janelaMs?: number;
  mensagem?: string;
}

/** A fixed window per key (an address, a document), in memory (one process serves the site). */
export function criarLimite(
  porJanela = CONSULTAS_POR_MINUTO,
  agora: () => number = Date.now,
  { janelaMs = JANELA_MS, mensagem = MSG.muitasConsultas }: Opcoes = {},
) {
  const janelas = new Map<string, { inicio: number; consultas: number }>();
  return (chave: string) => {
    const t = agora();
    if (janelas.size > CHAVES_MAXIMAS) for (const [k, j] of janelas) if (t - j.inicio >= janelaMs) janelas.delete(k);
    const j = janelas.get(chave);
    if (!j || t - j.inicio >= janelaMs) {
      janelas.set(chave, { inicio: t, consultas: 1 });
      return;
    }
    j.consultas += 1;
    if (j.consultas > porJanela) throw new AppError(429, C.muitasRequisicoes, mensagem);
  };
}

/** The tries of birth dates on one document (see TENTATIVAS_POR_DOCUMENTO). */
export const criarLimiteDeTentativas = (agora: () => number = Date.now) =>
  criarLimite(TENTATIVAS_POR_DOCUMENTO, agora, { janelaMs: JANELA_DOCUMENTO_MS, mensagem: MSG.muitasTentativas });
