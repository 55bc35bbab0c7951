import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { saved, siteFrame, topBarAction } from './support/editor';
import { FIT_OWNER, FIT_SITE, PHOTOS, photo, photoText, sellCandle } from './support/fit-site';
import { api } from './support/owner';
import { type RunningServer, startServer } from './support/server';

/** The link of the sign-up confirmation mail, once it is there. */
async function verificationLink(server: RunningServer): Promise<string | undefined> {
  const mail = await server.database.db
    .selectFrom('mail_messages')
    .select('text')
    .where('to', '=', FIT_OWNER.email)
    .where('kind', '=', 'account-verification')
    .executeTakeFirst();
  return mail?.text.match(/http:\/\/\S+\/api\/auth\/verify\?token=\S+/)?.[0];
}

/**
 * A new owner, signed up on the platform home with a site from the Shop template: picks five photos
 * into a gallery in one trip, duplicates a page and gives it a search title, publishes with a review
 * that names the menu as visitors see it, and opens Store from the editor to sell a product. The
 * same shop, made through the API, is the one the editor-fit-* files check at every width.
 */
describe('a new owner’s shop in the editor', () => {
  let server: RunningServer;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };

  const pagesList = () => editor.getByTestId('pages-list');

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl(FIT_SITE.identifier);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The pages or blocks panel, beside the site. */
  async function showPanel(name: 'Pages' | 'Blocks'): Promise<Locator> {
    const panel = editor.locator(name === 'Pages' ? '#workspace-pages' : '#workspace-blocks');
    await panel.waitFor();
    return panel;
  }

  async function openPage(title: string) {
    const pages = await showPanel('Pages');
    await pages.getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await expect.poll(() => editor.getByTestId('block-list').count()).toBe(1);
  }

  it('signs up on the platform home and makes a site from the Shop template', async () => {
    editor = await (await newContext(browser)).newPage();
    watch = watchPage(editor);
    await editor.goto(server.appUrl);
    await editor.getByRole('button', { name: 'Create an account' }).click();
    const signUp = editor.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Display name').fill(FIT_OWNER.displayName);
    await signUp.getByLabel('Email').fill(FIT_OWNER.email);
    await signUp.getByLabel('Password').fill(FIT_OWNER.password);
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => verificationLink(server)).toBeTruthy();
    await editor.goto((await verificationLink(server))!);
    const signIn = editor.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(FIT_OWNER.email);
    await signIn.getByLabel('Password').fill(FIT_OWNER.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await editor.getByRole('heading', { name: 'Your sites' }).waitFor();
    const create = editor.getByRole('form', { name: 'Create a site' });
    await create.getByLabel('Site title').fill(FIT_SITE.title);
    await create.getByLabel('Site address').fill(FIT_SITE.identifier);
    await create.getByRole('radio', { name: /^Shop/ }).check();
    await create.getByRole('button', { name: 'Create site' }).click();
    await editor.getByRole('button', { name: `Open editor for ${FIT_SITE.title}` }).click();
    await editor.waitForURL(`${site}/config/?frameUrl=%2F`);
    await pagesList().getByRole('link', { name: /^Help/ }).waitFor();
  });

  it('picks five photos into a gallery in one trip, each with the library’s alt text and caption', async () => {
    await topBarAction(editor, 'Media');
    const media = editor.getByRole('dialog', { name: 'Media' });
    await media.getByTestId('media-upload-input').setInputFiles(
      await Promise.all(
        PHOTOS.map(async ([name, colour]) => ({
          name: `${name}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await photo(colour),
        })),
      ),
    );
    await expect.poll(() => media.getByText('Uploaded').count(), { timeout: 30_000 }).toBe(5);
    // Alt texts and one caption, as the owner keeps them in the library.
    const items = (
      (await api(editor, 'GET', '/api/config/media')).json as {
        items: { id: string; fileName: string }[];
      }
    ).items;
    for (const item of items) {
      const change = photoText(item.fileName.replace('.jpg', ''));
      expect((await api(editor, 'PATCH', `/api/config/media/${item.id}`, change)).status).toBe(200);
    }
    await media.getByRole('button', { name: 'Close' }).click();
    await media.waitFor({ state: 'detached' });

    await openPage('Help');
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Gallery/ }).click();
    await editor.getByRole('button', { name: 'Add images from the library' }).click();
    const picker = editor.getByRole('dialog', { name: 'Choose files' });
    const grid = picker.getByRole('list', { name: 'Files' });
    await expect.poll(() => grid.getByRole('button').count()).toBe(5);
    const shown = (await grid.locator('.media-grid__name').allInnerTexts()).map((n) => n.replace('.jpg', ''));
    const file = (i: number) => grid.getByRole('button', { name: `${shown[i]}.jpg` });

    // Select all and Clear work on what the filter shows.
    await picker.getByRole('button', { name: 'Select all' }).click();
    await expect.poll(() => picker.getByRole('status').first().innerText()).toBe('5 files chosen');
    await picker.getByRole('button', { name: 'Clear' }).click();
    // A click, a Shift-click for a range, a Ctrl-click to add one, then Space from the keyboard.
    await file(0).click();
    await file(2).click({ modifiers: ['Shift'] });
    await file(4).click({ modifiers: ['ControlOrMeta'] });
    await expect.poll(() => picker.getByRole('status').first().innerText()).toBe('4 files chosen');
    await file(4).focus();
    await editor.keyboard.press('ArrowLeft');
    await expect.poll(() => file(3).evaluate((el) => el === document.activeElement)).toBe(true);
    await editor.keyboard.press('Space');
    await expect.poll(() => picker.getByRole('status').first().innerText()).toBe('5 files chosen');
    expect(await grid.locator('[aria-pressed="true"]').count()).toBe(5);
    await screenshot(editor, 'editor-fit-picker-five');
    await picker.getByRole('button', { name: 'Use these 5 files' }).click();
    await picker.waitFor({ state: 'detached' });

    const slides = editor.getByRole('list', { name: 'Slides' }).locator(':scope > li');
    await expect.poll(() => slides.count()).toBe(5);
    const order = [0, 1, 2, 4, 3].map((i) => shown[i]!);
    const alts = await slides.evaluateAll((rows) =>
      rows.map((row) => (row.querySelector('input') as HTMLInputElement).value),
    );
    expect(alts).toEqual(order.map((name) => `The ${name} photo`));
    const kiln = slides.nth(order.indexOf('kiln'));
    expect(await kiln.getByLabel('Caption').inputValue()).toBe('Fired at dawn');
    await saved(editor);
    const gallery = siteFrame(editor).locator('[data-block-type="8"]');
    await expect.poll(() => gallery.locator('.gallery__slide').count()).toBe(5);
    await screenshot(editor, 'editor-fit-gallery');
  });

  it('duplicates a page from its menu and gives the copy a search title and a place in the menu', async () => {
    const pages = await showPanel('Pages');
    await pages.getByRole('button', { name: 'More actions for Help' }).click();
    await editor.getByRole('menuitem', { name: /^Duplicate/ }).click();
    const copyRow = pagesList().getByRole('link', { name: /^Copy of Help/ });
    await copyRow.waitFor();
    expect(await copyRow.innerText()).toContain('/help-copy');
    expect(
      await pagesList()
        .getByRole('region', { name: 'Not linked' })
        .getByRole('link', { name: /^Copy of Help/ })
        .count(),
    ).toBe(1);
    // The copy opens, with the same blocks as Help, the gallery too.
    await expect.poll(() => editor.locator('.panel__subtitle').innerText()).toBe('Copy of Help');
    await expect
      .poll(() => siteFrame(editor).locator('[data-block-type="8"] .gallery__slide').count())
      .toBe(5);

    await pages.getByRole('button', { name: 'Settings for Copy of Help' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Page settings' });
    const search = dialog.getByTestId('page-search-settings');
    await search.getByLabel('Title in search results').fill('Delivery, returns and questions');
    await search.getByLabel('Description').fill('How we deliver, take things back and answer.');
    await dialog.getByLabel('Page title').fill('Questions');
    await dialog.getByLabel('Navigation').selectOption('main');
    await screenshot(editor, 'editor-fit-page-settings');
    await dialog.getByRole('button', { name: 'Save page settings' }).click();
    await dialog.waitFor({ state: 'detached' });
    await saved(editor);
    const pageId = await pagesList()
      .getByRole('link', { name: /^Questions/ })
      .evaluate((a) => new URLSearchParams(a.getAttribute('href') ?? '').get('frameUrl'));
    expect(pageId).toBe('/help-copy');
    const list = (await api(editor, 'GET', '/api/config/pages')).json as {
      pages: { id: string; slug: string }[];
    };
    const copy = list.pages.find((p) => p.slug === 'help-copy')!;
    const draft = (await api(editor, 'GET', `/api/config/pages/${copy.id}/draft`)).json as {
      document: { seo?: { title?: string; description?: string } };
    };
    expect(draft.document.seo).toMatchObject({
      title: 'Delivery, returns and questions',
      description: 'How we deliver, take things back and answer.',
    });

    // Another page than the one in view: its search title goes into its own draft.
    await pages.getByRole('button', { name: 'Settings for Help' }).click();
    const help = editor.getByRole('dialog', { name: 'Page settings' });
    await help.getByLabel('Title in search results').fill('Help with orders');
    await help.getByRole('button', { name: 'Save page settings' }).click();
    await help.waitFor({ state: 'detached' });
    const helpPage = list.pages.find((p) => p.slug === 'help')!;
    await expect
      .poll(async () => {
        const answer = (await api(editor, 'GET', `/api/config/pages/${helpPage.id}/draft`)).json as {
          document: { seo?: { title?: string } };
        };
        return answer.document.seo?.title;
      })
      .toBe('Help with orders');

    // The owner's own link in the menu, as the one the review left out.
    await pages.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = editor.getByRole('dialog', { name: 'Menu' });
    const add = menu.getByRole('form', { name: 'Add a link to the menu' });
    await add.getByLabel('Link text').fill('Journal');
    await add.getByLabel('Link address').fill('https://journal.example.com');
    await add.getByRole('button', { name: 'Add link' }).click();
    await expect.poll(() => menu.getByRole('list', { name: 'Menu items' }).innerText()).toContain('Journal');
    await menu.getByRole('button', { name: 'Done' }).click();
  });

  it('publishes with a review that names the menu as visitors see it and as it will be', async () => {
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = editor.getByRole('dialog', { name: 'Publish the site' });
    const menu = dialog.getByTestId('menu-review');
    await menu.waitFor();
    const items = (group: string) =>
      menu.getByRole('region', { name: group }).locator('.review__menu-title').allInnerTexts();
    expect(await items('Visitors see now')).toEqual(['Home', 'Shop', 'Help', 'Journal']);
    expect(await items('After publishing')).toEqual(['Home', 'Shop', 'Help', 'Questions', 'Journal']);
    expect(await menu.getByRole('listitem').first().innerText()).toBe('Questions joins the menu.');
    expect(await menu.innerText()).toContain('(link to https://journal.example.com)');
    expect(await dialog.getByRole('note').innerText()).toBe(
      'Products are not part of Publish: each goes on sale as soon as you mark it Published in Store.',
    );
    await screenshot(editor, 'editor-fit-publish-review');
    await dialog.getByRole('button', { name: 'Publish site' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => editor.getByText('Site published', { exact: true }).count()).toBe(1);

    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${site}/help-copy`);
    expect(await visitor.title()).toBe('Delivery, returns and questions');
    await visitor.goto(`${site}/help`);
    expect(await visitor.title()).toBe('Help with orders');
    const nav = await visitor.locator('header nav.site-nav a').allInnerTexts();
    expect(nav.map((n) => n.trim()).filter((n) => n !== 'Cart' && !/^\d/.test(n))).toEqual(
      expect.arrayContaining(['Home', 'Shop', 'Help', 'Journal', 'Questions']),
    );
    await visitor.context().close();
  });

  it('says on a store page that it lists products, with no Add block', async () => {
    await openPage('Shop');
    const blocks = await showPanel('Blocks');
    expect(await blocks.getByTestId('store-page-note').innerText()).toBe(
      'This page lists your products; choose which in its settings (⚙)',
    );
    expect(await blocks.getByRole('button', { name: 'Add block' }).isDisabled()).toBe(true);

    // A store page with nothing to list says so in the site's look, and how to fill it.
    const created = await api(editor, 'POST', '/api/config/pages', {
      kind: 'store',
      title: 'Gifts',
      navigation: '_hidden',
      store: { show: 'categories', categories: ['Gifts'] },
    });
    expect(created.status).toBe(201);
    await editor.reload();
    await openPage('Gifts');
    const empty = siteFrame(editor).locator('[data-store-empty]');
    await expect.poll(() => empty.innerText()).toContain('No products to show here yet.');
    expect(await empty.evaluate((el) => getComputedStyle(el).borderStyle)).toBe('dashed');
    await screenshot(editor, 'editor-fit-empty-store-page');
  });

  it('opens Store from a Product block’s settings while its product is a draft', async () => {
    await openPage('Home');
    const blocks = await showPanel('Blocks');
    await blocks.locator('.block-row', { hasText: 'Product' }).locator('.block-row__select').click();
    await blocks.getByRole('button', { name: 'Open Store' }).click();
    const store = editor.getByRole('dialog', { name: 'Store' });
    await store.getByRole('button', { name: 'Cedar & fig candle (example)', exact: true }).waitFor();
    await store.getByRole('button', { name: 'Close' }).click();
    await store.waitFor({ state: 'detached' });
  });

  it('sells a product, so the store has an order to show', async () => {
    await sellCandle(browser, editor, site);
  });

  it('ran without errors in the page', () => {
    expect(watch.errors).toEqual([]);
  });
});
