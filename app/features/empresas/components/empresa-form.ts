import type { EmpresaInput } from '../../../../domain/schemas/empresa';
import type { Empresa } from '../api/get-empresas';

/**
 * What the form holds: the shared schema's input (spec 1 §3 fields). Every text starts as a
 * string, so the inputs are controlled from the first render; blanks become null on parse.
 */
export type EmpresaFormValues = Required<{ [K in keyof EmpresaInput]: NonNullable<EmpresaInput[K]> }>;

export const CAMPOS_EMPRESA = [
  'nome',
  'tipo',
  'cnpj',
  'email',
  'telefone',
  'endereco',
  'cidade',
  'estado',
  'cep',
  'responsavel_nome',
  'responsavel_email',
  'responsavel_telefone',
  'ativo',
] as const satisfies readonly (keyof EmpresaFormValues)[];

export function isCampoEmpresa(name: string): name is (typeof CAMPOS_EMPRESA)[number] {
  return (CAMPOS_EMPRESA as readonly string[]).includes(name);
}

/** An empty form: tipo municipio and active by default (spec 1 §4, §9). */
export function valoresIniciais(empresa: Empresa | null): EmpresaFormValues {
  return {
    nome: empresa?.nome ?? '',
    tipo: empresa?.tipo ?? 'municipio',
    cnpj: empresa?.cnpj ?? '',
    email: empresa?.email ?? '',
    telefone: empresa?.telefone ?? '',
    endereco: empresa?.endereco ?? '',
    cidade: empresa?.cidade ?? '',
    estado: empresa?.estado ?? '',
    cep: empresa?.cep ?? '',
    responsavel_nome: empresa?.responsavel_nome ?? '',
    responsavel_email: empresa?.responsavel_email ?? '',
    responsavel_telefone: empresa?.responsavel_telefone ?? '',
    ativo: empresa?.ativo ?? true,
  };
}
