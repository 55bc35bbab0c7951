import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, runtimeStarted, screenshot, watchPage } from './support/browser';
import { useDemoSite } from './support/demo-suite';
import { api, signInOwner } from './support/owner';
import type { RunningServer } from './support/server';

/** Page loads and the editor's first render can be slow on a busy machine. */
const slow = { timeout: 30_000 };

/** A context whose page clock stands still once paused: the logout dialog hides itself after 2 s otherwise. */
async function contextWithClock(browser: Browser): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.clock.install();
  return context;
}

/** Stops the page's timers (they stay stopped across navigations), one minute ahead of its clock. */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}

/** Records whether the runtime acted on the next keydown: it calls preventDefault when it does. */
async function recordKeyHandling(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.addEventListener('keydown', (event) => {
      document.body.dataset.lastKeyHandled = String(event.defaultPrevented);
    });
  });
}
const lastKeyHandled = (page: Page) => page.evaluate(() => document.body.dataset.lastKeyHandled);

async function signedInAccount(page: Page): Promise<unknown> {
  return ((await api(page, 'GET', '/api/auth/session')).json as { account: unknown }).account;
}

/** Makes every delete from `sessions` fail, so POST /api/auth/Logout answers 500. */
async function breakSessionDeletes(server: RunningServer): Promise<() => Promise<void>> {
  const { db, engine } = server.database;
  if (engine === 'sqlite') {
    await sql`CREATE TRIGGER fail_logout BEFORE DELETE ON sessions BEGIN SELECT RAISE(ABORT, 'forced failure'); END`.execute(
      db,
    );
    return async () => {
      await sql`DROP TRIGGER fail_logout`.execute(db);
    };
  }
  await sql`CREATE FUNCTION fail_logout() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$`.execute(
    db,
  );
  await sql`CREATE TRIGGER fail_logout BEFORE DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION fail_logout()`.execute(
    db,
  );
  return async () => {
    await sql`DROP TRIGGER fail_logout ON sessions`.execute(db);
    await sql`DROP FUNCTION fail_logout()`.execute(db);
  };
}

