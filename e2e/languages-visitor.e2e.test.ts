import { headingDoc, type PageDocument } from '@atelier/domain';
import { publishSite } from '@atelier/server/modules/pages/site-publish.service';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * The demo site in English and French (German hidden while it is written), its About page and
 * header translated, set up through storage as the languages settings would leave it.
 */
async function speakFrench(server: RunningServer): Promise<void> {
  const { db } = server.app;
  const site = await db
    .selectFrom('websites')
    .select('id')
    .where('identifier', '=', 'demo')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  for (const [tag, published, position] of [
    ['fr', 1, 0],
    ['de', 0, 1],
  ] as const) {
    await db
      .insertInto('site_languages')
      .values({ website_id: site.id, tag, published, position, created_at: now })
      .onConflict((oc) => oc.columns(['website_id', 'tag']).doUpdateSet({ published, position }))
      .execute();
  }
  await db
    .updateTable('websites')
    .set({ translations: JSON.stringify({ fr: { 'header.title': { text: 'Atelier de la rivière' } } }) })
    .where('id', '=', site.id)
    .execute();
  const about = await db
    .selectFrom('collections')
    .select(['id', 'draft_document', 'draft_revision'])
    .where('website_id', '=', site.id)
    .where('slug', '=', 'about')
    .executeTakeFirstOrThrow();
  const document = JSON.parse(about.draft_document) as PageDocument;
  const heading = document.sections.flatMap((s) => s.blocks).find((b) => b.type === 2)!;
  document.translations = {
    fr: {
      '@title': { text: 'À propos' },
      '@slug': { text: 'a-propos' },
      [`${heading.id}.doc`]: { text: JSON.stringify(headingDoc('Qui sommes-nous')) },
    },
  };
  await db
    .updateTable('collections')
    .set({ draft_document: JSON.stringify(document), draft_revision: about.draft_revision + 1 })
    .where('id', '=', about.id)
    .execute();
  await publishSite(db, site.id, null);
  server.app.sites.invalidate(site.id);
}

describe('a visitor of a site in two languages, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    base = server.siteUrl('demo');
    await speakFrench(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('suggests the browser’s language once, and switches language from the header on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${base}/about`);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^en/);

    // A French browser on the English page: a notice offers the same page in French, and stays put.
    const notice = page.locator('[data-language-suggestion]');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('Français');
    expect(new URL(page.url()).pathname).toBe('/about');
    await notice.getByRole('link').click();
    await page.waitForURL(`${base}/fr/a-propos`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('heading', { name: 'Qui sommes-nous' }).count()).toBe(1);
    expect(await page.locator('header').textContent()).toContain('Atelier de la rivière');
    expect(await page.title()).toContain('À propos');

    // The switcher fits the phone's width, opens without a script of its own, marks French.
    const switcher = page.getByRole('navigation', { name: 'Langue' });
    await switcher.locator('summary').click();
    const english = switcher.getByRole('link', { name: /English/ });
    await expect.poll(() => english.isVisible()).toBe(true);
    for (const box of [await switcher.boundingBox(), await english.boundingBox()]) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await switcher.locator('a[aria-current="true"]').getAttribute('hreflang')).toBe('fr');
    await english.click();
    await page.waitForURL(`${base}/about`);
    // The visitor chose: no suggestion any more, on this page or another.
    await page.waitForLoadState('networkidle');
    expect(await notice.count()).toBe(0);
    await page.goto(`${base}/`);
    await page.waitForLoadState('networkidle');
    expect(await notice.count()).toBe(0);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the French pages, their alternates, and 404 for a hidden language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${base}/fr/a-propos`);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(alternates).toContainEqual(['fr', `${base}/fr/a-propos`]);
    expect(alternates).toContainEqual(['x-default', `${base}/about`]);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${base}/fr/a-propos`);
    await page.getByRole('navigation', { name: 'Langue' }).locator('summary').click();
    await page
      .getByRole('navigation', { name: 'Langue' })
      .getByRole('link', { name: /English/ })
      .click();
    await page.waitForURL(`${base}/about`);
    const hidden = await page.goto(`${base}/de/about`);
    expect(hidden?.status()).toBe(404);
    await context.close();
  });
});
