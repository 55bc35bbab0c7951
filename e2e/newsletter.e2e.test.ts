import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, watchPage } from './support/browser';
import { useDemoSite } from './support/demo-suite';
import {
  chooseCookies,
  formFaults,
  formIdOf,
  newsletterBlock,
  recordRequests,
  visitForm,
} from './support/forms';
import { api } from './support/owner';
import { publishPageWithBlocks } from './support/pages';

const slow = { timeout: 30_000 };
const SUCCESS = 'Check your inbox to confirm.';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: string;
}

interface Subscriber {
  email: string;
  formId: string;
  status: string;
  confirmedAt: string | null;
}

/** The analytics event of a newsletter sign-up (spec 000 §4), as the page posts it to /api/v1/events. */
const isSubscribeEvent = (request: Request): boolean =>
  new URL(request.url()).pathname === '/api/v1/events' &&
  (request.postDataJSON() as { customSchemaName?: string } | null)?.customSchemaName ===
    'newsletter-subscribe';

describe('the newsletter block in Chromium', () => {
  const demo = useDemoSite({ signIn: true });
  const block = newsletterBlock({ title: 'Studio letter', description: 'News of classes, once a month.' });

  beforeAll(async () => {
    await publishPageWithBlocks(demo.owner, 'letter', 'Letter', [block]);
  });

  async function subscribers(): Promise<Subscriber[]> {
    const answer = await api(demo.owner, 'GET', '/api/config/newsletter/subscribers');
    expect(answer.status).toBe(200);
    return (answer.json as { subscribers: Subscriber[] }).subscribers;
  }

  async function subscribe(page: Page, address: string): Promise<void> {
    await page.getByLabel('Email Address').fill(address);
    await page.getByRole('button', { name: 'Sign up' }).click();
  }

  it('signs a visitor up, mails a confirmation link that confirms in the browser, and tracks the sign-up', async () => {
    const context = await newContext(demo.browser);
    await chooseCookies(context, demo.base, true);
    const page = await context.newPage();
    const watch = watchPage(page);
    const saves = recordRequests(page, '/api/form/SaveFormSubmission');
    await visitForm(page, `${demo.base}/letter`);

    // A bad address is caught in the browser; a newsletter shows no "problem above/below" lines.
    await subscribe(page, 'reader@example');
    const error = page.locator('.form-field__error');
    await expect
      .poll(() => error.textContent(), slow)
      .toBe('Email is not valid. Email addresses should follow the format name@example.com.');
    expect(await page.getByLabel('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.form-block__problem').allTextContents()).toEqual(['', '']);
    expect(saves).toHaveLength(0);

    const tracked = page.waitForRequest(isSubscribeEvent, slow);
    await subscribe(page, ' Reader@Example.com ');
    const success = page.locator('.form-block__success');
    await expect.poll(() => success.isVisible(), slow).toBe(true);
    expect(await success.textContent()).toBe(SUCCESS);
    expect(await success.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.locator('form.form-block__form').isVisible()).toBe(false);
    expect(saves[0]?.postDataJSON()).toMatchObject({ objectName: 'newsletter', formId: formIdOf(block) });
    const event = (await tracked).postDataJSON() as {
      customData: unknown;
      commonData: { page_path?: string };
    };
    expect(event.customData).toEqual({ formId: formIdOf(block) });
    expect(event.commonData.page_path).toBe('/letter');
    await screenshot(page, 'newsletter-subscribed');
    expect(formFaults(watch.errors)).toEqual([]);

    // Pending until the link in the confirmation mail is opened.
    expect(await subscribers()).toMatchObject([
      { email: 'reader@example.com', formId: formIdOf(block), status: 'pending', confirmedAt: null },
    ]);
    const outbox = await api(demo.owner, 'GET', '/api/config/outbox');
    const messages = (outbox.json as { messages: OutboxMessage[] }).messages;
    const confirmation = messages.filter((message) => message.kind === 'newsletter-confirmation');
    expect(confirmation).toMatchObject([
      {
        to: 'reader@example.com',
        subject: 'Confirm your subscription to Riverside Studio',
        status: 'outbox',
      },
    ]);
    // The owner's outbox leaves out the reader's links; the reader's own mail (the stored one) has them.
    const mail = await api(demo.owner, 'GET', `/api/config/outbox/${confirmation[0]!.id}`);
    expect((mail.json as { message: { text: string } }).message.text).not.toContain('token=');
    const { text } = await demo.server.database.db
      .selectFrom('mail_messages')
      .select('text')
      .where('id', '=', confirmation[0]!.id)
      .executeTakeFirstOrThrow();
    const link = text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)?.[0];
    expect(link, text).toBeDefined();
    expect(new URL(link!).origin).toBe(demo.base);

    const opened = await page.goto(link!);
    expect(opened?.status()).toBe(200);
    expect(await page.getByRole('heading', { name: "You're subscribed" }).isVisible()).toBe(true);
    expect(await page.locator('body').innerText()).toContain(
      'Thank you for confirming. You will receive the newsletter of Riverside Studio at reader@example.com.',
    );
    await screenshot(page, 'newsletter-confirmed');
    const [confirmed] = await subscribers();
    expect(confirmed).toMatchObject({ email: 'reader@example.com', status: 'confirmed' });
    expect(confirmed!.confirmedAt).not.toBeNull();

    // The link is spent.
    const again = await page.goto(link!);
    expect(again?.status()).toBe(400);
    expect(await page.getByRole('heading', { name: 'This link does not work' }).isVisible()).toBe(true);
    expect((await subscribers())[0]?.status).toBe('confirmed');
    await context.close();
  });

  it('sends no tracking event for a visitor who declined cookies, yet signs them up', async () => {
    const context = await newContext(demo.browser);
    await chooseCookies(context, demo.base, false);
    const page = await context.newPage();
    const events = recordRequests(page, '/api/v1/events');
    await visitForm(page, `${demo.base}/letter`);
    await subscribe(page, 'quiet@example.com');
    await expect.poll(() => page.getByText(SUCCESS).isVisible(), slow).toBe(true);
    // Leaving the page ends it: a tracker, had one been started, sends what it holds on pagehide at
    // the latest, before the next document has loaded.
    await page.goto(`${demo.base}/`, { waitUntil: 'load' });
    expect(events.filter(isSubscribeEvent)).toEqual([]);
    expect(events).toEqual([]);
    expect(await subscribers()).toContainEqual(
      expect.objectContaining({ email: 'quiet@example.com', status: 'pending' }),
    );
    await context.close();
  });
});
