import { type BrowserContext, type ConsoleMessage, type Page, test as base, expect } from '@playwright/test';

/**
 * Chromium reports each blocked script, style, image or frame in the console naming the policy: an error
 * for what was blocked, a warning or a plain message for a probe the page caught (zod's `new Function`).
 */
const VIOLACAO_CSP = /Content[- ]Security[- ]Policy/i;

/**
 * Playwright's test with two additions: any uncaught error in the page fails the test, so a
 * screen that "works" while throwing in the console does not pass; and so does anything the
 * Content-Security-Policy blocked or reported (an inline script or style, a foreign origin, an eval
 * probe), in the test's page and in any context or page the test opens itself: no page of any test
 * may break the policy.
 */
export const test = base.extend<{ failOnPageError: void; failOnCspViolation: void }>({
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'erros não tratados na página').toEqual([]);
    },
    { auto: true },
  ],
  failOnCspViolation: [
    async ({ context, browser }, use) => {
      const violacoes: string[] = [];
      const anotar = (msg: ConsoleMessage) => {
        if (VIOLACAO_CSP.test(msg.text())) violacoes.push(`${msg.location().url}: ${msg.text()}`);
      };
      // A violation the page's code caught (zod probing `new Function`) logs nothing in the console: the
      // document's securitypolicyviolation event, on every page of the context, still says it.
      // Once per context: browser.newPage opens its context through browser.newContext, wrapped below too.
      const ouvidos = new WeakSet<BrowserContext>();
      const ouvirEventos = async (contexto: BrowserContext) => {
        if (ouvidos.has(contexto)) return;
        ouvidos.add(contexto);
        await contexto.exposeBinding('__gestaoViolacaoCsp', (_fonte, texto: string) => violacoes.push(texto));
        await contexto.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (e) =>
            (window as unknown as { __gestaoViolacaoCsp: (t: string) => void }).__gestaoViolacaoCsp(
              `${e.violatedDirective} ${e.blockedURI} em ${e.sourceFile}:${e.lineNumber}`,
            ),
          ),
        );
      };
      const vigiar = <T extends BrowserContext | Page>(alvo: T): T => alvo.on('console', anotar) as T;
      vigiar(context);
      await ouvirEventos(context);
      // Contexts and pages the test opens itself (a second user, a fresh visitor) are watched too.
      const { newContext, newPage } = browser;
      browser.newContext = async (...args) => {
        const novo = vigiar(await newContext.apply(browser, args));
        await ouvirEventos(novo);
        return novo;
      };
      browser.newPage = async (...args) => {
        const nova = vigiar(await newPage.apply(browser, args));
        await ouvirEventos(nova.context());
        return nova;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      expect(violacoes, 'violações da Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
