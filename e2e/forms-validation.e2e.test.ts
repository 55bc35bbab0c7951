import type { FormField } from '@atelier/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, watchPage } from './support/browser';
import { useDemoSite } from './support/demo-suite';
import {
  chooseCookies,
  formBlock,
  formFaults,
  formIdOf,
  isAbove,
  partsByField,
  recordRequests,
  submissionsOf,
  visitForm,
} from './support/forms';
import { publishPageWithBlocks } from './support/pages';

const slow = { timeout: 30_000 };

const FIELDS: FormField[] = [
  { id: 'topic', type: 'text', title: 'Topic', required: true },
  { id: 'note', type: 'textarea', title: 'Note', maxLength: 20 },
  { id: 'reply', type: 'email', title: 'Reply to' },
  { id: 'post', type: 'address', title: 'Postal address' },
];

const BLOCKING = 'One or more fields is invalid, please check your entries.';
const EMAIL_INVALID = 'Email is not valid. Email addresses should follow the format name@example.com.';

/** A field as the visitor sees it: its error line, its title and the control to fill in. */
function fieldOf(page: Page, id: string) {
  const frame = page.locator(`.form-field[data-field-id="${id}"]`);
  return {
    frame,
    error: frame.locator('.form-field__error'),
    title: frame.locator('.form-field__title'),
    control: frame.locator('input, textarea').first(),
  };
}

const invalidMark = (control: Locator) => control.getAttribute('aria-invalid');

