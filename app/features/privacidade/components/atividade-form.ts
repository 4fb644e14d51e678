import { ATIVIDADE_MENSAGENS, type AtividadeInput, atividadeInput } from '../../../../domain/schemas/privacidade-atividade';
import { definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Atividade } from '../api/tratamento';

/** What the dialog holds, as the inputs give it. */
export interface AtividadeFormValues {
  nome: string;
  finalidade: string;
  base_legal: string;
  dados: string;
  titulares: string;
  compartilhamento: string;
  retencao: string;
}

const CAMPOS: readonly (keyof AtividadeFormValues)[] = [
  'nome',
  'finalidade',
  'base_legal',
  'dados',
  'titulares',
  'compartilhamento',
  'retencao',
];

function valoresIniciais(a: Atividade | null): AtividadeFormValues {
  return {
    nome: a?.nome ?? '',
    finalidade: a?.finalidade ?? '',
    base_legal: a?.base_legal ?? '',
    dados: a?.dados ?? '',
    titulares: a?.titulares ?? '',
    compartilhamento: a?.compartilhamento ?? '',
    retencao: a?.retencao ?? '',
  };
}

const resolver = schemaResolver<AtividadeFormValues, AtividadeInput>(atividadeInput, (v) => v, CAMPOS);

export const FORMULARIO_ATIVIDADE = definirFormulario({
  valores: valoresIniciais,
  validacao: { resolver, campos: CAMPOS },
  aparencia: { prefixo: 'atividade', className: 'max-w-2xl' },
  novo: { titulo: 'Nova Atividade', sucesso: ATIVIDADE_MENSAGENS.criada },
  editado: { titulo: 'Editar Atividade', sucesso: ATIVIDADE_MENSAGENS.atualizada },
  falha: (msg: string) => `Erro ao salvar a atividade: ${msg}`,
});
