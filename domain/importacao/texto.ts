import { dataDoBrasil } from '../aluno/documentos';

/**
 * Reading a students' spreadsheet as networks send it: a CSV saved by Excel in Windows-1252 or in
 * UTF-8 (with or without the BOM Excel writes), separated by ';' (Excel in pt-BR) or ',', dates as
 * dd/mm/aaaa.
 */
export type Codificacao = 'utf-8' | 'windows-1252';

/**
 * Whether the bytes are UTF-8, fed chunk by chunk (a file is never read whole): the first invalid
 * sequence decides for Windows-1252, whose 256 bytes are all characters. A multi-byte character cut
 * between two chunks is carried over by the streaming decoder.
 */
export class DetectorDeCodificacao {
  private readonly decodificador = new TextDecoder('utf-8', { fatal: true });
  private invalido = false;

  adicionar(pedaco: Uint8Array): void {
    if (this.invalido) return;
    try {
      this.decodificador.decode(pedaco, { stream: true });
    } catch {
      this.invalido = true;
    }
  }

  /** Ends the stream (an incomplete character at the very end is invalid too) and answers. */
  concluir(): Codificacao {
    if (!this.invalido) {
      try {
        this.decodificador.decode();
      } catch {
        this.invalido = true;
      }
    }
    return this.invalido ? 'windows-1252' : 'utf-8';
  }
}

/** The whole of a small buffer as text (the BOM dropped): the tests and the header sample use it. */
export function decodificar(bytes: Uint8Array): { texto: string; codificacao: Codificacao } {
  const detector = new DetectorDeCodificacao();
  detector.adicionar(bytes);
  const codificacao = detector.concluir();
  return { texto: new TextDecoder(codificacao).decode(bytes), codificacao };
}

/**
 * The separator of the file, from its header line: the one of ';' and ',' found more often outside
 * quotes (a header "Nome;Endereço, número" is ';'). A tie is ';', what Excel in pt-BR writes.
 */
export function detectarSeparador(primeiraLinha: string): ';' | ',' {
  let entreAspas = false;
  let pontoEVirgula = 0;
  let virgula = 0;
  for (const c of primeiraLinha) {
    if (c === '"') entreAspas = !entreAspas;
    else if (!entreAspas && c === ';') pontoEVirgula++;
    else if (!entreAspas && c === ',') virgula++;
  }
  return virgula > pontoEVirgula ? ',' : ';';
}

export const DATA_MENSAGENS = {
  formato: 'Data inválida: use dd/mm/aaaa.',
  anoCurto: 'Ano com dois dígitos: escreva o ano completo (dd/mm/aaaa).',
  inexistente: (texto: string) => `A data ${texto} não existe.`,
  futura: 'A data de nascimento está no futuro.',
} as const;

/**
 * A birth date as the file has it (dd/mm/aaaa only) to ISO, or the reason it is refused: a two-digit
 * year (ambiguous: 15 is 1915 or 2015), a day the month does not have, a day after `hoje`.
 */
export function lerDataDeNascimento(texto: string, hoje: string): { data: string } | { erro: string } {
  const t = texto.trim();
  if (/^\d{1,2}\/\d{1,2}\/\d{2}$/.test(t)) return { erro: DATA_MENSAGENS.anoCurto };
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(t)) return { erro: DATA_MENSAGENS.formato };
  const data = dataDoBrasil(t);
  if (!data) return { erro: DATA_MENSAGENS.inexistente(t) };
  if (data > hoje) return { erro: DATA_MENSAGENS.futura };
  return { data };
}
