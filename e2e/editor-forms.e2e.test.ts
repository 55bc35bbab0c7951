import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { openOwnerEditor, saved, topBarAction } from './support/editor';
import { chooseCookies } from './support/forms';
import { publishWholeSite } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/** The text of a file the page downloads when `link` is clicked. */
async function downloadText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  return fs.readFileSync(file, 'utf8');
}

describe('the owner builds a form and reads what visitors sent', () => {
  let server: RunningServer;
  let browser: Browser;
  let editor: Page;
  let watch: { errors: string[] };
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ editor, site, watch } = await openOwnerEditor(browser, server, {
      ready: (p) => p.getByRole('button', { name: 'Add block' }).waitFor(),
    }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('adds a form block, builds its fields and settings in the block panel, and publishes it', async () => {
    await editor.getByRole('button', { name: /^Text We design and make/ }).click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Form/ }).click();
    await saved(editor);

    await editor.getByLabel('Form title').fill('Studio visit request');
    // A new form starts with a name, an email and a message; add a phone number.
    await editor.getByLabel('New field type').selectOption({ label: 'Phone' });
    await editor.getByRole('button', { name: 'Add field' }).click();
    // The new field opens with its settings, titled after its type.
    const phone = editor.locator('.form-fields').getByRole('region');
    expect(await phone.getAttribute('aria-label')).toBe('Phone settings');
    await phone.getByLabel('Label').fill('Mobile');
    await phone.getByLabel('Required').check();
    await saved(editor);
    // The phone number goes before the message.
    await editor.getByRole('button', { name: 'Move Mobile up' }).click();
    await saved(editor);

    await editor.getByRole('button', { name: /^Message/ }).click();
    const message = editor.getByRole('region', { name: 'Message settings' });
    await message.waitFor();
    await message.getByLabel('Maximum length').fill('300');
    await editor.getByLabel('Submit button text').fill('Ask for a visit');
    await editor.getByLabel('Message', { exact: true }).fill('Thank you, we will call you back.');
    const notify = editor.getByLabel('Send new submissions to');
    // An address that is not one is refused at the field and never stored.
    await notify.fill('visits@riverside');
    await expect.poll(() => notify.getAttribute('aria-invalid')).toBe('true');
    await notify.fill('visits@riverside-studio.com');
    await expect.poll(() => notify.getAttribute('aria-invalid')).not.toBe('true');
    await saved(editor);
    await screenshot(editor, 'editor-form-builder');

    await publishWholeSite(editor);
    expect(watch.errors).toEqual([]);
  });

  it('shows the fields to a visitor in the order built, and takes a submission', async () => {
    const visitorContext = await newContext(browser);
    await chooseCookies(visitorContext, site, false);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${site}/`);
    const form = visitor.locator('form', { has: visitor.getByRole('button', { name: 'Ask for a visit' }) });
    await expect.poll(() => form.count()).toBe(1);
    const outline = await form.ariaSnapshot();
    const at = (title: string) => outline.indexOf(`${title} (required)`);
    expect(at('Name')).toBeGreaterThanOrEqual(0);
    expect(at('Email')).toBeGreaterThan(at('Name'));
    expect(at('Mobile')).toBeGreaterThan(at('Email'));
    expect(at('Message')).toBeGreaterThan(at('Mobile'));
    expect(outline).toContain('0 / 300');

    await form.getByLabel('First').fill('Grace');
    await form.getByLabel('Last').fill('Hopper');
    await form.getByRole('textbox', { name: /Email/ }).fill('grace@example.com');
    const mobile = form.getByRole('group', { name: /Mobile/ });
    await mobile.getByLabel('Areacode').fill('555');
    await mobile.getByLabel('Prefix').fill('014');
    await mobile.getByLabel('Line').fill('2368');
    await form.getByRole('textbox', { name: /Message/ }).fill('Could we visit on a Saturday in March?');
    await form.getByRole('button', { name: 'Ask for a visit' }).click();
    await expect.poll(() => visitor.getByText('Thank you, we will call you back.').count()).toBe(1);
    await visitorContext.close();
  });

  it('files the submission in the inbox: search, read, mark, export and delete', async () => {
    await topBarAction(editor, 'Forms');
    const panel = editor.getByRole('dialog', { name: 'Forms' });
    await panel.getByRole('button', { name: /Studio visit request/ }).click();
    const list = panel.getByRole('list', { name: 'Submissions' });
    await expect.poll(() => list.getByRole('button').count()).toBe(1);

    const search = panel.getByLabel('Search submissions');
    await search.fill('nobody-by-this-name');
    await expect.poll(() => panel.getByText('No submissions match “nobody-by-this-name”.').count()).toBe(1);
    await search.fill('Hopper');
    await expect.poll(() => list.getByRole('button', { name: /Grace Hopper/ }).count()).toBe(1);

    await list.getByRole('button', { name: /Grace Hopper/ }).click();
    const detail = panel.locator('.submission__answers');
    await expect.poll(() => detail.innerText()).toContain('Could we visit on a Saturday in March?');
    const answers = await detail.innerText();
    // A compound field reads with the labels of its parts.
    expect(answers).toMatch(/First\s+Grace/);
    expect(answers).toMatch(/Last\s+Hopper/);
    expect(answers).toMatch(/555.*014.*2368/s);
    // Opening a submission marks it read; the owner can mark it unread again.
    await panel.getByRole('button', { name: 'Mark as unread' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Mark as read' }).count()).toBe(1);
    await expect.poll(() => list.getByRole('button', { name: /\(unread\)/ }).count()).toBe(1);
    await panel.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => list.getByRole('button', { name: /\(unread\)/ }).count()).toBe(0);
    await screenshot(editor, 'editor-form-inbox');

    const csv = await downloadText(editor, panel.getByRole('link', { name: 'Export CSV' }));
    expect(csv).toContain('Grace');
    expect(csv).toContain('grace@example.com');
    expect(csv).toContain('Could we visit on a Saturday in March?');

    await panel.getByRole('button', { name: 'Delete', exact: true }).click();
    await panel.getByRole('button', { name: 'Delete submission' }).click();
    await search.fill('');
    await expect.poll(() => panel.getByText('No submissions yet').count()).toBe(1);
  });

  it('keeps the notification in the outbox when no mail server is configured', async () => {
    const panel = editor.getByRole('dialog', { name: 'Forms' });
    await panel.getByRole('button', { name: 'Outbox' }).click();
    const row = panel.getByRole('row', { name: /visits@riverside-studio\.com/ });
    await expect.poll(() => row.count()).toBeGreaterThan(0);
    await row.first().getByRole('button').first().click();
    await expect
      .poll(() => panel.getByText(/Could we visit on a Saturday in March\?/).count())
      .toBeGreaterThan(0);
    await screenshot(editor, 'editor-outbox');
  });

  it('lists newsletter subscribers and unsubscribes one', async () => {
    const visitorContext = await newContext(browser);
    await chooseCookies(visitorContext, site, false);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${site}/contact`);
    await visitor.getByPlaceholder('Email Address').fill('reader@example.com');
    await visitor.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => visitor.getByText(/check your inbox/i).count()).toBe(1);
    await visitorContext.close();

    const panel = editor.getByRole('dialog', { name: 'Forms' });
    await panel.getByRole('button', { name: 'Subscribers' }).click();
    await expect.poll(() => panel.getByRole('row', { name: /reader@example\.com/ }).count()).toBe(1);
    const csv = await downloadText(editor, panel.getByRole('link', { name: 'Export CSV' }));
    expect(csv).toContain('reader@example.com');
    await screenshot(editor, 'editor-subscribers');

    await panel.getByRole('button', { name: 'Unsubscribe reader@example.com' }).click();
    await panel.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect
      .poll(() => panel.getByRole('row', { name: /reader@example\.com/ }).innerText())
      .toMatch(/Unsubscribed/i);
    expect(watch.errors).toEqual([]);
  });
});
