import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import {
  NAV_CONFIGURACOES,
  NAV_PRINCIPAL,
  PAGINAS_ESCOLA as PAGINAS_ESCOLA_DO_DOMINIO,
  PAGINAS_TURMA as PAGINAS_TURMA_DO_DOMINIO,
  cadastrosDaRede,
  caminhoEscola,
  canSee,
  pageTitle,
} from '../domain/navigation';
import { permissoesPadrao } from '../domain/permissions';
import type { TipoUsuario } from '../domain/roles';
import { STAMP } from './admin-support';
import { ACCOUNTS, ESCOLA_PRINCIPAL } from './support/accounts';
import { turma6A } from './support/escola-demo';
import { entrar, entrarNoPainel, type Papel, sidebar, signIn } from './support/session';
import { expect, test } from './support/test';

/**
 * One journey per role through everything its menu offers, from the dashboard: what the dashboard
 * shows the role first; the side menu, item by item; every page of the menu reached only by clicking
 * (never by typing a URL); and every page of the menu with no serious or critical accessibility
 * finding, in the light and the dark theme. The menus and the pages are written out by hand per role
 * (menu label → the page's heading), not derived from domain/, so a change to the matrix or the
 * navigation that loses or adds a page fails here; the accessibility scan takes its pages from
 * domain/navigation.ts (with the role's default grants), so a page the hand-written lists miss is
 * still scanned.
 */

type Passo = readonly [link: string, titulo: string];

const CONFIG_TODOS: Passo[] = [
  ['Meu Perfil', 'Configurações'],
  ['Notificações', 'Configurações'],
];
/** 'Gestão Escolar' lists only what the main menu does not (one entry and one name per destination). */
const CADASTROS: Passo[] = [
  ['Escolas', 'Escolas'],
  ['Cadastrar Turma', 'Cadastrar Turma'],
  ['Componentes Curriculares', 'Componentes Curriculares'],
];
/** Each school lists, above its classes, its pages the role may read. */
const PAGINAS_ESCOLA: Passo[] = [
  ['Visão Geral', ESCOLA_PRINCIPAL],
  ['Alunos', 'Alunos'],
  ['Turmas e Disciplinas', 'Turmas e Disciplinas'],
  ['Notas', 'Notas'],
  ['Frequência', 'Frequência'],
  ['Objetos de Conhecimento', 'Objetos de Conhecimento'],
];
const PAGINAS_TURMA: Passo[] = [
  'Alunos',
  'Notas',
  'Frequência',
  'Objetos de Conhecimento',
  'Fechamento Bimestral',
  'Sub-Avaliações',
  'Fechamento Anual',
  'Conselho de Classe',
  'Relatório de Alunos',
  'Pendências',
].map((p) => [p, p] as const);

const estatisticas = (page: Page) => page.getByRole('region', { name: 'Estatísticas' });
const atividades = (page: Page) => page.getByRole('region', { name: 'Atividades Recentes' });

interface Caso {
  papel: Papel & TipoUsuario;
  /** The main menu after 'Dashboard'. */
  principal: readonly Passo[];
  configuracoes: readonly Passo[];
  cadastros: readonly Passo[];
  /** The schools of the menu, in order; null: too many to list (the administrador's), only the demo school is looked for. */
  escolas: readonly string[] | null;
  /** The classes of the demo school, in order, where the spec lists them. */
  turmas?: readonly string[];
  paginasEscola: readonly Passo[];
  paginasTurma: readonly Passo[];
  /** What the role's dashboard shows first. */
  painel?: (page: Page) => Promise<void>;
}

