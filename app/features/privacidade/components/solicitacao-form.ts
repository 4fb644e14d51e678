import type { RelacaoSolicitante, TipoSolicitacao } from '../../../../domain/privacidade/tipos';
import { type SolicitacaoInput, solicitacaoInput } from '../../../../domain/schemas/privacidade-solicitacao';
import { definirFormulario } from '../../../components/form-dialog';
import { hojeNoFuso } from '../../../lib/format';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Solicitacao } from '../api/solicitacoes';
import { TEXTOS_SOLICITACOES as TEXTOS } from './textos';

/** What the dialog holds: plain strings as the inputs give them. */
export interface SolicitacaoFormValues {
  aluno_id: string;
  solicitante_nome: string;
  relacao: '' | RelacaoSolicitante;
  tipo: '' | TipoSolicitacao;
  descricao: string;
  recebida_em: string;
}

const CAMPOS: readonly (keyof SolicitacaoFormValues)[] = [
  'aluno_id',
  'solicitante_nome',
  'relacao',
  'tipo',
  'descricao',
  'recebida_em',
];

/** A new one is received today (the network's day). */
function valoresIniciais(s: Solicitacao | null): SolicitacaoFormValues {
  return {
    aluno_id: s?.aluno_id ?? '',
    solicitante_nome: s?.solicitante_nome ?? '',
    relacao: s?.relacao ?? '',
    tipo: s?.tipo ?? '',
    descricao: s?.descricao ?? '',
    recebida_em: s?.recebida_em ?? hojeNoFuso(),
  };
}

/** Validated by the server's schema, so the messages are the server's. */
const resolver = schemaResolver<SolicitacaoFormValues, SolicitacaoInput>(solicitacaoInput, (v) => v, CAMPOS);

export const FORMULARIO_SOLICITACAO = definirFormulario({
  valores: valoresIniciais,
  validacao: { resolver, campos: CAMPOS },
  aparencia: { prefixo: 'solicitacao', className: 'max-w-2xl' },
  novo: { titulo: TEXTOS.novaTitulo, sucesso: 'Solicitação registrada' },
  editado: { titulo: TEXTOS.editarTitulo, sucesso: 'Solicitação atualizada' },
  falha: TEXTOS.erroSalvar,
});
