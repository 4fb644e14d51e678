import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with one addition: any uncaught error in the page fails the test, so a
 * screen that "works" while throwing in the console does not pass.
 */
export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'erros não tratados na página').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