const CASOS: readonly Caso[] = [
  {
    papel: 'administrador',
    principal: [
      ['Usuários', 'Gerenciamento de Usuários'],
      ['Empresas', 'Gerenciamento de Empresas'],
      ['Escolas', 'Escolas'],
      ['Cadastrar Turma', 'Cadastrar Turma'],
      ['Componentes Curriculares', 'Componentes Curriculares'],
      ['Frequência', 'Frequência'],
      ['BNCC', 'BNCC - Base Nacional Comum Curricular'],
      ['Relatórios', 'Relatórios'],
      ['Privacidade (LGPD)', 'Privacidade (LGPD)'],
      ['Permissões', 'Sistema de Permissões'],
    ],
    configuracoes: [
      ...CONFIG_TODOS,
      ['Sistema', 'Configurações'],
      ['Customizar Home', 'Configurações'],
      ['Backup', 'Configurações'],
    ],
    cadastros: [],
    escolas: null,
    paginasEscola: PAGINAS_ESCOLA,
    paginasTurma: PAGINAS_TURMA,
  },
  {
    papel: 'empresa',
    principal: [
      ['Usuários', 'Gerenciamento de Usuários'],
      ['Escolas', 'Escolas'],
      ['Cadastrar Turma', 'Cadastrar Turma'],
      ['Componentes Curriculares', 'Componentes Curriculares'],
      ['Possíveis duplicados', 'Possíveis duplicados'],
      ['Frequência', 'Frequência'],
      ['Relatórios', 'Relatórios'],
      ['Privacidade (LGPD)', 'Privacidade (LGPD)'],
    ],
    configuracoes: CONFIG_TODOS,
    cadastros: [],
    escolas: [ESCOLA_PRINCIPAL, 'EMEF Tiradentes', 'EMEI Pequeno Príncipe'],
    paginasEscola: PAGINAS_ESCOLA,
    paginasTurma: PAGINAS_TURMA,
  },
  {
    papel: 'gestor',
    principal: [
      ['Usuários', 'Gerenciamento de Usuários'],
      ['Cadastrar Turma', 'Cadastrar Turma'],
      ['Componentes Curriculares', 'Componentes Curriculares'],
      ['Possíveis duplicados', 'Possíveis duplicados'],
      ['Frequência', 'Frequência'],
      ['BNCC', 'BNCC - Base Nacional Comum Curricular'],
      ['Relatórios', 'Relatórios'],
      ['Privacidade (LGPD)', 'Privacidade (LGPD)'],
    ],
    configuracoes: CONFIG_TODOS,
    cadastros: [['Escolas', 'Escolas']],
    escolas: [ESCOLA_PRINCIPAL],
    turmas: ['6º Ano A', '6º Ano B', '7º Ano A', '7º Ano B', '8º Ano A', '9º Ano A'],
    paginasEscola: PAGINAS_ESCOLA,
    paginasTurma: PAGINAS_TURMA,
    painel: async (page) => {
      await expect(page.getByText(/^Olá, \S+! Acompanhe aqui os principais números das suas escolas\.$/)).toBeVisible();
      await expect(estatisticas(page).getByText('Minhas Escolas', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Alunos ativos por escola' }).getByRole('rowheader', { name: ESCOLA_PRINCIPAL }),
      ).toBeAttached();
    },
  },
  {
    papel: 'professor',
    principal: [
      ['Frequência', 'Frequência'],
      ['BNCC', 'BNCC - Base Nacional Comum Curricular'],
      ['Relatórios', 'Relatórios'],
    ],
    configuracoes: CONFIG_TODOS,
    cadastros: CADASTROS,
    escolas: [ESCOLA_PRINCIPAL],
    turmas: ['6º Ano A', '6º Ano B'],
    paginasEscola: PAGINAS_ESCOLA,
    paginasTurma: PAGINAS_TURMA,
    painel: async (page) => {
      await expect(page.getByText('Olá, Carlos! Acompanhe aqui os principais números das suas turmas.')).toBeVisible();
      await expect(estatisticas(page).getByText('Alunos nas Minhas Turmas')).toBeVisible();
      await expect(estatisticas(page).getByText('Total de Alunos')).toHaveCount(0);
      await expect(atividades(page).getByText('Você entrou no sistema').first()).toBeVisible();
      // Never the audit log's codes.
      await expect(atividades(page)).not.toContainText(/login|lancar|_/);
    },
  },
  {
    papel: 'aluno',
    principal: [
      ['Frequência', 'Frequência'],
      ['BNCC', 'BNCC - Base Nacional Comum Curricular'],
    ],
    configuracoes: CONFIG_TODOS,
    cadastros: [],
    escolas: [ESCOLA_PRINCIPAL],
    turmas: ['6º Ano A'],
    paginasEscola: [
      ['Notas', 'Notas'],
      ['Frequência', 'Frequência'],
    ],
    paginasTurma: [
      ['Notas', 'Notas'],
      ['Frequência', 'Frequência'],
    ],
    painel: async (page) => {
      await expect(page.getByText('Olá, Lucas! Acompanhe aqui a sua frequência e as suas médias.')).toBeVisible();
      const meus = page.getByRole('region', { name: 'Meus números' });
      await expect(meus.getByText('Minha Turma')).toBeVisible();
      await expect(meus.getByText('6º Ano A')).toBeVisible();
      await expect(meus.getByText(ESCOLA_PRINCIPAL)).toBeVisible();
      await expect(meus.getByText('Minha Frequência')).toBeVisible();
      await expect(meus.getByText(/^\d{1,3}(,\d)?%$/)).toBeVisible();
      const medias = page.getByRole('region', { name: 'Minhas Médias' });
      await expect(medias.getByRole('row').filter({ hasText: 'Matemática' })).toBeVisible();
      await expect(page.getByText('Total de Alunos')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Alunos por escola' })).toHaveCount(0);
    },
  },
];

/**
 * Clicks a link and waits for the page's own heading (the URL is never typed), which takes the focus. A
 * menu link must also become the current page, which tells apart the settings tabs (one heading for all).
 */
async function abrir(page: Page, link: Locator, titulo: string, doMenu = true) {
  await link.click();
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: titulo, exact: true });
  await expect(heading).toBeVisible();
  // The page change takes the focus to the new page's heading (not left in the menu).
  await expect(heading).toBeFocused();
  if (doMenu) await expect(link).toHaveAttribute('aria-current', 'page');
}

