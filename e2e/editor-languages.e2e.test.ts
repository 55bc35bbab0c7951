import {
  startTranslationStandIn,
  type TranslationStandIn,
} from '@atelier/server/testing/translation-stand-in';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { openStore, saved, siteFrame, topBarAction } from './support/editor';
import { DESKTOP_WIDTHS, fitCheck, PHONE, resizeTo, showPanel } from './support/fit';
import { publishWholeSite } from './support/publish';
import { linkFromLog, type ServerProcess, startServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const EMAIL = 'bilingual-owner@example.com';
const PASSWORD = 'deux langues au moins';
const IDENTIFIER = 'atelier-bilingue-e2e';
const HEADING = 'New at Atelier Bilingue';
const FRENCH_HEADING = 'Nouveautés chez Atelier Bilingue';
/** The home page's first text block, left untranslated: French visitors read it in English. */
const UNTRANSLATED = 'Hand-poured candles, stoneware mugs and linen made in small batches';
/** The start of that block's row in the blocks panel, which shortens it. */
const UNTRANSLATED_ROW = 'Hand-poured candles, stoneware mugs';
const MUG = 'Stoneware mug (example)';
const FRENCH_MUG = 'Tasse en grès (exemple)';
/** The Shop template's shipping rate, and the name the owner gives it in French. */
const RATE = 'Standard delivery (2–4 days)';
const FRENCH_RATE = 'Livraison standard (2 à 4 jours)';

/**
 * A new owner makes a site in English and adds French from the editor: Site settings → Languages,
 * the top bar's language switch, the home page's heading written in French beside its English,
 * another block left untranslated (and marked so), the example mug named in French in Store;
 * after Publish a visitor at /fr/ reads the French heading and name, and the English block.
 */
describe('an owner translates a new site into French from the editor', () => {
  let server: ServerProcess;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };
  let translator: TranslationStandIn;

  beforeAll(async () => {
    // A LibreTranslate-speaking service on this machine, which the server may call (a private address).
    translator = await startTranslationStandIn();
    [server, browser] = await Promise.all([
      startServerProcess({ TRANSLATION_PRIVATE_ADDRESSES: 'true' }),
      launchBrowser(),
    ]);
    site = server.siteUrl(IDENTIFIER);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await translator?.close();
  });

  it('signs up on the platform home and makes a shop', async () => {
    editor = await (await newContext(browser)).newPage();
    watch = watchPage(editor);
    await editor.goto(server.appUrl);
    await editor.getByRole('button', { name: 'Create an account' }).click();
    const signUp = editor.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Display name').fill('Bilingual Owner');
    await signUp.getByLabel('Email').fill(EMAIL);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    await editor.goto(await linkFromLog(server, 'sign-up confirmation link', EMAIL));
    const signIn = editor.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(EMAIL);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await editor.getByRole('heading', { name: 'Your sites' }).waitFor(slow);

    const create = editor.getByRole('form', { name: 'Create a site' });
    await create.getByLabel('Site title').fill('Atelier Bilingue');
    await create.getByLabel('Site address').fill(IDENTIFIER);
    await create.getByRole('radio', { name: /^Shop/ }).check();
    await create.getByRole('button', { name: 'Create site' }).click();
    await editor.getByRole('button', { name: 'Open editor for Atelier Bilingue' }).click();
    await editor.waitForURL(`${site}/config/?frameUrl=%2F`, slow);
    await editor.getByTestId('pages-list').getByRole('link', { name: /^Shop/ }).waitFor(slow);
    // One language: no switch in the top bar.
    expect(await editor.getByTestId('language-switch').count()).toBe(0);
  });

  it('adds French in Site settings → Languages, refused a tag that is none, and publishes it', async () => {
    await topBarAction(editor, 'Site settings');
    const dialog = editor.getByRole('dialog', { name: 'Site settings' });
    const languages = dialog.getByTestId('languages-section');
    await languages.getByLabel('Add a language').fill('french-ish');
    await languages.getByRole('button', { name: 'Add language' }).click();
    await expect.poll(() => languages.getByText('is not a language tag a site can use').count()).toBe(1);
    await languages.getByLabel('Add a language').fill('French');
    await languages.getByRole('button', { name: 'Add language' }).click();
    const row = languages.locator('[data-language="fr"]');
    expect(await row.getByText('Hidden', { exact: true }).count()).toBe(1);
    await row.getByLabel('Visitors see French').check();
    await languages.getByRole('button', { name: 'Save languages' }).click();
    await expect
      .poll(() => languages.getByRole('status').filter({ hasText: 'Languages saved.' }).count(), slow)
      .toBe(1);
    expect(await row.getByText('Published', { exact: true }).count()).toBe(1);
    await expect
      .poll(() => languages.getByTestId('translation-status').innerText(), slow)
      .toMatch(/French: 0 of \d+ texts translated/);
    await screenshot(editor, 'editor-languages-settings');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('switches the editor to French: the frame shows /fr, the blocks their English beside the French', async () => {
    const switcher = editor.getByTestId('language-switch');
    await switcher.selectOption('fr');
    await editor.waitForURL(/frameUrl=%2Ffr(&|$)/);
    const blocks = editor.getByTestId('block-list');
    await expect
      .poll(
        () => blocks.locator('li', { hasText: UNTRANSLATED_ROW }).getByText('Not translated').count(),
        slow,
      )
      .toBe(1);
    await blocks.getByRole('button', { name: new RegExp(`^Heading ${HEADING}`) }).click();
    const heading = editor.getByRole('region', { name: 'Heading settings' });
    expect(await heading.getByText(`English: ${HEADING}`).count()).toBe(1);
    await heading.getByLabel('Text in French').fill(FRENCH_HEADING);
    await saved(editor);
    expect(await heading.getByText('✓ Translated', { exact: true }).count()).toBe(1);
    // The frame previews the draft in French; the untranslated block shows its English.
    const frame = siteFrame(editor);
    await expect
      .poll(() => frame.getByRole('heading', { level: 1 }).textContent(), slow)
      .toBe(FRENCH_HEADING);
    expect(await frame.getByText(UNTRANSLATED, { exact: false }).count()).toBe(1);
    await screenshot(editor, 'editor-languages-block');
  });

  it('fits the top bar with its language switch and the French blocks at every width', async () => {
    const problems: string[] = [];
    try {
      for (const widths of [DESKTOP_WIDTHS, [PHONE.width]]) {
        const fit = fitCheck(editor, widths);
        await fit.eachWidth(async () => {
          expect(await editor.getByTestId('language-switch').isVisible()).toBe(true);
        });
        await fit.check('Top bar with languages', editor.locator('.workspace__top'));
        await fit.check('Blocks in French', await showPanel(fit, 'Blocks'));
        problems.push(...fit.problems);
      }
    } finally {
      await resizeTo(editor, 1280);
    }
    expect(problems).toEqual([]);
  });

  it('names the example mug in French in Store and puts it on sale', async () => {
    const store = await openStore(editor, 'Products');
    await store.getByRole('button', { name: MUG, exact: true }).click();
    const product = store.getByRole('form', { name: `Product ${MUG}` });
    const french = product.getByTestId('product-translations');
    await french.waitFor();
    await screenshot(editor, 'editor-languages-product');
    expect(await french.getByText(`English: ${MUG}`).count()).toBe(1);
    await french.getByLabel('Name in French').fill(FRENCH_MUG);
    await product.getByLabel('State', { exact: true }).selectOption('published');
    await product.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => store.getByRole('status').filter({ hasText: 'Saved' }).count(), slow).toBe(1);
    expect(await french.getByLabel('Name in French').inputValue()).toBe(FRENCH_MUG);
    await store.getByRole('button', { name: 'Close' }).first().click();
    await store.waitFor({ state: 'detached' });
  });

  it('names the shipping rate in French among the site texts of Site settings', async () => {
    await topBarAction(editor, 'Site settings');
    const dialog = editor.getByRole('dialog', { name: 'Site settings' });
    const texts = dialog.getByTestId('site-texts-translations');
    const rate = texts.getByLabel(`Shipping rate: ${RATE} in French`);
    await rate.waitFor(slow);
    await rate.fill(FRENCH_RATE);
    await texts.getByRole('button', { name: 'Save French texts' }).click();
    await expect.poll(() => texts.getByRole('status').textContent(), slow).toBe('French texts saved.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('publishes, and a visitor at /fr reads the French heading and name and the untranslated English', async () => {
    await publishWholeSite(editor);
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${site}/fr`);
    expect(await visitor.locator('html').getAttribute('lang')).toBe('fr');
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(FRENCH_HEADING);
    expect(await visitor.getByText(UNTRANSLATED, { exact: false }).count()).toBe(1);
    await expect.poll(() => visitor.getByText(FRENCH_MUG, { exact: false }).count(), slow).toBeGreaterThan(0);
    await screenshot(visitor, 'editor-languages-visitor-fr');
    // The French visitor buys the mug: checkout names the shipping rate as the owner did in French.
    await visitor.getByRole('link', { name: FRENCH_MUG }).first().click();
    await visitor.getByRole('button', { name: 'Ajouter au panier' }).click();
    await visitor.waitForURL(/\/cart$/);
    await visitor.goto(`${site}/checkout`);
    await visitor.getByLabel('E-mail').fill('camille@example.com');
    await visitor.getByLabel('Nom complet').fill('Camille Martin');
    await visitor.getByLabel('Adresse', { exact: true }).fill('3 rue des Lilas');
    await visitor.getByLabel('Ville').fill('Lyon');
    await visitor.getByLabel('Code postal').fill('69001');
    await visitor.getByLabel('Pays', { exact: true }).selectOption('FR');
    await visitor.getByRole('button', { name: 'Mettre à jour la livraison et les taxes' }).click();
    await expect
      .poll(() => visitor.getByRole('group', { name: 'Livraison' }).getByText(FRENCH_RATE).count(), slow)
      .toBe(1);
    expect(await visitor.getByText(RATE).count()).toBe(0);
    await screenshot(visitor, 'editor-languages-visitor-fr-checkout');
    // The English page stays English.
    await visitor.goto(site);
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(HEADING);
    expect(await visitor.getByText(FRENCH_HEADING).count()).toBe(0);
    await visitor.context().close();
  });

  it('connects a translation service, which fills the untranslated block as a machine draft to review', async () => {
    await topBarAction(editor, 'Site settings');
    const dialog = editor.getByRole('dialog', { name: 'Site settings' });
    const languages = dialog.getByTestId('languages-section');
    await languages.getByLabel('Service address').fill(translator.url);
    await languages.getByLabel('API key').fill(translator.libreKey);
    await languages.getByRole('button', { name: 'Connect LibreTranslate' }).click();
    await expect
      .poll(() => languages.getByText('Connected to LibreTranslate', { exact: false }).count(), slow)
      .toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The editor is still in French: the blocks panel offers the fill for what has no translation.
    await editor.getByRole('button', { name: 'Translate with LibreTranslate' }).click();
    await expect
      .poll(() => editor.getByText(/translated by machine\. Review them below\./).count(), slow)
      .toBe(1);
    const blocks = editor.getByTestId('block-list');
    const row = blocks.locator('li', { hasText: UNTRANSLATED_ROW });
    await expect.poll(() => row.getByText('Not translated').count(), slow).toBe(0);
    expect(translator.count('/translate')).toBeGreaterThan(0);
    // The frame previews the machine draft; visitors keep the English until the owner publishes.
    await expect
      .poll(() => siteFrame(editor).getByText('[fr]', { exact: false }).count(), slow)
      .toBeGreaterThan(0);
    // The drafts changed: the top bar no longer says the site is published as it is.
    expect(await editor.getByText('Site published').count()).toBe(0);
    await screenshot(editor, 'editor-languages-machine');
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${site}/fr`);
    expect(await visitor.getByText(UNTRANSLATED, { exact: false }).count()).toBe(1);
    await visitor.context().close();
  });

  it('adds the Language links block from Add block; visitors get the page in each language', async () => {
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Language links/ }).click();
    await saved(editor);
    const links = siteFrame(editor).locator('.block-language-links');
    await expect.poll(() => links.locator('a').allInnerTexts(), slow).toEqual(['English', 'Français']);
    await publishWholeSite(editor);
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${site}/fr`);
    const nav = visitor.locator('main .block-language-links');
    expect(await nav.locator('a[aria-current="true"]').textContent()).toBe('Français');
    await nav.getByRole('link', { name: 'English' }).click();
    await visitor.waitForURL(`${site}/`);
    expect(await visitor.locator('html').getAttribute('lang')).toBe('en-US');
    await visitor.context().close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
