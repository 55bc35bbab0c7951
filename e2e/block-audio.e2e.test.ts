import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import { PERSONAL, taggedMp3, taggedWav } from '@atelier/server/testing/audio-files.test-support';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, runtimeStarted, screenshot, watchPage } from './support/browser';
import { saved } from './support/editor';
import { newOwnerSite, useOwnerWorld } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'audio-owner@example.com';
const OWNER_PASSWORD = 'songs from the studio';
const IDENTIFIER = 'audio-block-e2e';
/** The WAV's INFO chunk names it; its comment (PERSONAL.comment) must never reach a visitor. */
const WAV_TITLE = 'Morning birds';
const MP3_TITLE = 'Evening song';
const ALBUM = 'Studio sounds';

const audioBlock = (page: Page) => page.locator('[data-block-type="41"]');
const album = (page: Page) => page.locator('[data-block-type="60"]');
const trackButtons = (page: Page) => album(page).locator('button[data-album-play]');
/** Which album rows are marked as playing, in order. */
const currentRows = (page: Page) =>
  trackButtons(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-current') === 'true'));

/**
 * A new owner uploads a WAV (with a comment in its INFO chunk) and an MP3 (with ID3 and APE tags)
 * through the media library, adds an Audio block and an Album block to the About page and
 * publishes. A visitor plays the album by pressing a track, and it goes on to the next when the
 * first ends; the served files hold none of the tags' personal data; the Audio block plays from its
 * own controls; without JavaScript every row has its own player; and the blocks fit a 390 px screen.
 */
describe('an owner adds audio and an album, and a visitor plays them with and without scripts', () => {
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
      displayName: 'Audio Owner',
      email: OWNER,
      password: OWNER_PASSWORD,
      title: 'Clay and Sound',
      identifier: IDENTIFIER,
    });
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
  });

  it('uploads a WAV and an MP3 from an Audio block’s picker and plays the WAV there', async () => {
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offer = editor.getByRole('menuitem', { name: /^Audio/ });
    expect(await offer.innerText()).toContain('A track from your media library, in a player');
    await offer.click();
    const panel = editor.locator('.audio-editor');
    await panel.waitFor(slow);
    await panel.getByRole('button', { name: 'Choose a track', exact: true }).click();
    const picker = editor.getByRole('dialog', { name: 'Choose a file' });
    await picker.waitFor(slow);
    expect(await picker.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('audio');
    await picker.getByTestId('media-upload-input').setInputFiles([
      { name: 'birds.wav', mimeType: 'audio/wav', buffer: taggedWav(WAV_TITLE, 1) },
      { name: 'song.mp3', mimeType: 'audio/mpeg', buffer: taggedMp3(40, MP3_TITLE) },
    ]);
    await expect.poll(() => picker.getByText('Uploaded').count(), slow).toBe(2);
    const files = picker.getByRole('list', { name: 'Files' });
    // Each file shows as audio with its length, named by the title its tags held.
    await expect
      .poll(() => files.getByRole('button', { name: /birds\.wav/ }).innerText(), slow)
      .toContain('Audio, 0:01');
    await files.getByRole('button', { name: /birds\.wav/ }).click();
    await expect.poll(() => picker.getByLabel('Title', { exact: true }).inputValue(), slow).toBe(WAV_TITLE);
    await screenshot(editor, 'block-audio-library');
    await picker.getByRole('button', { name: 'Use this file' }).click();
    await expect.poll(() => panel.getByLabel('Title', { exact: true }).inputValue(), slow).toBe(WAV_TITLE);
    await panel.getByLabel('Artist or description').fill('Recorded at the open window');
    await saved(editor);
  });

  it('adds an Album of both tracks, chosen together from the library, and publishes', async () => {
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Album/ }).click();
    const panel = editor.locator('.album-editor');
    await panel.waitFor(slow);
    await panel.getByLabel('Album title').fill(ALBUM);
    await panel.getByRole('button', { name: 'Add tracks' }).click();
    const picker = editor.getByRole('dialog', { name: 'Choose files' });
    const files = picker.getByRole('list', { name: 'Files' });
    await files.getByRole('button', { name: /birds\.wav/ }).click();
    await files.getByRole('button', { name: /song\.mp3/ }).click({ modifiers: ['ControlOrMeta'] });
    await picker.getByRole('button', { name: 'Use these 2 files' }).click();
    await expect
      .poll(
        () =>
          panel
            .locator('.album-editor__track input')
            .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
        slow,
      )
      .toEqual([WAV_TITLE, MP3_TITLE]);
    expect(await panel.getByText('song.mp3 · 0:01').count()).toBe(1);
    await saved(editor);
    await screenshot(editor, 'block-album-editor');
    await publishWholeSite(editor);
  });

  it('plays the album from a pressed track, goes on to the next when it ends, and serves no tags', async () => {
    const visitor = await (await newContext(browser)).newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    const block = album(visitor);
    await block.waitFor({ state: 'visible', ...slow });
    // The behaviour swapped the rows' players for the album's one player and a button a track.
    const player = block.locator('audio[data-album-player]');
    await expect.poll(() => player.isVisible(), slow).toBe(true);
    expect(await block.locator('audio[data-album-row-player]:visible').count()).toBe(0);
    expect(await trackButtons(visitor).allInnerTexts()).toEqual([WAV_TITLE, MP3_TITLE]);
    await player.evaluate((audio) => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      audio.addEventListener('playing', () => heard.push(audio.getAttribute('src') ?? ''));
    });
    const sources = await block
      .locator('li[data-src]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-src')!));
    const heard = () => visitor.evaluate(() => (window as unknown as { heard: string[] }).heard);

    // A real click on the first track: it plays, and its row is the current one.
    await visitor.getByRole('button', { name: `Play ${WAV_TITLE}` }).click();
    await expect.poll(heard, slow).toEqual([sources[0]]);
    expect(await currentRows(visitor)).toEqual([true, false]);
    await expect
      .poll(() => player.evaluate((audio) => (audio as HTMLAudioElement).currentTime), slow)
      .toBeGreaterThan(0);
    // When it ends, the next one starts by itself.
    await expect.poll(heard, slow).toEqual([sources[0], sources[1]]);
    expect(await currentRows(visitor)).toEqual([false, true]);
    await screenshot(visitor, 'block-album-playing');

    // What a visitor's browser receives holds none of the tags' words.
    for (const source of sources) {
      const fetched = await visitor.evaluate(
        async ([url, words]) => {
          const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
          const text = new TextDecoder('latin1').decode(bytes);
          return { size: bytes.length, tagged: words.some((word) => text.includes(word)) };
        },
        [source, Object.values(PERSONAL)] as const,
      );
      expect(fetched.size).toBeGreaterThan(1000);
      expect(fetched.tagged).toBe(false);
    }
    expect(visitorWatch.errors).toEqual([]);
    await visitor.context().close();
  });

  it('plays the Audio block from its own controls', async () => {
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${site}/about`);
    const audio = audioBlock(visitor).locator('audio');
    await audio.scrollIntoViewIfNeeded();
    expect(await audio.getAttribute('preload')).toBe('none');
    expect(await audio.getAttribute('controlslist')).toBe('nodownload');
    const box = (await audio.boundingBox())!;
    // The play button sits at the start of the browser's control bar.
    await audio.click({ position: { x: Math.min(24, box.width / 2), y: box.height / 2 } });
    await expect
      .poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime), slow)
      .toBeGreaterThan(0);
    await visitor.context().close();
  });

  it('shows a native player a track without JavaScript, and fits a phone screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/about`);
    const block = album(visitor);
    await block.waitFor({ state: 'visible', ...slow });
    expect(await block.locator('audio[data-album-row-player]:visible').count()).toBe(2);
    expect(await block.locator('audio[data-album-player]').isVisible()).toBe(false);
    expect(await trackButtons(visitor).filter({ visible: true }).count()).toBe(0);
    expect(await block.locator('.block-album__name').allInnerTexts()).toEqual([WAV_TITLE, MP3_TITLE]);
    expect(await audioBlock(visitor).locator('audio').isVisible()).toBe(true);
    await screenshot(visitor, 'block-audio-no-script');
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const found of [album(visitor), audioBlock(visitor)]) {
      const box = await found.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(300);
      expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    }
    await screenshot(visitor, 'block-audio-phone');
    await context.close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
