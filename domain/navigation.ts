import type { Acao, Modulo } from './permissions';
import type { TipoUsuario } from './roles';

type Need = readonly [Modulo, Acao];

export interface NavItem {
  path: string;
  label: string;
  /** The roles whose sidebar shows the item. */
  roles: readonly TipoUsuario[];
  /** The stored grant that must also be held, so /permissoes changes what is shown. */
  need?: Need;
  icon: string;
}

const TODOS: readonly TipoUsuario[] = ['administrador', 'empresa', 'gestor', 'professor', 'aluno'];

/**
 * The roles the spec's route table gives /usuarios. The grant usuarios.ler alone (the matrix gives it
 * to the professor too) does not open the list of colleagues' e-mails and phones: the API refuses the rest.
 */
export const PAPEIS_DE_USUARIOS: readonly TipoUsuario[] = ['administrador', 'empresa', 'gestor'];

/** Top-level sidebar items, in the product's order. */
export const NAV_PRINCIPAL: NavItem[] = [
  { path: '/', label: 'Dashboard', roles: TODOS, icon: 'layout-dashboard' },
  {
    path: '/usuarios',
    label: 'Usuários',
    roles: PAPEIS_DE_USUARIOS,
    need: ['usuarios', 'ler'],
    icon: 'users',
  },
  { path: '/empresas', label: 'Empresas', roles: ['administrador'], need: ['empresas', 'ler'], icon: 'building-2' },
  { path: '/escolas', label: 'Escolas', roles: ['administrador', 'empresa'], need: ['escolas', 'ler'], icon: 'school' },
  {
    path: '/cadastrar-turma',
    label: 'Cadastrar Turma',
    roles: ['administrador', 'empresa', 'gestor'],
    need: ['turmas', 'ler'],
    icon: 'users-round',
  },
  {
    path: '/componentes',
    label: 'Componentes Curriculares',
    roles: ['administrador', 'empresa', 'gestor'],
    need: ['disciplinas', 'ler'],
    icon: 'book-open',
  },
  // Issue 26: the suspected duplicate students, the network's for the empresa and the gestor's schools' for it.
  {
    path: '/duplicados',
    label: 'Possíveis duplicados',
    roles: ['empresa', 'gestor'],
    need: ['alunos', 'gerenciar'],
    icon: 'graduation-cap',
  },
  // Not in the spec's table: the attendance overview had no link, so every role that reads attendance gets it.
  { path: '/frequencia', label: 'Frequência', roles: TODOS, need: ['frequencia', 'ler'], icon: 'clipboard-check' },
  {
    path: '/bncc',
    label: 'BNCC',
    roles: ['administrador', 'gestor', 'professor', 'aluno'],
    need: ['bncc', 'ler'],
    icon: 'graduation-cap',
  },
  {
    path: '/relatorios',
    label: 'Relatórios',
    roles: ['administrador', 'empresa', 'gestor', 'professor'],
    need: ['relatorios', 'ler'],
    icon: 'file-bar-chart',
  },
  {
    path: '/privacidade',
    label: 'Privacidade (LGPD)',
    roles: ['administrador', 'empresa', 'gestor'],
    need: ['privacidade', 'ler'],
    icon: 'shield-check',
  },
  { path: '/permissoes', label: 'Permissões', roles: ['administrador'], need: ['permissoes', 'ler'], icon: 'shield' },
];

/**
 * The sections of the Privacidade (LGPD) page, each with the grant that shows its link: the menu
 * has one entry, the page lists these (one name per destination).
 */
