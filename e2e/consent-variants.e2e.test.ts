import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bannerButton,
  bannerOf,
  bannerSettings,
  CONSENT_PATH,
  consentLog,
  freshVisitor,
  pathOf,
  saveBannerSettings,
  slow,
  visit,
} from './support/consent';
import { useDemoSite } from './support/demo-suite';
import { api } from './support/owner';

/** With the other screenshots; the viewport only, where a fixed banner sits. */
const SHOTS = path.join(import.meta.dirname, '.screenshots');

type Edge = 'top' | 'bottom' | 'left' | 'right';

/** Cookie banner settings in the configuration API's names (spec 000 §3). */
interface Look {
  isCookieBannerEnabled: boolean;
  cookieBannerVariant: string;
  cookieBannerPosition: string;
  cookieBannerTheme: string;
  cookieBannerCtaVariant: string;
  cookieBannerAcceptType: string;
}

interface Variant {
  name: string;
  settings: Look;
  /** The viewport edges the banner touches (a pop-up keeps a small margin from them). */
  edges: Edge[];
}

const VARIANTS: Variant[] = [
  {
    name: 'bar-top-dark-icon',
    settings: bar('TOP', 'DARK', 'ICON', 'OPT_IN'),
    edges: ['top', 'left', 'right'],
  },
  {
    name: 'bar-bottom-light-text',
    settings: bar('BOTTOM', 'LIGHT', 'TEXT', 'OPT_IN_AND_OUT'),
    edges: ['bottom', 'left', 'right'],
  },
  {
    name: 'popup-top-left-dark-button',
    settings: popup('TOP_LEFT', 'DARK', 'BUTTON', 'OPT_IN'),
    edges: ['top', 'left'],
  },
  {
    name: 'popup-top-right-light-icon',
    settings: popup('TOP_RIGHT', 'LIGHT', 'ICON', 'OPT_IN_AND_OUT'),
    edges: ['top', 'right'],
  },
  {
    name: 'popup-bottom-left-light-button',
    settings: popup('BOTTOM_LEFT', 'LIGHT', 'BUTTON', 'OPT_IN_AND_OUT'),
    edges: ['bottom', 'left'],
  },
  {
    name: 'popup-bottom-right-dark-text',
    settings: popup('BOTTOM_RIGHT', 'DARK', 'TEXT', 'OPT_IN'),
    edges: ['bottom', 'right'],
  },
];

function bar(position: string, theme: string, cta: string, acceptType: string): Look {
  return look('BAR', position, theme, cta, acceptType);
}
function popup(position: string, theme: string, cta: string, acceptType: string): Look {
  return look('POPUP', position, theme, cta, acceptType);
}
function look(variant: string, position: string, theme: string, cta: string, acceptType: string): Look {
  return {
    isCookieBannerEnabled: true,
    cookieBannerVariant: variant,
    cookieBannerPosition: position,
    cookieBannerTheme: theme,
    cookieBannerCtaVariant: cta,
    cookieBannerAcceptType: acceptType,
  };
}

/** A bar lies flush with its edges; a pop-up floats a margin of at most this many pixels off them. */
const POPUP_MARGIN = 32;

/** Where the banner lies in the layout viewport (scrollbars excluded, as fixed positioning is). */
async function placement(banner: Locator) {
  const box = await banner.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const root = document.documentElement;
    return { ...rect.toJSON(), viewWidth: root.clientWidth, viewHeight: root.clientHeight };
  });
  return {
    box,
    gap: {
      top: box.top,
      bottom: box.viewHeight - box.bottom,
      left: box.left,
      right: box.viewWidth - box.right,
    } as Record<Edge, number>,
  };
}

