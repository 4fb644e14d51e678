import { cargaHorariaDoCampo, disciplinaInput, disciplinaUpdate } from '../../../../domain/schemas/disciplina';
import { definirFormulario } from '../../../components/form-dialog';
import { type VersaoContexto, schemaResolver } from '../../../lib/form-resolver';
import type { Disciplina } from '../api/carregar-disciplinas';
import type { DisciplinaCreateInput, DisciplinaUpdateInput } from '../api/salvar-disciplina';
import { TEXTOS } from './textos';

/** What the component form holds: plain strings, as the inputs give them. */
export interface DisciplinaFormValues {
  nome: string;
  descricao: string;
  disciplina: string;
  serie_ano: string;
  bimestre: string;
  carga_horaria: string;
  objetivos: string;
  competencias: string;
  habilidades: string;
  empresa_id: string;
}

const CAMPOS: readonly (keyof DisciplinaFormValues)[] = [
  'nome',
  'descricao',
  'disciplina',
  'serie_ano',
  'bimestre',
  'carga_horaria',
  'objetivos',
  'competencias',
  'habilidades',
  'empresa_id',
];

function valoresIniciais(d: Disciplina | null): DisciplinaFormValues {
  return {
    nome: d?.nome ?? '',
    descricao: d?.descricao ?? '',
    disciplina: d?.disciplina ?? '',
    serie_ano: d?.serie_ano ?? '',
    bimestre: d?.bimestre ?? '',
    carga_horaria: d ? String(d.carga_horaria) : '',
    objetivos: d?.objetivos ?? '',
    competencias: d?.competencias ?? '',
    habilidades: d?.habilidades ?? '',
    empresa_id: d?.empresa_id ?? '',
  };
}

type DisciplinaPayload = DisciplinaCreateInput | DisciplinaUpdateInput;

/** Validates with the schema the server uses; an administrador names the body on create. */
function disciplinaResolver(editando: boolean, escolheEmpresa: boolean) {
  const toInput = (v: DisciplinaFormValues, ctx: VersaoContexto | undefined) => ({
    ...v,
    carga_horaria: cargaHorariaDoCampo(v.carga_horaria),
    empresa_id: escolheEmpresa && !editando ? v.empresa_id : null,
    ...(editando ? { updated_at: ctx?.versao ?? '' } : {}),
  });
  return editando
    ? schemaResolver<DisciplinaFormValues, DisciplinaPayload>(disciplinaUpdate, toInput, CAMPOS)
    : schemaResolver<DisciplinaFormValues, DisciplinaPayload>(disciplinaInput, toInput, CAMPOS);
}

/** 'Novo / Editar Componente Curricular', in two columns; a failure names what was tried. */
export function formularioDisciplina(editando: boolean, escolheEmpresa: boolean) {
  return definirFormulario({
    valores: valoresIniciais,
    validacao: { resolver: disciplinaResolver(editando, escolheEmpresa), campos: CAMPOS },
    aparencia: { prefixo: 'disciplina', className: 'max-w-2xl', disposicao: 'duas-colunas' },
    novo: { titulo: TEXTOS.novoTitulo, sucesso: TEXTOS.criado },
    editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
    falha: (mensagem, editou) => ({ titulo: editou ? TEXTOS.erroAtualizar : TEXTOS.erroCriar, descricao: mensagem }),
  });
}