export const PAGINAS_PRIVACIDADE: { page: string; label: string; descricao: string; need: Need }[] = [
  {
    page: 'acessos',
    label: 'Acessos a dados pessoais',
    descricao: 'Quem leu os dados de cada aluno, o quê, quando e de onde.',
    need: ['privacidade', 'ler'],
  },
  {
    page: 'solicitacoes',
    label: 'Solicitações de titulares',
    descricao: 'Pedidos de acesso, correção, anonimização e informação, com o prazo de 15 dias.',
    need: ['privacidade', 'ler'],
  },
  {
    page: 'tratamento',
    label: 'Registro das operações de tratamento',
    descricao: 'Cada atividade com finalidade, base legal, dados, compartilhamento e retenção.',
    need: ['privacidade', 'ler'],
  },
  {
    page: 'incidentes',
    label: 'Incidentes de segurança',
    descricao: 'Registro dos incidentes, o prazo de 3 dias úteis e os modelos de comunicação.',
    need: ['privacidade', 'gerenciar'],
  },
  {
    page: 'aviso',
    label: 'Aviso de privacidade',
    descricao: 'O texto que as famílias leem e que cada usuário confirma; publique novas versões.',
    need: ['privacidade', 'gerenciar'],
  },
];

/** The Settings group of the sidebar. */
export const NAV_CONFIGURACOES: NavItem[] = [
  { path: '/configuracoes/perfil', label: 'Meu Perfil', roles: TODOS, icon: 'user' },
  { path: '/configuracoes/notificacoes', label: 'Notificações', roles: TODOS, icon: 'bell' },
  { path: '/configuracoes/sistema', label: 'Sistema', roles: ['administrador'], icon: 'settings' },
  { path: '/configuracoes/customizacao', label: 'Customizar Home', roles: ['administrador'], icon: 'palette' },
  { path: '/configuracoes/backup', label: 'Backup', roles: ['administrador'], icon: 'database' },
];

/**
 * Global links of the school-management section. The spec's /turmas and /disciplinas do not
 * exist as routes; they lead to the class registration and subjects screens instead, under the
 * names the main menu and the screens use (one name per destination).
 */
export const NAV_GESTAO_ESCOLAR: { path: string; label: string; need: Need; icon: string }[] = [
  { path: '/escolas', label: 'Escolas', need: ['escolas', 'ler'], icon: 'school' },
  { path: '/cadastrar-turma', label: 'Cadastrar Turma', need: ['turmas', 'ler'], icon: 'users-round' },
  { path: '/componentes', label: 'Componentes Curriculares', need: ['disciplinas', 'ler'], icon: 'book-open' },
];

/**
 * The section's global links this user sees: those the main menu does not already show them, so
 * each destination has one entry (a gestor reaches /escolas here, an administrador from the main menu).
 */
export function cadastrosDaRede(tipo: TipoUsuario | null, permissoes: readonly string[]) {
  const noMenu = new Set(NAV_PRINCIPAL.filter((item) => canSee(item, tipo, permissoes)).map((item) => item.path));
  return NAV_GESTAO_ESCOLAR.filter((item) => !noMenu.has(item.path) && canSee({ need: item.need }, tipo, permissoes));
}

/** The ten class pages, each with the read permission that shows its link. */
export const PAGINAS_TURMA: { page: string; label: string; need: Need }[] = [
  { page: 'alunos', label: 'Alunos', need: ['alunos', 'ler'] },
  { page: 'notas', label: 'Notas', need: ['notas', 'ler'] },
  { page: 'frequencia', label: 'Frequência', need: ['frequencia', 'ler'] },
  { page: 'objetos-conhecimento', label: 'Objetos de Conhecimento', need: ['objetos', 'ler'] },
  { page: 'fechamento-bimestral', label: 'Fechamento Bimestral', need: ['fechamento', 'ler'] },
  { page: 'sub-avaliacoes', label: 'Sub-Avaliações', need: ['avaliacoes', 'ler'] },
  { page: 'fechamento-anual', label: 'Fechamento Anual', need: ['fechamento', 'ler'] },
  { page: 'conselho-classe', label: 'Conselho de Classe', need: ['conselho', 'ler'] },
  { page: 'relatorio-alunos', label: 'Relatório de Alunos', need: ['relatorios', 'ler'] },
  { page: 'pendencias', label: 'Pendências', need: ['pendencias', 'ler'] },
];

