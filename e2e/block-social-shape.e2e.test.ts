import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, phoneContext, runtimeStarted, screenshot, watchPage } from './support/browser';
import { saved } from './support/editor';
import { newOwnerSite, useOwnerWorld } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'social-owner@example.com';
const OWNER_PASSWORD = 'follow the studio';
const IDENTIFIER = 'social-shape-block-e2e';
const USERNAME = 'clayfollowers';
const EMAIL = 'hello@clay-follow.example';
/** The share code's own chunk (share-panel.ts), fetched on the first click of Share. */
const SHARE_CHUNK = /\/assets\/site\/share-panel-[^/]*\.js$/;

const social = (page: Page) => page.locator('[data-block-type="54"]');
const shape = (page: Page) => page.locator('[data-block-type="71"]');
/** Every address a page requested, in order, from the moment it is watched. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * A new owner adds a Social links block (two links, one from a username, and the Share button) and
 * a Shape to the About page from Add block, and publishes. A visitor sees the links by their names;
 * the share code loads only when they click Share, and nothing loads from a network before they
 * follow a link; without JavaScript the links are there; the page fits a phone screen.
 */
describe('an owner adds social links and a shape, and a visitor follows and shares', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };

  useOwnerWorld(IDENTIFIER, (world) => {
    ({ server, smtp, browser, site } = world);
  });

  it('signs up on the platform home and makes a site', async () => {
    editor = await (await newContext(browser)).newPage();
    watch = watchPage(editor);
    await newOwnerSite(editor, server, smtp, {
      displayName: 'Social Owner',
      email: OWNER,
      password: OWNER_PASSWORD,
      title: 'Clay Followers',
      identifier: IDENTIFIER,
    });
  });

  it('adds Social links with two links and Share on, then a Shape, and publishes', async () => {
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offer = editor.getByRole('menuitem', { name: /^Social links/ });
    expect(await offer.innerText()).toContain('Links to your social accounts, and a Share button');
    await offer.click();
    const panel = editor.locator('.social-links-editor');
    await panel.waitFor(slow);
    // The new block's one Instagram link, waiting for its username: the follow link is made from it.
    expect(await panel.getByLabel('Network').first().inputValue()).toBe('instagram');
    const first = panel.getByRole('textbox', { name: 'Address or username' }).first();
    // An address that is not https is refused as the owner types.
    await first.fill('http://instagram.com/clay');
    await panel.getByText('Enter a full address starting with https://.').waitFor(slow);
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    await first.fill(USERNAME);
    await expect.poll(() => panel.locator('.field__error').count(), slow).toBe(0);

    await panel.getByRole('button', { name: 'Add link' }).click();
    await panel.getByLabel('Network').nth(1).selectOption('email');
    await panel.getByRole('textbox', { name: 'Email address' }).fill(EMAIL);
    await panel.getByLabel('Show a Share button').check();
    await saved(editor);
    await screenshot(editor, 'block-social-editor');

    await editor.getByRole('button', { name: 'Add block' }).click();
    const shapeOffer = editor.getByRole('menuitem', { name: /^Shape/ });
    await shapeOffer.click();
    const shapePanel = editor.locator('.shape-editor');
    await shapePanel.waitFor(slow);
    await shapePanel.getByLabel('Shape').selectOption('arch');
    await shapePanel.getByText('Its height is 150% of its width.').waitFor(slow);
    await shapePanel.getByLabel('Colour').selectOption('accent-soft');
    await saved(editor);
    await screenshot(editor, 'block-shape-editor');
    await publishWholeSite(editor);
  });

  it('shows the links by their names, and loads the share code only when the visitor clicks Share', async () => {
    const visitor = await (await newContext(browser)).newPage();
    const visitorWatch = watchPage(visitor);
    const requests = recordRequests(visitor);
    // Chromium on Linux has no share sheet; on other systems the panel is what this test reads.
    await visitor.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    const block = social(visitor);
    await block.waitFor({ state: 'visible', ...slow });
    const instagram = block.getByRole('link', { name: 'Instagram' });
    expect(await instagram.getAttribute('href')).toBe(`https://www.instagram.com/${USERNAME}`);
    expect(await instagram.getAttribute('rel')).toBe('me noopener');
    expect(await block.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(`mailto:${EMAIL}`);
    const share = block.getByRole('button', { name: 'Share' });
    await share.waitFor({ state: 'visible', ...slow });

    const origin = new URL(site).origin;
    const elsewhere = () => requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
    expect(requests.filter((url) => SHARE_CHUNK.test(new URL(url).pathname))).toEqual([]);
    expect(elsewhere()).toEqual([]);

    await share.click();
    const sharePanel = block.getByRole('group', { name: 'Share this page' });
    await sharePanel.waitFor({ state: 'visible', ...slow });
    expect(requests.filter((url) => SHARE_CHUNK.test(new URL(url).pathname))).toHaveLength(1);
    expect(await share.getAttribute('aria-expanded')).toBe('true');
    const facebook = await sharePanel.getByRole('link', { name: 'Facebook' }).getAttribute('href');
    // The page's own address (its canonical one), handed over as a parameter of a plain link.
    expect(facebook).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https?%3A%2F%2F/);
    expect(facebook).toContain(encodeURIComponent('/about'));
    await sharePanel.getByRole('button', { name: 'Copy link' }).waitFor(slow);
    // Plain links: still nothing asked of any network.
    expect(elsewhere()).toEqual([]);

    // The shape: an arch, one and a half times as tall as wide (the spec's sizing value 150).
    const figure = shape(visitor).locator('svg');
    expect(await figure.getAttribute('viewBox')).toBe('0 0 100 150');
    const box = await figure.boundingBox();
    expect(Math.abs((box?.height ?? 0) - (box?.width ?? 0) * 1.5)).toBeLessThan(2);
    await screenshot(visitor, 'block-social-visitor');
    expect(visitorWatch.errors).toEqual([]);
    await visitor.context().close();
  });

  it('opens the share panel by touch on a phone and by keyboard', async () => {
    const visitor = await (await phoneContext(browser)).newPage();
    await visitor.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    const share = social(visitor).getByRole('button', { name: 'Share' });
    await share.waitFor({ state: 'visible', ...slow });
    await share.tap();
    const sharePanel = social(visitor).getByRole('group', { name: 'Share this page' });
    await sharePanel.waitFor({ state: 'visible', ...slow });
    expect(await share.getAttribute('aria-expanded')).toBe('true');
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await share.tap();
    await expect.poll(() => share.getAttribute('aria-expanded'), slow).toBe('false');
    // By keyboard: Enter on the focused button opens the panel again.
    await share.focus();
    await visitor.keyboard.press('Enter');
    await expect.poll(() => share.getAttribute('aria-expanded'), slow).toBe('true');
    await visitor.context().close();
  });

  it('shows the links without JavaScript, and fits a phone screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled: false,
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/about`);
    const block = social(visitor);
    await block.waitFor({ state: 'visible', ...slow });
    expect(await block.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      `https://www.instagram.com/${USERNAME}`,
    );
    expect(await block.getByRole('link', { name: 'Email' }).isVisible()).toBe(true);
    // The Share button needs its script: without one it stays hidden.
    expect(await block.locator('.block-social__share-button').isVisible()).toBe(false);
    await shape(visitor).waitFor({ state: 'visible', ...slow });
    await screenshot(visitor, 'block-social-no-script');
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const links = await block.boundingBox();
    expect(links?.width ?? 999).toBeLessThanOrEqual(390);
    const figure = await shape(visitor).boundingBox();
    expect(figure?.width ?? 999).toBeLessThanOrEqual(390);
    await screenshot(visitor, 'block-social-shape-phone');
    await context.close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
