import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, watchPage } from './support/browser';
import { useDemoSite } from './support/demo-suite';
import {
  chooseCookies,
  formBlock,
  formFaults,
  formIdOf,
  recordRequests,
  submissionsOf,
  visitForm,
} from './support/forms';
import { publishPageWithBlocks } from './support/pages';

/** The widget solves a proof of work of the real difficulty: about a second, more on a busy machine. */
const solving = { timeout: 90_000 };
const slow = { timeout: 30_000 };
const CAPTCHA_REQUIRED = 'Complete CAPTCHA before submitting.';

describe('a form with a captcha in Chromium', () => {
  const demo = useDemoSite({ signIn: true });
  /** The proof the browser sent with the accepted submission. */
  let spentProof = '';
  const block = formBlock({
    title: 'Write to us',
    fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    captcha: true,
  });

  beforeAll(async () => {
    await publishPageWithBlocks(demo.owner, 'write', 'Write to us', [block]);
  });

  const verified = (page: Page) => page.locator('altcha-widget [data-state="verified"]');

  it('asks for the captcha before it is solved, then submits once the widget has solved it', async () => {
    const context = await newContext(demo.browser);
    await chooseCookies(context, demo.base, true);
    const page = await context.newPage();
    const watch = watchPage(page);
    const saves = recordRequests(page, '/api/form/SaveFormSubmission');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The challenge is held back, so the visitor is quicker than the widget.
    await page.route('**/api/form/captcha-challenge', async (route) => {
      await held;
      await route.continue();
    });
    await visitForm(page, `${demo.base}/write`);
    // Nothing captcha-related loads before the visitor starts on the form.
    expect(await page.locator('altcha-widget').count()).toBe(0);
    const send = page.getByRole('button', { name: 'Send' });
    const sendAt = await send.boundingBox();
    await page.getByLabel('Email (required)').fill('ada@example.com');
    // The widget's chunk is asked for at the first interaction; it shows once loaded, in room the
    // form kept for it: the Send button stays where the visitor saw it.
    await expect.poll(() => page.locator('altcha-widget [data-state]').count(), slow).toBe(1);
    expect(await send.boundingBox()).toEqual(sendAt);
    await send.click();
    const message = page.locator('.form-block__message');
    await expect.poll(() => message.textContent(), slow).toBe(CAPTCHA_REQUIRED);
    await screenshot(page, 'form-captcha-required');
    expect(saves).toHaveLength(0);

    release();
    await expect.poll(() => verified(page).count(), solving).toBe(1);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    expect(saves).toHaveLength(1);
    spentProof = (saves[0]!.postDataJSON() as { captchaKey: string }).captchaKey;
    expect(spentProof).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(await submissionsOf(demo.owner, formIdOf(block))).toHaveLength(1);
    expect(formFaults(watch.errors)).toEqual([]);
    await context.close();
  });

  it('refuses a captchaKey that was already used', async () => {
    expect(spentProof).not.toBe('');
    const context = await newContext(demo.browser);
    const page = await context.newPage();
    await page.goto(`${demo.base}/about`);
    const replay = await page.evaluate(
      async ({ formId, captchaKey }) => {
        const headers = { 'content-type': 'application/json' };
        const keyAnswer = await fetch('/api/form/FormSubmissionKey', { method: 'POST', headers, body: '{}' });
        const { key } = await keyAnswer.json();
        const response = await fetch('/api/form/SaveFormSubmission', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            key,
            formId,
            objectName: 'form',
            captchaKey,
            form: JSON.stringify({ email: 'mallory@example.com' }),
          }),
        });
        return { status: response.status, body: await response.json() };
      },
      { formId: formIdOf(block), captchaKey: spentProof },
    );
    expect(replay).toMatchObject({ status: 400, body: { error: CAPTCHA_REQUIRED } });
    expect(await submissionsOf(demo.owner, formIdOf(block))).toHaveLength(1);
    await context.close();
  });

  it('after a refused submission, keeps the button disabled until the widget has solved a fresh challenge', async () => {
    const context = await newContext(demo.browser);
    await chooseCookies(context, demo.base, true);
    const page = await context.newPage();
    const challenges = recordRequests(page, '/api/form/captcha-challenge');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first challenge goes through; the next waits until the test has seen the button disabled.
    await page.route('**/api/form/captcha-challenge', async (route) => {
      if (challenges.length > 1) await held;
      await route.continue();
    });
    await visitForm(page, `${demo.base}/write`);
    const email = page.getByLabel('Email (required)');
    // A page script loosens the markup so the browser lets a bad address through to the server.
    await page.locator('.form-field[data-field-id="email"]').evaluate((node) => {
      node.dataset.field = JSON.stringify({ id: 'email', type: 'text', title: 'Email' });
    });
    await email.fill('not an address');
    await expect.poll(() => verified(page).count(), solving).toBe(1);
    const button = page.getByRole('button', { name: 'Send' });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/form/SaveFormSubmission'));
    await button.click();
    expect((await refused).status()).toBe(400);
    await expect
      .poll(() => page.locator('.form-field[data-field-id="email"] .form-field__error').textContent(), slow)
      .toBe('Email is not valid. Email addresses should follow the format name@example.com.');
    // The spent proof is dropped; a new challenge is solved before the button works again.
    await expect.poll(() => challenges.length, solving).toBe(2);
    expect(await button.isDisabled()).toBe(true);
    expect(await verified(page).count()).toBe(0);
    release();
    await expect.poll(() => button.isEnabled(), solving).toBe(true);
    await expect.poll(() => verified(page).count(), solving).toBe(1);
    await email.fill('ada@example.com');
    await button.click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    expect(await submissionsOf(demo.owner, formIdOf(block))).toHaveLength(2);
    await context.close();
  });
});
