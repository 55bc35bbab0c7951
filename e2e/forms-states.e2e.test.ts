import type { FormField } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, watchPage } from './support/browser';
import { useDemoSite } from './support/demo-suite';
import {
  chooseCookies,
  formBlock,
  formFaults,
  formIdOf,
  partsByField,
  recordRequests,
  saveBlocks,
  submissionsOf,
  visitForm,
} from './support/forms';
import { api } from './support/owner';
import { publishPageWithBlocks } from './support/pages';

const slow = { timeout: 30_000 };

const FIELDS: FormField[] = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'guests', type: 'number', title: 'Guests' },
];

const THANKS = 'Thanks, we will be in touch.';

async function fillName(page: Page, first: string, last: string): Promise<void> {
  const name = page.getByRole('group', { name: 'Name (required)', exact: true });
  await name.getByLabel('First', { exact: true }).fill(first);
  await name.getByLabel('Last', { exact: true }).fill(last);
}

async function fillValid(page: Page, first: string): Promise<void> {
  await fillName(page, first, 'Lovelace');
  await page.getByLabel('Email (required)', { exact: true }).fill('ada@example.com');
}

describe('form submission states in Chromium', () => {
  const demo = useDemoSite({ signIn: true });
  const plain = formBlock({ title: 'Join a class', fields: FIELDS });
  const redirecting = formBlock({
    title: 'Join and read on',
    fields: FIELDS,
    postSubmit: { kind: 'redirect', url: '/about' },
  });
  const withHtml = formBlock({
    title: 'Join with a note',
    fields: FIELDS,
    postSubmit: {
      kind: 'html',
      html: '<p id="owner-note">See you soon.</p><script>document.getElementById("owner-note").dataset.ran = "yes";</script>',
    },
  });

  beforeAll(async () => {
    await publishPageWithBlocks(demo.owner, 'join', 'Join', [plain]);
    await publishPageWithBlocks(demo.owner, 'join-redirect', 'Join and read on', [redirecting]);
    await publishPageWithBlocks(demo.owner, 'join-note', 'Join with a note', [withHtml]);
  });

  async function visitor(path: string): Promise<Page> {
    const context = await newContext(demo.browser);
    await chooseCookies(context, demo.base, true);
    const page = await context.newPage();
    await visitForm(page, `${demo.base}${path}`);
    return page;
  }

  it('locks the form while submitting, sends a double submit once, then shows the message with focus', async () => {
    const page = await visitor('/join');
    const watch = watchPage(page);
    const keys = recordRequests(page, '/api/form/FormSubmissionKey');
    const saves = recordRequests(page, '/api/form/SaveFormSubmission');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The server's answer waits until the test has looked at the submitting state.
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      await held;
      await route.continue();
    });
    await fillValid(page, 'Ada');
    const form = page.locator('form.form-block__form');
    const button = form.locator('.form-block__submit');
    await button.click();
    await expect.poll(() => button.textContent(), slow).toBe('Submitting…');
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByLabel('Email (required)').isDisabled()).toBe(true);
    expect(await form.getAttribute('aria-busy')).toBe('true');
    await screenshot(page, 'form-submitting');
    // A second submit while the first is on its way (Enter, a script) is ignored.
    await form.evaluate((node: HTMLFormElement) => {
      node.requestSubmit();
      node.dispatchEvent(new Event('submit', { cancelable: true }));
    });
    release();

    const success = page.locator('.form-block__success');
    await expect.poll(() => success.isVisible(), slow).toBe(true);
    expect(await success.textContent()).toBe(THANKS);
    expect(await form.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Join a class' }).isVisible()).toBe(false);
    expect(await success.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(keys).toHaveLength(1);
    expect(saves).toHaveLength(1);
    expect(await submissionsOf(demo.owner, formIdOf(plain))).toHaveLength(1);
    await screenshot(page, 'form-success');
    expect(formFaults(watch.errors)).toEqual([]);
    await page.context().close();
  });

  it("runs the owner's post-submit HTML and its script, in a frame sandboxed from the site", async () => {
    const page = await visitor('/join-note');
    await fillValid(page, 'Mary');
    await page.getByRole('button', { name: 'Send' }).click();
    const frame = page.locator('iframe.form-block__post-submit-frame');
    await expect.poll(() => frame.isVisible(), slow).toBe(true);
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    const note = page.frameLocator('iframe.form-block__post-submit-frame').locator('#owner-note');
    await expect.poll(() => note.isVisible(), slow).toBe(true);
    expect(await note.textContent()).toBe('See you soon.');
    await expect.poll(() => note.getAttribute('data-ran'), slow).toBe('yes');
    expect(await page.locator('form.form-block__form').isVisible()).toBe(false);
    await page.context().close();
  });

  it('sends the visitor to the success URL', async () => {
    const page = await visitor('/join-redirect');
    await fillValid(page, 'Grace');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(`${demo.base}/about`, slow);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('About us');
    const [stored] = await submissionsOf(demo.owner, formIdOf(redirecting));
    expect(partsByField(stored!).name).toEqual([
      { label: 'First', value: 'Grace' },
      { label: 'Last', value: 'Lovelace' },
    ]);
    await page.context().close();
  });

  it('shows a failure and unlocks the form for another try', async () => {
    const page = await visitor('/join');
    await fillValid(page, 'Edsger');
    // Meanwhile the owner takes the form off the page: the open page still shows it.
    const pages = (await api(demo.owner, 'GET', '/api/config/pages')).json as {
      pages: { id: string; slug: string }[];
    };
    const join = pages.pages.find((p) => p.slug === 'join')!;
    await saveBlocks(demo.owner, join.id, [], true);
    try {
      const button = page.getByRole('button', { name: 'Send' });
      await button.click();
      const message = page.locator('.form-block__message');
      await expect.poll(() => message.textContent(), slow).toBe('This form has not been configured yet.');
      expect(await button.textContent()).toBe('Send');
      expect(await button.isEnabled()).toBe(true);
      expect(await page.getByLabel('Email (required)').isEnabled()).toBe(true);
      expect(await page.getByLabel('Email (required)').inputValue()).toBe('ada@example.com');
      expect(await page.locator('form.form-block__form').getAttribute('aria-busy')).toBe('false');
      expect(await message.evaluate((node) => node === document.activeElement)).toBe(true);
      await screenshot(page, 'form-failure');
    } finally {
      await saveBlocks(demo.owner, join.id, [plain], true);
    }
    // Published again, the same open form goes through on the next try.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText(THANKS).isVisible(), slow).toBe(true);
    await page.context().close();
  });

  it('works without JavaScript: a plain POST answers the page with the errors, then the success message', async () => {
    const context = await demo.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${demo.base}/join`);
    const before = (await submissionsOf(demo.owner, formIdOf(plain))).length;
    await fillName(page, 'Alan', 'Turing');
    // Both pass the browser's own checks; the server refuses them.
    await page.getByLabel('Email (required)').fill('alan@example');
    await page.getByLabel('Guests').fill('a few');
    const [refused] = await Promise.all([
      page.waitForNavigation(),
      page.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(refused?.status()).toBe(400);
    expect(new URL(page.url()).pathname).toBe('/api/form/submit');
    const errorOf = (id: string) => page.locator(`.form-field[data-field-id="${id}"] .form-field__error`);
    expect(await errorOf('email').textContent()).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(await errorOf('guests').textContent()).toBe('Enter a number.');
    expect(await errorOf('name').textContent()).toBe('');
    expect(await page.getByLabel('Guests').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Email (required)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.form-block__message').textContent()).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    expect(await page.locator('.form-block__problem').allTextContents()).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    // What the visitor typed is back in the fields.
    expect(await page.getByLabel('Guests').inputValue()).toBe('a few');
    expect(await page.getByRole('group', { name: 'Name (required)' }).getByLabel('First').inputValue()).toBe(
      'Alan',
    );
    await screenshot(page, 'form-no-script-errors');
    expect(await submissionsOf(demo.owner, formIdOf(plain))).toHaveLength(before);

    await page.getByLabel('Email (required)').fill('alan@example.com');
    await page.getByLabel('Guests').fill('12');
    const [accepted] = await Promise.all([
      page.waitForNavigation(),
      page.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(accepted?.status()).toBe(200);
    expect(await page.getByText(THANKS).isVisible()).toBe(true);
    expect(await page.locator('form.form-block__form').count()).toBe(0);
    const [stored] = await submissionsOf(demo.owner, formIdOf(plain));
    expect(partsByField(stored!)).toEqual({
      name: [
        { label: 'First', value: 'Alan' },
        { label: 'Last', value: 'Turing' },
      ],
      email: [{ label: '', value: 'alan@example.com' }],
      guests: [{ label: '', value: '12' }],
    });
    await context.close();
  });
});
