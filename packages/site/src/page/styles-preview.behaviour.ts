import { stylesReadyToEditor } from '../runtime/editor-frame';
import type { SiteLogo } from './site-page-input';
import { STYLES_PREVIEW_MESSAGE, type StylesPreviewMessage } from './site-styles-css';

const FONTS_PATH = '/fonts/css?';
const LOGO_PATH = /^\/media\/[0-9a-f]{64}\/[0-9]+\.[a-z]+$/;

export function isPreviewMessage(data: unknown): data is StylesPreviewMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<StylesPreviewMessage>;
  return (
    message.type === STYLES_PREVIEW_MESSAGE &&
    typeof message.css === 'string' &&
    typeof message.fontsHref === 'string'
  );
}

function showLogo(doc: Document, logo: SiteLogo | null): void {
  const link = doc.querySelector<HTMLAnchorElement>('.site-title');
  if (!link) return;
  let image = link.querySelector<HTMLImageElement>('img.site-logo');
  if (!logo || !LOGO_PATH.test(logo.src)) {
    if (image) {
      image.remove();
      link.textContent = (link.getAttribute('aria-label') ?? '').replace(/, [^,]*$/, '');
    }
    return;
  }
  if (!image) {
    image = doc.createElement('img');
    image.className = 'site-logo';
    image.alt = '';
    link.replaceChildren(image);
  }
  image.src = logo.src;
  image.width = logo.width;
  image.height = logo.height;
}

/** Shows posted styles: the CSS in the page's styles element, the fonts, the logo. */
export function applyStylesPreview(element: HTMLElement, message: StylesPreviewMessage): void {
  const doc = element.ownerDocument;
  element.textContent = message.css;
  if (message.fontsHref.startsWith(FONTS_PATH)) {
    // A page with its font rules inline has no font stylesheet yet: the new families need one.
    let fonts = doc.querySelector<HTMLLinkElement>('link[data-site-fonts]');
    if (!fonts) {
      fonts = doc.createElement('link');
      fonts.rel = 'stylesheet';
      fonts.dataset.siteFonts = '';
      element.before(fonts);
    }
    fonts.setAttribute('href', message.fontsHref);
  }
  if (message.logo !== undefined) showLogo(doc, message.logo);
}

/**
 * Runs only in the editor's draft preview: the editor posts the styles as the owner edits them, and
 * the page takes them at once, before anything is saved. Only the frame's parent is listened to.
 * Behaviours start after the first paint, so a change the owner made before this listened would be
 * lost: once listening, the page tells the editor so, and the editor sends its styles again.
 */
export default function stylesPreview(element: HTMLElement): () => void {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || win.parent === win || !isPreviewMessage(event.data)) return;
    applyStylesPreview(element, event.data);
  };
  win.addEventListener('message', onMessage);
  stylesReadyToEditor(win);
  return () => win.removeEventListener('message', onMessage);
}