async function expandir(botao: Locator) {
  if ((await botao.getAttribute('aria-expanded')) !== 'true') await botao.click();
  await expect(botao).toHaveAttribute('aria-expanded', 'true');
}

const links = (passos: readonly Passo[]) => passos.map(([link]) => link);

/** The side menu at the dashboard: every list of the role, item by item. */
async function conferirMenu(page: Page, caso: Caso) {
  const menu = sidebar(page);
  await expect(menu.getByRole('list', { name: 'Menu principal', exact: true }).getByRole('link')).toHaveText([
    'Dashboard',
    ...links(caso.principal),
  ]);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await expandir(menu.getByRole('button', { name: 'Configurações', exact: true }));
  await expect(menu.getByRole('list', { name: 'Configurações', exact: true }).getByRole('link')).toHaveText(
    links(caso.configuracoes),
  );

  const gestao = menu.getByRole('navigation', { name: 'Gestão Escolar' });
  await expect(gestao.getByRole('list', { name: 'Cadastros da rede' }).getByRole('link')).toHaveText(links(caso.cadastros));
  const escolas = gestao.getByRole('list', { name: 'Escolas', exact: true });
  if (caso.escolas) await expect(escolas.getByRole('button')).toHaveText([...caso.escolas]);
  else await expect(escolas.getByRole('button', { name: ESCOLA_PRINCIPAL })).toBeVisible();
}

