// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { type PreviewLogo, STYLES_PREVIEW_MESSAGE, type StylesPreviewMessage } from './site-styles-css';
import stylesPreview, { applyStylesPreview, isPreviewMessage } from './styles-preview.behaviour';

const HASH = 'a'.repeat(64);

describe('the styles preview of the editor frame', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    document.head.innerHTML =
      '<style id="site-styles">:root{--color-accent:#2f4fbf}</style><link data-site-fonts href="/fonts/css?family=Inter">';
    document.body.innerHTML =
      '<a class="site-title" href="/" aria-label="Quay Kitchen, Home">Quay Kitchen</a>';
    style = document.getElementById('site-styles') as HTMLStyleElement;
  });

  const message = (patch: { fontsHref?: string; logo?: PreviewLogo | null } = {}): StylesPreviewMessage => ({
    type: STYLES_PREVIEW_MESSAGE,
    css: ':root{--color-accent:#0b6e4f}',
    fontsHref: '/fonts/css?family=Montserrat:400,700',
    ...patch,
  });

  it('takes only its own message shape', () => {
    expect(isPreviewMessage(message())).toBe(true);
    expect(isPreviewMessage({ type: 'atelier:location', path: '/' })).toBe(false);
    expect(isPreviewMessage({ type: STYLES_PREVIEW_MESSAGE, css: 1, fontsHref: '' })).toBe(false);
    expect(isPreviewMessage(null)).toBe(false);
  });

  it('swaps the styles and the font stylesheet, leaving the logo alone when none is sent', () => {
    applyStylesPreview(style, message());
    expect(style.textContent).toBe(':root{--color-accent:#0b6e4f}');
    expect(document.querySelector('link[data-site-fonts]')?.getAttribute('href')).toBe(
      '/fonts/css?family=Montserrat:400,700',
    );
    expect(document.querySelector('.site-title')?.textContent).toBe('Quay Kitchen');
  });

  it('loads fonts only from the font service and logos only from the media library', () => {
    applyStylesPreview(
      style,
      message({
        fontsHref: 'https://evil.example/x.css',
        logo: { src: 'javascript:alert(1)', width: 1, height: 1 },
      }),
    );
    expect(document.querySelector('link[data-site-fonts]')?.getAttribute('href')).toBe(
      '/fonts/css?family=Inter',
    );
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a chosen logo in place of the title, and the title again when it is removed', () => {
    applyStylesPreview(style, message({ logo: { src: `/media/${HASH}/500.webp`, width: 120, height: 40 } }));
    const logo = document.querySelector<HTMLImageElement>('.site-title img.site-logo');
    expect(logo?.getAttribute('src')).toBe(`/media/${HASH}/500.webp`);
    expect(logo?.width).toBe(120);
    applyStylesPreview(style, message({ logo: null }));
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.site-title')?.textContent).toBe('Quay Kitchen');
  });

  it('asks the editor for its styles once it listens, so a change made before it started is shown', () => {
    const posted: unknown[] = [];
    const listeners: string[] = [];
    const editor = {
      location: { origin: 'http://quay.localhost', pathname: '/config/' },
      postMessage: (data: unknown) => posted.push(data),
    };
    const frame = {
      parent: editor,
      location: { origin: 'http://quay.localhost', pathname: '/menu', search: '', hash: '' },
      addEventListener: (type: string) => listeners.push(type),
      removeEventListener: () => {},
    };
    const element = { ownerDocument: { defaultView: frame } } as unknown as HTMLElement;
    const stop = stylesPreview(element);
    expect(listeners).toEqual(['message']);
    expect(posted).toEqual([{ type: 'atelier:styles-ready' }]);
    stop();
  });
});
