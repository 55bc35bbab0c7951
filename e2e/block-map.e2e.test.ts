import { startSmtpServer, type TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import { type GeocoderStandIn, startGeocoderStandIn } from '@atelier/server/testing/geocoder-stand-in';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourStarted, launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { saved, siteFrame } from './support/editor';
import { newOwnerSite } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import { type ServerProcess, startServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'map-owner@example.com';
const IDENTIFIER = 'map-block-e2e';
const TILE_HOST = 'tiles.example.test';

const mapBlock = (page: Page) => page.locator('[data-block-type="4"]');

/** Whether the map's drawn tiles show something, not one flat colour: how many colours they hold. */
const tileColours = (page: Page) =>
  mapBlock(page)
    .locator('canvas.leaflet-tile')
    .evaluateAll((canvases) => {
      const colours = new Set<string>();
      for (const canvas of canvases as HTMLCanvasElement[]) {
        const context = canvas.getContext('2d');
        if (!context || !canvas.width) continue;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length; i += 4 * 7) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      }
      return colours.size;
    });

/**
 * A new owner adds a Map block to the Contact page, finds the studio's address through the address
 * search (a Nominatim stand-in), and publishes. A visitor sees the map drawn from the site's own
 * tiles (the built-in sample streets) and nothing from any other host, clicks the marker and gets
 * the external maps page with the position, the address and the zoom in a new window; without
 * JavaScript the address card and its link show. With an external tile host configured, nothing is
 * asked of it before the visitor presses the button naming it.
 */
describe('an owner puts the studio on a map, and visitors see it drawn from the site’s own tiles', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let geocoder: GeocoderStandIn;
  let browser: Browser;
  let editor: Page;
  let site: string;

  beforeAll(async () => {
    [smtp, geocoder] = await Promise.all([startSmtpServer(), startGeocoderStandIn()]);
    [server, browser] = await Promise.all([
      startServerProcess({ SMTP_URL: smtp.url, GEOCODER_URL: geocoder.url }),
      launchBrowser(),
    ]);
    site = server.siteUrl(IDENTIFIER);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await Promise.all([smtp?.close(), geocoder?.close()]);
  });

  it('adds a Map block from Add block, finds the address through the search, and publishes', async () => {
    editor = await (await newContext(browser)).newPage();
    await newOwnerSite(editor, server, smtp, {
      displayName: 'Map Owner',
      email: OWNER,
      password: 'a studio by the river',
      title: 'River Clay',
      identifier: IDENTIFIER,
    });
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^Contact/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offer = editor.getByRole('menuitem', { name: /^Map/ });
    expect(await offer.innerText()).toContain('Your address on a map');
    await offer.click();
    const panel = editor.locator('.map-editor');
    await panel.waitFor(slow);
    // The spec's defaults: Grayscale, zoom 12, the link on a marker click.
    expect(await panel.getByLabel('Style', { exact: true }).inputValue()).toBe('2');
    expect(await panel.getByLabel('Zoom', { exact: true }).inputValue()).toBe('12');
    expect(
      await panel.getByLabel('Open the address in Google Maps when the marker is clicked').isChecked(),
    ).toBe(true);
    await panel.getByLabel('Find the address').fill('14 Water Street Brooklyn');
    await panel.getByRole('button', { name: 'Search' }).click();
    const found = panel.getByRole('list', { name: 'Addresses found' });
    await found.getByRole('button', { name: /Riverside Studio, 14 Water Street/ }).click();
    await expect.poll(() => panel.getByLabel('Address title').inputValue(), slow).toBe('Riverside Studio');
    expect(await panel.getByLabel('Address line 1').inputValue()).toBe('14 Water Street');
    expect(await panel.getByLabel('Latitude').inputValue()).toBe('40.7033');
    expect(geocoder.calls.map((call) => call.path)).toEqual(['/search', '/lookup']);
    // Closer in: the zoom reaches the page once the slider rests (60 ms, spec 000 §9).
    await panel.getByLabel('Zoom', { exact: true }).fill('16');
    await expect
      .poll(
        () =>
          siteFrame(editor).locator('[data-block-type="4"] .block-map__box').getAttribute('data-map-zoom'),
        slow,
      )
      .toBe('16');
    await saved(editor);
    await screenshot(editor, 'block-map-editor');
    await publishWholeSite(editor);
  });

  it('draws the map from the site’s own tiles, asking no other host, and the marker opens the maps page', async () => {
    const context = await newContext(browser);
    const hosts = new Set<string>();
    context.on('request', (request) => hosts.add(new URL(request.url()).host));
    // The maps page itself is another site: answered here, since this machine reaches no other.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }),
    );
    const visitor = await context.newPage();
    const watch = watchPage(visitor);
    await visitor.goto(`${site}/contact`);
    await behaviourStarted(visitor, '[data-block-type="4"]');
    await mapBlock(visitor).scrollIntoViewIfNeeded();
    await expect
      .poll(() => mapBlock(visitor).locator('canvas.leaflet-tile-loaded').count(), slow)
      .toBeGreaterThan(0);
    // Streets, water and a park: many colours, not a grey box.
    await expect.poll(() => tileColours(visitor), slow).toBeGreaterThan(20);
    await screenshot(visitor, 'block-map-visitor');
    expect([...hosts]).toEqual([new URL(site).host]);

    const marker = mapBlock(visitor).locator('.block-map__pin');
    const [popup] = await Promise.all([visitor.waitForEvent('popup'), marker.click()]);
    await popup.waitForURL(/google\.com\/maps/, slow);
    const link = new URL(popup.url());
    expect(link.searchParams.get('ll')).toBe('40.7033,-73.9881');
    expect(link.searchParams.get('q')).toBe(
      'Riverside Studio, 14 Water Street, Brooklyn, New York 11201, United States',
    );
    expect(link.searchParams.get('z')).toBe('16');
    expect(watch.errors).toEqual([]);
  });

  it('shows the address card and its link without JavaScript', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/contact`);
    const card = mapBlock(visitor).locator('address');
    expect(await card.isVisible()).toBe(true);
    expect(await card.innerText()).toContain('Riverside Studio');
    expect(await mapBlock(visitor).locator('.block-map__box').isVisible()).toBe(false);
    const link = card.getByRole('link', { name: /Open in Google Maps/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('ll')).toBe('40.7033,-73.9881');
    await screenshot(visitor, 'block-map-no-script');
    await context.close();
  });
});

describe('maps from an external tile host', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServerProcess({ MAP_TILE_URL: `https://${TILE_HOST}/{z}/{x}/{y}.png` }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('ask nothing of the host before the visitor presses the button naming it', async () => {
    const context = await newContext(browser);
    const asked: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).host === TILE_HOST) asked.push(request.url());
    });
    await context.route(`https://${TILE_HOST}/**`, (route) =>
      route.fulfill({
        contentType: 'image/png',
        body: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        ),
      }),
    );
    const visitor = await context.newPage();
    await visitor.goto(`${server.siteUrl('demo')}/contact`);
    await behaviourStarted(visitor, '[data-block-type="4"]');
    const show = mapBlock(visitor).getByRole('button', { name: `Show the map from ${TILE_HOST}` });
    await show.waitFor(slow);
    expect(await mapBlock(visitor).innerText()).toContain(`This map is drawn from ${TILE_HOST}`);
    // The card is there all along.
    expect(await mapBlock(visitor).locator('address').innerText()).toContain('Riverside Studio');
    await visitor.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await screenshot(visitor, 'block-map-external-consent');
    await show.click();
    await expect.poll(() => asked.length, slow).toBeGreaterThan(0);
    await expect.poll(() => mapBlock(visitor).locator('img.leaflet-tile').count(), slow).toBeGreaterThan(0);
  });
});
