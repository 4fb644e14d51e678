import { type BrowserContext, type ConsoleMessage, type Page, test as base, expect } from '@playwright/test';

/** Chromium reports each blocked script, style, image or frame as a console error naming the policy. */
const VIOLACAO_CSP = /Content[- ]Security[- ]Policy/i;

/**
 * Playwright's test with two additions: any uncaught error in the page fails the test, so a
 * screen that "works" while throwing in the console does not pass; and so does anything the
 * Content-Security-Policy blocked (an inline script or style, a foreign origin), in the test's
 * page and in any context or page the test opens itself.
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
        if (msg.type() === 'error' && VIOLACAO_CSP.test(msg.text())) violacoes.push(`${msg.location().url}: ${msg.text()}`);
      };
      const vigiar = <T extends BrowserContext | Page>(alvo: T): T => alvo.on('console', anotar) as T;
      vigiar(context);
      // Contexts and pages the test opens itself (a second user, a fresh visitor) are watched too.
      const { newContext, newPage } = browser;
      browser.newContext = async (...args) => vigiar(await newContext.apply(browser, args));
      browser.newPage = async (...args) => vigiar(await newPage.apply(browser, args));
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
