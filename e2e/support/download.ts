import fs from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';

/** Clicks a button that downloads a file and returns the download (its suggested name) and the file's bytes. */
export async function baixar(page: Page, botao: Locator): Promise<{ download: Download; dados: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), botao.click()]);
  return { download, dados: await fs.readFile(await download.path()) };
}