/** Relative luminance of a computed rgb() colour, 0 black to 1 white. */
const luminance = (colour: string): number => {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

describe('cookie banner variants and positions on the demo site', () => {
  const demo = useDemoSite({ signIn: true });
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  it.each(VARIANTS)('renders $name where the owner put it', async ({ name, settings, edges }) => {
    const stored = await saveBannerSettings(demo.owner, settings);
    expect(stored).toMatchObject(settings);
    const { context, page } = await freshVisitor(demo.browser);
    await visit(page, `${demo.base}/`);
    const banner = bannerOf(page);
    await expect.poll(() => banner.isVisible(), slow).toBe(true);

    const { box, gap } = await placement(banner);
    const popup = settings.cookieBannerVariant === 'POPUP';
    for (const edge of ['top', 'bottom', 'left', 'right'] as Edge[]) {
      if (!edges.includes(edge)) {
        expect(gap[edge], `${name}: away from the ${edge}`).toBeGreaterThan(box.viewHeight / 3);
        continue;
      }
      if (popup) {
        expect(gap[edge], `${name}: near the ${edge}`).toBeGreaterThanOrEqual(0);
        expect(gap[edge], `${name}: near the ${edge}`).toBeLessThanOrEqual(POPUP_MARGIN);
      } else expect(Math.abs(gap[edge]), `${name}: flush with the ${edge}`).toBeLessThanOrEqual(1);
    }
    if (popup) expect(box.width).toBeLessThanOrEqual(box.viewWidth / 2);

    const background = await banner.evaluate((node) => getComputedStyle(node).backgroundColor);
    if (settings.cookieBannerTheme === 'LIGHT') expect(luminance(background), name).toBeGreaterThan(0.8);
    else expect(luminance(background), name).toBeLessThan(0.3);

    const refusal =
      settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT' ? 'Decline' : 'Close without accepting cookies';
    const accept = banner.getByRole('button', { name: 'Accept', exact: true });
    const refuse = banner.getByRole('button', { name: refusal, exact: true });
    for (const control of [accept, refuse]) {
      expect(await control.isVisible(), name).toBe(true);
      const look = await control.evaluate((node) => ({
        text: node.textContent?.trim() ?? '',
        icon: node.querySelector('svg') !== null,
        background: getComputedStyle(node).backgroundColor,
      }));
      if (settings.cookieBannerCtaVariant === 'ICON')
        expect(look, name).toMatchObject({ text: '', icon: true });
      else expect(look.icon, name).toBe(false);
      if (settings.cookieBannerCtaVariant === 'TEXT') expect(look.background, name).toBe('rgba(0, 0, 0, 0)');
      if (settings.cookieBannerCtaVariant === 'BUTTON')
        expect(look.background, name).not.toBe('rgba(0, 0, 0, 0)');
    }
    if (settings.cookieBannerCtaVariant !== 'ICON') {
      expect(await accept.textContent()).toBe('Accept');
      expect(await refuse.textContent()).toBe(
        settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT' ? 'Decline' : 'Close',
      );
    }
    // As easy to refuse as to agree: the two controls have the same size.
    const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
    expect([Math.round(r!.width), Math.round(r!.height)]).toEqual([
      Math.round(a!.width),
      Math.round(a!.height),
    ]);

    await page.screenshot({ path: path.join(SHOTS, `consent-variant-${name}.png`) });

    // A bottom bar and pop-ups stay put while the page scrolls.
    if (!edges.includes('top')) {
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await placement(banner)).gap.bottom).toBeCloseTo(gap.bottom, 0);
    } else if (!popup) {
      // A top bar comes before the site header, which it pushes down rather than covers.
      const header = await page.locator('.site-header').boundingBox();
      expect(header!.y).toBeGreaterThanOrEqual(box.bottom - 1);
    }
    await context.close();
  });

  it('records a decline on the OPT_IN_AND_OUT banner as a decline-button choice', async () => {
    await saveBannerSettings(demo.owner, popup('BOTTOM_LEFT', 'LIGHT', 'BUTTON', 'OPT_IN_AND_OUT'));
    const { context, page } = await freshVisitor(demo.browser);
    await visit(page, `${demo.base}/`);
    await expect.poll(() => bannerOf(page).isVisible(), slow).toBe(true);
    const recorded = page.waitForResponse((response) => pathOf(response) === CONSENT_PATH, slow);
    await bannerButton(page, 'Decline').click();
    expect((await recorded).status()).toBeLessThan(300);
    await expect.poll(() => bannerOf(page).count(), slow).toBe(0);
    expect((await consentLog(demo.owner)).entries[0]).toMatchObject({
      choice: 'declined',
      method: 'decline-button',
    });
    await context.close();
  });

  it('keeps what the owner saved and answers a bad value with a 400 that names the field', async () => {
    const before = await bannerSettings(demo.owner);
    const refused = await api(demo.owner, 'PUT', '/api/config/cookie-banner', {
      settings: { cookieBannerTheme: 'PURPLE' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('cookieBannerTheme');
    expect(await bannerSettings(demo.owner)).toEqual(before);
  });
});
