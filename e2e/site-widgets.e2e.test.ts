import { POPUP, TEXT_SHRINK, TOOLTIP } from '@atelier/domain';
import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  behaviourStarted,
  newContext,
  phoneContext,
  runtimeStarted,
  screenshot,
  watchPage,
} from './support/browser';
import { saved, topBarAction } from './support/editor';
import { linkFromMail, newOwnerSite, useOwnerWorld } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'widgets-owner@example.com';
const OWNER_PASSWORD = 'popups and tooltips';
const IDENTIFIER = 'site-widgets-e2e';
/** A long address: "Signed in as …" is wider than a 390 px phone at the page's size. */
const MEMBER = 'margaret.worthington@pottery-club.example';
const MEMBER_PASSWORD = 'a kiln of my own';

const active = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { text: element?.textContent?.trim() ?? '', inPopup: Boolean(element?.closest('.atelier-popup')) };
  });

/**
 * A new owner adds Social links (glyphs only, with Share) to the About page, turns visitor accounts
 * on and publishes. A visitor hovers a glyph: its name shows after the tooltip's delay; copies the
 * page's link: the information popup says so and hides by itself. On a 390 px phone, a member with a
 * long address reads "Signed in as …" fitted on one line and how long ago the account was made, and
 * removing a saved address asks first: a popup worked with the keyboard alone, Escape cancelling
 * with the focus back on Remove, then confirmed.
 */
