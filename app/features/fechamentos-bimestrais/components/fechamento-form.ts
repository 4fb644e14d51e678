import {
  type FechamentoBimestralInput,
  type FechamentoBimestralUpdate,
  fechamentoBimestralInput,
  fechamentoBimestralUpdate,
} from '../../../../domain/schemas/fechamento-bimestral';
import { definirFormulario } from '../../../components/form-dialog';
import { type VersaoContexto, schemaResolver } from '../../../lib/form-resolver';
import type { FechamentoBimestral } from '../api/carregar-fechamentos';
import { TEXTOS } from './textos';

/** 'Novo Fechamento': the page's class, a subject of it, the bimestre, observações and an optional override of aulas previstas. */
export interface NovoFechamentoValues {
  turma_id: string;
  disciplina_id: string;
  bimestre: string;
  observacoes: string;
  aulas_previstas: string;
}

/** Editing changes only what is typed: observações, justificativa and aulas previstas (the figures are computed). */
export interface EditarFechamentoValues {
  observacoes: string;
  justificativa: string;
  aulas_previstas: string;
}

const CAMPOS_NOVO: readonly (keyof NovoFechamentoValues)[] = ['disciplina_id', 'bimestre', 'observacoes', 'aulas_previstas'];
const CAMPOS_EDITAR: readonly (keyof EditarFechamentoValues)[] = ['observacoes', 'justificativa', 'aulas_previstas'];

export function formularioNovoFechamento(turmaId: string, disciplinaId: string) {
  return definirFormulario({
    valores: (): NovoFechamentoValues => ({
      turma_id: turmaId,
      disciplina_id: disciplinaId,
      bimestre: '',
      observacoes: '',
      aulas_previstas: '',
    }),
    validacao: {
      resolver: schemaResolver<NovoFechamentoValues, FechamentoBimestralInput>(
        fechamentoBimestralInput,
        (v) => ({ ...v, bimestre: v.bimestre === '' ? undefined : Number(v.bimestre) }),
        CAMPOS_NOVO,
      ),
      campos: CAMPOS_NOVO,
    },
    aparencia: { prefixo: 'fechamento', className: 'max-w-xl' },
    novo: { titulo: TEXTOS.novoTitulo, sucesso: TEXTOS.criado },
    falha: TEXTOS.erroSalvar,
  });
}

export const formularioEditarFechamento = definirFormulario({
  valores: (f: FechamentoBimestral | null): EditarFechamentoValues => ({
    observacoes: f?.observacoes ?? '',
    justificativa: f?.justificativa ?? '',
    aulas_previstas: f?.aulas_previstas_informadas === null || f === null ? '' : String(f.aulas_previstas_informadas),
  }),
  validacao: {
    resolver: schemaResolver<EditarFechamentoValues, FechamentoBimestralUpdate, VersaoContexto>(
      fechamentoBimestralUpdate,
      (v, ctx) => ({ ...v, updated_at: ctx?.versao }),
      CAMPOS_EDITAR,
    ),
    campos: CAMPOS_EDITAR,
  },
  aparencia: { prefixo: 'fechamento', className: 'max-w-xl' },
  editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
  falha: TEXTOS.erroSalvar,
});