describe('form validation in Chromium', () => {
  const demo = useDemoSite({ signIn: true });
  const block = formBlock({ title: 'Ask us', fields: FIELDS });

  beforeAll(async () => {
    await publishPageWithBlocks(demo.owner, 'ask', 'Ask us', [block]);
  });

  async function visit(): Promise<{ page: Page; saves: ReturnType<typeof recordRequests> }> {
    const context = await newContext(demo.browser);
    await chooseCookies(context, demo.base, true);
    const page = await context.newPage();
    const saves = recordRequests(page, '/api/form/SaveFormSubmission');
    await visitForm(page, `${demo.base}/ask`);
    return { page, saves };
  }

  it('blocks a submission with a missing required field: message, error above the title, field marked', async () => {
    const { page, saves } = await visit();
    const watch = watchPage(page);
    const topic = fieldOf(page, 'topic');
    const message = page.locator('.form-block__message');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => message.textContent(), slow).toBe(BLOCKING);
    expect(await message.getAttribute('role')).toBe('alert');
    expect(await topic.error.textContent()).toBe('This field is required.');
    expect(await isAbove(topic.error, topic.title)).toBe(true);
    expect(await invalidMark(topic.control)).toBe('true');
    expect(await topic.frame.getAttribute('class')).toContain('form-field--error');
    // Screen readers hear the message with the field, which has the focus.
    expect(await topic.control.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await topic.control.evaluate((node) => node.getAttribute('aria-describedby'))).toContain(
      await topic.error.getAttribute('id'),
    );
    // Optional fields left empty pass and stay unmarked.
    expect(await invalidMark(fieldOf(page, 'reply').control)).toBeNull();
    expect(await fieldOf(page, 'reply').error.textContent()).toBe('');
    await screenshot(page, 'form-validation-required');
    expect(saves).toHaveLength(0);

    // Filled in, the mark and the messages go at the next try.
    await topic.control.fill('Glazes');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    expect(saves).toHaveLength(1);
    expect(formFaults(watch.errors)).toEqual([]);
    await page.context().close();
  });

  it('counts textarea characters live as "used / max" and refuses text over the limit', async () => {
    const { page, saves } = await visit();
    const note = fieldOf(page, 'note');
    const counter = note.frame.locator('.form-field__counter');
    await fieldOf(page, 'topic').control.fill('Kilns');
    expect(await counter.textContent()).toBe('0 / 20');
    await note.control.pressSequentially('Twenty chars exactly');
    expect(await counter.textContent()).toBe('20 / 20');
    expect(await counter.getAttribute('class')).not.toContain('form-field__counter--over');
    await note.control.pressSequentially('!!');
    expect(await counter.textContent()).toBe('22 / 20');
    expect(await counter.getAttribute('class')).toContain('form-field__counter--over');

    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => note.error.textContent(), slow).toBe('You have exceeded the character limit.');
    expect(await page.locator('.form-block__message').textContent()).toBe(BLOCKING);
    expect(await isAbove(note.error, note.title)).toBe(true);
    expect(await invalidMark(note.control)).toBe('true');
    expect(await invalidMark(fieldOf(page, 'topic').control)).toBeNull();
    await screenshot(page, 'form-validation-character-limit');

    // A line break counts as one character, however the browser sends it.
    await note.control.fill('Line one\nline two');
    expect(await counter.textContent()).toBe('17 / 20');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    expect(saves).toHaveLength(1);
    const [stored] = await submissionsOf(demo.owner, formIdOf(block));
    expect(partsByField(stored!).note).toEqual([{ label: '', value: 'Line one\nline two' }]);
    await page.context().close();
  });

  it('checks the shape and the length of an email address', async () => {
    const { page, saves } = await visit();
    const reply = fieldOf(page, 'reply');
    await fieldOf(page, 'topic').control.fill('Clay');
    const longest = `${'a'.repeat(256 - '@example.com'.length)}@example.com`;
    for (const address of ['ada@example', 'ada@example.museum', 'ada example@x.com', `a${longest}`]) {
      await reply.control.fill(address);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => reply.error.textContent(), slow).toBe(EMAIL_INVALID);
      expect(await invalidMark(reply.control)).toBe('true');
      expect(await page.locator('.form-block__message').textContent()).toBe(BLOCKING);
    }
    expect(await isAbove(reply.error, reply.title)).toBe(true);
    expect(saves).toHaveLength(0);
    // 256 characters is still an address.
    expect(longest).toHaveLength(256);
    await reply.control.fill(longest);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    expect(saves).toHaveLength(1);
    await page.context().close();
  });

  it('takes exactly five digits as a US zip code', async () => {
    const { page, saves } = await visit();
    const post = fieldOf(page, 'post');
    const zip = post.frame.getByLabel('Zip', { exact: true });
    await fieldOf(page, 'topic').control.fill('Post');
    await post.frame.getByLabel('Line1', { exact: true }).fill('1 River Road');
    for (const code of ['1234', '123456', '12345-6789', 'ABCDE']) {
      await zip.fill(code);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => post.error.textContent(), slow).toBe('Enter a 5-digit ZIP code.');
      expect(await invalidMark(zip)).toBe('true');
    }
    expect(await isAbove(post.error, post.title)).toBe(true);
    // Outside the US the code is not held to the US shape.
    await post.frame.getByLabel('Country', { exact: true }).fill('Canada');
    await zip.fill('K1A 0B1');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    expect(saves).toHaveLength(1);
    await page.context().close();
  });

  it("shows the server's field errors above their titles when the browser's check was bypassed", async () => {
    const { page, saves } = await visit();
    const topic = fieldOf(page, 'topic');
    // A page script that loosens the markup: the browser lets the empty field through, the server does not.
    await topic.frame.evaluate((node) => {
      const field = JSON.parse(node.dataset.field ?? '{}');
      node.dataset.field = JSON.stringify({ ...field, required: false });
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/form/SaveFormSubmission'));
    await page.getByRole('button', { name: 'Send' }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { topic: 'This field is required.' } });
    await expect.poll(() => topic.error.textContent(), slow).toBe('This field is required.');
    expect(await isAbove(topic.error, topic.title)).toBe(true);
    expect(await invalidMark(topic.control)).toBe('true');
    const problems = page.locator('.form-block__problem');
    expect(await problems.allTextContents()).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    // Unlocked again: the visitor can correct and resend.
    const button = page.getByRole('button', { name: 'Send' });
    expect(await button.isEnabled()).toBe(true);
    expect(await topic.control.isEnabled()).toBe(true);
    await topic.control.fill('Second try');
    await button.click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    expect(saves).toHaveLength(2);
    await page.context().close();
  });
});
