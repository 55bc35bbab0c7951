import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import {
  bannerButton,
  bannerOf,
  bannerSettings,
  CHOICE_COOKIE,
  CONSENT_PATH,
  consentLog,
  cookiesByName,
  freshVisitor,
  pageRevision,
  pathOf,
  RESTRICTIVE_COOKIES,
  recordContextRequests,
  slow,
  trackingCookiesOf,
  trackingStorageFlags,
  trackingUrls,
  visit,
} from './support/consent';
import { useDemoSite } from './support/demo-suite';
import { signInOwner } from './support/owner';

/** A value for each cookie of the restrictive policy, as an earlier visit might have left them. */
const LEFT_BEHIND: Record<string, string> = {
  ss_cvr: 'a1b2c3|1700000000000|1700000000000|1700000000000|1',
  ss_cvt: '1700000000000',
};

describe('a first visit to the demo site under the restrictive policy', () => {
  const demo = useDemoSite();

  it('is seeded with the banner on, accept or decline, and the restrictive policy', async () => {
    const { context } = await freshVisitor(demo.browser);
    const owner = await signInOwner(context, demo.server, demo.base);
    expect(await bannerSettings(owner)).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isAnalyticsCookiesDisabled: true,
    });
    await context.close();
  });

  it('shows the banner and neither sets a tracking cookie nor sends a tracking call before a choice', async () => {
    const { context, page } = await freshVisitor(demo.browser);
    const requests = recordContextRequests(context);
    for (const path of ['/', '/about', '/contact']) {
      await visit(page, `${demo.base}${path}`);
      await expect.poll(() => bannerOf(page).isVisible(), slow).toBe(true);
      expect(await trackingCookiesOf(context, demo.base), path).toEqual([]);
      expect(await trackingStorageFlags(page), path).toEqual([null, null]);
    }
    // The seed leaves the text empty, so the default of spec 000 §5 shows.
    expect((await bannerOf(page).textContent())?.trim()).toContain(
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    );
    expect(await bannerButton(page, 'Accept').isVisible()).toBe(true);
    // Refusing is as plain as accepting: both are buttons that say what they do.
    expect(await bannerButton(page, 'Accept').innerText()).toBe('Accept');
    expect(await bannerButton(page, 'Decline').innerText()).toBe('Decline');
    await screenshot(page, 'consent-first-visit');
    expect(trackingUrls(requests)).toEqual([]);
    // Nothing was chosen, so nothing was recorded either.
    expect(requests.filter((request) => pathOf(request) === CONSENT_PATH)).toEqual([]);
    expect((await cookiesByName(context, demo.base)).has(CHOICE_COOKIE)).toBe(false);
    await context.close();
  });

  it('clears the restrictive policy cookies, and after a decline tracks nothing over 20 page views', async () => {
    const { context, page } = await freshVisitor(demo.browser);
    const leftBehind = () =>
      context.addCookies(
        RESTRICTIVE_COOKIES.map((name) => ({ name, value: LEFT_BEHIND[name] ?? 'x1', url: demo.base })),
      );
    await leftBehind();
    expect((await trackingCookiesOf(context, demo.base)).sort()).toEqual([...RESTRICTIVE_COOKIES].sort());
    const requests = recordContextRequests(context);

    await visit(page, `${demo.base}/`);
    await expect.poll(() => bannerOf(page).isVisible(), slow).toBe(true);
    // Before any choice the policy already forbids them.
    expect(await trackingCookiesOf(context, demo.base)).toEqual([]);

    // Set again while the banner shows (another script on the page, say): the decline clears them.
    await leftBehind();
    const revision = await pageRevision(page);
    const recorded = page.waitForResponse((response) => pathOf(response) === CONSENT_PATH);
    await bannerButton(page, 'Decline').click();
    await expect.poll(() => bannerOf(page).count(), slow).toBe(0);
    expect((await recorded).status()).toBeLessThan(300);
    await expect.poll(() => trackingCookiesOf(context, demo.base), slow).toEqual([]);
    const choice = (await cookiesByName(context, demo.base)).get(CHOICE_COOKIE);
    expect(choice?.value).toBe('false');

    const paths = ['/', '/about', '/contact'];
    for (let view = 1; view <= 20; view++) {
      const path = paths[view % paths.length];
      await visit(page, `${demo.base}${path}?view=${view}`);
      expect(await bannerOf(page).count(), `view ${view}`).toBe(0);
      expect(await trackingCookiesOf(context, demo.base), `view ${view}`).toEqual([]);
      expect(await trackingStorageFlags(page), `view ${view}`).toEqual([null, null]);
    }
    expect(trackingUrls(requests)).toEqual([]);
    const consents = requests.filter((request: Request) => pathOf(request) === CONSENT_PATH);
    expect(consents.map((request) => request.postDataJSON())).toEqual([
      { choice: 'declined', bannerVersion: 2, revision, method: 'decline-button' },
    ]);

    const owner = await signInOwner(context, demo.server, demo.base);
    const log = await consentLog(owner);
    expect(log.entries).toContainEqual(
      expect.objectContaining({ choice: 'declined', method: 'decline-button', bannerVersion: 2, revision }),
    );
    await context.close();
  });

  it('asks for the banner’s code while the boot module is still on its way, and for none of it after a choice', async () => {
    const { context, page } = await freshVisitor(demo.browser);
    const isBannerCode = (url: string) => new URL(url).pathname.includes('/cookie-banner-');
    // The boot module is held back until the banner's chunk has been asked for: only the page's own
    // inline preloader (admitted by its hash) can ask for it then, since the boot module's import of
    // it cannot run before the boot module has arrived. Without the preloader this wait never ends.
    let releaseBoot!: () => void;
    const bootHeld = new Promise<void>((resolve) => {
      releaseBoot = resolve;
    });
    await page.route(/\/assets\/site\/boot-[^/]+\.js$/, async (route) => {
      await bootHeld;
      await route.continue();
    });
    const bannerAskedFor = page.waitForRequest((request) => isBannerCode(request.url()));
    const visited = visit(page, `${demo.base}/contact`);
    await bannerAskedFor;
    releaseBoot();
    await visited;
    await expect.poll(() => bannerOf(page).isVisible(), slow).toBe(true);
    await page.unroute(/\/assets\/site\/boot-[^/]+\.js$/);

    // From the page itself, so a copy from the browser's cache counts as much as a download.
    const bannerCode = () =>
      page.evaluate(() => ({
        preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
          .map((link) => new URL(link.href).pathname)
          .filter((path) => path.includes('/cookie-banner-')),
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.includes('/cookie-banner-')),
      }));
    expect((await bannerCode()).preloads).toHaveLength(1);

    await bannerButton(page, 'Decline').click();
    await expect.poll(() => bannerOf(page).count(), slow).toBe(0);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isBannerCode(request.url())) asked.push(request.url());
    });
    for (const path of ['/contact', '/about']) {
      await visit(page, `${demo.base}${path}`);
      expect(await bannerOf(page).count(), path).toBe(0);
      expect(await bannerCode(), path).toEqual({ preloads: [], fetched: [] });
    }
    expect(asked).toEqual([]);
    await context.close();
  });

  it('shows no banner in screenshot mode, and ignores the events that would force it there', async () => {
    const { context, page } = await freshVisitor(demo.browser);
    await visit(page, `${demo.base}/?sqsscreenshot=true`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to Riverside Studio');
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('atelier:cookie-banner:force', { detail: { settings: {} } })),
    );
    await page.waitForLoadState('networkidle');
    expect(await bannerOf(page).count()).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains('atelier-cookie-banner-forced'))).toBe(
      false,
    );
    await screenshot(page, 'consent-screenshot-mode');

    // The same visitor without the flag is asked.
    await visit(page, `${demo.base}/`);
    await expect.poll(() => bannerOf(page).isVisible(), slow).toBe(true);
    await context.close();
  });
});
