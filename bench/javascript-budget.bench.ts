import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startChild } from './load';

/** The lightest demo page while the cookie banner shows, and once the visitor has declined. */
const BANNER_BUDGET_BYTES = 6 * 1024;
const CHOSEN_BUDGET_BYTES = 3 * 1024;
/** The contact page: boot code, the form's behaviour and the banner (the captcha loads on first input). */
const FORM_PAGE_BUDGET_BYTES = 20 * 1024;
const LIGHTEST_PATH = '/about';
/** The same page in French, as a French browser gets it: the budgets hold in every language. */
const FRENCH_PATH = '/fr/a-propos';

/** Loads a page and sums the JavaScript it fetched, each file gzipped as the server sends it. */
async function scriptBytes(
  page: Page,
  url: string,
): Promise<{ gzip: number; files: number; react: boolean }> {
  const scripts: { gzip: number; react: boolean }[] = [];
  const listener = async (response: import('playwright-core').Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body();
    scripts.push({
      gzip: gzipSync(body, { level: 9 }).length,
      react: /react\.production|__REACT_DEVTOOLS|react-dom/.test(body.toString('utf8')),
    });
  };
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', listener);
  return {
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    files: scripts.length,
    react: scripts.some((script) => script.react),
  };
}

/**
 * The JavaScript demo pages really load in Chromium, gzip-compressed: the lightest page with the
 * cookie banner showing and after Decline, and the contact form's page. No page of text ships React.
 */
export async function benchJavaScriptBudget(): Promise<{ ok: boolean }> {
  const app = await startChild('serve-app.ts');
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const base = `http://demo.localhost:${app.port}`;
    const form = await scriptBytes(page, `${base}/contact`);
    await context.clearCookies();
    const banner = await scriptBytes(page, `${base}${LIGHTEST_PATH}`);
    await page.getByRole('button', { name: 'Decline' }).click();
    const chosen = await scriptBytes(page, `${base}${LIGHTEST_PATH}`);
    const frenchContext = await browser.newContext({ locale: 'fr-FR' });
    const frenchPage = await frenchContext.newPage();
    const frenchBanner = await scriptBytes(frenchPage, `${base}${FRENCH_PATH}`);
    await frenchPage.getByRole('button', { name: 'Refuser' }).click();
    const frenchChosen = await scriptBytes(frenchPage, `${base}${FRENCH_PATH}`);
    const rows: [string, { gzip: number; files: number; react: boolean }, number][] = [
      [`${LIGHTEST_PATH}, cookie banner showing`, banner, BANNER_BUDGET_BYTES],
      [`${LIGHTEST_PATH}, after Decline`, chosen, CHOSEN_BUDGET_BYTES],
      [`${FRENCH_PATH} (French browser), cookie banner showing`, frenchBanner, BANNER_BUDGET_BYTES],
      [`${FRENCH_PATH} (French browser), after Refuser`, frenchChosen, CHOSEN_BUDGET_BYTES],
      ['/contact (form), first visit', form, FORM_PAGE_BUDGET_BYTES],
    ];
    let ok = true;
    for (const [label, measured, budget] of rows) {
      const within = measured.gzip <= budget && !measured.react;
      ok &&= within;
      console.log(
        `JavaScript ${label}: ${measured.gzip} B gzip in ${measured.files} files, React: ${measured.react ? 'yes' : 'no'} (goal ≤ ${budget} B, no React) ${within ? 'OK' : 'OVER BUDGET'}`,
      );
    }
    return { ok };
  } finally {
    await browser.close();
    app.process.disconnect();
  }
}