/**
 * The school pages the sidebar lists under each school, above its classes, each
 * with the read permission that shows its link. An empty `page` is the school overview.
 */
export const PAGINAS_ESCOLA: { page: string; label: string; need: Need }[] = [
  { page: '', label: 'Visão Geral', need: ['escolas', 'ler'] },
  { page: 'alunos', label: 'Alunos', need: ['alunos', 'ler'] },
  { page: 'turmas', label: 'Turmas e Disciplinas', need: ['turmas', 'ler'] },
  { page: 'notas', label: 'Notas', need: ['notas', 'ler'] },
  { page: 'frequencia', label: 'Frequência', need: ['frequencia', 'ler'] },
  { page: 'objetos-conhecimento', label: 'Objetos de Conhecimento', need: ['objetos', 'ler'] },
];

/** The path of a school page of PAGINAS_ESCOLA. */
export function caminhoEscola(escolaId: string, page = ''): string {
  return page ? `/escola/${escolaId}/${page}` : `/escola/${escolaId}`;
}

export const CONFIG_TABS = ['perfil', 'sistema', 'calendario', 'customizacao', 'notificacoes', 'seguranca', 'backup'] as const;
export type ConfigTab = (typeof CONFIG_TABS)[number];

export function canSee(
  item: { roles?: readonly TipoUsuario[]; need?: Need },
  tipo: TipoUsuario | null,
  permissoes: readonly string[],
): boolean {
  if (!tipo) return false;
  if (item.roles && !item.roles.includes(tipo)) return false;
  if (item.need && !permissoes.includes(`${item.need[0]}.${item.need[1]}`)) return false;
  return true;
}

/** The roles with closings to be late on: the gestor (its schools) and the professor (its subjects). */
const PAPEIS_DE_FECHAMENTOS_ATRASADOS: readonly TipoUsuario[] = ['gestor', 'professor'];

/** The administrador manages the networks at /empresas; an empresa edits its own record there. */
const PAPEIS_DE_EMPRESAS: readonly TipoUsuario[] = ['administrador', 'empresa'];

/** Perfil and Notificações for everyone. */
const ABAS_PARA_TODOS: readonly ConfigTab[] = ['perfil', 'notificacoes'];

/**
 * The settings tabs a user may open. Besides the administrador, whoever reads the settings
 * (configuracoes.ler: empresa and gestor by default) gets Sistema with its body's
 * 'Regras escolares', which the server lets the empresa change and the others read; an empresa
 * also edits its network's institution data there and its Customização. The 'Calendário letivo'
 * goes with Sistema: read by all of them, changed by the empresa (and the administrador).
 */
export function abasDeConfiguracao(tipo: TipoUsuario, permissoes: readonly string[]): ConfigTab[] {
  if (tipo === 'administrador') return [...CONFIG_TABS];
  const sistema = permissoes.includes('configuracoes.ler');
  const customizacao = tipo === 'empresa' && permissoes.includes('configuracoes.atualizar');
  return CONFIG_TABS.filter(
    (tab) =>
      ABAS_PARA_TODOS.includes(tab) ||
      ((tab === 'sistema' || tab === 'calendario') && sistema) ||
      (tab === 'customizacao' && customizacao),
  );
}

/** The ficha do aluno: /escola/:escolaId/aluno/:alunoId. */
const FICHA_DO_ALUNO = /^\/escola\/[^/]+\/aluno\/[^/]+$/;

/**
 * Whether this user may open a page: the pages are those the route table (the side menu) gives the
 * role, with the grants it holds, so a typed address opens what a click could and no more. `tab`
 * is the settings page's ?tab=. Paths that are no page (redirected to the dashboard) pass.
 */
