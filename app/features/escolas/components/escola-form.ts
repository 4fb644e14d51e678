import { type EscolaDados, type EscolaInput, escolaInput, escolaInputAdministrador } from '../../../../domain/schemas/escola';
import { definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Escola } from '../api/carregar-escolas';
import { TEXTOS } from './textos';

/**
 * What the form holds: the shared schema's input, every text a string so the
 * inputs are controlled from the first render; blanks become null on parse.
 */
export type EscolaFormValues = Required<{ [K in keyof EscolaInput]: NonNullable<EscolaInput[K]> }>;

const CAMPOS_ESCOLA = [
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

/**
 * The shared schemas validate the form, so it shows the server's own messages: an administrador
 * must choose the company; the server puts anybody else's school into their own company. Without
 * the Empresa field, a message about the company is not any field's: it becomes the toast.
 */
function validacaoEscola(isAdministrador: boolean) {
  return isAdministrador
    ? {
        resolver: schemaResolver<EscolaFormValues, EscolaDados>(escolaInputAdministrador, (v) => v, CAMPOS_ESCOLA),
        campos: CAMPOS_ESCOLA,
      }
    : {
        resolver: schemaResolver<EscolaFormValues, EscolaDados>(escolaInput, (v) => ({ ...v, empresa_id: null }), CAMPOS_ESCOLA),
        campos: CAMPOS_ESCOLA.filter((campo) => campo !== 'empresa_id'),
      };
}

/** 'Nova Escola' / 'Editar Escola', in sections; a new school is 'Cadastrar'. */
export function formularioEscola(isAdministrador: boolean) {
  return definirFormulario({
    valores: valoresIniciais,
    validacao: validacaoEscola(isAdministrador),
    aparencia: { prefixo: 'escola', className: 'max-w-2xl', disposicao: 'secoes' },
    novo: { titulo: TEXTOS.novaTitulo, sucesso: TEXTOS.criada, botao: 'Cadastrar' },
    editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizada },
    falha: TEXTOS.erroSalvar,
  });
}

/** An empty form: tipo municipal and active by default. */
function valoresIniciais(escola: Escola | null): EscolaFormValues {
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
