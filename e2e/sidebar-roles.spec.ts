import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, ESCOLA_PRINCIPAL } from './support/accounts';
import { sidebar, signIn } from './support/session';

/**
 * The sidebar of each role, written out by hand from the product's tables (not derived from domain/, so a change to
 * the matrix or the navigation that breaks the spec fails here).
 */
const TODAS_PAGINAS_TURMA = [
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
];
/** The network-wide links of 'Gestão Escolar', only for what the main menu does not already list (one entry each). */
const CADASTROS = ['Escolas', 'Cadastrar Turma', 'Componentes Curriculares'];
/** Each school lists, above its classes, its pages the role may read. */
const TODAS_PAGINAS_ESCOLA = ['Visão Geral', 'Alunos', 'Turmas e Disciplinas', 'Notas', 'Frequência', 'Objetos de Conhecimento'];

const CASOS = [
  {
    papel: 'administrador',
    email: ACCOUNTS.administrador,
    principal: [
      'Dashboard',
      'Usuários',
      'Empresas',
      'Escolas',
      'Cadastrar Turma',
      'Componentes Curriculares',
      'Frequência',
      'BNCC',
      'Relatórios',
      'Privacidade (LGPD)',
      'Permissões',
    ],
    configuracoes: ['Meu Perfil', 'Notificações', 'Sistema', 'Customizar Home', 'Backup'],
    cadastros: [],
    escolas: null,
  },
  {
    papel: 'empresa',
    email: ACCOUNTS.empresa,
    principal: [
      'Dashboard',
      'Usuários',
      'Escolas',
      'Cadastrar Turma',
      'Componentes Curriculares',
      'Frequência',
      'Relatórios',
      'Privacidade (LGPD)',
    ],
    configuracoes: ['Meu Perfil', 'Notificações'],
    cadastros: [],
    escolas: [ESCOLA_PRINCIPAL, 'EMEF Tiradentes', 'EMEI Pequeno Príncipe'],
  },
  {
    papel: 'gestor',
    email: ACCOUNTS.gestor,
    principal: [
      'Dashboard',
      'Usuários',
      'Cadastrar Turma',
      'Componentes Curriculares',
      'Frequência',
      'BNCC',
      'Relatórios',
      'Privacidade (LGPD)',
    ],
    configuracoes: ['Meu Perfil', 'Notificações'],
    cadastros: ['Escolas'],
    escolas: [ESCOLA_PRINCIPAL],
    turmas: ['6º Ano A', '6º Ano B', '7º Ano A', '7º Ano B', '8º Ano A', '9º Ano A'],
    paginasEscola: TODAS_PAGINAS_ESCOLA,
    paginasTurma: TODAS_PAGINAS_TURMA,
  },
  {
    papel: 'professor',
    email: ACCOUNTS.professor,
    principal: ['Dashboard', 'Frequência', 'BNCC', 'Relatórios'],
    configuracoes: ['Meu Perfil', 'Notificações'],
    cadastros: CADASTROS,
    escolas: [ESCOLA_PRINCIPAL],
    turmas: ['6º Ano A', '6º Ano B'],
    paginasEscola: TODAS_PAGINAS_ESCOLA,
    paginasTurma: TODAS_PAGINAS_TURMA,
  },
  {
    papel: 'aluno',
    email: ACCOUNTS.aluno,
    principal: ['Dashboard', 'Frequência', 'BNCC'],
    configuracoes: ['Meu Perfil', 'Notificações'],
    cadastros: [],
    escolas: [ESCOLA_PRINCIPAL],
    turmas: ['6º Ano A'],
    paginasEscola: ['Notas', 'Frequência'],
    paginasTurma: ['Notas', 'Frequência'],
  },
] as const;

async function openSettingsGroup(page: Page) {
  const trigger = sidebar(page).getByRole('button', { name: 'Configurações', exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

for (const caso of CASOS) {
  test(`${caso.papel} vê exatamente os itens do menu lateral do seu papel`, async ({ page }) => {
    await signIn(page, caso.email);
    const menu = sidebar(page);

    await expect(menu.getByRole('list', { name: 'Menu principal', exact: true }).getByRole('link')).toHaveText([
      ...caso.principal,
    ]);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await openSettingsGroup(page);
    await expect(menu.getByRole('list', { name: 'Configurações', exact: true }).getByRole('link')).toHaveText([
      ...caso.configuracoes,
    ]);

    const gestao = menu.getByRole('navigation', { name: 'Gestão Escolar' });
    await expect(gestao.getByRole('list', { name: 'Cadastros da rede' }).getByRole('link')).toHaveText([...caso.cadastros]);

    const escolas = gestao.getByRole('list', { name: 'Escolas', exact: true });
    if (caso.escolas) {
      await expect(escolas.getByRole('button')).toHaveText([...caso.escolas]);
    } else {
      await expect(escolas.getByRole('button', { name: ESCOLA_PRINCIPAL })).toBeVisible();
    }

    if ('turmas' in caso) {
      const escola = escolas.getByRole('button', { name: ESCOLA_PRINCIPAL });
      await escola.click();
      await expect(escola).toHaveAttribute('aria-expanded', 'true');
      await expect(gestao.getByRole('list', { name: `Páginas da escola ${ESCOLA_PRINCIPAL}` }).getByRole('link')).toHaveText([
        ...caso.paginasEscola,
      ]);
      const turmas = gestao.getByRole('list', { name: `Turmas de ${ESCOLA_PRINCIPAL}` });
      await expect(turmas.getByRole('button')).toHaveText([...caso.turmas]);

      const turma = turmas.getByRole('button', { name: '6º Ano A' });
      await turma.click();
      await expect(turma).toHaveAttribute('aria-expanded', 'true');
      const paginas = gestao.getByRole('list', { name: 'Páginas da turma 6º Ano A' }).getByRole('link');
      await expect(paginas).toHaveText([...caso.paginasTurma]);

      await paginas.filter({ hasText: 'Notas' }).click();
      await expect(page).toHaveURL(/\/escola\/[0-9a-f-]{36}\/turma\/[0-9a-f-]{36}\/notas$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
      await expect(paginas.filter({ hasText: 'Notas' })).toHaveAttribute('aria-current', 'page');
    }
  });
}
