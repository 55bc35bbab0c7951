import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage } from './support/browser';
import { api } from './support/owner';
import { publishWholeSite } from './support/publish';
import { type RunningServer, startServer } from './support/server';

const slow = { timeout: 30_000 };
const EMAIL = 'ines@example.com';
const PASSWORD = 'saffron-and-salt';

/** The editor's preview frame, once it shows a page. */
async function siteFrame(editor: Page): Promise<Frame> {
  const handle = await editor.getByTitle('Site preview').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no site frame');
  return frame;
}

const headingFont = (frame: Frame) =>
  frame.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily);
const accent = (frame: Frame) =>
  frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim());

describe('site styles, templates and device preview', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a new owner picks a template by its picture, restyles the site live, publishes, and visitors see it', async () => {
    const owner = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await owner.newPage();
    const watch = watchPage(page);

    // A new account, confirmed through its mail, signs in on the platform home.
    await page.goto(`${server.appUrl}/api/auth/session`);
    expect(
      (await api(page, 'POST', '/api/auth/signup', { email: EMAIL, password: PASSWORD, displayName: 'Inès' }))
        .status,
    ).toBe(202);
    const confirmation = () =>
      server.database.db
        .selectFrom('mail_messages')
        .select('text')
        .where('to', '=', EMAIL)
        .executeTakeFirst();
    await expect.poll(confirmation, slow).toBeTruthy();
    const mail = (await confirmation())!;
    await page.goto(mail.text.match(/http:\/\/\S+\/api\/auth\/verify\?token=\S+/)![0]);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(EMAIL);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();

    // Every template shows a picture of itself.
    const create = page.getByRole('form', { name: 'Create a site' });
    const restaurant = create.getByRole('radio', { name: /^Restaurant/ });
    await restaurant.waitFor(slow);
    const pictures = create.locator('img.template-option__picture');
    expect(await pictures.count()).toBeGreaterThanOrEqual(6);
    await pictures.last().scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => pictures.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
        slow,
      )
      .toBe(true);
    await create.getByLabel('Site title').fill('Quay Kitchen');
    await create.getByLabel('Site address').fill('quay-kitchen');
    await restaurant.check();
    await page.screenshot({ path: '/tmp/design-home-1440.png' });
    await create.getByRole('button', { name: 'Create site' }).click();
    await page.getByRole('button', { name: 'Open editor for Quay Kitchen' }).click();
    await page.waitForURL(/quay-kitchen\.localhost:\d+\/config\//, slow);

    // The editor frame shows the template's own look.
    await expect.poll(async () => headingFont(await siteFrame(page)), slow).toContain('Playfair Display');
    expect(await accent(await siteFrame(page))).toBe('#8c2f1c');

    // The Design panel: fonts and colours follow in the frame at once.
    await page.getByRole('button', { name: 'Design' }).click();
    const design = page.getByRole('complementary', { name: 'Design' });
    await design.getByLabel('Headings').selectOption('Montserrat');
    await expect.poll(async () => headingFont(await siteFrame(page)), slow).toContain('Montserrat');
    const accentHex = design.getByRole('textbox', { name: 'Accent (links and buttons)', exact: true });
    await accentHex.fill('#f9dbaf');
    await expect.poll(async () => accent(await siteFrame(page))).toBe('#f9dbaf');
    const warning = design.getByRole('alert');
    await expect.poll(() => warning.textContent()).toContain('Button text on the accent colour: contrast');
    await accentHex.fill('#0b6e4f');
    await expect.poll(async () => accent(await siteFrame(page))).toBe('#0b6e4f');
    await expect.poll(() => design.getByRole('alert').count()).toBe(0);
    await design.getByRole('radio', { name: 'Pill' }).check();
    await expect
      .poll(() => design.getByText('Saved as a draft. Publish to show it to visitors.').isVisible(), slow)
      .toBe(true);
    await page.screenshot({ path: '/tmp/design-1440.png' });

    // Nothing reaches visitors before Publish; the review names the style changes.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(server.siteUrl('quay-kitchen'));
    expect(
      await visitor.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
      ),
    ).toBe('#8c2f1c');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Publish the site' });
    await expect.poll(() => review.getByRole('heading', { name: 'Styles' }).isVisible(), slow).toBe(true);
    expect(await review.getByText('Fonts, Colours, Buttons').isVisible()).toBe(true);
    await review.getByRole('button', { name: 'Close' }).click();
    await publishWholeSite(page);

    await visitor.reload();
    expect(
      await visitor.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
      ),
    ).toBe('#0b6e4f');
    await expect
      .poll(() => visitor.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily))
      .toContain('Montserrat');
    expect(
      await visitor.evaluate(() => getComputedStyle(document.querySelector('.button')!).borderRadius),
    ).toBe('9999px');
    await visitor.evaluate(() => document.fonts.ready.then(() => undefined));
    await visitor.screenshot({ path: '/tmp/design-390.png', fullPage: true });

    // The device switch gives the frame each device's size, scaled to fit the stage.
    const screen = page.getByTestId('device-screen');
    const frameWidth = async () => (await siteFrame(page)).evaluate(() => window.innerWidth);
    await page.getByRole('radio', { name: /^Phone 390/ }).check({ force: true });
    await expect.poll(() => screen.getAttribute('data-device')).toBe('phone');
    await expect.poll(frameWidth).toBe(390);
    await page.getByRole('radio', { name: /^Tablet 768/ }).check({ force: true });
    await expect.poll(frameWidth).toBe(768);
    await page.getByRole('radio', { name: /^Desktop 1440/ }).check({ force: true });
    await expect.poll(frameWidth).toBe(1440);
    expect(Number(await screen.getAttribute('data-scale'))).toBeLessThan(1);
    await page.getByRole('radio', { name: /^Phone 390/ }).check({ force: true });
    await expect.poll(frameWidth).toBe(390);
    await page.screenshot({ path: '/tmp/design-1440-phone.png' });

    // Another template's look, applied later, keeps every word of the site.
    await design.getByLabel('Template').selectOption('event');
    await design.getByRole('button', { name: 'Apply styles' }).click();
    await expect.poll(async () => accent(await siteFrame(page))).toBe('#f670c7');
    expect(await (await siteFrame(page)).locator('h1').textContent()).toBe('Welcome to Quay Kitchen');
    expect(await design.getByLabel('Headings').inputValue()).toBe('Work Sans');

    // A style change is a step of the editor's undo history like any other edit.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => accent(await siteFrame(page))).toBe('#0b6e4f');
    await expect.poll(() => design.getByLabel('Headings').inputValue()).toBe('Montserrat');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => accent(await siteFrame(page))).toBe('#f670c7');

    expect(watch.errors).toEqual([]);
    await visitorContext.close();
    await owner.close();
  });
});
