import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchPage } from './support/browser';
import { openOwnerEditor, saved, topBarAction } from './support/editor';
import { api } from './support/owner';
import { type RunningServer, startServer } from './support/server';

describe('contributors invited by email', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Page;
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ editor: owner, site } = await openOwnerEditor(browser, server));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Invites from Site settings, as the owner does, and returns the link mailed. */
  async function invite(email: string, role: string): Promise<string> {
    await topBarAction(owner, 'Site settings');
    const group = owner.getByRole('group', { name: 'Invite a contributor' });
    await group.getByLabel('Invite by email').fill(email);
    await group.getByLabel('Role').selectOption({ label: role });
    await group.getByRole('button', { name: 'Invite' }).click();
    const pending = owner.getByRole('list', { name: 'Pending invitations' });
    await expect.poll(() => pending.getByText(email).count()).toBe(1);
    const mail = await server.database.db
      .selectFrom('mail_messages')
      .select('text')
      .where('to', '=', email)
      .where('kind', '=', 'contributor-invitation')
      .executeTakeFirstOrThrow();
    return mail.text.match(/http:\/\/\S+\/config\/\?invitation=\S+/)![0];
  }

  const closeSettings = () => owner.getByRole('button', { name: 'Cancel' }).click();

  async function join(link: string, name: string): Promise<Page> {
    const page = await (await newContext(browser)).newPage();
    await page.goto(link);
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Choose a password').fill('analytical-engine');
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await page
      .getByTestId('pages-list')
      .getByRole('link', { name: /^Contact/ })
      .waitFor();
    expect(new URL(page.url()).searchParams.has('invitation')).toBe(false);
    return page;
  }

  it('an invited editor joins by the mailed link and edits pages, but not domains, contributors or the store', async () => {
    const link = await invite('ada@example.com', 'Editor: pages, design, publishing');
    await closeSettings();
    expect(link.startsWith(`${site}/config/?invitation=`)).toBe(true);

    const editor = await join(link, 'Ada');
    const watch = watchPage(editor);
    await expect.poll(() => editor.getByRole('heading', { name: /Join/ }).count()).toBe(0);
    await editor.getByRole('button', { name: /^Heading Welcome to Riverside Studio/ }).click();
    await editor.getByLabel('Heading text').fill('Edited by Ada');
    await saved(editor);

    await topBarAction(editor, 'Site settings');
    await editor.getByLabel('Add a domain').fill('ada.example');
    await editor.getByRole('button', { name: 'Add domain' }).click();
    await expect
      .poll(() => editor.getByText('Your account does not have access to this site.').count())
      .toBeGreaterThan(0);
    expect(await editor.getByRole('region', { name: 'Contributors' }).count()).toBe(0);
    expect((await api(editor, 'GET', '/api/config/contributors')).status).toBe(403);
    const store = await api(editor, 'PUT', '/api/config/store/settings', {
      currency: 'USD',
      measurementStandard: 1,
    });
    expect(store.status).toBe(403);
    // Only the refusals asked for above.
    expect(watch.errors.filter((e) => !e.includes('403'))).toEqual([]);
  });

  it('a withdrawn invitation’s link no longer works', async () => {
    const link = await invite('eve@example.com', 'Editor: pages, design, publishing');
    await owner.getByRole('button', { name: 'Withdraw the invitation to eve@example.com' }).click();
    const pending = owner.getByRole('list', { name: 'Pending invitations' });
    await expect.poll(() => pending.getByText('eve@example.com').count()).toBe(0);
    await closeSettings();
    const page = await (await newContext(browser)).newPage();
    await page.goto(link);
    await expect
      .poll(() =>
        page
          .getByText('This invitation link has expired, was withdrawn or was already used.', { exact: false })
          .count(),
      )
      .toBe(1);
  });

  it('a viewer sees the editor without write controls and is never sent to it from the site', async () => {
    const link = await invite('vic@example.com', 'Viewer: looks, never changes');
    await closeSettings();
    const viewer = await join(link, 'Vic');
    await expect.poll(() => viewer.getByText('View only', { exact: true }).count()).toBe(1);
    expect(await viewer.getByRole('button', { name: 'Add block' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Add page' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Delete block' }).count()).toBe(0);
    await viewer
      .getByRole('button', { name: /^Heading/ })
      .first()
      .click();
    expect(await viewer.getByLabel('Heading text').isDisabled()).toBe(true);
    expect((await api(viewer, 'POST', '/api/config/pages', { title: 'Sneaky' })).status).toBe(403);

    // Spec 000 §2: on the published site a viewer stays where they are.
    await viewer.goto(`${site}/about`);
    await viewer.waitForFunction(() => window.Atelier !== undefined);
    expect(new URL(viewer.url()).pathname).toBe('/about');
  });
});