export function podeAbrir(
  pathname: string,
  tab: string | null,
  tipo: TipoUsuario | null,
  permissoes: readonly string[],
): boolean {
  if (!tipo) return false;
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const ve = (item: { roles?: readonly TipoUsuario[]; need?: Need }) => canSee(item, tipo, permissoes);
  if (p === '/' || p === '/dashboard') return true;
  if (p === '/fechamentos-atrasados') return ve({ roles: PAPEIS_DE_FECHAMENTOS_ATRASADOS, need: ['fechamento', 'ler'] });
  // Not in the empresa's menu, but its own record is edited there (the API lets it: docs/spec-deviations.md).
  if (p === '/empresas') return ve({ roles: PAPEIS_DE_EMPRESAS, need: ['empresas', 'ler'] });
  const config = /^\/configuracoes(?:\/([^/]+))?$/.exec(p);
  if (config) {
    const aba = config[1] ?? tab ?? 'perfil';
    return !(CONFIG_TABS as readonly string[]).includes(aba) || abasDeConfiguracao(tipo, permissoes).includes(aba as ConfigTab);
  }
  const privacidade = /^\/privacidade\/([^/]+)$/.exec(p);
  if (privacidade) {
    const secao = PAGINAS_PRIVACIDADE.find((s) => s.page === privacidade[1]);
    return ve(NAV_PRINCIPAL.find((i) => i.path === '/privacidade')!) && (!secao || ve({ need: secao.need }));
  }
  const principal = NAV_PRINCIPAL.find((i) => i.path === p);
  // The school-management section reaches some of them for roles the main menu does not list (the gestor's /escolas).
  if (principal) return ve(principal) || NAV_GESTAO_ESCOLAR.some((i) => i.path === p && ve({ need: i.need }));
  // The ficha do aluno, opened from the name in the student lists: whoever reads students.
  if (FICHA_DO_ALUNO.test(p)) return ve({ need: ['alunos', 'ler'] });
  if (/^\/escola\/[^/]+\/importar-alunos$/.test(p))
    return ve({ roles: ['administrador', 'empresa', 'gestor'], need: ['alunos', 'criar'] });
  const turma = /^\/escola\/[^/]+\/turma\/[^/]+\/([^/]+)(?:\/[^/]+)?$/.exec(p);
  if (turma) {
    const pagina = PAGINAS_TURMA.find((t) => t.page === turma[1]);
    return !pagina || ve({ need: pagina.need });
  }
  const escola = /^\/escola\/[^/]+(?:\/([^/]+))?$/.exec(p);
  if (escola) {
    // Disciplinas opens the same screen as Turmas.
    const secao = escola[1] === 'disciplinas' ? 'turmas' : (escola[1] ?? '');
    const pagina = PAGINAS_ESCOLA.find((e) => e.page === secao);
    return !pagina || ve({ need: pagina.need });
  }
  return true;
}

export interface PageTitle {
  title: string;
  description: string;
}

