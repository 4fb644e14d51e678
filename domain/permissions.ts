import type { TipoUsuario } from './roles';

/**
 * The permission catalogue and the default grants of the five predefined roles.
 * turmas and disciplinas are not in the spec's matrix; they are added so the sidebar links
 * that check them can be granted (see docs/spec-deviations.md).
 */
export const MODULOS = [
  'usuarios',
  'empresas',
  'escolas',
  'alunos',
  'notas',
  'frequencia',
  'relatorios',
  'bncc',
  'configuracoes',
  'permissoes',
  'objetos',
  'fechamento',
  'avaliacoes',
  'conselho',
  'pendencias',
  'privacidade',
  'turmas',
  'disciplinas',
  'sensiveis',
] as const;
export type Modulo = (typeof MODULOS)[number];

export const ACOES = ['criar', 'ler', 'atualizar', 'deletar', 'gerenciar', 'fecharBimestre', 'gerar', 'exportar'] as const;
export type Acao = (typeof ACOES)[number];

/** The actions the catalogue has for module M (`turmas` has no `gerenciar`). */
export type AcaoDe<M extends Modulo> = keyof (typeof MATRIZ_PERMISSOES)[M] & Acao;

/**
 * "modulo.acao", the form permissions travel in (API, session, UI): only pairs of the catalogue,
 * so a misspelt or nonexistent one does not compile.
 */
export type Permissao = { [M in Modulo]: `${M}.${AcaoDe<M>}` }[Modulo];

export const MODULO_LABEL: Record<Modulo, string> = {
  usuarios: 'Usuários',
  empresas: 'Empresas',
  escolas: 'Escolas',
  alunos: 'Alunos',
  notas: 'Notas',
  frequencia: 'Frequência',
  relatorios: 'Relatórios',
  bncc: 'BNCC',
  configuracoes: 'Configurações',
  permissoes: 'Permissões',
  objetos: 'Objetos de Conhecimento',
  fechamento: 'Fechamentos',
  avaliacoes: 'Sub-Avaliações',
  conselho: 'Conselho de Classe',
  pendencias: 'Pendências',
  privacidade: 'Privacidade (LGPD)',
  turmas: 'Turmas',
  disciplinas: 'Disciplinas',
  sensiveis: 'Dados sensíveis',
};

export const ACAO_LABEL: Record<Acao, string> = {
  criar: 'Criar',
  ler: 'Visualizar',
  atualizar: 'Editar',
  deletar: 'Excluir',
  gerenciar: 'Gerenciar',
  fecharBimestre: 'Fechar Bimestre',
  gerar: 'Gerar',
  exportar: 'Exportar',
};

type Who = readonly TipoUsuario[];
const A: Who = ['administrador'];
const AE: Who = ['administrador', 'empresa'];
const AEG: Who = ['administrador', 'empresa', 'gestor'];
const AEGP: Who = ['administrador', 'empresa', 'gestor', 'professor'];
const TODOS: Who = ['administrador', 'empresa', 'gestor', 'professor', 'aluno'];

/** The default matrix, row by row. Order here is the catalogue's order. */
const MATRIZ_PERMISSOES = {
  usuarios: { criar: AEG, ler: AEGP, atualizar: AEG, deletar: AE, gerenciar: AE },
  empresas: { criar: A, ler: AE, atualizar: AE, deletar: A, gerenciar: AE },
  escolas: { criar: AEG, ler: AEGP, atualizar: AEG, deletar: AE, gerenciar: AEG },
  alunos: { criar: AEGP, ler: AEGP, atualizar: AEGP, deletar: AEG, gerenciar: AEG },
  notas: { criar: AEGP, ler: TODOS, atualizar: AEGP, deletar: AEG, fecharBimestre: AEG },
  frequencia: { criar: AEGP, ler: TODOS, atualizar: AEGP, deletar: AEG },
  relatorios: { ler: AEGP, gerar: AEG, exportar: AEG },
  bncc: { criar: AEGP, ler: TODOS, atualizar: AEGP, deletar: AEG },
  configuracoes: { ler: AEG, atualizar: AE, gerenciar: AE },
  permissoes: { ler: A, atualizar: A, gerenciar: A },
  objetos: { criar: AEGP, ler: AEGP, atualizar: AEGP, deletar: AEG },
  fechamento: { criar: AEGP, ler: AEGP, atualizar: AEGP, deletar: AEG },
  avaliacoes: { criar: AEGP, ler: AEGP, atualizar: AEGP, deletar: AEG },
  conselho: { criar: AEGP, ler: AEGP, atualizar: AEGP, deletar: AEG },
  pendencias: { criar: AEGP, ler: AEGP, atualizar: AEGP, deletar: AEG },
  // LGPD: ler = the access log, the record of processing and the data-subject requests (the gestor in
  // their schools); gerenciar = requests, incidents, the privacy notice, the record and the retention
  // setting; exportar = the data-subject export; deletar = anonymising a student, which cannot be undone.
  privacidade: { ler: AEG, gerenciar: AE, exportar: AE, deletar: AE },
  // Not in the spec's matrix: granted like the class registration and subjects screens are shown
  // (administrador, empresa, gestor), and readable by the professor who teaches the class.
  turmas: { criar: AEG, ler: AEGP, atualizar: AEG, deletar: AEG },
  disciplinas: { criar: AEG, ler: AEGP, atualizar: AEG, deletar: AEG },
  // LGPD art. 11 (cor/raça, disability, health in the ficha do aluno): apart from alunos.ler so that a role
  // can read a student without them; the professor is granted it by the network when a class needs it.
  sensiveis: { ler: AEG, atualizar: AEG },
} as const satisfies Record<Modulo, Partial<Record<Acao, Who>>>;

export interface PermissaoCatalogo {
  nome: Permissao;
  modulo: Modulo;
  acao: Acao;
  descricao: string;
}

/** Every module × action that exists, in matrix order. */
export const CATALOGO_PERMISSOES: PermissaoCatalogo[] = MODULOS.flatMap((modulo) =>
  (Object.keys(MATRIZ_PERMISSOES[modulo]) as Acao[]).map((acao) => ({
    nome: `${modulo}.${acao}` as Permissao,
    modulo,
    acao,
    descricao: `${ACAO_LABEL[acao]} ${MODULO_LABEL[modulo].toLowerCase()}`,
  })),
);

/** Every permission name of the catalogue, in matrix order. */
export const NOMES_PERMISSOES = CATALOGO_PERMISSOES.map((p) => p.nome);

/** The default grants of a predefined role, straight from the matrix. */
export function permissoesPadrao(tipo: TipoUsuario): Permissao[] {
  return CATALOGO_PERMISSOES.filter((p) => {
    const who = (MATRIZ_PERMISSOES[p.modulo] as Partial<Record<Acao, Who>>)[p.acao];
    return who?.includes(tipo) ?? false;
  }).map((p) => p.nome);
}

/** The five predefined roles (nivel 1–5); they cannot be deleted. */
export const PAPEIS_PREDEFINIDOS: { nome: TipoUsuario; descricao: string; nivel: number }[] = [
  { nome: 'administrador', descricao: 'Acesso total ao sistema', nivel: 1 },
  { nome: 'empresa', descricao: 'Gerencia sua empresa e as escolas vinculadas', nivel: 2 },
  { nome: 'gestor', descricao: 'Gerencia as escolas da empresa', nivel: 3 },
  { nome: 'professor', descricao: 'Gerencia turmas e alunos', nivel: 4 },
  { nome: 'aluno', descricao: 'Acesso apenas aos próprios dados', nivel: 5 },
];
