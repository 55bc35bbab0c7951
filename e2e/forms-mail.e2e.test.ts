import type { FormField } from '@atelier/domain';
import { startSmtpServer, type TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { chooseCookies, formBlock, visitForm } from './support/forms';
import { api, signInOwner } from './support/owner';
import { publishPageWithBlocks } from './support/pages';
import { type RunningServer, startServer } from './support/server';

const slow = { timeout: 30_000 };

const FIELDS: FormField[] = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'crafts', type: 'checkbox', title: 'Crafts', options: ['Pottery', 'Weaving', 'Glass'] },
  { id: 'visit', type: 'likert', title: 'Your last visit', options: ['Friendly staff'] },
];

interface OutboxMessage {
  to: string;
  subject: string;
  status: string;
}

describe('form notification emails over a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let browser: Browser;
  let base: string;
  let ownerPage: Page;
  const toStudio = formBlock({
    title: 'Open day',
    fields: FIELDS,
    notificationEmail: 'studio@riverside.test',
  });
  const toOwner = formBlock({ title: 'Feedback', fields: FIELDS });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    expect(smtp.url).toMatch(/^smtp:\/\/[^@]*@127\.0\.0\.1:\d+$/);
    server = await startServer({ smtpUrl: smtp.url });
    browser = await launchBrowser();
    base = server.siteUrl('demo');
    ownerPage = await signInOwner(await newContext(browser), server, base);
    await publishPageWithBlocks(ownerPage, 'open-day', 'Open day', [toStudio]);
    await publishPageWithBlocks(ownerPage, 'feedback', 'Feedback', [toOwner]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  async function submit(path: string, first: string, email: string): Promise<void> {
    const context = await newContext(browser);
    await chooseCookies(context, base, true);
    const page = await context.newPage();
    await visitForm(page, `${base}${path}`);
    const name = page.getByRole('group', { name: 'Name (required)', exact: true });
    await name.getByLabel('First', { exact: true }).fill(first);
    await name.getByLabel('Last', { exact: true }).fill('Lovelace');
    await page.getByLabel('Email (required)').fill(email);
    const crafts = page.getByRole('group', { name: 'Crafts', exact: true });
    await crafts.getByLabel('Pottery', { exact: true }).check();
    await crafts.getByLabel('Weaving', { exact: true }).check();
    await page.getByRole('group', { name: 'Friendly staff' }).getByLabel('Agree', { exact: true }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    await context.close();
  }

  const mailAbout = (subject: string) => smtp.received.find((mail) => mail.subject === subject);

  it("delivers a submission's summary to the form's notification address, with the visitor as Reply-To", async () => {
    await submit('/open-day', 'Ada', 'ada@example.com');
    await expect.poll(() => mailAbout('New submission: Open day') !== undefined, slow).toBe(true);
    const mail = mailAbout('New submission: Open day')!;
    expect(mail.envelopeTo).toEqual(['studio@riverside.test']);
    expect(mail.headers.get('reply-to')).toBe('ada@example.com');
    expect(mail.text).toContain('Someone filled in "Open day" on Riverside Studio.');
    expect(mail.text).toContain(`Page: Open day (${base}/open-day)`);
    expect(mail.text).toContain('Name:\n  First: Ada\n  Last: Lovelace');
    expect(mail.text).toContain('Email: ada@example.com');
    expect(mail.text).toContain('Crafts: Pottery, Weaving');
    expect(mail.text).toContain('Your last visit:\n  Friendly staff: Agree');
    expect(mail.text).toContain(`All submissions are in your site's inbox: ${base}/config/`);

    // The owner's outbox says it went out.
    await expect
      .poll(async () => {
        const outbox = await api(ownerPage, 'GET', '/api/config/outbox');
        const messages = (outbox.json as { messages: OutboxMessage[] }).messages;
        return messages.find((message) => message.subject === 'New submission: Open day')?.status;
      }, slow)
      .toBe('sent');
  });

  it("sends to the site owner's address when the form names none", async () => {
    await submit('/feedback', 'Grace', 'grace@example.com');
    await expect.poll(() => mailAbout('New submission: Feedback') !== undefined, slow).toBe(true);
    const mail = mailAbout('New submission: Feedback')!;
    expect(mail.envelopeTo).toEqual([server.ownerEmail]);
    expect(mail.text).toContain('Name:\n  First: Grace\n  Last: Lovelace');
    expect(mail.headers.get('reply-to')).toBe('grace@example.com');
    // One mail per submission.
    expect(smtp.received.filter((received) => received.subject.startsWith('New submission:'))).toHaveLength(
      2,
    );
  });
});
