import { newId } from '@atelier/domain';
import { TestClient } from '@atelier/server/testing/test-app';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, newContext, watchPage } from './browser';
import { fillCheckout, payWith } from './checkout';
import { visit } from './consent';
import { openStore, saved, signInEditor } from './editor';
import { chooseCookies, visitForm } from './forms';
import { type RunningServer, startServer } from './server';

/** The new owner of the Fit Goods shop, made from the Shop template. */
export const FIT_OWNER = {
  email: 'fit-owner@example.com',
  password: 'a site that fits',
  displayName: 'Fit Owner',
} as const;
export const FIT_SITE = { title: 'Fit Goods', identifier: 'fit-goods-e2e', template: 'shop' } as const;
/** The page holding one block of every kind the editor offers. */
export const FIT_CHECK_PAGE = 'Fit check';

/** Five photos of the library, by name and colour. */
export const PHOTOS = [
  ['harbour', '#2a6f97'],
  ['orchard', '#6a994e'],
  ['kiln', '#bc4749'],
  ['linen', '#f2e8cf'],
  ['meadow', '#a7c957'],
] as const;

/** A 1200 × 800 JPEG of one colour. */
export const photo = (colour: string): Promise<Buffer> =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** What the library says of each photo: its alt text, and one caption. */
export const photoText = (name: string) => ({
  alt: `The ${name} photo`,
  ...(name === 'kiln' ? { caption: 'Fired at dawn' } : {}),
});

/** What a fit check file shares: the server, Chromium, and the owner in the shop's editor. */
export interface FitSite {
  server: RunningServer;
  browser: Browser;
  /** http://fit-goods-e2e.localhost:PORT */
  site: string;
  /** The owner's one signed-in profile, and the editor in it. */
  context: BrowserContext;
  editor: Page;
  /** Page errors and failed requests of the editor since it opened. */
  watch: { errors: string[] };
}

interface MediaItem {
  id: string;
  fileName: string;
  alt: string;
  caption: string;
  url: string;
  width: number | null;
  height: number | null;
  focalPoint: { x: number; y: number };
}