/** Header title and description per path; 'Página' for the rest. */
const TITULOS: Record<string, PageTitle> = {
  '/': { title: 'Dashboard', description: 'Visão geral do sistema' },
  '/dashboard': { title: 'Dashboard', description: 'Visão geral do sistema' },
  '/usuarios': { title: 'Usuários', description: 'Gerencie os usuários do sistema' },
  '/empresas': { title: 'Empresas', description: 'Gerencie as empresas e órgãos de educação' },
  '/escolas': { title: 'Escolas', description: 'Cadastre e gerencie as escolas' },
  '/componentes': { title: 'Componentes Curriculares', description: 'Cadastre e gerencie os componentes curriculares' },
  '/cadastrar-turma': { title: 'Cadastrar Turma', description: 'Cadastre e gerencie as turmas das escolas' },
  '/frequencia': { title: 'Frequência', description: 'Controle de frequência dos alunos' },
  '/bncc': { title: 'BNCC', description: 'Base Nacional Comum Curricular' },
  '/relatorios': { title: 'Relatórios', description: 'Relatórios e análises' },
  '/configuracoes': { title: 'Configurações', description: 'Configurações do sistema' },
  '/configuracoes/perfil': { title: 'Meu Perfil', description: 'Seus dados pessoais e senha' },
  '/configuracoes/sistema': { title: 'Sistema', description: 'Configurações gerais do sistema' },
  '/configuracoes/calendario': { title: 'Calendário letivo', description: 'Ano letivo, bimestres e dias letivos da rede' },
  '/configuracoes/customizacao': { title: 'Customização', description: 'Personalize a interface do sistema' },
  '/configuracoes/notificacoes': { title: 'Notificações', description: 'Configurações de notificações' },
  '/configuracoes/seguranca': { title: 'Segurança', description: 'Configurações de segurança' },
  '/configuracoes/backup': { title: 'Backup', description: 'Backup e restauração de dados' },
  '/permissoes': { title: 'Permissões', description: 'Gerencie papéis e permissões' },
  '/duplicados': {
    title: 'Possíveis duplicados',
    description: 'Registros de alunos que parecem da mesma criança: compare, descarte ou funda',
  },
  '/fechamentos-atrasados': { title: 'Fechamentos atrasados', description: 'Fechamentos bimestrais com o prazo vencido' },
  '/privacidade': {
    title: 'Privacidade (LGPD)',
    description: 'Proteção dos dados pessoais dos alunos: acessos, pedidos dos titulares, tratamento e incidentes',
  },
  '/privacidade/solicitacoes': {
    title: 'Solicitações de titulares',
    description: 'Pedidos dos alunos e responsáveis sobre os seus dados, respondidos em até 15 dias (LGPD, arts. 18 e 19)',
  },
  '/privacidade/tratamento': {
    title: 'Registro das operações de tratamento',
    description: 'O que a rede faz com os dados pessoais, por quê e por quanto tempo (LGPD, art. 37)',
  },
  '/privacidade/incidentes': {
    title: 'Incidentes de segurança',
    description: 'Incidentes com dados pessoais, comunicados à ANPD e às famílias em até 3 dias úteis (LGPD, art. 48)',
  },
  '/privacidade/aviso': {
    title: 'Aviso de privacidade',
    description: 'Como a rede trata os dados pessoais dos alunos, em linguagem simples (LGPD, art. 14)',
  },
  '/privacidade/acessos': {
    title: 'Acessos a dados pessoais',
    description: 'Cada leitura de dados pessoais de um aluno: quem, o quê, quando e de onde',
  },
};

const SECAO_ESCOLA_TITULO: Record<string, PageTitle> = {
  alunos: { title: 'Alunos', description: 'Alunos da escola' },
  turmas: { title: 'Turmas e Disciplinas', description: 'Turmas e disciplinas da escola' },
  disciplinas: { title: 'Turmas e Disciplinas', description: 'Turmas e disciplinas da escola' },
  notas: { title: 'Notas', description: 'Notas dos alunos da escola' },
  frequencia: { title: 'Frequência', description: 'Frequência dos alunos da escola' },
  'objetos-conhecimento': { title: 'Objetos de Conhecimento', description: 'Objetos de conhecimento da escola' },
  'importar-alunos': { title: 'Importar alunos', description: 'Alunos da escola trazidos de uma planilha' },
};

export function pageTitle(pathname: string): PageTitle {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = TITULOS[clean];
  if (known) return known;
  if (FICHA_DO_ALUNO.test(clean))
    return { title: 'Ficha do aluno', description: 'Identificação, documentos, endereço e responsáveis' };
  const turma = /^\/escola\/[^/]+\/turma\/[^/]+\/([^/]+)$/.exec(clean);
  const pagina = turma && PAGINAS_TURMA.find((p) => p.page === turma[1]);
  if (pagina) return { title: pagina.label, description: 'Página da turma' };
  if (/^\/escola\/[^/]+$/.test(clean)) return { title: 'Escola', description: 'Visão geral da escola' };
  const escola = /^\/escola\/[^/]+\/([^/]+)$/.exec(clean);
  const secao = escola && SECAO_ESCOLA_TITULO[escola[1]!];
  if (secao) return secao;
  return { title: 'Página', description: '' };
}
