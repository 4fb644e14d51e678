import { type ObjetoDados, type StatusObjeto, objetoInput } from '../../../../domain/schemas/objeto-conhecimento';
import { schemaResolver } from '../../../lib/form-resolver';
import type { HabilidadeResumo, ObjetoConhecimento } from '../api/carregar-objetos';

/** What the dialog holds: plain strings as the inputs give them, the chosen skills with their texts. */
export interface ObjetoFormValues {
  turma_id: string;
  disciplina_id: string;
  codigo: string;
  titulo: string;
  descricao: string;
  bimestre: string;
  habilidades: HabilidadeResumo[];
  competencias: string[];
  status: StatusObjeto;
  data_inicio: string;
  data_fim: string;
  observacoes: string;
}

export const CAMPOS: readonly (keyof ObjetoFormValues)[] = [
  'turma_id',
  'disciplina_id',
  'codigo',
  'titulo',
  'descricao',
  'bimestre',
  'habilidades',
  'competencias',
  'status',
  'data_inicio',
  'data_fim',
  'observacoes',
];

export function valoresIniciais(
  o: ObjetoConhecimento | null,
  contexto: { turmaId: string; disciplinaId: string },
): ObjetoFormValues {
  return {
    turma_id: o?.turma_id ?? contexto.turmaId,
    disciplina_id: o?.disciplina_id ?? contexto.disciplinaId,
    codigo: o?.codigo ?? '',
    titulo: o?.titulo ?? '',
    descricao: o?.descricao ?? '',
    bimestre: o ? String(o.bimestre) : '',
    habilidades: o?.habilidades ?? [],
    competencias: o?.competencias ?? [],
    status: o?.status ?? 'pendente',
    data_inicio: o?.data_inicio ?? '',
    data_fim: o?.data_fim ?? '',
    observacoes: o?.observacoes ?? '',
  };
}

/** Validated by the server's schema (its required fields, with the server's messages); skills go as their codes. */
export const objetoResolver = schemaResolver<ObjetoFormValues, ObjetoDados>(
  objetoInput,
  (v) => ({ ...v, habilidades: v.habilidades.map((h) => h.codigo) }),
  CAMPOS,
);
