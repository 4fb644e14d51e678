import type { TipoAvaliacao } from '../../../../domain/avaliacao/sub-avaliacoes';
import { type AvaliacaoDados, avaliacaoInput } from '../../../../domain/schemas/avaliacao';
import { definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Avaliacao } from '../api/carregar-sub-avaliacoes';
import { TEXTOS } from './textos';

/** What the dialog holds: plain strings as the inputs give them. */
export interface SubAvaliacaoFormValues {
  turma_id: string;
  disciplina_id: string;
  bimestre: string;
  titulo: string;
  descricao: string;
  tipo: '' | TipoAvaliacao;
  peso: string;
  valor_total: string;
  data_aplicacao: string;
  data_entrega: string;
  professor_id: string;
  observacoes: string;
}

const CAMPOS: readonly (keyof SubAvaliacaoFormValues)[] = [
  'disciplina_id',
  'bimestre',
  'titulo',
  'descricao',
  'tipo',
  'peso',
  'valor_total',
  'data_aplicacao',
  'data_entrega',
  'professor_id',
  'observacoes',
];

const numero = (t: string) => (t.trim() === '' ? undefined : Number(t.trim().replace(',', '.')));

function valoresIniciais(a: Avaliacao | null, turmaId: string, disciplinaId: string): SubAvaliacaoFormValues {
  return {
    turma_id: a?.turma_id ?? turmaId,
    disciplina_id: a?.disciplina_id ?? disciplinaId,
    bimestre: a ? String(a.bimestre) : '',
    titulo: a?.titulo ?? '',
    descricao: a?.descricao ?? '',
    tipo: a?.tipo ?? '',
    peso: String(a?.peso ?? 1),
    valor_total: String(a?.valor_total ?? 10).replace('.', ','),
    data_aplicacao: a?.data_aplicacao ?? '',
    data_entrega: a?.data_entrega ?? '',
    professor_id: a?.professor_id ?? '',
    observacoes: a?.observacoes ?? '',
  };
}

/** Validated by the server's schema, so the messages are the server's. */
const resolver = schemaResolver<SubAvaliacaoFormValues, AvaliacaoDados>(
  avaliacaoInput,
  (v) => ({
    ...v,
    bimestre: v.bimestre === '' ? undefined : Number(v.bimestre),
    tipo: v.tipo || undefined,
    peso: numero(v.peso),
    valor_total: numero(v.valor_total),
    professor_id: v.professor_id || null,
  }),
  CAMPOS,
);

/** 'Nova/Editar Sub-Avaliação'; a new one starts with the page's class and the chosen subject. */
export function formularioSubAvaliacao(turmaId: string, disciplinaId: string) {
  return definirFormulario({
    valores: (a: Avaliacao | null) => valoresIniciais(a, turmaId, disciplinaId),
    validacao: { resolver, campos: CAMPOS },
    aparencia: { prefixo: 'avaliacao', className: 'max-w-2xl' },
    novo: { titulo: TEXTOS.novaTitulo, sucesso: TEXTOS.criado },
    editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
    falha: TEXTOS.erroSalvar,
  });
}
