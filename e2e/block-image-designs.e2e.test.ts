import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newContext, runtimeStarted, screenshot, watchPage } from './support/browser';
import { saved, topBarAction } from './support/editor';
import { newOwnerSite, useOwnerWorld } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'image-designs-owner@example.com';
const OWNER_PASSWORD = 'six ways to show a picture';
const IDENTIFIER = 'image-designs-e2e';
const FILE = 'kiln-yard.jpg';
const LOADED = 'block-loaded';

interface Words {
  title: string;
  text: string;
  button?: { label: string; link: string };
}

/** What each design the owner makes shows: its words, or (inline) a caption. */
const DESIGNS: { name: string; words?: Words; caption?: string }[] = [
  {
    name: 'Poster',
    words: {
      title: 'Firing nights',
      text: 'Come and watch the kiln open on the first Friday of the month.',
      button: { label: 'Write to us', link: '/contact' },
    },
  },
  { name: 'Card', words: { title: 'The kiln yard', text: 'Where the wood waits to dry for a year.' } },
  { name: 'Overlap', words: { title: 'Stacked by hand', text: 'Every shelf is loaded the evening before.' } },
  {
    name: 'Collage',
    words: {
      title: 'Ash and flame',
      text: 'The glaze is made from the ash of the last firing.',
      button: { label: 'Book a class', link: '/about' },
    },
  },
  { name: 'Stack', words: { title: 'Cooling down', text: 'Two days before the door can open.' } },
  { name: 'Inline', caption: 'The kiln yard at noon' },
];

/** The owner's block of a design (the template's own picture on About is inline too). */
const figure = (page: Page, design: string) =>
  page
    .locator(`figure.block-image--${design.toLowerCase()}`)
    .filter({ has: page.locator(`img[alt="The kiln yard, ${design.toLowerCase()}"]`) });
type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not laid out');
  return box;
};
/** The picture's box and its words' box in one design. */
async function parts(page: Page, design: string) {
  const block = figure(page, design);
  await block.scrollIntoViewIfNeeded();
  const words = design === 'Inline' ? '.block-image__caption' : '.block-image__content';
  return { img: await boxOf(block.locator('img')), words: await boxOf(block.locator(words)) };
}
const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  right(inner) <= right(outer) + 1 &&
  bottom(inner) <= bottom(outer) + 1;
const isLoaded = (block: Locator) => block.evaluate((el, name) => el.classList.contains(name), LOADED);
/** Whether the page has loaded the block animation's script (a lazy chunk of its own). */
const animationLoaded = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /\/block-animation-[^/]*\.js$/.test(entry.name)),
  );

/**
 * A new owner uploads a picture and adds an Image block in each of the six designs to the About
 * page through the block panel's Design choice, with a title, a text and buttons, chooses a block
 * animation in Design and publishes. A visitor at 1440 and 390 px sees each design laid out (card
 * beside, then below; poster's words inside its picture; collage beside its panel) with nothing
 * wider than the phone; with the animation, blocks in view at start are loaded at once and one
 * below the fold only once scrolled to; with reduced motion nothing is hidden.
 */
