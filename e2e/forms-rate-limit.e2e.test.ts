import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { useDemoSite } from './support/demo-suite';
import {
  chooseCookies,
  formBlock,
  formIdOf,
  recordRequests,
  submissionsOf,
  visitForm,
} from './support/forms';
import { publishPageWithBlocks } from './support/pages';

const slow = { timeout: 30_000 };
const RATE_LIMITED = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';

/**
 * Its own server: every submission of this file counts against one site and one address
 * (FORM_LIMITS: 10 a minute), which other files must not share.
 */
describe('the form submission rate limit in Chromium', () => {
  const demo = useDemoSite({ signIn: true });
  const block = formBlock({
    title: 'Guest book',
    fields: [{ id: 'words', type: 'text', title: 'Your words', required: true }],
  });

  beforeAll(async () => {
    await publishPageWithBlocks(demo.owner, 'guest-book', 'Guest book', [block]);
  });

  it('refuses the 11th submission in a minute with the spec message, and a forged X-Forwarded-For does not reset it', async () => {
    const context = await newContext(demo.browser);
    await chooseCookies(context, demo.base, true);
    const page = await context.newPage();
    const saves = recordRequests(page, '/api/form/SaveFormSubmission');
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/form/SaveFormSubmission')) statuses.push(response.status());
    });

    for (let entry = 1; entry <= 10; entry++) {
      await visitForm(page, `${demo.base}/guest-book`);
      await page.getByLabel('Your words (required)').fill(`Entry ${entry}`);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    }
    expect(statuses).toEqual(Array(10).fill(200));

    await visitForm(page, `${demo.base}/guest-book`);
    await page.getByLabel('Your words (required)').fill('Entry 11');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/form/SaveFormSubmission'));
    await page.getByRole('button', { name: 'Send' }).click();
    const response = await refused;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    const message = page.locator('.form-block__message');
    await expect.poll(() => message.textContent(), slow).toBe(RATE_LIMITED);
    expect(await message.isVisible()).toBe(true);
    // Unlocked, what was typed kept: the visitor can try again later.
    expect(await page.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('Your words (required)').inputValue()).toBe('Entry 11');
    await screenshot(page, 'form-rate-limited');
    expect(saves).toHaveLength(11);

    // The same address claiming to be someone else, as a script can send it.
    const forged = await page.evaluate(async (formId) => {
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' };
      const keyAnswer = await fetch('/api/form/FormSubmissionKey', { method: 'POST', headers, body: '{}' });
      const { key } = await keyAnswer.json();
      const response = await fetch('/api/form/SaveFormSubmission', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          key,
          formId,
          objectName: 'form',
          form: JSON.stringify({ words: 'Entry 12' }),
        }),
      });
      return { keyStatus: keyAnswer.status, status: response.status, body: await response.json() };
    }, formIdOf(block));
    expect(forged).toMatchObject({ keyStatus: 200, status: 429, body: { error: RATE_LIMITED } });

    const stored = await submissionsOf(demo.owner, formIdOf(block));
    expect(stored).toHaveLength(10);
    expect(stored.map((submission) => submission.summary[0]?.parts[0]?.value)).not.toContain('Entry 11');
    expect(stored.map((submission) => submission.summary[0]?.parts[0]?.value)).not.toContain('Entry 12');
    await context.close();
  });
});
