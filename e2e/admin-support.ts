import type { Page } from '@playwright/test';
export { seriousViolations } from './support/axe';

/** Helpers shared by the administration browser tests (e2e/admin-*.spec.ts). */

/** The data rows of the page's table (the header row has no cells). */
export function tableRows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

export function firstColumn(page: Page) {
  return page.getByRole('table').getByRole('row').locator('td:first-child');
}

/** The school cards of /escolas, by their headings. */
export function schoolCards(page: Page) {
  return page.getByRole('list', { name: 'Escolas cadastradas' }).getByRole('listitem');
}

export function cardTitles(page: Page) {
  return schoolCards(page).getByRole('heading');
}

/** A unique suffix per run, so names never clash with an earlier run's rows. */
export const STAMP = Date.now().toString(36);
