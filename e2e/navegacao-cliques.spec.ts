import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, ESCOLA_PRINCIPAL } from './support/accounts';
import { sidebar, signIn } from './support/session';

/**
 * Every page of a role's menu is reached by clicking, from the dashboard, never by
 * typing a URL. Written out by hand per role (menu label → the page's heading), so a page that
 * loses its link fails here.
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

const CASOS = [
  {
    papel: 'administrador',
    email: ACCOUNTS.administrador,
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
    paginasEscola: PAGINAS_ESCOLA,
    paginasTurma: PAGINAS_TURMA,
  },
  {
    papel: 'empresa',
    email: ACCOUNTS.empresa,
    principal: [
      ['Usuários', 'Gerenciamento de Usuários'],
      ['Escolas', 'Escolas'],
      ['Cadastrar Turma', 'Cadastrar Turma'],
      ['Componentes Curriculares', 'Componentes Curriculares'],
      ['Frequência', 'Frequência'],
      ['Relatórios', 'Relatórios'],
      ['Privacidade (LGPD)', 'Privacidade (LGPD)'],
    ],
    configuracoes: CONFIG_TODOS,
    cadastros: [],
    paginasEscola: PAGINAS_ESCOLA,
    paginasTurma: PAGINAS_TURMA,
  },
  {
    papel: 'gestor',
    email: ACCOUNTS.gestor,
    principal: [
      ['Usuários', 'Gerenciamento de Usuários'],
      ['Cadastrar Turma', 'Cadastrar Turma'],
      ['Componentes Curriculares', 'Componentes Curriculares'],
      ['Frequência', 'Frequência'],
      ['BNCC', 'BNCC - Base Nacional Comum Curricular'],
      ['Relatórios', 'Relatórios'],
      ['Privacidade (LGPD)', 'Privacidade (LGPD)'],
    ],
    configuracoes: CONFIG_TODOS,
    cadastros: [['Escolas', 'Escolas']],
    paginasEscola: PAGINAS_ESCOLA,
    paginasTurma: PAGINAS_TURMA,
  },
  {
    papel: 'professor',
    email: ACCOUNTS.professor,
    principal: [
      ['Frequência', 'Frequência'],
      ['BNCC', 'BNCC - Base Nacional Comum Curricular'],
      ['Relatórios', 'Relatórios'],
    ],
    configuracoes: CONFIG_TODOS,
    cadastros: CADASTROS,
    paginasEscola: PAGINAS_ESCOLA,
    paginasTurma: PAGINAS_TURMA,
  },
  {
    papel: 'aluno',
    email: ACCOUNTS.aluno,
    principal: [
      ['Frequência', 'Frequência'],
      ['BNCC', 'BNCC - Base Nacional Comum Curricular'],
    ],
    configuracoes: CONFIG_TODOS,
    cadastros: [],
    paginasEscola: [
      ['Notas', 'Notas'],
      ['Frequência', 'Frequência'],
    ],
    paginasTurma: [
      ['Notas', 'Notas'],
      ['Frequência', 'Frequência'],
    ],
  },
] as const satisfies readonly {
  papel: string;
  email: string;
  principal: readonly Passo[];
  configuracoes: readonly Passo[];
  cadastros: readonly Passo[];
  paginasEscola: readonly Passo[];
  paginasTurma: readonly Passo[];
}[];

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

// One journey per role walks up to 35 pages (the administrador's), each awaited on its heading.
test.describe.configure({ timeout: 90_000 });

for (const caso of CASOS) {
  test(`${caso.papel} chega a cada página do seu menu só clicando, a partir do dashboard`, async ({ page }) => {
    await signIn(page, caso.email);
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
    await expect(paginasEscola.getByRole('link')).toHaveText(caso.paginasEscola.map(([link]) => link));
    for (const [link, titulo] of caso.paginasEscola)
      await abrir(page, paginasEscola.getByRole('link', { name: link, exact: true }), titulo);
    // The overview (when the role has it) is current only on itself, not on the school pages below it.
    if (caso.paginasEscola.some(([link]) => link === 'Visão Geral')) {
      await expect(paginasEscola.getByRole('link', { name: 'Visão Geral' })).not.toHaveAttribute('aria-current', 'page');
    }

    await expandir(gestao.getByRole('list', { name: `Turmas de ${ESCOLA_PRINCIPAL}` }).getByRole('button', { name: '6º Ano A' }));
    const paginasTurma = gestao.getByRole('list', { name: 'Páginas da turma 6º Ano A' });
    for (const [link, titulo] of caso.paginasTurma)
      await abrir(page, paginasTurma.getByRole('link', { name: link, exact: true }), titulo);

    // Only who may assign teachers is offered to, on the class pages.
    const atribuir = main.getByRole('link', { name: 'Atribuir professores — 6º Ano A' });
    if (caso.papel === 'professor' || caso.papel === 'aluno') await expect(atribuir).toHaveCount(0);
    else await expect(atribuir).toBeVisible();
  });
}

test('cada cartão de /escolas abre a visão geral da escola, com seus números e páginas', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresa);
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
  await signIn(page, ACCOUNTS.gestor);
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
