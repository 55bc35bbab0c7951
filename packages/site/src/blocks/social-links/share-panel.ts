/**
 * The share code, a chunk of its own fetched on the first click of a Share button. It hands the
 * page to the device's share sheet (navigator.share) where there is one; elsewhere it opens a panel
 * of plain links that share the page's address on a few networks, and a Copy link button. The
 * links are addresses only: no network's script or picture loads until a visitor follows one.
 */
import { showPopup } from '../../widgets/popup/popup';

const PANEL = 'block-social__share-panel';

/** Where each network shares an address (its own share page), by its name. */
const SHARE_TARGETS: readonly (readonly [string, (url: string, title: string) => string])[] = [
  ['Facebook', (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
  [
    'X',
    (url, title) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  ],
  ['LinkedIn', (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
  [
    'Bluesky',
    (url, title) => `https://bsky.app/intent/compose?text=${encodeURIComponent(`${title} ${url}`)}`,
  ],
  ['Email', (url, title) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`],
];

/** The page's own address: its canonical one when it names it, without a #fragment. */
export function pageAddress(doc: Document): string {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const url = new URL(canonical || doc.location?.href || doc.baseURI);
  url.hash = '';
  return url.href;
}

const panelOf = (button: HTMLElement): HTMLElement | null => {
  const next = button.nextElementSibling;
  return next instanceof HTMLElement && next.classList.contains(PANEL) ? next : null;
};

/** Closes the panel of a Share button, if open. */
export function closeShare(button: HTMLButtonElement): void {
  panelOf(button)?.remove();
  button.setAttribute('aria-expanded', 'false');
}

function buildPanel(button: HTMLButtonElement, url: string, title: string): HTMLElement {
  const doc = button.ownerDocument;
  const panel = doc.createElement('div');
  panel.className = PANEL;
  panel.id = `${button.closest('[data-block-id]')?.getAttribute('data-block-id') ?? 'social'}-share`;
  panel.setAttribute('role', 'group');
  panel.setAttribute('aria-label', button.dataset.sharePanel ?? 'Share this page');
  const list = doc.createElement('ul');
  list.className = 'block-social__share-list';
  for (const [name, address] of SHARE_TARGETS) {
    const item = doc.createElement('li');
    const link = doc.createElement('a');
    link.className = 'block-social__share-link';
    link.href = address(url, title);
    link.textContent = name;
    if (link.href.startsWith('https:')) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    item.append(link);
    list.append(item);
  }
  const copy = doc.createElement('button');
  copy.type = 'button';
  copy.className = 'block-social__share-copy';
  copy.textContent = button.dataset.shareCopy ?? 'Copy link';
  const status = doc.createElement('p');
  status.className = 'block-social__share-status';
  status.setAttribute('role', 'status');
  copy.addEventListener('click', () => {
    const clipboard = doc.defaultView?.navigator.clipboard;
    void (clipboard ? clipboard.writeText(url) : Promise.reject(new Error('No clipboard'))).then(
      // The information popup says so, and hides by itself (spec 001 §4, §9).
      () => {
        status.textContent = '';
        showPopup({ style: 'no-buttons', message: button.dataset.shareCopied ?? 'Link copied', doc });
      },
      // No clipboard (an old browser, a page not served securely): the address, ready to copy by hand.
      () => {
        status.textContent = url;
      },
    );
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeShare(button);
    button.focus();
  });
  panel.append(list, copy, status);
  return panel;
}

/**
 * A click of a Share button: the device's share sheet where there is one, else the panel of share
 * links opens (or, open, closes).
 */
export function toggleShare(button: HTMLButtonElement): void {
  const doc = button.ownerDocument;
  const nav = doc.defaultView?.navigator;
  const url = pageAddress(doc);
  const title = doc.title;
  if (typeof nav?.share === 'function') {
    // A visitor who closes the sheet rejects the promise: nothing to report.
    void nav.share({ title, url }).catch(() => undefined);
    return;
  }
  if (panelOf(button)) {
    closeShare(button);
    return;
  }
  const panel = buildPanel(button, url, title);
  button.after(panel);
  button.setAttribute('aria-controls', panel.id);
  button.setAttribute('aria-expanded', 'true');
  panel.querySelector<HTMLElement>('a')?.focus();
}