/** Every page of the menu, each reached by a click from the page before, starting at the dashboard. */
async function percorrerMenu(page: Page, caso: Caso) {
  const menu = sidebar(page);
  const main = page.getByRole('main');

  // The dashboard's quick links lead to the attendance overview.
  await abrir(
    page,
    main.getByRole('region', { name: 'Links Rápidos' }).getByRole('link', { name: 'Frequência', exact: true }),
    'Frequência',
    false,
  );
  await abrir(page, menu.getByRole('link', { name: 'Dashboard' }), 'Dashboard');

  const principal = menu.getByRole('list', { name: 'Menu principal', exact: true });
  for (const [link, titulo] of caso.principal)
    await abrir(page, principal.getByRole('link', { name: link, exact: true }), titulo);

  await expandir(menu.getByRole('button', { name: 'Configurações', exact: true }));
  const configuracoes = menu.getByRole('list', { name: 'Configurações', exact: true });
  for (const [link, titulo] of caso.configuracoes)
    await abrir(page, configuracoes.getByRole('link', { name: link, exact: true }), titulo);

  const gestao = menu.getByRole('navigation', { name: 'Gestão Escolar' });
  const cadastros = gestao.getByRole('list', { name: 'Cadastros da rede' });
  for (const [link, titulo] of caso.cadastros)
    await abrir(page, cadastros.getByRole('link', { name: link, exact: true }), titulo);

  await expandir(gestao.getByRole('list', { name: 'Escolas', exact: true }).getByRole('button', { name: ESCOLA_PRINCIPAL }));
  const paginasEscola = gestao.getByRole('list', { name: `Páginas da escola ${ESCOLA_PRINCIPAL}` });
  await expect(paginasEscola.getByRole('link')).toHaveText(links(caso.paginasEscola));
  const turmas = gestao.getByRole('list', { name: `Turmas de ${ESCOLA_PRINCIPAL}` });
  if (caso.turmas) await expect(turmas.getByRole('button')).toHaveText([...caso.turmas]);
  for (const [link, titulo] of caso.paginasEscola)
    await abrir(page, paginasEscola.getByRole('link', { name: link, exact: true }), titulo);
  // The overview (when the role has it) is current only on itself, not on the school pages below it.
  if (caso.paginasEscola.some(([link]) => link === 'Visão Geral')) {
    await expect(paginasEscola.getByRole('link', { name: 'Visão Geral' })).not.toHaveAttribute('aria-current', 'page');
  }

  await expandir(turmas.getByRole('button', { name: '6º Ano A' }));
  const paginasTurma = gestao.getByRole('list', { name: 'Páginas da turma 6º Ano A' });
  await expect(paginasTurma.getByRole('link')).toHaveText(links(caso.paginasTurma));
  for (const [link, titulo] of caso.paginasTurma) {
    await abrir(page, paginasTurma.getByRole('link', { name: link, exact: true }), titulo);
    if (link === 'Notas') await expect(page).toHaveURL(/\/escola\/[0-9a-f-]{36}\/turma\/[0-9a-f-]{36}\/notas$/);
  }

  // Only who may assign teachers is offered to, on the class pages.
  const atribuir = main.getByRole('link', { name: 'Atribuir professores — 6º Ano A' });
  if (caso.papel === 'professor' || caso.papel === 'aluno') await expect(atribuir).toHaveCount(0);
  else await expect(atribuir).toBeVisible();
}

/** Every page of the role's menu by domain/navigation.ts, with the role's default grants. */
function rotasDoPapel(tipo: TipoUsuario, escolaId: string, turmaId: string): string[] {
  const grants = permissoesPadrao(tipo);
  const ve = (item: Parameters<typeof canSee>[0]) => canSee(item, tipo, grants);
  return [
    ...NAV_PRINCIPAL.filter(ve).map((i) => i.path),
    ...NAV_CONFIGURACOES.filter(ve).map((i) => i.path),
    ...cadastrosDaRede(tipo, grants).map((i) => i.path),
    ...PAGINAS_ESCOLA_DO_DOMINIO.filter(ve).map((p) => caminhoEscola(escolaId, p.page)),
    ...PAGINAS_TURMA_DO_DOMINIO.filter(ve).map((p) => `${caminhoEscola(escolaId)}/turma/${turmaId}/${p.page}`),
  ];
}

/**
 * Opens a page as a click on a link does (the router follows the address, no reload): the app, the
 * session, the shell and axe are not loaded again for each of the ~30 pages of a role. Waited for in
 * the page, in one go: the header names the new page (the router keeps the previous page on screen
 * while the next one's code loads, and the header changes with <main>, not with the address), the
 * title of <main> is shown, nothing is 'Carregando...' and no animation runs (a panel opening).
 */
async function irPara(page: Page, rota: string) {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, rota);
  await page.waitForFunction(({ title, description }) => {
    const cabecalho = [...document.querySelectorAll('header p')].map((p) => p.textContent);
    const main = document.getElementById('conteudo-principal');
    return (
      cabecalho.includes(title) &&
      (!description || cabecalho.includes(description)) &&
      !!main?.querySelector('h1')?.getClientRects().length &&
      !main.textContent?.includes('Carregando') &&
      document.getAnimations().every((a) => a.playState !== 'running')
    );
  }, pageTitle(rota));
}

