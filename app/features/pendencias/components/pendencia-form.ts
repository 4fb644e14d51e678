import type { PrioridadePendencia, TipoPendencia } from '../../../../domain/pendencia/tipos';
import { type PendenciaDados, pendenciaInput } from '../../../../domain/schemas/pendencia';
import { definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Pendencia } from '../api/carregar-pendencias';
import { TEXTOS } from './textos';

/** What the dialog holds: plain strings as the inputs give them. */
export interface PendenciaFormValues {
  titulo: string;
  descricao: string;
  tipo: '' | TipoPendencia;
  prioridade: '' | PrioridadePendencia;
  responsavel_id: string;
  aluno_id: string;
  disciplina_id: string;
  data_vencimento: string;
  observacoes: string;
}

const CAMPOS: readonly (keyof PendenciaFormValues)[] = [
  'titulo',
  'descricao',
  'tipo',
  'prioridade',
  'responsavel_id',
  'aluno_id',
  'disciplina_id',
  'data_vencimento',
  'observacoes',
];

/** A new one starts as the spec's defaults: tipo acadêmica, prioridade média. */
function valoresIniciais(p: Pendencia | null): PendenciaFormValues {
  return {
    titulo: p?.titulo ?? '',
    descricao: p?.descricao ?? '',
    tipo: p?.tipo ?? 'academica',
    prioridade: p?.prioridade ?? 'media',
    responsavel_id: p?.responsavel_id ?? '',
    aluno_id: p?.aluno_id ?? '',
    disciplina_id: p?.disciplina_id ?? '',
    data_vencimento: p?.data_vencimento ?? '',
    observacoes: p?.observacoes ?? '',
  };
}

/** Validated by the server's schema, so the messages are the server's. */
const resolver = schemaResolver<PendenciaFormValues, PendenciaDados>(pendenciaInput, (v) => v, CAMPOS);

export const FORMULARIO_PENDENCIA = definirFormulario({
  valores: valoresIniciais,
  validacao: { resolver, campos: CAMPOS },
  aparencia: { prefixo: 'pendencia', className: 'max-w-2xl' },
  novo: { titulo: TEXTOS.novaTitulo, sucesso: TEXTOS.criado },
  editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
  falha: TEXTOS.erroSalvar,
});
