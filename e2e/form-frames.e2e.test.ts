import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, runtimeStarted } from './support/browser';
import { formBlock } from './support/forms';
import { signInOwner } from './support/owner';
import { publishPageWithBlocks } from './support/pages';
import { type RunningServer, startServer } from './support/server';

const slow = { timeout: 30_000 };
const NOTE = { id: 'note-1a2b3c4d', type: 'text', title: 'Note', required: true } as const;
const PREVIEW_MESSAGE =
  'This is the editor’s preview: forms are not sent from here. Open the published page to try this form.';

describe('forms in frames: the editor’s preview, and post-submit HTML', () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl('demo');
    const context = await newContext(browser);
    const owner = await signInOwner(context, server, site);
    await publishPageWithBlocks(owner, 'join-us', 'Join us', [
      formBlock({
        title: 'Join the studio',
        fields: [NOTE],
        postSubmit: { kind: 'html', html: '<h2 id="thanks">Welcome aboard</h2><p>We will write soon.</p>' },
      }),
    ]);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('tells the owner a form is not sent from the preview, and stores nothing', async () => {
    const context = await newContext(browser);
    const editor = await context.newPage();
    await editor.goto(`${site}/config/?frameUrl=${encodeURIComponent('/join-us')}`);
    await editor.getByLabel('Email').fill(server.ownerEmail);
    await editor.getByLabel('Password').fill(server.ownerPassword);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    const frame = editor.frameLocator('iframe').first();
    const form = frame.locator('form', { has: frame.getByRole('button', { name: 'Send' }) });
    await form.getByRole('textbox', { name: /Note/ }).fill('From the preview', slow);
    // The preview's runtime answers the Send; pressed before it starts, the browser would post.
    const content = await editor.locator('iframe').first().elementHandle();
    await runtimeStarted((await content?.contentFrame())!);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByText(PREVIEW_MESSAGE).count(), slow).toBe(1);
    const stored = await server.database.db.selectFrom('form_submissions').select('id').execute();
    expect(stored).toEqual([]);
    await context.close();
  });

  it('shows post-submit HTML with the site’s own stylesheet, still sandboxed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${site}/join-us`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send' }) });
    await form.getByRole('textbox', { name: /Note/ }).fill('Count me in');
    await form.getByRole('button', { name: 'Send' }).click();
    const frame = page.frameLocator('iframe[sandbox]').first();
    await frame.locator('#thanks').waitFor(slow);
    // A plain heading takes the site's heading font on the page, and in the frame alike.
    const pageFont = await page.evaluate(() => {
      const heading = document.body.appendChild(document.createElement('h2'));
      const font = getComputedStyle(heading).fontFamily;
      heading.remove();
      return font;
    });
    expect(pageFont).not.toMatch(/^"?Times/);
    await expect
      .poll(() => frame.locator('#thanks').evaluate((h) => getComputedStyle(h).fontFamily), slow)
      .toBe(pageFont);
    expect(await frame.locator('body').evaluate(() => window.origin)).toBe('null');
    await context.close();
  });
});
