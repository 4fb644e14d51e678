import { type Page, expect } from '@playwright/test';

/**
 * Every control a finger may tap in the header, the side menu and the page is at least 44 px tall
 * (a phone's tap target). Lists those that are not, by name and height, so a failure says which.
 */
export async function alvosDe44px(page: Page) {
  const pequenos = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        ':is(header, aside, main) :is(a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"])',
      ),
    ]
      .filter((e) => e.checkVisibility({ visibilityProperty: true }))
      .map((e) => ({ e, altura: e.getBoundingClientRect().height }))
      .filter(({ altura }) => altura > 0 && altura < 44)
      .map(({ e, altura }) => `${e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 30)}: ${Math.round(altura)} px`),
  );
  expect(pequenos, 'alvos de toque com menos de 44 px').toEqual([]);
}

/** The page is no wider than the screen: nothing makes it scroll sideways. */
export async function semRolagemLateral(page: Page) {
  const { largura, janela } = await page.evaluate(() => ({
    largura: document.documentElement.scrollWidth,
    janela: window.innerWidth,
  }));
  expect(largura, 'a página rola para o lado').toBeLessThanOrEqual(janela);
}