/** Fails with the answer's body unless it has the expected status; returns its JSON. */
function answer<T>(response: { statusCode: number; body: string; json(): unknown }, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

/** A file sent to the media library as the editor sends it: the raw bytes and the crumb. */
async function upload(server: RunningServer, owner: TestClient, fileName: string, bytes: Buffer) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/config/media?fileName=${encodeURIComponent(fileName)}`,
    headers: {
      host: owner.host,
      cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrf-token': owner.cookies.get('crumb') ?? '',
      'content-type': 'application/octet-stream',
    },
    payload: bytes,
  });
  return answer<{ item: MediaItem }>(response, 201).item;
}

/** A library image as the gallery's library picker makes it a slide (gallery-library-editor.tsx). */
const slideOf = (item: MediaItem) => ({
  id: newId(),
  type: 'image',
  src: `${item.url}1500.webp`,
  alt: item.alt,
  mediaId: item.id,
  ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
  focalPoint: item.focalPoint,
  ...(item.caption.trim() ? { caption: item.caption.trim() } : {}),
});

interface Draft {
  revision: number;
  document: { sections: { blocks: unknown[] }[]; seo?: Record<string, string> };
}

/** Changes a page's draft as the editor saves it. */
async function changeDraft(owner: TestClient, pageId: string, change: (document: Draft['document']) => void) {
  const draft = answer<Draft>(await owner.request('GET', `/api/config/pages/${pageId}/draft`));
  change(draft.document);
  answer(
    await owner.request('PUT', `/api/config/pages/${pageId}/draft`, {
      document: draft.document,
      revision: draft.revision,
    }),
  );
}

/**
 * The shop of editor-new-shop.e2e.test.ts, made through the owner's API rather than the editor:
 * five photos with their alt texts and caption, a gallery of the five on Help, Help's copy as
 * Questions in the menu with its own search title, Help's search title, a Journal link in the menu,
 * the site published, then an empty store page (Gifts).
 */
async function makeShop(server: RunningServer): Promise<void> {
  const home = new TestClient(server.app, 'localhost');
  await home.signUp(FIT_OWNER.email, FIT_OWNER.password, FIT_OWNER.displayName);
  answer(
    await home.request('POST', '/api/platform/sites', {
      title: FIT_SITE.title,
      identifier: FIT_SITE.identifier,
      templateId: FIT_SITE.template,
    }),
    201,
  );
  const owner = new TestClient(server.app, `${FIT_SITE.identifier}.localhost`);
  answer(await owner.signIn(FIT_OWNER.email, FIT_OWNER.password));

  const items: MediaItem[] = [];
  for (const [name, colour] of PHOTOS) {
    const item = await upload(server, owner, `${name}.jpg`, await photo(colour));
    const path = `/api/config/media/${item.id}`;
    items.push(answer<{ item: MediaItem }>(await owner.request('PATCH', path, photoText(name))).item);
  }

  const { pages } = answer<{ pages: { id: string; slug: string }[] }>(
    await owner.request('GET', '/api/config/pages'),
  );
  const help = pages.find((page) => page.slug === 'help')!;
  await changeDraft(owner, help.id, (document) => {
    document.sections.at(-1)!.blocks.push({
      id: newId(),
      type: 8,
      settings: { design: 'grid', slides: items.map(slideOf) },
    });
  });
  const copy = answer<{ page: { id: string } }>(
    await owner.request('POST', `/api/config/pages/${help.id}/duplicate`),
    201,
  ).page;
  await changeDraft(owner, copy.id, (document) => {
    document.seo = {
      ...document.seo,
      title: 'Delivery, returns and questions',
      description: 'How we deliver, take things back and answer.',
    };
  });
  answer(
    await owner.request('PATCH', `/api/config/pages/${copy.id}`, { title: 'Questions', navigation: 'main' }),
  );
  await changeDraft(owner, help.id, (document) => {
    document.seo = { ...document.seo, title: 'Help with orders' };
  });
  answer(
    await owner.request('POST', '/api/config/navigation/links', {
      title: 'Journal',
      url: 'https://journal.example.com',
    }),
    201,
  );
  answer(await owner.request('POST', '/api/config/publish', {}));
  answer(
    await owner.request('POST', '/api/config/pages', {
      kind: 'store',
      title: 'Gifts',
      navigation: '_hidden',
      store: { show: 'categories', categories: ['Gifts'] },
    }),
    201,
  );
}

/**
 * The owner puts the candle on sale in Store; then a visitor accepts cookies, reads a few pages,
 * writes through the contact form and buys the candle, so Analytics, Cookies, Forms and Store's
 * orders have something to show.
 */
export async function sellCandle(browser: Browser, editor: Page, site: string): Promise<void> {
  const store = await openStore(editor, 'Products');
  await store.getByRole('button', { name: 'Cedar & fig candle (example)', exact: true }).click();
  const product = store.getByRole('form', { name: 'Product Cedar & fig candle (example)' });
  await product.getByLabel('State', { exact: true }).selectOption('published');
  await product.getByRole('button', { name: 'Save product' }).click();
  await expect
    .poll(() => product.getByRole('status').filter({ hasText: 'Saved' }).count())
    .toBeGreaterThan(0);
  await store.getByRole('button', { name: 'Close' }).click();
  await store.waitFor({ state: 'detached' });

  const context = await newContext(browser);
  await chooseCookies(context, site, true);
  const visitor = await context.newPage();
  for (const path of ['/', '/shop', '/help-copy']) await visit(visitor, `${site}${path}`);
  await visitForm(visitor, `${site}/help`);
  const contact = visitor.locator('form.form-block__form');
  await contact.getByLabel('First').fill('Grace');
  await contact.getByLabel('Last').fill('Hopper');
  await contact.getByLabel('Email').fill('grace@example.com');
  await contact.getByLabel('Message').fill('Do you ship to Lisbon?');
  await contact.getByRole('button', { name: 'Send' }).click();
  await visitor.getByText('Thank you! We answer on the same working day.').waitFor();
  await visitor.goto(`${site}/p/cedar-fig-candle-example`);
  await visitor.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Shopping Cart');
  await visitor.getByRole('link', { name: 'Checkout' }).click();
  await fillCheckout(visitor);
  await visitor.getByRole('button', { name: 'Continue to payment' }).click();
  await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Pay /);
  await payWith(visitor, '4242424242424242');
  await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Order confirmed');
  await context.close();
}

/**
 * Makes the Fit check page in the editor: Add page, then every kind of the Add block menu in turn.
 */
export async function addEveryBlockPage(editor: Page): Promise<void> {
  await editor.locator('#workspace-pages').getByRole('button', { name: 'Add page' }).click();
  const form = editor.getByRole('form', { name: 'New page' });
  await form.getByLabel('Page title').fill(FIT_CHECK_PAGE);
  await form.getByRole('button', { name: 'Create page' }).click();
  await expect.poll(() => editor.locator('.panel__subtitle').innerText()).toBe(FIT_CHECK_PAGE);
  await editor.getByRole('button', { name: 'Add block' }).click();
  const kinds = await editor.getByRole('menuitem').locator('.menu__label').allInnerTexts();
  await editor.keyboard.press('Escape');
  expect(kinds.length).toBeGreaterThan(10);
  for (const kind of kinds) {
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: new RegExp(`^${kind}`) }).click();
  }
  await saved(editor);
  await expect.poll(() => editor.getByTestId('block-list').locator('.block-row').count()).toBe(kinds.length);
}

/**
 * Starts the server and Chromium before a fit check file's tests, makes the shop and signs its
 * owner in to the editor in one profile; stops both after the file's tests. The file's own tests
 * then sell the candle (`sellCandle`) and make the Fit check page (`addEveryBlockPage`) as needed.
 */
export function useFitSite(): FitSite {
  const fit = {} as FitSite;
  beforeAll(async () => {
    fit.server = await startServer();
    fit.browser = await launchBrowser();
    fit.site = fit.server.siteUrl(FIT_SITE.identifier);
    await makeShop(fit.server);
    fit.context = await newContext(fit.browser);
    fit.editor = await fit.context.newPage();
    fit.watch = watchPage(fit.editor);
    await signInEditor(fit.editor, fit.site, FIT_OWNER.email, FIT_OWNER.password, (page) =>
      page
        .getByTestId('pages-list')
        .getByRole('link', { name: /^Questions/ })
        .waitFor(),
    );
  });
  afterAll(async () => {
    await fit.browser?.close();
    await fit.server?.close();
  });
  return fit;
}