describe('an owner gives images designs, and visitors see them laid out and coming in', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };

  useOwnerWorld(IDENTIFIER, (world) => {
    ({ server, smtp, browser, site } = world);
  });

  it('signs up on the platform home, makes a site and uploads a picture', async () => {
    editor = await (await newContext(browser)).newPage();
    watch = watchPage(editor);
    await newOwnerSite(editor, server, smtp, {
      displayName: 'Image Owner',
      email: OWNER,
      password: OWNER_PASSWORD,
      title: 'Kiln Yard',
      identifier: IDENTIFIER,
    });
    await topBarAction(editor, 'Media');
    const library = editor.getByRole('dialog', { name: 'Media' });
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#b5651d' },
    })
      .jpeg()
      .toBuffer();
    await library.getByTestId('media-upload-input').setInputFiles({
      name: FILE,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect.poll(() => library.getByText('Uploaded').count(), slow).toBe(1);
    await library.getByRole('button', { name: 'Close' }).click();
  });

  it('adds an Image block in each design through the panel’s Design choice, with its words', async () => {
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    for (const design of DESIGNS) {
      await editor.getByRole('button', { name: 'Add block' }).click();
      await editor.getByRole('menuitem', { name: /^Image/ }).click();
      const choice = editor.getByRole('group', { name: 'Design' });
      await choice.waitFor(slow);
      // Six designs, one radio group, Inline chosen for a new block.
      expect(await choice.getByRole('radio').count()).toBe(6);
      expect(await choice.getByRole('radio', { name: /^Inline/ }).isChecked()).toBe(true);
      await editor.getByRole('button', { name: 'Choose an image' }).last().click();
      const picker = editor.getByRole('dialog', { name: 'Choose a file' });
      await picker
        .getByRole('list', { name: 'Files' })
        .getByRole('button', { name: new RegExp(FILE.replace('.', '\\.')) })
        .click();
      await picker.getByRole('button', { name: 'Use this file' }).click();
      await picker.waitFor({ state: 'detached', ...slow });
      await editor
        .getByLabel('Alt text', { exact: true })
        .fill(`The kiln yard, ${design.name.toLowerCase()}`);
      if (design.name === 'Overlap') {
        // The keyboard reaches it as any radio group: from the design chosen, arrows move the choice.
        await choice.getByRole('radio', { name: /^Card/ }).check();
        await choice.getByRole('radio', { name: /^Card/ }).press('ArrowRight');
        await expect.poll(() => choice.getByRole('radio', { name: /^Overlap/ }).isChecked()).toBe(true);
      } else {
        await choice.getByRole('radio', { name: new RegExp(`^${design.name}`) }).check();
      }
      if (design.words) {
        await editor.getByLabel('Title', { exact: true }).fill(design.words.title);
        const text = editor.getByRole('textbox', { name: 'Text', exact: true });
        await text.click();
        await editor.keyboard.type(design.words.text);
        if (design.words.button) {
          await editor.getByLabel('Button label', { exact: true }).fill(design.words.button.label);
          await editor.getByLabel('Button link', { exact: true }).fill(design.words.button.link);
        }
        expect(await editor.getByLabel('Caption', { exact: true }).count()).toBe(0);
      } else {
        await editor.getByLabel('Caption', { exact: true }).fill(design.caption ?? '');
      }
      await saved(editor);
      if (design.name === 'Collage') await screenshot(editor, 'block-image-designs-editor');
    }
  });

  it('chooses a block animation in Design and publishes', async () => {
    await editor.getByRole('button', { name: 'Design', exact: true }).click();
    const design = editor.getByRole('complementary', { name: 'Design' });
    const effects = design.getByRole('group', { name: 'Block animation' });
    expect(await effects.getByRole('radio', { name: 'None' }).isChecked()).toBe(true);
    await effects.getByRole('radio', { name: 'Rise' }).check();
    await design.getByRole('group', { name: 'Animation speed' }).getByRole('radio', { name: 'Fast' }).check();
    await expect
      .poll(() => design.getByText('Saved as a draft. Publish to show it to visitors.').isVisible(), slow)
      .toBe(true);
    await publishWholeSite(editor);
  });

  it('lays each design out at 1440 px: card and collage beside, poster’s words inside its picture', async () => {
    // Reduced motion: nothing animates, so the boxes are where the layout puts them.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const visitor = await context.newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    for (const design of DESIGNS) expect(await figure(visitor, design.name).count(), design.name).toBe(1);

    const poster = await parts(visitor, 'Poster');
    expect(within(poster.words, poster.img)).toBe(true);
    expect(within(await boxOf(figure(visitor, 'Poster').locator('.block-image__title')), poster.img)).toBe(
      true,
    );
    const card = await parts(visitor, 'Card');
    expect(card.words.x).toBeGreaterThanOrEqual(right(card.img) - 1);
    expect(card.words.y).toBeLessThan(bottom(card.img));
    const collage = await parts(visitor, 'Collage');
    expect(collage.words.x).toBeGreaterThanOrEqual(right(collage.img) - 1);
    // The panel of colour behind it, from the site's styles.
    const panel = await figure(visitor, 'Collage')
      .locator('.block-image__body')
      .evaluate((body) => getComputedStyle(body, '::before').backgroundColor);
    expect(panel).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    const overlap = await parts(visitor, 'Overlap');
    expect(overlap.words.x).toBeLessThan(right(overlap.img));
    expect(right(overlap.words)).toBeGreaterThan(right(overlap.img));
    const stack = await parts(visitor, 'Stack');
    expect(stack.words.y).toBeGreaterThanOrEqual(bottom(stack.img) - 1);
    const inline = await parts(visitor, 'Inline');
    expect(inline.words.y).toBeGreaterThanOrEqual(bottom(inline.img) - 1);
    expect(await figure(visitor, 'Inline').locator('figcaption').innerText()).toBe('The kiln yard at noon');

    // The words, the button and the link work as written.
    const posterBlock = figure(visitor, 'Poster');
    expect(await posterBlock.getByRole('heading', { name: 'Firing nights' }).count()).toBe(1);
    expect(await posterBlock.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(
      await figure(visitor, 'Collage').getByRole('link', { name: 'Book a class' }).getAttribute('href'),
    ).toBe('/about');
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);

    // Reduced motion: the animation's script loads and does nothing; no block is ever hidden.
    await expect.poll(() => animationLoaded(visitor), slow).toBe(true);
    await visitor.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await visitor.evaluate(() => document.documentElement.classList.contains('block-animation'))).toBe(
      false,
    );
    const opacities = await visitor
      .locator('main [data-block-id]')
      .evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).opacity));
    expect(opacities.length).toBeGreaterThan(6);
    expect(opacities.every((opacity) => opacity === '1')).toBe(true);
    await screenshot(visitor, 'block-image-designs-1440');
    expect(visitorWatch.errors).toEqual([]);
    await context.close();
  });

  it('stacks every design cleanly at 390 px, with nothing wider than the phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const design of DESIGNS) {
      const { img, words } = await parts(visitor, design.name);
      expect(right(img), design.name).toBeLessThanOrEqual(390);
      expect(right(words), design.name).toBeLessThanOrEqual(390);
      expect(words.x, design.name).toBeGreaterThanOrEqual(0);
      if (design.name === 'Poster') expect(within(words, img)).toBe(true);
      else if (design.name === 'Overlap') {
        // Its box overlaps the picture's lower edge.
        expect(words.y).toBeLessThan(bottom(img));
        expect(bottom(words)).toBeGreaterThan(bottom(img));
      } else expect(words.y, design.name).toBeGreaterThanOrEqual(bottom(img) - 1);
    }
    await screenshot(visitor, 'block-image-designs-390');
    await context.close();
  });

  it('loads the blocks in view at once and one below the fold only once the visitor scrolls to it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const visitor = await context.newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    await expect
      .poll(
        () => visitor.evaluate(() => document.documentElement.classList.contains('block-animation')),
        slow,
      )
      .toBe(true);
    // The first screen: loaded at once, so it never waits or flickers.
    const first = visitor.locator('main [data-block-id]').first();
    expect(await isLoaded(first)).toBe(true);
    expect(await first.evaluate((block) => getComputedStyle(block).opacity)).toBe('1');
    // Far below: hidden until scrolled to.
    const below = figure(visitor, 'Stack');
    expect(await below.evaluate((block) => block.getBoundingClientRect().top)).toBeGreaterThan(900);
    expect(await isLoaded(below)).toBe(false);
    expect(await below.evaluate((block) => getComputedStyle(block).opacity)).toBe('0');
    await below.scrollIntoViewIfNeeded();
    await expect.poll(() => isLoaded(below), slow).toBe(true);
    await expect.poll(() => below.evaluate((block) => getComputedStyle(block).opacity), slow).toBe('1');
    // Its picture had loaded before it came in.
    expect(await below.locator('img').evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    expect(visitorWatch.errors).toEqual([]);
    await context.close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
