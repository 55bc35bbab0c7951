import type { BrowserText } from '../../i18n/page-dictionary';
import type { LightboxItem } from './lightbox-types';

export interface LightboxParts {
  root: HTMLElement;
  track: HTMLElement;
  slides: HTMLElement[];
  close: HTMLButtonElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  counter: HTMLElement;
  caption: HTMLElement;
  captionToggle: HTMLButtonElement;
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function button(doc: Document, className: string, label: string, text: string): HTMLButtonElement {
  const node = element(doc, 'button', className, { type: 'button', 'aria-label': label });
  node.textContent = text;
  return node;
}

/** The dialog's frame: overlay, a track of item slots, controls and the caption. */
export function buildLightbox(
  doc: Document,
  options: {
    label: string;
    theme: 'light' | 'dark';
    mobile: boolean;
    items: LightboxItem[];
    text: BrowserText<'gallery'>;
  },
): LightboxParts {
  const root = element(
    doc,
    'div',
    `lightbox lightbox--${options.theme}${options.mobile ? ' lightbox--mobile' : ''}`,
    {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': options.label,
    },
  );
  const overlay = element(doc, 'div', 'lightbox__overlay');
  const track = element(doc, 'div', 'lightbox__track');
  const slides = options.items.map((_item, at) =>
    element(doc, 'figure', 'lightbox__slide', {
      'aria-roledescription': 'slide',
      'aria-label': options.text('slideOf', { n: at + 1, total: options.items.length }),
    }),
  );
  track.append(...slides);
  const { text } = options;
  const close = button(doc, 'lightbox__close', text('close'), '×');
  const previous = button(doc, 'lightbox__previous', text('previous'), '‹');
  const next = button(doc, 'lightbox__next', text('next'), '›');
  if (options.mobile || options.items.length < 2) {
    previous.hidden = true;
    next.hidden = true;
  }
  const bar = element(doc, 'div', 'lightbox__bar');
  const counter = element(doc, 'p', 'lightbox__counter', { 'aria-live': 'polite' });
  const captionToggle = button(doc, 'lightbox__caption-toggle', text('caption'), text('caption'));
  captionToggle.setAttribute('aria-expanded', 'false');
  const caption = element(doc, 'p', 'lightbox__caption');
  bar.append(counter, captionToggle, caption);
  root.append(overlay, track, previous, next, close, bar);
  return { root, track, slides, close, previous, next, counter, caption, captionToggle };
}

/** Fills an item's slot once with a copy of the item's content (an image, or a video that plays). */
export function renderItem(doc: Document, slot: HTMLElement, item: LightboxItem, active: boolean): void {
  if (!slot.firstChild) {
    if (item.type === 'video' && item.videoUrl) {
      const video = element(doc, 'video', 'lightbox__video', {
        controls: '',
        playsinline: '',
        preload: 'metadata',
      });
      if (item.src) video.poster = item.src;
      video.src = item.videoUrl;
      if (item.alt) video.setAttribute('aria-label', item.alt);
      slot.append(video);
    } else {
      const img = element(doc, 'img', 'lightbox__img', { alt: item.alt, decoding: 'async' });
      if (item.width && item.height) {
        img.width = item.width;
        img.height = item.height;
      }
      img.src = item.src;
      slot.append(img);
    }
  }
  if (active) {
    const video = slot.querySelector('video');
    if (video) void video.play?.()?.catch(() => undefined);
  }
}
