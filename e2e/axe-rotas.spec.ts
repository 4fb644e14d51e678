import axe from 'axe-core';
import type { Page } from '@playwright/test';
import {
  NAV_CONFIGURACOES,
  NAV_PRINCIPAL,
  PAGINAS_ESCOLA,
  PAGINAS_TURMA,
  cadastrosDaRede,
  caminhoEscola,
  canSee,
  pageTitle,
} from '../domain/navigation';
import { permissoesPadrao } from '../domain/permissions';
import type { TipoUsuario } from '../domain/roles';
import { ACCOUNTS } from './support/accounts';
import { turma6A } from './support/escola-demo';
import { signIn } from './support/session';
import { expect, test } from './support/test';

/**
 * Every page of each role's menu (domain/navigation.ts, with the role's default grants), for every role
 * that has it, in the light and the dark theme, with no serious or critical axe finding: the same page
 * shows other buttons, columns and forms to each role. The CI's time is short, so per role: one sign-in
 * and two browser pages that split the role's pages between them; each page opened as a link click
 * opens it (no reload); axe put in the page once and run there (AxeBuilder injects it again and opens a
 * blank page for every scan: twice as long); the theme switched once per page (light then dark, and on
 * the next page dark then light), as the app does it (the .dark class on <html>, all the dark theme is).
 */

function rotasDoPapel(tipo: TipoUsuario, escolaId: string, turmaId: string): string[] {
  const grants = permissoesPadrao(tipo);
  const ve = (item: Parameters<typeof canSee>[0]) => canSee(item, tipo, grants);
  return [
    ...NAV_PRINCIPAL.filter(ve).map((i) => i.path),
    ...NAV_CONFIGURACOES.filter(ve).map((i) => i.path),
    ...cadastrosDaRede(tipo, grants).map((i) => i.path),
    ...PAGINAS_ESCOLA.filter(ve).map((p) => caminhoEscola(escolaId, p.page)),
    ...PAGINAS_TURMA.filter(ve).map((p) => `${caminhoEscola(escolaId)}/turma/${turmaId}/${p.page}`),
  ];
}

/**
 * Opens a page as a click on a link does (the router follows the address, no reload): the app, the
 * session, the shell and axe are not loaded again for each of the ~30 pages of a role. Waited for in
 * the page, in one go: the header names the new page (the router keeps the previous page on screen
 * while the next one's code loads, and the header changes with <main>, not with the address), the
 * title of <main> is shown, nothing is 'Carregando...' and no animation runs (a panel opening).
 */
async function abrir(page: Page, rota: string) {
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
 * first, then the other (one switch per page). The shell is scanned with the dashboard.
 */
async function varrer(page: Page, rotas: string[]) {
  await page.evaluate(axe.source);
  const encontrados: Record<string, unknown> = {};
  let escuro = false;
  for (const rota of rotas) {
    await abrir(page, rota);
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

const PAPEIS: TipoUsuario[] = ['aluno', 'professor', 'gestor', 'empresa', 'administrador'];

// The administrador's 31 pages took 45–70 s on a two-core machine busy with other work.
test.describe.configure({ timeout: 120_000 });

for (const tipo of PAPEIS) {
  test(`${tipo}: cada página do menu sem violação grave de acessibilidade, no tema claro e no escuro`, async ({ page }) => {
    await signIn(page, ACCOUNTS[tipo]);
    const { escolaId, turmaId } = await turma6A(page);
    // Two pages of the same session scan half the role's pages each, at the same time: axe's work is
    // in each page's own process, so the two cores of the CI share it. Errors in the second page fail
    // the test as those of the first do (e2e/support/test.ts).
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
  });
}
