import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext, watchPage } from './browser';
import { api } from './owner';
import type { RunningServer } from './server';

/** Waits until the draft on screen is stored. */
export const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-status').innerText()).toBe('Saved');

/** The site preview inside the editor. */
export const siteFrame = (editor: Page): FrameLocator => editor.frameLocator('[data-testid="site-frame"]');

/**
 * Signs in through the editor's own form at /config/ of the site's host and waits for the
 * workspace: by default until the demo's Contact page is listed.
 */
export async function signInEditor(
  page: Page,
  site: string,
  email: string,
  password: string,
  ready: (page: Page) => Promise<unknown> = (p) =>
    p
      .getByTestId('pages-list')
      .getByRole('link', { name: /^Contact/ })
      .waitFor(),
): Promise<Page> {
  await page.goto(`${site}/config/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await ready(page);
  return page;
}

/** A fresh browser profile with the demo owner signed in to the editor. */
export async function ownerEditor(browser: Browser, server: RunningServer, site: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signInEditor(page, site, server.ownerEmail, server.ownerPassword);
  return page;
}

/**
 * A new account invited to the site with `role`, the way people join: the owner (`ownerPage`,
 * signed in on the site's host) invites the address, and its holder opens an account through the
 * mailed link, which adds them with the role.
 */
export async function addContributor(
  browser: Browser,
  server: RunningServer,
  ownerPage: Page,
  account: { email: string; password: string; role: number },
): Promise<void> {
  const invited = await api(ownerPage, 'POST', '/api/config/invitations', {
    email: account.email,
    role: account.role,
  });
  expect(invited.status, JSON.stringify(invited.json)).toBe(201);
  const mail = await server.database.db
    .selectFrom('mail_messages')
    .select('text')
    .where('to', '=', account.email.toLowerCase())
    .where('kind', '=', 'contributor-invitation')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const link = new URL(mail.text.match(/http:\/\/\S+\/config\/\?invitation=\S+/)![0]);
  const invitee = await (await newContext(browser)).newPage();
  await invitee.goto(`${link.origin}/api/auth/session`);
  const accepted = await api(invitee, 'POST', '/api/invitations/accept', {
    token: link.searchParams.get('invitation'),
    password: account.password,
    displayName: account.email.split('@')[0],
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  await invitee.context().close();
}

/**
 * Chooses one of the top bar's secondary actions (Media, Forms, Analytics, Cookies, Store, Site
 * settings, History, Sign out), which sit under its More menu.
 */
export async function topBarAction(editor: Page, name: string): Promise<void> {
  const action = editor.locator('#topbar-more').getByRole('button', { name, exact: true });
  const more = editor.getByRole('button', { name: 'More', exact: true });
  // Opened again until it shows the action: on a busy machine the menu can close under the test
  // (a press elsewhere, the top bar drawn again) between the press on More and the one on the action.
  await expect
    .poll(
      async () => {
        if (await action.isVisible()) return true;
        if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
        return action.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await action.click();
}

/** Opens the Store dialog on one of its sections. */
export async function openStore(editor: Page, section = 'Products') {
  const dialog = editor.getByRole('dialog', { name: 'Store' });
  if (!(await dialog.isVisible())) await topBarAction(editor, 'Store');
  await dialog.getByRole('tab', { name: section }).click();
  return dialog;
}

/** A new contributor with `role` on the demo site, signed in to its editor. */
export async function contributorEditor(
  demo: { browser: Browser; server: RunningServer; owner: Page; base: string },
  email: string,
  role: number,
): Promise<Page> {
  const password = `${email.split('@')[0]}-password-1`;
  await addContributor(demo.browser, demo.server, demo.owner, { email, password, role });
  const page = await (await newContext(demo.browser)).newPage();
  await signInEditor(page, demo.base, email, password);
  return page;
}

export interface OpenEditor {
  context: BrowserContext;
  editor: Page;
  /** http://demo.localhost:PORT */
  site: string;
  /** Page errors and failed requests since the editor page opened, sign-in included. */
  watch: { errors: string[] };
}

/**
 * A fresh browser profile with the demo owner signed in to the demo site's editor. Errors are
 * watched from the moment the page opens, so the sign-in itself is checked too.
 */
export async function openOwnerEditor(
  browser: Browser,
  server: RunningServer,
  options: { viewport?: { width: number; height: number }; ready?: (page: Page) => Promise<unknown> } = {},
): Promise<OpenEditor> {
  const site = server.siteUrl('demo');
  const context = options.viewport
    ? await browser.newContext({ viewport: options.viewport })
    : await newContext(browser);
  const editor = await context.newPage();
  const watch = watchPage(editor);
  await signInEditor(editor, site, server.ownerEmail, server.ownerPassword, options.ready);
  return { context, editor, site, watch };
}
