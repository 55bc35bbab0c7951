import { startSmtpServer, type TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { type ServerProcess, startServerProcess } from './server';

const slow = { timeout: 30_000 };

/** The link of the latest mail to `to` whose link matches `pattern`, as the SMTP server received it. */
export async function linkFromMail(smtp: TestSmtpServer, to: string, pattern: RegExp): Promise<string> {
  const find = () =>
    smtp.received
      .filter((mail) => mail.envelopeTo.includes(to))
      .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
      .filter((link) => pattern.test(link))
      .at(-1);
  await expect.poll(find, slow).toBeDefined();
  return find()!;
}

export interface NewOwner {
  displayName: string;
  email: string;
  password: string;
  /** The new site's title and address (its identifier). */
  title: string;
  identifier: string;
}

/**
 * What a new owner does first, on the platform home: creates an account, confirms it by the link
 * mailed through the SMTP server, signs in, makes a site from the Studio template and opens its
 * editor, waiting until the Pages panel lists About.
 */
export async function newOwnerSite(
  editor: Page,
  server: ServerProcess,
  smtp: TestSmtpServer,
  owner: NewOwner,
): Promise<void> {
  await editor.goto(server.appUrl);
  await editor.getByRole('button', { name: 'Create an account' }).click();
  const signUp = editor.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Display name').fill(owner.displayName);
  await signUp.getByLabel('Email').fill(owner.email);
  await signUp.getByLabel('Password').fill(owner.password);
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await editor.goto(await linkFromMail(smtp, owner.email, /token=/));
  const signIn = editor.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(owner.email);
  await signIn.getByLabel('Password').fill(owner.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await editor.getByRole('heading', { name: 'Your sites' }).waitFor(slow);
  const create = editor.getByRole('form', { name: 'Create a site' });
  await create.getByLabel('Site title').fill(owner.title);
  await create.getByLabel('Site address').fill(owner.identifier);
  await create.getByRole('radio', { name: /^Studio/ }).check();
  await create.getByRole('button', { name: 'Create site' }).click();
  await editor.getByRole('button', { name: `Open editor for ${owner.title}` }).click();
  await editor
    .getByTestId('pages-list')
    .getByRole('link', { name: /^About/ })
    .waitFor(slow);
}

/** What a new owner's browser tests run against, all real: the product's server, its mail and a browser. */
export interface OwnerWorld {
  server: ServerProcess;
  /** Mail goes through a real SMTP server, as in production: every link is read from a mail. */
  smtp: TestSmtpServer;
  browser: Browser;
  /** The address the new owner's site will have, from its identifier. */
  site: string;
}

/**
 * Starts, before the file's tests, a real SMTP server, the product's server sending through it and a
 * browser, hands them to `take`, and stops them after the tests.
 */
export function useOwnerWorld(identifier: string, take: (world: OwnerWorld) => void): void {
  const world: Partial<OwnerWorld> = {};
  beforeAll(async () => {
    world.smtp = await startSmtpServer();
    [world.server, world.browser] = await Promise.all([
      startServerProcess({ SMTP_URL: world.smtp.url }),
      launchBrowser(),
    ]);
    world.site = world.server.siteUrl(identifier);
    take(world as OwnerWorld);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.server?.close();
    await world.smtp?.close();
  });
}
