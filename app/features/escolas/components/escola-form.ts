import type { EscolaInput } from '../../../../domain/schemas/escola';
import type { Escola } from '../api/get-escolas';

/**
 * What the form holds: the shared schema's input (spec 1 §3 fields), every text a string so the
 * inputs are controlled from the first render; blanks become null on parse.
 */
export type EscolaFormValues = Required<{ [K in keyof EscolaInput]: NonNullable<EscolaInput[K]> }>;

export const CAMPOS_ESCOLA = [
  'nome',
  'tipo',
  'codigo_inep',
  'endereco',
  'cidade',
  'estado',
  'cep',
  'telefone',
  'email',
  'empresa_id',
  'ativo',
] as const satisfies readonly (keyof EscolaFormValues)[];

export function isCampoEscola(name: string): name is (typeof CAMPOS_ESCOLA)[number] {
  return (CAMPOS_ESCOLA as readonly string[]).includes(name);
}

/** An empty form: tipo municipal and active by default (spec 1 §3, §9). */
export function valoresIniciais(escola: Escola | null): EscolaFormValues {
  return {
    nome: escola?.nome ?? '',
    tipo: escola?.tipo ?? 'municipal',
    codigo_inep: escola?.codigo_inep ?? '',
    endereco: escola?.endereco ?? '',
    cidade: escola?.cidade ?? '',
    estado: escola?.estado ?? '',
    cep: escola?.cep ?? '',
    telefone: escola?.telefone ?? '',
    email: escola?.email ?? '',
    empresa_id: escola?.empresa_id ?? '',
    ativo: escola?.ativo ?? true,
  };
}