describe('the visitor runtime on the demo site', () => {
  const demo = useDemoSite();

  it('sends a signed-in owner to the editor, keeps them on the site with noredirect, and Escape opens the editor on the page in view', async () => {
    const context = await newContext(demo.browser);
    const page = await signInOwner(context, demo.server, demo.base);
    const watch = watchPage(page);

    // The site root sends a signed-in owner straight to the editor, showing that page in its frame.
    await page.goto(`${demo.base}/`);
    await page.waitForURL(`${demo.base}/config/?frameUrl=%2F`);
    await expect.poll(() => page.getByRole('main', { name: 'Site preview' }).count(), slow).toBe(1);
    const cookies = await context.cookies(demo.base);
    expect(cookies.find((cookie) => cookie.name === 'atelier_preview_expanded')).toMatchObject({
      value: 'true',
      expires: -1,
    });

    // ?noredirect keeps the owner on the public pages for the rest of the tab's session.
    await page.goto(`${demo.base}/?noredirect`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow)
      .toBe('Welcome to Riverside Studio');
    await page.goto(`${demo.base}/about?ref=news`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('About us');
    expect(page.url()).toBe(`${demo.base}/about?ref=news`);

    // Escape: the editor, with the page in view (path and query) as its frameUrl.
    await runtimeStarted(page);
    await page.keyboard.press('Escape');
    await page.waitForURL(`${demo.base}/config/?frameUrl=%2Fabout%3Fref%3Dnews`);
    await expect.poll(() => page.getByRole('main', { name: 'Site preview' }).count(), slow).toBe(1);
    await expect
      .poll(
        () => page.getByTitle('Site preview').contentFrame().getByRole('heading', { level: 1 }).textContent(),
        slow,
      )
      .toBe('About us');
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('logs the owner out with Shift+Escape and says so in a dialog that Escape closes', async () => {
    const context = await contextWithClock(demo.browser);
    const page = await signInOwner(context, demo.server, demo.base);
    await page.goto(`${demo.base}/about?noredirect`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('About us');
    const watch = watchPage(page);
    await pauseClock(page);
    // Survives the navigation: the tab's session storage is kept per origin.
    await page.evaluate(() =>
      window.addEventListener('atelier:logout', () => sessionStorage.setItem('heard-logout', 'yes')),
    );

    const logoutCall = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/auth/Logout' && response.request().method() === 'POST',
    );
    const landing = page.waitForRequest((request) => request.isNavigationRequest());
    await runtimeStarted(page);
    await page.keyboard.press('Shift+Escape');
    expect((await logoutCall).status()).toBe(200);
    expect((await landing).url()).toBe(`${demo.base}/?logout=true`);
    await page.waitForLoadState('load');

    const dialog = page.getByRole('dialog', { name: 'Logout Successful' });
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    expect(await dialog.getByText('You have been successfully logged out.').isVisible()).toBe(true);
    // The flag is spent: a reload or a shared link must not say it again.
    expect(page.url()).toBe(`${demo.base}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('heard-logout'))).toBe('yes');
    // The session ended on the server, not only in this tab.
    expect(await signedInAccount(page)).toBeNull();
    await screenshot(page, 'runtime-logout-dialog');

    const shown = await dialog.elementHandle();
    await page.keyboard.press('Escape');
    // Removed from this very document: the page did not move on, the dialog itself went away.
    expect(await shown!.evaluate((element) => element.isConnected)).toBe(false);
    expect(await dialog.count()).toBe(0);
    expect(page.url()).toBe(`${demo.base}/`);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('does nothing on Escape for a visitor until the owner turns on useEscapeKeyToLogin, then offers the sign-in', async () => {
    const owner = await newContext(demo.browser);
    const ownerPage = await signInOwner(owner, demo.server, demo.base);
    const visitor = await newContext(demo.browser);
    const page = await visitor.newPage();
    const logoutCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/Logout')) logoutCalls.push(request.url());
    });
    try {
      await page.goto(`${demo.base}/about`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('About us');
      await recordKeyHandling(page);
      await page.evaluate(() => {
        document.body.dataset.samePage = 'yes';
      });
      const navigations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) navigations.push(request.url());
      });
      await runtimeStarted(page);
      await page.keyboard.press('Escape');
      expect(await lastKeyHandled(page)).toBe('false');
      await page.keyboard.press('Shift+Escape');
      expect(await lastKeyHandled(page)).toBe('false');
      // A navigation would have been started inside the key handler, before this later request
      // from the same document reaches the server and answers.
      expect(await page.evaluate(async () => (await fetch('/robots.txt')).status)).toBe(200);
      expect(navigations).toEqual([]);
      expect(page.url()).toBe(`${demo.base}/about`);
      expect(await page.evaluate(() => document.body.dataset.samePage)).toBe('yes');
      expect(logoutCalls).toEqual([]);

      const changed = await api(ownerPage, 'PATCH', '/api/config/site', { useEscapeKeyToLogin: true });
      expect(changed.status).toBe(200);
      await page.goto(`${demo.base}/about`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('About us');
      await runtimeStarted(page);
      await page.keyboard.press('Escape');
      await page.waitForURL(`${demo.base}/config/?frameUrl=%2Fabout`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Sign in to edit this site' }).isVisible(), slow)
        .toBe(true);
      expect(await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').isVisible()).toBe(true);
      expect(logoutCalls).toEqual([]);
    } finally {
      await api(ownerPage, 'PATCH', '/api/config/site', { useEscapeKeyToLogin: false });
      await owner.close();
      await visitor.close();
    }
  });

  it('shows the system error overlay when logging out fails on the server, and lets the owner try again', async () => {
    const context = await newContext(demo.browser);
    const page = await signInOwner(context, demo.server, demo.base);
    await page.goto(`${demo.base}/about?noredirect`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('About us');
    const repair = await breakSessionDeletes(demo.server);
    const overlay = page.getByRole('alertdialog');
    try {
      const failed = page.waitForResponse((response) => response.url().includes('/api/auth/Logout'));
      await runtimeStarted(page);
      await page.keyboard.press('Shift+Escape');
      expect((await failed).status()).toBe(500);
      await expect.poll(() => overlay.isVisible(), slow).toBe(true);
      expect(await overlay.getAttribute('aria-modal')).toBe('true');
      // The server hides the failure's internals and flags its answer cleaned, so the overlay
      // shows the generic text of spec 000 §8 rather than the server's sentence.
      const named = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
      expect(await named.count()).toBe(1);
      expect(await overlay.getByText('Internal server error').count()).toBe(0);
      expect(await overlay.getByRole('button', { name: 'Reload Page' }).isVisible()).toBe(true);
      await screenshot(page, 'runtime-system-error');

      // Reload Page loads the page again; the owner is still signed in and still on it.
      await Promise.all([
        page.waitForEvent('load'),
        overlay.getByRole('button', { name: 'Reload Page' }).click(),
      ]);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('About us');
      expect(await overlay.count()).toBe(0);

      // Clear only closes the overlay: nothing happened, the session is still there.
      await runtimeStarted(page);
      await page.keyboard.press('Shift+Escape');
      await expect.poll(() => overlay.isVisible(), slow).toBe(true);
      await overlay.getByRole('button', { name: 'Clear' }).click();
      expect(await overlay.count()).toBe(0);
      expect(page.url()).toBe(`${demo.base}/about?noredirect`);
      expect(await signedInAccount(page)).toMatchObject({ email: demo.server.ownerEmail });
    } finally {
      await repair();
    }

    // With the server healthy again, the same keys log out.
    const landing = page.waitForRequest((request) => request.isNavigationRequest());
    await page.keyboard.press('Shift+Escape');
    expect((await landing).url()).toBe(`${demo.base}/?logout=true`);
    await expect.poll(() => page.getByRole('dialog', { name: 'Logout Successful' }).count(), slow).toBe(1);
    expect(await signedInAccount(page)).toBeNull();
    await context.close();
  });

  it('closes a dialog on an outside click only when the press and the release hit the same target', async () => {
    const context = await contextWithClock(demo.browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${demo.base}/`);
    await pauseClock(page);
    await page.goto(`${demo.base}/?logout=true`);
    const dialog = page.getByRole('dialog', { name: 'Logout Successful' });
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    const box = (await dialog.boundingBox())!;
    const inside = { x: box.x + 30, y: box.y + box.height / 2 };
    // The page heading: plain text well clear of the dialog, where a click does nothing else.
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.y).toBeGreaterThan(box.y + box.height);
    const outside = { x: heading.x + 20, y: heading.y + heading.height / 2 };

    // Pressed inside, released outside (a text selection): stays open.
    await page.mouse.move(inside.x, inside.y);
    await page.mouse.down();
    await page.mouse.move(outside.x, outside.y, { steps: 5 });
    await page.mouse.up();
    expect(await dialog.isVisible()).toBe(true);

    // Pressed outside, released inside: stays open.
    await page.mouse.down();
    await page.mouse.move(inside.x, inside.y, { steps: 5 });
    await page.mouse.up();
    expect(await dialog.isVisible()).toBe(true);

    // A click inside the dialog: stays open.
    await page.mouse.click(inside.x, inside.y);
    expect(await dialog.isVisible()).toBe(true);

    // Pressed and released outside: closes.
    await page.mouse.click(outside.x, outside.y);
    expect(await dialog.count()).toBe(0);
    expect(page.url()).toBe(`${demo.base}/`);

    // Left alone, the information dialog hides itself after 2000 ms (spec 001 §9).
    await page.goto(`${demo.base}/?logout=true`);
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    await page.clock.runFor(1_900);
    expect(await dialog.isVisible()).toBe(true);
    await page.clock.runFor(200);
    expect(await dialog.count()).toBe(0);
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});