/**
 * Switches the theme. The colours then change through CSS transitions, and contrast must be measured
 * on the final colours: the style is computed now (which starts the transitions) and each one is
 * taken to its end at once, instead of waiting for them.
 */
async function emTema(page: Page, escuro: boolean) {
  await page.evaluate((e) => {
    document.documentElement.classList.toggle('dark', e);
    document.body.getBoundingClientRect();
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  }, escuro);
}

const REGRAS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Serious and critical findings, as e2e/support/axe.ts reports them (toasts left out: they fade in and
 * out, and are measured mid-way). The shell (header, menu) is the same on every page: it is scanned on
 * the first page, then only <main>; in the dark theme only the colours change, so only contrast is
 * scanned again. Only violations come back from the page: the passes are most of axe's answer.
 */
async function achados(page: Page, { soMain, soContraste }: { soMain: boolean; soContraste: boolean }) {
  return page.evaluate(
    async ({ soMain, soContraste, regras }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run(
        { include: [soMain ? '#conteudo-principal' : 'html'], exclude: ['[data-sonner-toaster]'] },
        {
          runOnly: soContraste ? { type: 'rule', values: ['color-contrast'] } : { type: 'tag', values: regras },
          resultTypes: ['violations'],
        },
      );
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { soMain, soContraste, regras: REGRAS },
  );
}

/**
 * Scans `rotas` one after the other in `page`, each in both themes: the theme the page opened in
 * first, then the other (one switch per page). The shell is scanned with the dashboard. axe is put in
 * the page once and run there (AxeBuilder injects it again and opens a blank page for every scan:
 * twice as long); the theme is switched as the app does it (the .dark class on <html>, all the dark
 * theme is).
 */
async function varrer(page: Page, rotas: string[]) {
  await page.evaluate(axe.source);
  const encontrados: Record<string, unknown> = {};
  let escuro = false;
  for (const rota of rotas) {
    await irPara(page, rota);
    const temas: boolean[] = escuro ? [true, false] : [false, true];
    for (const tema of temas) {
      if (tema !== escuro) {
        escuro = tema;
        await emTema(page, escuro);
      }
      const lista = await achados(page, { soMain: rota !== '/', soContraste: tema });
      if (lista.length) encontrados[`${rota} (${tema ? 'escuro' : 'claro'})`] = lista;
    }
  }
  return encontrados;
}

/**
 * Every page of the role's menu, for every role that has it, in the light and the dark theme: the
 * same page shows other buttons, columns and forms to each role. Two browser pages of the same session
 * split the role's pages between them and scan at the same time: axe's work is in each page's own
 * process, so the two cores of the CI share it. Errors in the second page fail the test as those of
 * the first do (e2e/support/test.ts).
 */
async function semViolacoesGraves(page: Page, tipo: TipoUsuario) {
  const { escolaId, turmaId } = await turma6A(page);
  const segunda = await page.context().newPage();
  const erros: string[] = [];
  segunda.on('pageerror', (e) => erros.push(e.message));
  await segunda.goto('/dashboard');
  const rotas = rotasDoPapel(tipo, escolaId, turmaId);
  const metades = await Promise.all([
    varrer(
      page,
      rotas.filter((_, i) => i % 2 === 0),
    ),
    varrer(
      segunda,
      rotas.filter((_, i) => i % 2 === 1),
    ),
  ]);
  expect({ ...metades[0], ...metades[1] }).toEqual({});
  expect(erros, 'erros não tratados na segunda página').toEqual([]);
  await segunda.close();
}

// One journey per role: the administrador's clicks through 35 pages, each awaited on its heading,
// then scans 31 pages in two themes (45–70 s alone on a two-core machine busy with other work).
test.describe.configure({ timeout: 240_000 });

for (const caso of CASOS) {
  test(`${caso.papel}: o dashboard, cada item do menu lateral, cada página do menu só clicando e sem violação grave de acessibilidade`, async ({
    page,
  }) => {
    // The professor's dashboard lists the sign-in itself among its activities: that one comes in
    // through the login screen, the others with the role's session of the run.
    if (caso.papel === 'professor') await signIn(page, ACCOUNTS.professor);
    else await entrarNoPainel(page, caso.papel);
    await caso.painel?.(page);
    await conferirMenu(page, caso);
    await percorrerMenu(page, caso);
    await semViolacoesGraves(page, caso.papel);
  });
}

test('a secretaria é saudada pelo primeiro nome do responsável e vê os números e o gráfico da rede', async ({ page }) => {
  // An empresa account with a responsible person's name, created through the API.
  const email = `responsavel.${STAMP}@demo.escola.br`;
  const senha = 'Pau-Brasil-Centenario-26';
  await entrar(page, 'administrador');
  const empresas = (await (await page.request.get('/api/empresas')).json()).itens as { id: string; nome: string }[];
  const vv = empresas.find((e) => e.nome === 'Prefeitura Municipal de Vale Verde')!;
  expect(
    (
      await page.request.post('/api/usuarios', {
        data: { nome: 'Beatriz Ramos Teixeira', email, senha, tipo_usuario: 'empresa', empresa_id: vv.id },
      })
    ).status(),
  ).toBe(201);
  await page.context().clearCookies();

  await signIn(page, email, senha);
  await expect(page.getByText('Olá, Beatriz! Acompanhe aqui os principais números da sua rede de ensino.')).toBeVisible();
  await expect(estatisticas(page).getByText('Total de Alunos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alunos por escola' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Alunos ativos por escola' }).getByRole('rowheader', { name: ESCOLA_PRINCIPAL }),
  ).toBeAttached();
  await expect(atividades(page).getByText('Você entrou no sistema')).toBeVisible();
});

test('cada cartão de /escolas abre a visão geral da escola, com seus números e páginas', async ({ page }) => {
  await entrarNoPainel(page, 'empresa');
  await abrir(
    page,
    sidebar(page).getByRole('list', { name: 'Menu principal' }).getByRole('link', { name: 'Escolas', exact: true }),
    'Escolas',
  );
  await abrir(
    page,
    page.getByRole('list', { name: 'Escolas cadastradas' }).getByRole('link', { name: ESCOLA_PRINCIPAL }),
    ESCOLA_PRINCIPAL,
    false,
  );
  await expect(page).toHaveURL(/\/escola\/[0-9a-f-]{36}$/);

  // The demo school: six active classes, students, teachers, attendance from the seeded roll calls.
  const numeros = page.getByRole('region', { name: 'Números da escola' });
  await expect(numeros.getByText('Turmas Ativas').locator('..')).toContainText('6');
  await expect(numeros.getByText('Frequência').locator('..')).toContainText('%');
  for (const card of ['Alunos Matriculados', 'Professores', 'Notas Pendentes'])
    await expect(numeros.getByText(card).locator('..')).toContainText(/\d/);

  await abrir(
    page,
    page.getByRole('region', { name: 'Páginas da escola' }).getByRole('link', { name: /^Turmas e Disciplinas/ }),
    'Turmas e Disciplinas',
    false,
  );
});

test("'Atribuir professores' abre a atribuição a partir de uma página da turma e de /cadastrar-turma", async ({ page }) => {
  await entrarNoPainel(page, 'gestor');
  const gestao = sidebar(page).getByRole('navigation', { name: 'Gestão Escolar' });
  await expandir(gestao.getByRole('button', { name: ESCOLA_PRINCIPAL }));
  await expandir(gestao.getByRole('button', { name: '7º Ano B' }));
  await abrir(
    page,
    gestao.getByRole('list', { name: 'Páginas da turma 7º Ano B' }).getByRole('link', { name: 'Pendências' }),
    'Pendências',
  );

  await page.getByRole('link', { name: 'Atribuir professores — 7º Ano B' }).click();
  await expect(page).toHaveURL(/\/escola\/[0-9a-f-]{36}\/turmas$/);
  const dialogo = page.getByRole('dialog', { name: 'Atribuir professor — 7º Ano B' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toHaveCount(0);

  await abrir(
    page,
    sidebar(page).getByRole('list', { name: 'Menu principal' }).getByRole('link', { name: 'Cadastrar Turma' }),
    'Cadastrar Turma',
  );
  await page.getByRole('button', { name: 'Atribuir professores — 6º Ano A' }).click();
  await expect(page.getByRole('dialog', { name: 'Atribuir professor — 6º Ano A' })).toBeVisible();
});
