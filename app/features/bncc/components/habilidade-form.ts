import type { FieldErrors, Resolver } from 'react-hook-form';
import { type HabilidadeInput, conferirComCodigo, habilidadeInput } from '../../../../domain/schemas/bncc';
import { definirFormulario } from '../../../components/form-dialog';
import type { Habilidade } from '../api/carregar-habilidades';
import { TEXTOS } from './textos';

export type HabilidadeFormValues = HabilidadeInput;
const CAMPOS: readonly (keyof HabilidadeFormValues)[] = ['codigo', 'descricao', 'componente_curricular', 'ano_serie'];

function ehCampo(nome: string): nome is keyof HabilidadeFormValues {
  return (CAMPOS as readonly string[]).includes(nome);
}

function valoresIniciais(h: Habilidade | null): HabilidadeFormValues {
  return {
    codigo: h?.codigo ?? '',
    descricao: h?.descricao ?? '',
    componente_curricular: h?.componente_curricular ?? '',
    ano_serie: h?.ano_serie ?? '',
  };
}

/**
 * The server's schema, with the server's messages; an official skill must also
 * agree with its code, as the server will check.
 */
function habilidadeResolver(oficial: boolean): Resolver<HabilidadeFormValues, unknown, HabilidadeFormValues> {
  return (values) => {
    const result = habilidadeInput.safeParse(values);
    const errors: FieldErrors<HabilidadeFormValues> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const campo = String(issue.path[0] ?? '');
        if (ehCampo(campo) && !errors[campo]) errors[campo] = { type: issue.code, message: issue.message };
      }
      return { values: {}, errors };
    }
    const divergencia = oficial ? conferirComCodigo(result.data) : null;
    if (divergencia && ehCampo(divergencia.campo)) {
      errors[divergencia.campo] = { type: 'custom', message: divergencia.mensagem };
      return { values: {}, errors };
    }
    const { etapa: _e, ...dados } = result.data;
    return { values: dados, errors: {} };
  };
}

/** 'Nova Habilidade' / 'Editar Habilidade BNCC'; an official skill is checked against its code. */
export function formularioHabilidade(oficial: boolean) {
  return definirFormulario({
    valores: valoresIniciais,
    validacao: { resolver: habilidadeResolver(oficial), campos: CAMPOS },
    aparencia: { prefixo: 'habilidade', className: 'max-w-xl' },
    novo: { titulo: TEXTOS.novaTitulo, sucesso: TEXTOS.criada },
    editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizada },
    falha: TEXTOS.erroSalvar,
  });
}
