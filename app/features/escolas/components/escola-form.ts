import { type EscolaDados, type EscolaInput, escolaInput, escolaInputAdministrador } from '../../../../domain/schemas/escola';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Escola } from '../api/carregar-escolas';

/**
 * What the form holds: the shared schema's input, every text a string so the
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

/** Without the Empresa field, a message about the company is not any field's: it becomes the toast. */
export const camposEscola = (isAdministrador: boolean) =>
  isAdministrador ? CAMPOS_ESCOLA : CAMPOS_ESCOLA.filter((campo) => campo !== 'empresa_id');

/**
 * The shared schemas validate the form, so it shows the server's own messages: an administrador
 * must choose the company; the server puts anybody else's school into their own company.
 */
export function escolaResolver(isAdministrador: boolean) {
  return isAdministrador
    ? schemaResolver<EscolaFormValues, EscolaDados>(escolaInputAdministrador, (v) => v, CAMPOS_ESCOLA)
    : schemaResolver<EscolaFormValues, EscolaDados>(escolaInput, (v) => ({ ...v, empresa_id: null }), CAMPOS_ESCOLA);
}

/** An empty form: tipo municipal and active by default. */
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
