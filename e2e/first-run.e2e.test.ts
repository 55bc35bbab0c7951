import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { linkFromLog, type ServerProcess, startServerProcess } from './support/server';

/** Page loads and the editor's first render can be slow on a busy machine. */
const slow = { timeout: 30_000 };
const NO_MAIL = 'This server has no mail server set up yet (SMTP_URL), so no email was sent.';
const EMAIL = 'ada@first-run.test';
const PASSWORD = 'engines-of-analysis';
/** Cookies that identify or count a visitor; none may be set before the visitor chooses. */
const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'SS_ANALYTICS_ID', 'SS_SESSION_ID'];

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A new owner's first hour on a server started as `npm start` starts it, without SMTP_URL: the
 * platform home says no mail was sent and where the link is, the operator reads it from the log,
 * and after one sign-in on the platform home the owner's site editor opens by its address alone.
 * The new site asks visitors about cookies the way EU guidance wants.
 */
describe('first run on a server without mail', () => {
  let server: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('says at start that no mail is sent, beside the usual startup lines', () => {
    const output = server.output();
    for (const line of [
      'Atelier is running on SQLite',
      `  Platform home: ${server.appUrl}/`,
      `  Demo site:     ${server.siteUrl('demo')}/`,
      `  Editor:        ${server.siteUrl('demo')}/config/`,
      '  Demo owner:    owner@demo.atelier.test / atelier-demo-owner',
      'Warning: SMTP_URL is not set, so this server sends no mail',
    ])
      expect(output).toContain(line);
  });

  it('signs a new owner up with the link from the log, and opens the new site’s editor by its address', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(server.appUrl);
    await page.getByRole('button', { name: 'Create an account' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Display name').fill('Ada Lovelace');
    await signUp.getByLabel('Email').fill(EMAIL);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Sign up' }).click();

    // Not "Check your email": this server sends none, and the page says where the link went.
    const status = page.getByRole('status');
    await expect.poll(() => status.textContent(), slow).toContain(NO_MAIL);
    expect(await status.textContent()).toContain(
      `The confirmation link for ${EMAIL} is in the server's log: look for "sign-up confirmation link".`,
    );
    expect(await page.getByText('Check your email').count()).toBe(0);
    await screenshot(page, 'first-run-no-mail');

    // Whoever runs the server finds the link in its log and passes it on.
    const link = await linkFromLog(server, 'sign-up confirmation link', EMAIL);
    expect(link.startsWith(`${server.appUrl}/api/auth/verify?token=`)).toBe(true);
    await page.goto(link);
    await expect
      .poll(() => page.getByText('Your email address is confirmed. Sign in to continue.').isVisible(), slow)
      .toBe(true);

    // One sign-in, on the platform home.
    await signIn(page, EMAIL, PASSWORD);
    await expect.poll(() => page.getByRole('heading', { name: 'Your sites' }).isVisible(), slow).toBe(true);
    const create = page.getByRole('form', { name: 'Create a site' });
    await create.getByLabel('Site title').fill('Lantern Books');
    await create.getByRole('radio', { name: /^Studio/ }).check();
    await create.getByRole('button', { name: 'Create site' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), slow)
      .toBe('Lantern Books is ready. Open the editor to start building.');

    // The owner types the editor's address: no second sign-in, and no code left in the address.
    const site = server.siteUrl('lantern-books');
    await page.goto(`${site}/config/`);
    await expect.poll(() => page.getByRole('main', { name: 'Site preview' }).isVisible(), slow).toBe(true);
    // The editor writes the frame's page into its address once the frame has loaded.
    await expect.poll(() => page.url(), { timeout: 30_000 }).toBe(`${site}/config/?frameUrl=%2F`);
    // The top bar names the site once the site's settings have loaded.
    await expect.poll(() => page.getByRole('banner').getByText('Lantern Books').isVisible(), slow).toBe(true);
    await expect
      .poll(
        () => page.getByTitle('Site preview').contentFrame().getByRole('heading', { level: 1 }).textContent(),
        slow,
      )
      .toBe('Welcome to Lantern Books');
    await screenshot(page, 'first-run-editor');

    // Another editor page by its address, in a new tab: this host's own session now.
    const again = await context.newPage();
    await again.goto(`${site}/config/?frameUrl=%2Fabout`);
    await expect.poll(() => again.getByRole('main', { name: 'Site preview' }).isVisible(), slow).toBe(true);
    expect(again.url()).toBe(`${site}/config/?frameUrl=%2Fabout`);
    await again.close();
    expect(watch.errors).toEqual([]);

    // Signing out in the editor signs the browser out of the platform home too.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.locator('#topbar-more').getByRole('button', { name: 'Sign out' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to edit this site' }).isVisible(), slow)
      .toBe(true);
    await page.goto(server.appUrl);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to Atelier' }).isVisible(), slow)
      .toBe(true);
    await context.close();
  });

  it('takes a signed-out owner who types the editor address through the platform sign-in and on to the editor', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    const site = server.siteUrl('lantern-books');
    await page.goto(`${site}/config/?frameUrl=%2Fabout`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to edit this site' }).isVisible(), slow)
      .toBe(true);
    expect(new URL(page.url()).origin).toBe(server.appUrl);
    expect(
      await page.getByText(`the editor of lantern-books.localhost:${server.port} opens`).isVisible(),
    ).toBe(true);
    await screenshot(page, 'first-run-continue-sign-in');
    await signIn(page, EMAIL, PASSWORD);
    await expect.poll(() => page.getByRole('main', { name: 'Site preview' }).isVisible(), slow).toBe(true);
    expect(page.url()).toBe(`${site}/config/?frameUrl=%2Fabout`);

    // Someone else's account, signed in on the platform home, is told it cannot edit the site.
    const stranger = await newContext(browser);
    const other = await stranger.newPage();
    await other.goto(server.appUrl);
    await signIn(other, 'owner@demo.atelier.test', 'atelier-demo-owner');
    await expect.poll(() => other.getByRole('heading', { name: 'Your sites' }).isVisible(), slow).toBe(true);
    await other.goto(`${site}/config/`);
    await expect
      .poll(() => other.getByRole('alert').first().textContent(), slow)
      .toContain(`cannot edit lantern-books.localhost:${server.port}`);
    expect(new URL(other.url()).origin).toBe(server.appUrl);
    await stranger.close();
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('says the same for a password reset: no mail, and the link is in the log', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.appUrl);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    const status = page.getByRole('status');
    await expect.poll(() => status.textContent(), slow).toContain(NO_MAIL);
    expect(await status.textContent()).toContain(
      `If an account uses ${EMAIL}, the link to choose a new password is in the server's log: look for "password reset link".`,
    );
    const link = await linkFromLog(server, 'password reset link', EMAIL);
    expect(link.startsWith(`${server.appUrl}/?reset=`)).toBe(true);
    await context.close();
  });

  it('gives a new site a cookie banner with Accept and Decline alike, and sets nothing before a choice', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    const site = server.siteUrl('lantern-books');
    await page.goto(`${site}/`);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect.poll(() => banner.isVisible(), slow).toBe(true);
    const accept = banner.getByRole('button', { name: 'Accept' });
    const decline = banner.getByRole('button', { name: 'Decline' });
    expect(await accept.isVisible()).toBe(true);
    expect(await decline.isVisible()).toBe(true);
    // One style and one size for both: refusing is as easy and as visible as agreeing.
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          background: style.backgroundColor,
          color: style.color,
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          radius: style.borderTopLeftRadius,
          font: `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`,
          decoration: style.textDecorationLine,
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      });
    const [accepting, declining] = await Promise.all([look(accept), look(decline)]);
    expect(declining).toEqual(accepting);
    expect(accepting.background).not.toBe('rgba(0, 0, 0, 0)');
    await screenshot(page, 'first-run-cookie-banner');

    const tracking = async () =>
      (await context.cookies(site))
        .map((cookie) => cookie.name)
        .filter((name) => TRACKING_COOKIES.includes(name));
    // The page has run its behaviours (the banner is up) and set none of them.
    expect(await tracking()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/ss_cookieAllowed/);

    await decline.click();
    await expect.poll(() => banner.count(), slow).toBe(0);
    await expect
      .poll(
        async () => (await context.cookies(site)).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value,
        slow,
      )
      .toBe('false');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible(), slow).toBe(true);
    expect(await banner.count()).toBe(0);
    expect(await tracking()).toEqual([]);
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});
