import { juntarLista } from '../../../../domain/conselho/lista';
import { type ConselhoInput, type ConselhoUpdate, conselhoInput, conselhoUpdate } from '../../../../domain/schemas/conselho';
import { definirFormulario } from '../../../components/form-dialog';
import { type VersaoContexto, schemaResolver } from '../../../lib/form-resolver';
import type { Conselho } from '../api/carregar-conselhos';
import { TEXTOS } from './textos';

/** The council form: guests and agenda typed as one line each, split on commas by the shared schema. */
export interface ConselhoValues {
  turma_id: string;
  bimestre: string;
  data: string;
  horario: string;
  local: string;
  coordenador_id: string;
  participantes: string[];
  convidados: string;
  pauta: string;
  observacoes: string;
}

const CAMPOS_EDITAR = [
  'data',
  'horario',
  'local',
  'coordenador_id',
  'participantes',
  'convidados',
  'pauta',
  'observacoes',
] as const satisfies readonly (keyof ConselhoValues)[];
const CAMPOS_NOVO = ['bimestre', ...CAMPOS_EDITAR] as const;

/** 'Novo Conselho': every teacher of the class called by default (the form lets you uncheck). */
export function formularioNovoConselho(turmaId: string, professores: readonly string[]) {
  return definirFormulario({
    valores: (): ConselhoValues => ({
      turma_id: turmaId,
      bimestre: '',
      data: '',
      horario: '',
      local: '',
      coordenador_id: '',
      participantes: [...professores],
      convidados: '',
      pauta: '',
      observacoes: '',
    }),
    validacao: {
      resolver: schemaResolver<ConselhoValues, ConselhoInput>(
        conselhoInput,
        (v) => ({ ...v, bimestre: v.bimestre === '' ? undefined : v.bimestre }),
        CAMPOS_NOVO,
      ),
      campos: CAMPOS_NOVO,
    },
    aparencia: { prefixo: 'conselho', className: 'max-w-2xl' },
    novo: { titulo: TEXTOS.novoTitulo, sucesso: TEXTOS.criado, botao: 'Agendar' },
    falha: TEXTOS.erroSalvar,
  });
}

/** Editing keeps the bimestre and the status; the lists come back joined with ', '. */
export const formularioEditarConselho = definirFormulario({
  valores: (c: Conselho | null): ConselhoValues => ({
    turma_id: c?.turma_id ?? '',
    bimestre: c?.bimestre === null ? 'final' : String(c?.bimestre ?? ''),
    data: c?.data ?? '',
    horario: c?.horario ?? '',
    local: c?.local ?? '',
    coordenador_id: c?.coordenador_id ?? '',
    participantes: c?.participantes.map((p) => p.usuario_id) ?? [],
    convidados: juntarLista(c?.convidados),
    pauta: juntarLista(c?.pauta),
    observacoes: c?.observacoes ?? '',
  }),
  validacao: {
    resolver: schemaResolver<ConselhoValues, ConselhoUpdate, VersaoContexto>(
      conselhoUpdate,
      (v, ctx) => ({ ...v, updated_at: ctx?.versao }),
      CAMPOS_EDITAR,
    ),
    campos: CAMPOS_EDITAR,
  },
  aparencia: { prefixo: 'conselho', className: 'max-w-2xl' },
  editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
  falha: TEXTOS.erroSalvar,
});
