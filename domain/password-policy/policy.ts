import type { Complexidade } from '../settings/seguranca';
import { SENHAS_COMUNS } from './senhas-comuns';

/**
 * The password rules of the three complexity levels. Following OWASP ASVS and
 * NIST SP 800-63B they are a minimum length plus a list of refused passwords, never "one
 * upper-case letter, one digit…" rules, which make passwords harder to remember and no harder
 * to guess.
 */
const TAMANHO_MINIMO: Record<Complexidade, number> = { baixa: 8, media: 10, alta: 12 };
const TAMANHO_MAXIMO = 128;

/** Parts of a name or e-mail shorter than this are too ordinary to refuse (Ana, Rui, Léo…). */
const MENOR_PARTE = 4;

export const SENHA_MENSAGENS = {
  curta: (minimo: number) => `A senha deve ter pelo menos ${minimo} caracteres.`,
  longa: `A senha deve ter no máximo ${TAMANHO_MAXIMO} caracteres.`,
  comum: 'Esta senha é comum demais e fácil de adivinhar. Escolha outra.',
  nome: 'A senha não pode conter o nome do usuário.',
  email: 'A senha não pode conter o e-mail do usuário.',
} as const;

export interface DonoDaSenha {
  nome?: string | null;
  email?: string | null;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const semSimbolos = (s: string) => s.replace(/[^a-z0-9]/g, '');

let comuns: ReadonlySet<string> | null = null;
function senhasComuns(): ReadonlySet<string> {
  comuns ??= new Set(SENHAS_COMUNS.split('\n').flatMap((p) => [p, semSimbolos(p)]));
  return comuns;
}

export function ehSenhaComum(senha: string): boolean {
  const f = fold(senha);
  const lista = senhasComuns();
  return lista.has(f) || lista.has(semSimbolos(f));
}

function partes(texto: string): string[] {
  return fold(texto)
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length >= MENOR_PARTE);
}

function contemAlguma(senha: string, trechos: string[]): boolean {
  const f = fold(senha);
  const s = semSimbolos(f);
  return trechos.some((t) => f.includes(t) || s.includes(semSimbolos(t)));
}

/** The first rule the password breaks, as the pt-BR message to show; null when it is acceptable. */
export function validarSenha(senha: string, complexidade: Complexidade, dono: DonoDaSenha = {}): string | null {
  const minimo = TAMANHO_MINIMO[complexidade];
  if ([...senha].length < minimo) return SENHA_MENSAGENS.curta(minimo);
  if ([...senha].length > TAMANHO_MAXIMO) return SENHA_MENSAGENS.longa;
  if (complexidade === 'baixa') return null;
  if (ehSenhaComum(senha)) return SENHA_MENSAGENS.comum;
  if (complexidade === 'media') return null;
  if (
    dono.nome &&
    contemAlguma(
      senha,
      [...partes(dono.nome), semSimbolos(fold(dono.nome))].filter((p) => p.length >= MENOR_PARTE),
    )
  ) {
    return SENHA_MENSAGENS.nome;
  }
  if (dono.email) {
    const email = fold(dono.email.trim());
    const local = email.split('@')[0] ?? '';
    if (
      contemAlguma(
        senha,
        [email, local, ...partes(local)].filter((p) => p.length >= MENOR_PARTE),
      )
    )
      return SENHA_MENSAGENS.email;
  }
  return null;
}
