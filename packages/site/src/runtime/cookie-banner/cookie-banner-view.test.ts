// @vitest-environment happy-dom
import {
  type CookieBannerSettings,
  cookieBannerMessages,
  cookieBannerUiMessages,
  normaliseCookieBannerSettings,
} from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import COOKIE_BANNER_CSS from './cookie-banner.css?raw';
import {
  ANNOUNCEMENT_BAR_AREA,
  type ConsentMethod,
  createCookieBannerElement,
  placeCookieBanner,
} from './cookie-banner-view';

/** A rule of the banner's styles names this class. */
const styled = (className: string) => new RegExp(`\\.${className}[{, ]`);

const settings = (overrides: Partial<CookieBannerSettings> = {}) =>
  normaliseCookieBannerSettings({ isCookieBannerEnabled: true, ...overrides });

function render(overrides: Partial<CookieBannerSettings> = {}) {
  const choices: [boolean, ConsentMethod][] = [];
  const element = createCookieBannerElement(settings(overrides), document, {
    onChoice: (allowed, method) => choices.push([allowed, method]),
  });
  document.body.append(element);
  const button = (choice: string) => element.querySelector<HTMLButtonElement>(`[data-choice="${choice}"]`)!;
  return { element, choices, button };
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** Nothing a style could tell apart: same element, no class or style, and no rule for one choice. */
const sameLook = (a: HTMLElement, b: HTMLElement) =>
  a.tagName === b.tagName &&
  a.className === b.className &&
  !a.hasAttribute('style') &&
  !b.hasAttribute('style') &&
  !COOKIE_BANNER_CSS.includes('data-choice');

describe('createCookieBannerElement', () => {
  it('is a labelled region holding the text and its controls, and touches nothing else', () => {
    const before = document.cookie;
    const element = createCookieBannerElement(settings(), document, { onChoice: vi.fn() });
    expect(element.isConnected).toBe(false);
    expect(document.cookie).toBe(before);
    expect(element.getAttribute('role')).toBe('region');
    expect(element.getAttribute('aria-label')).toBe(cookieBannerUiMessages.regionLabel);
    expect(element.textContent).toContain(cookieBannerMessages.text);
  });

  it.each([
    ['BAR', 'TOP', 'atelier-cookie-banner--bar', 'atelier-cookie-banner--top'],
    ['BAR', 'BOTTOM', 'atelier-cookie-banner--bar', 'atelier-cookie-banner--bottom'],
    ['POPUP', 'TOP_LEFT', 'atelier-cookie-banner--popup', 'atelier-cookie-banner--top-left'],
    ['POPUP', 'TOP_RIGHT', 'atelier-cookie-banner--popup', 'atelier-cookie-banner--top-right'],
    ['POPUP', 'BOTTOM_LEFT', 'atelier-cookie-banner--popup', 'atelier-cookie-banner--bottom-left'],
    ['POPUP', 'BOTTOM_RIGHT', 'atelier-cookie-banner--popup', 'atelier-cookie-banner--bottom-right'],
  ] as const)(
    '%s at %s has classes %s and %s, each styled',
    (variant, position, variantClass, positionClass) => {
      const { element } = render({ cookieBannerVariant: variant, cookieBannerPosition: position });
      expect(element.classList).toContain('atelier-cookie-banner');
      expect(element.classList).toContain(variantClass);
      expect(element.classList).toContain(positionClass);
      expect(COOKIE_BANNER_CSS).toMatch(styled(variantClass));
      expect(COOKIE_BANNER_CSS).toMatch(styled(positionClass));
    },
  );

  it.each([
    ['LIGHT', 'atelier-cookie-banner--light'],
    ['DARK', 'atelier-cookie-banner--dark'],
  ] as const)('theme %s has class %s', (theme, themeClass) => {
    expect(render({ cookieBannerTheme: theme }).element.classList).toContain(themeClass);
  });

  it('styles the light theme apart from the dark default', () => {
    expect(COOKIE_BANNER_CSS).toMatch(styled('atelier-cookie-banner--light'));
  });

  it.each([
    ['TEXT', 'atelier-cookie-banner--cta-text'],
    ['BUTTON', 'atelier-cookie-banner--cta-button'],
    ['ICON', 'atelier-cookie-banner--cta-icon'],
  ] as const)('CTA variant %s has class %s', (variant, ctaClass) => {
    expect(render({ cookieBannerCtaVariant: variant }).element.classList).toContain(ctaClass);
    expect(COOKIE_BANNER_CSS).toMatch(styled(ctaClass));
  });

  it.each(['TEXT', 'BUTTON'] as const)('with %s CTAs shows the CTA texts', (variant) => {
    const { button } = render({
      cookieBannerCtaVariant: variant,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaText: 'Sure',
      cookieBannerOptOutCtaText: 'Nope',
    });
    expect(button('accept').textContent).toBe('Sure');
    expect(button('decline').textContent).toBe('Nope');
    expect(button('accept').hasAttribute('aria-label')).toBe(false);
  });

  it('with ICON CTAs shows icon buttons named by the CTA texts', () => {
    const { button } = render({
      cookieBannerCtaVariant: 'ICON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaText: 'Sure',
    });
    expect(button('accept').getAttribute('aria-label')).toBe('Sure');
    expect(button('decline').getAttribute('aria-label')).toBe('Decline');
    expect(button('accept').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button('accept').textContent).toBe('');
  });

  it('OPT_IN_AND_OUT offers accept and decline as buttons of one kind', () => {
    const { button, choices } = render({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    expect(sameLook(button('accept'), button('decline'))).toBe(true);
    button('accept').click();
    button('decline').click();
    expect(choices).toEqual([
      [true, 'accept-button'],
      [false, 'decline-button'],
    ]);
  });

  it.each(['TEXT', 'BUTTON', 'ICON'] as const)(
    'OPT_IN with %s CTAs offers a close control as prominent as accepting, which does not accept',
    (variant) => {
      const { element, button, choices } = render({
        cookieBannerAcceptType: 'OPT_IN',
        cookieBannerCtaVariant: variant,
      });
      expect(element.classList).toContain('atelier-cookie-banner--opt-in');
      expect(element.querySelector('[data-choice="decline"]')).toBeNull();
      expect(sameLook(button('close'), button('accept'))).toBe(true);
      expect(button('close').getAttribute('aria-label')).toBe(cookieBannerUiMessages.closeLabel);
      button('close').click();
      expect(choices).toEqual([[false, 'close']]);
    },
  );

  it('gives both controls equal columns and a visible keyboard focus', () => {
    expect(COOKIE_BANNER_CSS).toMatch(/grid-auto-columns: 1fr/);
    expect(COOKIE_BANNER_CSS).toMatch(/:focus-visible \{\s*outline: 3px solid/);
  });

  it('is keyboard operable: native buttons in tab order, and Escape closes without accepting', () => {
    const { element, choices } = render();
    const controls = [...element.querySelectorAll('button')];
    expect(controls).toHaveLength(2);
    for (const control of controls) {
      expect(control.type).toBe('button');
      expect(control.tabIndex).toBe(0);
      control.focus();
      expect(document.activeElement).toBe(control);
    }
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    controls[0]!.dispatchEvent(escapeKey);
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(choices).toEqual([[false, 'keyboard']]);
    controls[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(choices).toHaveLength(1);
  });

  it('keeps the formatting and safe links of the owner text and nothing that could run', () => {
    const { element } = render({
      cookieBannerText:
        '<p onclick="x()">Read our <a href="/privacy" target="_blank" onmouseover="y()">policy</a> ' +
        '<strong>now</strong>.<img src=x onerror="z()"><script>alert(1)</script>' +
        '<a href="javascript:alert(2)">bad</a><a href=" JAVA\tSCRIPT:alert(3)">worse</a></p><div>More</div>',
    });
    const text = element.querySelector('.atelier-cookie-banner__text')!;
    expect(text.innerHTML).toBe(
      '<p>Read our <a href="/privacy">policy</a> <strong>now</strong>.<img><a>bad</a><a>worse</a></p><div>More</div>',
    );
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x'])(
    'drops the link target %j, wherever it sits',
    (href) => {
      const { element } = render({
        cookieBannerText: `<p><a href="${href}">a</a><svg><a href="${href}">b</a></svg><math href="${href}">c</math></p>`,
      });
      expect(element.querySelectorAll('[href]')).toHaveLength(0);
      expect(element.textContent).toContain('abc');
    },
  );

  it('drops embedded documents and styles with their content', () => {
    const { element } = render({
      cookieBannerText:
        '<p>Hi<iframe srcdoc="x">frame</iframe><style>p{}</style><object data="x">o</object></p>',
    });
    expect(element.querySelector('.atelier-cookie-banner__text')!.innerHTML).toBe('<p>Hi</p>');
  });

  it.each(['https://example.com/p', 'mailto:dpo@example.com', 'tel:+123', '#cookies', 'privacy.html'])(
    'keeps the link %s',
    (href) => {
      const { element } = render({ cookieBannerText: `<p><a href="${href}">policy</a></p>` });
      expect(element.querySelector('a')?.getAttribute('href')).toBe(href);
    },
  );
});

describe('placeCookieBanner', () => {
  const page = (html: string) => {
    document.body.innerHTML = html;
  };
  const banner = () => document.createElement('div');

  it('puts a top bar in the announcement-bar area when the page has one', () => {
    page(
      `<a class="skip-link"></a><div data-announcement-bar-area><p>Sale</p></div><header class="site-header"></header>`,
    );
    const element = banner();
    placeCookieBanner(
      element,
      settings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' }),
      document,
    );
    expect(element.parentElement).toBe(document.querySelector(ANNOUNCEMENT_BAR_AREA));
    expect(element.nextElementSibling?.textContent).toBe('Sale');
  });

  it.each([
    ['BAR', 'TOP'],
    ['BAR', 'BOTTOM'],
    ['POPUP', 'BOTTOM_RIGHT'],
  ] as const)('puts a %s at %s at the top of the page, before the header', (variant, position) => {
    page('<a class="skip-link"></a><header class="site-header"></header><main></main>');
    const element = banner();
    placeCookieBanner(
      element,
      settings({ cookieBannerVariant: variant, cookieBannerPosition: position }),
      document,
    );
    expect(element.nextElementSibling?.tagName).toBe('HEADER');
  });

  it('keeps pop-ups and bottom bars out of the announcement bar', () => {
    page('<div data-announcement-bar-area></div><header class="site-header"></header>');
    const element = banner();
    placeCookieBanner(element, settings({ cookieBannerVariant: 'POPUP' }), document);
    expect(element.parentElement).toBe(document.body);
  });

  it('puts it at the start of the body of a page without a header', () => {
    page('<main></main>');
    const element = banner();
    placeCookieBanner(element, settings(), document);
    expect(document.body.firstElementChild).toBe(element);
  });
});
