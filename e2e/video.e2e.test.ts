import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { bannerButton, bannerOf } from './support/consent';
import { publishWholeSite } from './support/publish';
import { type RunningServer, startServer } from './support/server';
import { routeProviders, startVideoProvider } from './support/video-provider';

const saved = (page: Page) => expect.poll(() => page.getByTestId('save-status').innerText()).toBe('Saved');
const BASIC_ID = '111111';
const PLUS_ID = '222222';

describe('the video block', { timeout: 150_000 }, () => {
  let server: RunningServer;
  let provider: Awaited<ReturnType<typeof startVideoProvider>>;
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    provider = await startVideoProvider([BASIC_ID]);
    browser = await launchBrowser();
    site = server.siteUrl('demo');
  });
  afterAll(async () => {
    await browser?.close();
    await provider?.close();
    await server?.close();
  });

  async function visitor(): Promise<{ context: BrowserContext; page: Page; providerRequests: string[] }> {
    const context = await newContext(browser);
    const providerRequests = await routeProviders(context, provider.url);
    return { context, page: await context.newPage(), providerRequests };
  }

  it('plays an uploaded video and seeks in it through byte ranges', async () => {
    const { context, page } = await visitor();
    const watch = watchPage(page);
    const ranges: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/s/') && response.status() === 206)
        ranges.push(response);
    });
    await page.goto(`${site}/film`);
    const video = page.locator('video[data-video-native]');
    await video.scrollIntoViewIfNeeded();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.2);
    // A recorded WebM may not state its duration; the demo film is four seconds long.
    await video.evaluate(
      (element: HTMLVideoElement, to: number) =>
        new Promise<void>((resolve) => {
          element.addEventListener('seeked', () => resolve(), { once: true });
          element.currentTime = to;
        }),
      3,
    );
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(
      2.9,
    );
    // The browser fetched the file in ranges, and the server answered each with the part asked for.
    expect(ranges.length).toBeGreaterThan(0);
    for (const response of ranges) {
      const asked = (await response.request().allHeaders()).range;
      expect(asked).toMatch(/^bytes=\d+-/);
      expect(response.headers()['content-range']).toMatch(
        new RegExp(`^bytes ${/^bytes=(\d+)-/.exec(asked!)![1]}-`),
      );
    }
    await screenshot(page, 'video-native-playing');
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('loads nothing from YouTube until play is pressed, names the provider first without consent, then plays', async () => {
    const { context, page, providerRequests } = await visitor();
    await page.goto(`${site}/film`);
    const player = page.locator('.video-player[data-provider-name="youtube"]');
    await player.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(providerRequests).toEqual([]);
    await expect.poll(() => player.locator('[data-video-play]').getAttribute('role')).toBe('button');
    const play = player.getByRole('button', { name: 'Play video: Big Buck Bunny' });
    // The cookie banner is still open at the foot of the page; the keyboard reaches the button all the same.
    await play.press(' ');
    // The demo asks for consent, and this visitor has not accepted: the first press names the provider.
    await expect
      .poll(() => player.getByRole('status').innerText())
      .toBe(
        'This video plays from www.youtube-nocookie.com, which may set its own cookies. Press play again to watch it.',
      );
    expect(providerRequests).toEqual([]);
    await player.getByRole('button', { name: 'Play video from www.youtube-nocookie.com' }).press('Enter');
    const frame = player.locator('iframe');
    await frame.waitFor();
    await expect.poll(() => providerRequests.length).toBeGreaterThan(0);
    const embed = new URL(providerRequests[0]!);
    expect(embed.origin + embed.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(embed.searchParams.get('autoplay')).toBe('1');
    // The player is told to play by cross-window message once it has loaded.
    const content = page.frameLocator('.video-player[data-provider-name="youtube"] iframe');
    await expect
      .poll(() => content.locator('#state').innerText())
      .toBe(JSON.stringify({ event: 'command', func: 'playVideo', args: [] }));
    await screenshot(page, 'video-embed-playing');

    // Starting the uploaded video sends the embed back to its poster.
    await page.locator('video[data-video-native]').evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => frame.count()).toBe(0);
    await expect.poll(() => player.locator('[data-video-play]').isVisible()).toBe(true);
    await context.close();
  });

  it('the owner adds a Vimeo video in the editor; a Basic account is refused with the spec’s words', async () => {
    const context = await newContext(browser);
    const providerRequests = await routeProviders(context, provider.url);
    const editor = await context.newPage();
    await editor.goto(`${site}/config/`);
    await editor.getByLabel('Email').fill(server.ownerEmail);
    await editor.getByLabel('Password').fill(server.ownerPassword);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Video/ }).click();
    await saved(editor);
    await editor.getByLabel('Video source').selectOption('embed');
    const address = editor.getByLabel('Video address');
    await address.fill('https://example.com/not-a-video');
    await address.press('Enter');
    await expect.poll(() => editor.getByText('Invalid video embed', { exact: true }).count()).toBe(1);
    await address.fill(`https://vimeo.com/${BASIC_ID}`);
    await address.press('Enter');
    await expect
      .poll(() => editor.getByText('Vimeo Basic accounts are unsupported.', { exact: true }).count())
      .toBe(1);
    expect(providerRequests.some((url) => url.startsWith('https://vimeo.com/api/oembed.json'))).toBe(true);
    await address.fill(`https://vimeo.com/${PLUS_ID}`);
    await address.press('Enter');
    await expect.poll(() => editor.getByLabel('Video title').inputValue()).toBe(`Studio film ${PLUS_ID}`);
    await saved(editor);
    await publishWholeSite(editor);

    // A visitor who accepts cookies on the banner: then one click plays.
    const { context: visitorContext, page, providerRequests: visits } = await visitor();
    await page.goto(`${site}/`);
    await bannerButton(page, 'Accept').click();
    await bannerOf(page).waitFor({ state: 'hidden' });
    const player = page.locator('.video-player[data-provider-name="vimeo"]');
    await player.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(visits).toEqual([]);
    // The behaviour has taken over the play link (until then it would lead to Vimeo's own page).
    await expect.poll(() => player.locator('[data-video-play]').getAttribute('role')).toBe('button');
    await player.getByRole('button', { name: `Play video: Studio film ${PLUS_ID}` }).click();
    await player.locator('iframe').waitFor();
    await expect
      .poll(() => visits[0])
      .toMatch(new RegExp(`^https://player\\.vimeo\\.com/video/${PLUS_ID}\\?autoplay=1`));
    await screenshot(page, 'video-vimeo-playing');
    await visitorContext.close();
    await context.close();
  });
});
