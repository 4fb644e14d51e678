import { type EmpresaDados, type EmpresaInput, empresaInputSchema } from '../../../../domain/schemas/empresa';
import { definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Empresa } from '../api/carregar-empresas';
import { TEXTOS } from './textos';

/**
 * What the form holds: the shared schema's input. Every text starts as a
 * string, so the inputs are controlled from the first render; blanks become null on parse.
 */
export type EmpresaFormValues = Required<{ [K in keyof EmpresaInput]: NonNullable<EmpresaInput[K]> }>;

const CAMPOS_EMPRESA = [
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

/** The shared schema validates the form, so it shows the server's own messages. */
const empresaResolver = schemaResolver<EmpresaFormValues, EmpresaDados>(empresaInputSchema, (v) => v, CAMPOS_EMPRESA);

/** 'Nova Empresa' / 'Editar Empresa', in sections. */
export const FORMULARIO_EMPRESA = definirFormulario({
  valores: valoresIniciais,
  validacao: { resolver: empresaResolver, campos: CAMPOS_EMPRESA },
  aparencia: { prefixo: 'empresa', className: 'max-w-2xl', disposicao: 'secoes' },
  novo: { titulo: TEXTOS.novaTitulo, sucesso: TEXTOS.criada },
  editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizada },
  falha: TEXTOS.erroSalvar,
});

/** An empty form: tipo municipio and active by default. */
function valoresIniciais(empresa: Empresa | null): EmpresaFormValues {
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
