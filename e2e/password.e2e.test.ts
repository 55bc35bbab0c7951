import { startSmtpServer, type TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const slow = { timeout: 30_000 };
const NEW_PASSWORD = 'a fresh river of words';
const CHANGED_PASSWORD = 'the third password now';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The platform home signed in as the demo owner, in a browser profile of its own. */
async function signedInHome(
  browser: Browser,
  server: RunningServer,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(server.appUrl);
  await signIn(page, server.ownerEmail, password);
  await expect.poll(() => page.getByRole('heading', { name: 'Your sites' }).isVisible(), slow).toBe(true);
  return { context, page };
}

describe('password reset by mail and password change, on the platform home', () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({ smtpUrl: smtp.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  it('mails a reset link through SMTP, sets a new password with it once, and signs every session out', async () => {
    // A session the owner left open elsewhere.
    const elsewhere = await signedInHome(browser, server, server.ownerPassword);

    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(server.appUrl);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Reset your password');
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(server.ownerEmail);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent(), slow)
      .toContain(`If an account uses ${server.ownerEmail}, we sent it a link`);

    // An unknown address gets the same words and no mail.
    const stranger = await context.newPage();
    await stranger.goto(server.appUrl);
    await stranger.getByRole('button', { name: 'Forgot your password?' }).click();
    await stranger
      .getByRole('form', { name: 'Reset password' })
      .getByLabel('Email')
      .fill('nobody@example.com');
    await stranger.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => stranger.getByRole('status').first().textContent(), slow)
      .toContain('If an account uses nobody@example.com, we sent it a link');
    await stranger.close();

    await expect
      .poll(() => smtp.received.some((m) => m.subject === 'Reset your Atelier password'), slow)
      .toBe(true);
    const mail = smtp.received.find((m) => m.subject === 'Reset your Atelier password')!;
    expect(mail.envelopeTo).toEqual([server.ownerEmail]);
    expect(smtp.received.some((m) => m.envelopeTo.includes('nobody@example.com'))).toBe(false);
    const link = mail.text.match(/http:\/\/\S+\/\?reset=\S+/)?.[0];
    expect(link?.startsWith(`${server.appUrl}/?reset=`)).toBe(true);

    // The person follows the link: the token leaves the address bar, a new password is set.
    await page.goto(link!);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Choose a new password' }).isVisible(), slow)
      .toBe(true);
    expect(page.url()).toBe(`${server.appUrl}/`);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    // The browser itself holds back a password under the minimum length.
    expect(await reset.getByLabel('New password').getAttribute('minlength')).toBe('10');
    await reset.getByLabel('New password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect
      .poll(
        () =>
          page
            .getByText('Your password is changed and every session was signed out.', { exact: false })
            .isVisible(),
        slow,
      )
      .toBe(true);
    await screenshot(page, 'password-reset-done');

    // The session left open elsewhere has ended.
    await elsewhere.page.reload();
    await expect
      .poll(() => elsewhere.page.getByRole('heading', { name: 'Sign in to Atelier' }).isVisible(), slow)
      .toBe(true);
    await elsewhere.context.close();

    // The old password no longer works, the new one does, and the link does not work twice.
    await signIn(page, server.ownerEmail, server.ownerPassword);
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), slow)
      .toBe('Incorrect email or password.');
    await signIn(page, server.ownerEmail, NEW_PASSWORD);
    await expect.poll(() => page.getByRole('heading', { name: 'Your sites' }).isVisible(), slow).toBe(true);
    const again = await context.newPage();
    await again.goto(link!);
    const second = again.getByRole('form', { name: 'Choose a new password' });
    await second.getByLabel('New password').fill('yet another long password');
    await second.getByRole('button', { name: 'Set new password' }).click();
    await expect
      .poll(() => again.getByRole('alert').first().textContent(), slow)
      .toBe('This password reset link has expired or was already used. Ask for a new one.');
    expect(
      watch.errors.filter((error) => !error.startsWith('400') && !error.includes('status of 400')),
    ).toEqual([]);
    await context.close();
  });

  it('changes the password with the current one and signs the other sessions out, keeping this one', async () => {
    const elsewhere = await signedInHome(browser, server, NEW_PASSWORD);
    const here = await signedInHome(browser, server, NEW_PASSWORD);
    const { page } = here;
    await page.getByRole('button', { name: 'Password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not the password at all');
    await form.getByLabel('New password').fill(CHANGED_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => form.getByRole('alert').first().textContent(), slow)
      .toBe('Your current password is not correct.');
    await form.getByLabel('Current password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(
        () => page.getByText('Your password is changed. Your other sessions were signed out.').isVisible(),
        slow,
      )
      .toBe(true);
    await expect
      .poll(() => smtp.received.some((m) => m.subject === 'Your Atelier password was changed'), slow)
      .toBe(true);

    // This session goes on; the other one is signed out.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Your sites' }).isVisible(), slow).toBe(true);
    await elsewhere.page.reload();
    await expect
      .poll(() => elsewhere.page.getByRole('heading', { name: 'Sign in to Atelier' }).isVisible(), slow)
      .toBe(true);
    await signIn(elsewhere.page, server.ownerEmail, CHANGED_PASSWORD);
    await expect
      .poll(() => elsewhere.page.getByRole('heading', { name: 'Your sites' }).isVisible(), slow)
      .toBe(true);
    await here.context.close();
    await elsewhere.context.close();
  });
});
