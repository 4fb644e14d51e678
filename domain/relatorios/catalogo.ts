import { type StatusRelatorio, TIPOS_RELATORIO, type TipoRelatorio } from './tipos';

/** The catalogue's category filter on /relatorios. */
export const CATEGORIAS_RELATORIO = ['academico', 'gestao', 'analitico', 'pedagogico'] as const;
export type CategoriaRelatorio = (typeof CATEGORIAS_RELATORIO)[number];

export const CATEGORIA_LABEL: Record<CategoriaRelatorio, string> = {
  academico: 'Acadêmico',
  gestao: 'Gestão',
  analitico: 'Analítico',
  pedagogico: 'Pedagógico',
};

/** What a report type may ask for (the format is asked of every type). */
type ParametroRelatorio = 'escola' | 'turma' | 'bimestre' | 'ano_letivo';

export interface TipoDoCatalogo {
  tipo: TipoRelatorio;
  titulo: string;
  descricao: string;
  categoria: CategoriaRelatorio;
  parametros: readonly ParametroRelatorio[];
  /** Parameters that must be given: a school's attendance is built class by class, never the whole network's at once. */
  obrigatorios: readonly ParametroRelatorio[];
}

const CATALOGO_POR_TIPO: Record<TipoRelatorio, Omit<TipoDoCatalogo, 'tipo'>> = {
  frequencia: {
    titulo: 'Relatório de Frequência',
    descricao: 'Aulas, faltas e percentual de frequência por aluno, turma a turma.',
    categoria: 'academico',
    parametros: ['escola', 'turma', 'bimestre', 'ano_letivo'],
    obrigatorios: ['escola', 'ano_letivo'],
  },
  notas: {
    titulo: 'Relatório de Notas',
    descricao: 'Notas por aluno e disciplina, por bimestre ou no ano.',
    categoria: 'academico',
    parametros: ['escola', 'turma', 'bimestre', 'ano_letivo'],
    obrigatorios: ['escola', 'ano_letivo'],
  },
  desempenho: {
    titulo: 'Relatório de Desempenho',
    descricao: 'Média geral, frequência e situação de cada aluno, com o resumo por turma.',
    categoria: 'analitico',
    parametros: ['escola', 'turma', 'ano_letivo'],
    obrigatorios: ['escola', 'ano_letivo'],
  },
  matriculas: {
    titulo: 'Relatório de Matrículas',
    descricao: 'Matrículas do ano letivo: aluno, turma, início, fim e situação.',
    categoria: 'gestao',
    parametros: ['escola', 'turma', 'ano_letivo'],
    obrigatorios: ['ano_letivo'],
  },
  disciplinas: {
    titulo: 'Relatório de Disciplinas',
    descricao: 'Componentes curriculares da rede com carga horária, turmas e professores.',
    categoria: 'pedagogico',
    parametros: ['escola', 'ano_letivo'],
    obrigatorios: ['ano_letivo'],
  },
  professores: {
    titulo: 'Relatório de Professores',
    descricao: 'Professores das escolas, com as turmas e disciplinas que lecionam.',
    categoria: 'gestao',
    parametros: ['escola', 'ano_letivo'],
    obrigatorios: ['ano_letivo'],
  },
  escolas: {
    titulo: 'Relatório de Escolas',
    descricao: 'Escolas com turmas, alunos matriculados e professores no ano letivo.',
    categoria: 'gestao',
    parametros: ['ano_letivo'],
    obrigatorios: ['ano_letivo'],
  },
  bncc: {
    titulo: 'Relatório BNCC',
    descricao: 'Habilidades da BNCC trabalhadas nos objetos de conhecimento das turmas.',
    categoria: 'pedagogico',
    parametros: ['escola', 'turma', 'bimestre', 'ano_letivo'],
    obrigatorios: ['ano_letivo'],
  },
};

/** The eight types in the catalogue's order. */
const CATALOGO_RELATORIOS: readonly TipoDoCatalogo[] = TIPOS_RELATORIO.map((tipo) => ({
  tipo,
  ...CATALOGO_POR_TIPO[tipo],
}));

export function tipoDoCatalogo(tipo: TipoRelatorio): TipoDoCatalogo {
  return { tipo, ...CATALOGO_POR_TIPO[tipo] };
}

/** The catalogue narrowed by category ('all' = every one) and by a search on title and description. */
export function filtrarCatalogo(categoria: CategoriaRelatorio | 'all', busca: string): TipoDoCatalogo[] {
  const termo = semAcento(busca.trim());
  return CATALOGO_RELATORIOS.filter(
    (t) =>
      (categoria === 'all' || t.categoria === categoria) &&
      (!termo || semAcento(`${t.titulo} ${t.descricao} ${CATEGORIA_LABEL[t.categoria]}`).includes(termo)),
  );
}

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A job waiting for a worker is shown as being made: to the user both are "not ready yet". */
export const STATUS_LABEL: Record<StatusRelatorio, string> = {
  pendente: 'Processando',
  processando: 'Processando',
  concluido: 'Concluído',
  erro: 'Erro',
};

/** How long a generated file is kept (Configurações › Backup), in days. */
export const RETENCAO_RELATORIOS_PADRAO = 7;
export const RETENCAO_RELATORIOS_MAXIMA = 90;
