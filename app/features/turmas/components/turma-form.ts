import { CAPACIDADE_PADRAO } from '../../../../domain/academico/turma';
import { turmaInput, turmaUpdate } from '../../../../domain/schemas/turma';
import { definirFormulario } from '../../../components/form-dialog';
import { type VersaoContexto, schemaResolver } from '../../../lib/form-resolver';
import type { Turma } from '../api/carregar-turmas';
import type { TurmaCreateInput, TurmaUpdateInput } from '../api/salvar-turma';
import { TEXTOS } from './textos';

/** What the class form holds: plain strings, as the inputs give them. */
export interface TurmaFormValues {
  nome: string;
  serie: string;
  turno: string;
  capacidade: string;
  ano_letivo: string;
  escola_id: string;
  professor_responsavel_id: string;
  observacoes: string;
}

const CAMPOS: readonly (keyof TurmaFormValues)[] = [
  'nome',
  'serie',
  'turno',
  'capacidade',
  'ano_letivo',
  'escola_id',
  'professor_responsavel_id',
  'observacoes',
];

/** A new class defaults to 6º Ano, matutino, capacity 30, the current ano letivo. */
function valoresIniciais(turma: Turma | null, escolaId = ''): TurmaFormValues {
  return {
    nome: turma?.nome ?? '',
    serie: turma?.serie ?? '6º Ano',
    turno: turma?.turno ?? 'matutino',
    capacidade: String(turma?.capacidade ?? CAPACIDADE_PADRAO),
    ano_letivo: String(turma?.ano_letivo ?? new Date().getFullYear()),
    escola_id: turma?.escola_id ?? escolaId,
    professor_responsavel_id: turma?.professor_responsavel_id ?? '',
    observacoes: turma?.observacoes ?? '',
  };
}

type TurmaPayload = TurmaCreateInput | TurmaUpdateInput;

const numero = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

function turmaResolver(turma: Turma | null) {
  const toInput = (v: TurmaFormValues, ctx: VersaoContexto | undefined) => ({
    ...v,
    capacidade: numero(v.capacidade),
    ano_letivo: numero(v.ano_letivo),
    // Status is changed by the Ativar/Desativar action, not by the form.
    ativo: turma?.ativo ?? true,
    ...(turma ? { updated_at: ctx?.versao ?? '' } : {}),
  });
  return turma
    ? schemaResolver<TurmaFormValues, TurmaPayload>(turmaUpdate, toInput, CAMPOS)
    : schemaResolver<TurmaFormValues, TurmaPayload>(turmaInput, toInput, CAMPOS);
}

/** 'Nova Turma' / 'Editar Turma', in two columns; a new class starts in `escolaId` when given. */
export function formularioTurma(turma: Turma | null, escolaId?: string) {
  return definirFormulario({
    valores: (registro: Turma | null) => valoresIniciais(registro, escolaId),
    validacao: { resolver: turmaResolver(turma), campos: CAMPOS },
    aparencia: { prefixo: 'turma', className: 'max-w-2xl', disposicao: 'duas-colunas' },
    novo: { titulo: TEXTOS.novaTitulo, sucesso: TEXTOS.criada },
    editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizada },
    falha: TEXTOS.erroSalvar,
  });
}
