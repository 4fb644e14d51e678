import { type ObjetoDados, type StatusObjeto, objetoInput } from '../../../../domain/schemas/objeto-conhecimento';
import { definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { HabilidadeResumo, ObjetoConhecimento } from '../api/carregar-objetos';
import { TEXTOS } from './textos';

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

const CAMPOS: readonly (keyof ObjetoFormValues)[] = [
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

/** A new object's class and subject: the page's. */
interface Inicial {
  turmaId: string;
  disciplinaId: string;
}

function valoresIniciais(o: ObjetoConhecimento | null, contexto: Inicial): ObjetoFormValues {
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
const objetoResolver = schemaResolver<ObjetoFormValues, ObjetoDados>(
  objetoInput,
  (v) => ({ ...v, habilidades: v.habilidades.map((h) => h.codigo) }),
  CAMPOS,
);

/** 'Novo/Editar Objeto de Conhecimento'; a new one starts with the page's class and subject. */
export function formularioObjeto(inicial: Inicial) {
  return definirFormulario({
    valores: (objeto: ObjetoConhecimento | null) => valoresIniciais(objeto, inicial),
    validacao: { resolver: objetoResolver, campos: CAMPOS },
    aparencia: { prefixo: 'objeto', className: 'max-w-2xl' },
    novo: { titulo: TEXTOS.novoTitulo, sucesso: TEXTOS.criado },
    editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
    falha: TEXTOS.erroSalvar,
  });
}