describe('the shared site widgets on a new owner’s site', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };

  useOwnerWorld(IDENTIFIER, (world) => {
    ({ server, smtp, browser, site } = world);
  });

  it('signs up on the platform home, makes a site, adds Social links, turns accounts on and publishes', async () => {
    editor = await (await newContext(browser)).newPage();
    watch = watchPage(editor);
    await newOwnerSite(editor, server, smtp, {
      displayName: 'Widgets Owner',
      email: OWNER,
      password: OWNER_PASSWORD,
      title: 'Pottery Club',
      identifier: IDENTIFIER,
    });
    await topBarAction(editor, 'Site settings');
    const settings = editor.getByRole('dialog', { name: 'Site settings' });
    await settings.getByLabel('Let visitors create an account').check();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.waitFor({ state: 'detached', ...slow });

    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Social links/ }).click();
    const panel = editor.locator('.social-links-editor');
    await panel.waitFor(slow);
    await panel.getByRole('textbox', { name: 'Address or username' }).first().fill('potteryclub');
    expect(await panel.getByLabel('Style').inputValue()).toBe('icons');
    await panel.getByLabel('Show a Share button').check();
    await saved(editor);
    await publishWholeSite(editor);
  });

  it('names a glyph in a tooltip after its delay, and says "Link copied" in a popup that hides', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site).origin });
    const visitor = await context.newPage();
    const visitorWatch = watchPage(visitor);
    // Chromium on Linux has no share sheet; on other systems the panel is what this test reads.
    await visitor.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    const block = visitor.locator('[data-block-type="54"]');
    const instagram = block.getByRole('link', { name: 'Instagram' });
    await instagram.waitFor(slow);
    // The block's behaviour has started once its Share button shows.
    await block.getByRole('button', { name: 'Share' }).waitFor({ state: 'visible', ...slow });

    const tooltip = visitor.getByRole('tooltip');
    const hovered = Date.now();
    await instagram.hover();
    expect(await tooltip.isVisible()).toBe(false);
    await expect.poll(() => tooltip.isVisible(), slow).toBe(true);
    expect(Date.now() - hovered).toBeGreaterThanOrEqual(TOOLTIP.showDelayMs);
    expect(await tooltip.textContent()).toBe('Instagram');
    expect(await instagram.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    // A visitor is not signed in: anchored under the glyph, not following the mouse.
    const glyph = (await instagram.boundingBox())!;
    const tip = (await tooltip.boundingBox())!;
    expect(tip.y).toBeGreaterThanOrEqual(glyph.y + glyph.height);
    expect(tip.width).toBeLessThanOrEqual(TOOLTIP.width);
    await screenshot(visitor, 'site-widgets-tooltip');
    await visitor.mouse.move(5, 5);
    await expect.poll(() => tooltip.isVisible(), slow).toBe(false);

    await block.getByRole('button', { name: 'Share' }).click();
    const copy = block.getByRole('button', { name: 'Copy link' });
    await copy.click();
    const copied = visitor.locator('.atelier-popup[role="status"]');
    await expect.poll(() => copied.textContent(), slow).toBe('Link copied');
    expect((await copied.boundingBox())!.width).toBeLessThanOrEqual(POPUP.width);
    // On top of everything, the cookie banner at the bottom of the screen included.
    const onTop = await copied.evaluate((box) => {
      const { left, top, width, height } = box.getBoundingClientRect();
      return box.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
    expect(onTop).toBe(true);
    expect(await visitor.evaluate(() => navigator.clipboard.readText())).toMatch(/\/about$/);
    // It leaves the focus on Copy link, and hides by itself.
    expect(await copy.evaluate((button) => button === document.activeElement)).toBe(true);
    await screenshot(visitor, 'site-widgets-copied');
    await expect.poll(() => copied.count(), slow).toBe(0);
    expect(visitorWatch.errors).toEqual([]);
    await context.close();
  });

  it('on a phone: a member’s line fitted, the account’s age, and a removal asked in a keyboard popup', async () => {
    const context = await phoneContext(browser);
    const visitor = await context.newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/account`);
    const signUp = visitor.getByRole('region', { name: 'New here? Create an account' });
    await signUp.getByLabel('Email').fill(MEMBER);
    await signUp.getByLabel('Password (at least 10 characters)').fill(MEMBER_PASSWORD);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await visitor.getByText('Check your email: we sent you a link to confirm your address.').waitFor(slow);
    await visitor.goto(await linkFromMail(smtp, MEMBER, /\/account\/verify\?token=/));
    const signIn = visitor.getByRole('region', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(MEMBER);
    await signIn.getByLabel('Password').fill(MEMBER_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    const line = visitor.locator('.account-screen__signed-in');
    await line.waitFor(slow);
    expect(await line.textContent()).toBe(`Signed in as ${MEMBER}`);
    await runtimeStarted(visitor);

    // Text shrink: too wide at the page's size, fitted on one line, never under 11 px.
    await expect.poll(() => line.getAttribute('data-text-shrink'), slow).toBe('fit');
    const fit = await line.evaluate((element) => {
      const got = Number.parseFloat(getComputedStyle(element).fontSize);
      const fitted = element.scrollWidth <= element.clientWidth;
      const inline = element.style.fontSize;
      element.style.fontSize = '';
      const natural = Number.parseFloat(getComputedStyle(element).fontSize);
      const overflowed = element.scrollWidth > element.clientWidth;
      element.style.fontSize = inline;
      return { got, natural, fitted, overflowed, unfit: element.classList.contains('is-unfit') };
    });
    expect(fit.overflowed).toBe(true);
    expect(fit.fitted).toBe(true);
    expect(fit.unfit).toBe(false);
    expect(fit.got).toBeLessThan(fit.natural);
    expect(fit.got).toBeGreaterThanOrEqual(TEXT_SHRINK.minFontSize);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Relative time: the account was made moments ago, and the text moves on by itself.
    const since = visitor.locator('.account-screen__since');
    await expect
      .poll(() => since.textContent(), slow)
      .toMatch(/^Account created (just now|about \d+ seconds ago)$/);
    await expect.poll(() => since.textContent(), slow).toMatch(/^Account created about \d+ seconds ago$/);
    expect(await since.locator('time').getAttribute('title')).toMatch(/\d{4}/);
    await screenshot(visitor, 'site-widgets-account-phone');

    // An address to remove.
    const form = visitor.locator('#address-form');
    await form.getByLabel('Full name').fill('Margaret Worthington');
    await form.getByLabel('Address', { exact: true }).fill('12 Crescent Road');
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('State / province / region').fill('IL');
    await form.getByLabel('ZIP / postal code').fill('62701');
    await form.getByRole('button', { name: 'Save address' }).click();
    await visitor.getByText('The address is saved.').waitFor(slow);
    await runtimeStarted(visitor);
    // Before its behaviour, Remove would remove at once, as it does without scripts.
    await behaviourStarted(visitor, '[data-behaviour="account-widgets"]');
    const remove = visitor.locator('form[action="/account/addresses/remove"] button');

    // The keyboard alone: Enter on Remove asks first; focus on Cancel, Tab goes round the popup.
    await remove.focus();
    await visitor.keyboard.press('Enter');
    const popup = visitor.getByRole('alertdialog', { name: 'Remove this address?' });
    await popup.waitFor(slow);
    expect((await popup.boundingBox())!.width).toBeLessThanOrEqual(POPUP.width);
    expect(
      await popup.evaluate((box) => {
        const { left, top, width, height } = box.getBoundingClientRect();
        return box.contains(document.elementFromPoint(left + width / 2, top + height / 2));
      }),
    ).toBe(true);
    await expect.poll(() => active(visitor), slow).toEqual({ text: 'Cancel', inPopup: true });
    await visitor.keyboard.press('Tab');
    expect(await active(visitor)).toEqual({ text: 'Remove', inPopup: true });
    await visitor.keyboard.press('Tab');
    expect(await active(visitor)).toEqual({ text: 'Cancel', inPopup: true });
    await visitor.keyboard.press('Shift+Tab');
    expect(await active(visitor)).toEqual({ text: 'Remove', inPopup: true });
    await screenshot(visitor, 'site-widgets-confirm');
    // Escape cancels: the popup goes, focus is back on the address's Remove, and it stays.
    await visitor.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached', ...slow });
    expect(await remove.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await visitor.locator('[data-address]').count()).toBe(1);

    // Asked again and confirmed: removed.
    await visitor.keyboard.press('Enter');
    await popup.waitFor(slow);
    await visitor.keyboard.press('Tab');
    expect(await active(visitor)).toEqual({ text: 'Remove', inPopup: true });
    await visitor.keyboard.press('Enter');
    await visitor.getByText('The address is removed.').waitFor(slow);
    expect(await visitor.locator('[data-address]').count()).toBe(0);
    expect(visitorWatch.errors).toEqual([]);
    await context.close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
