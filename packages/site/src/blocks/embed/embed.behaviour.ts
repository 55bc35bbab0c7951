import { onConsentChange, storedChoice } from '../../runtime/consent';

/** The frame's rights: scripts, forms and popups of its own, never `allow-same-origin`. */
export const EMBED_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';

/**
 * The Embed block in the browser: the frame loads at once for a visitor who accepted cookies (now
 * or later, on the banner), otherwise only when they press the button naming its host. Before that
 * nothing is asked of the third party.
 */
export default function embedBehaviour(block: HTMLElement): () => void {
  const box = block.querySelector<HTMLElement>('.block-embed__box');
  const show = box?.querySelector<HTMLAnchorElement>('[data-embed-show]');
  const doc = block.ownerDocument;
  const win = doc.defaultView;
  if (!box || !show || !win) return () => undefined;
  let frame: HTMLIFrameElement | null = null;

  const load = (focus: boolean) => {
    const src = box.dataset.embedSrc ?? '';
    // Only the https address whose origin the page's policy admits, never anything else.
    if (frame || !URL.canParse(src)) return;
    const url = new URL(src);
    if (url.protocol !== 'https:' || url.origin !== box.dataset.embedOrigin) return;
    frame = doc.createElement('iframe');
    frame.className = 'block-embed__frame';
    frame.title = box.dataset.embedTitle ?? '';
    frame.setAttribute('sandbox', EMBED_FRAME_SANDBOX);
    if (box.dataset.embedAllow) frame.setAttribute('allow', box.dataset.embedAllow);
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.src = url.href;
    box.append(frame);
    box.classList.add('block-embed__box--shown');
    if (focus) frame.focus();
  };
  const onClick = (event: Event) => {
    event.preventDefault();
    load(true);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    load(true);
  };

  show.setAttribute('role', 'button');
  show.addEventListener('click', onClick);
  show.addEventListener('keydown', onKey);
  const stop = onConsentChange((allowed) => {
    if (allowed) load(false);
  }, win);
  if (storedChoice(doc) === true) load(false);
  return () => {
    stop();
    show.removeEventListener('click', onClick);
    show.removeEventListener('keydown', onKey);
    show.removeAttribute('role');
    frame?.remove();
    frame = null;
    box.classList.remove('block-embed__box--shown');
  };
}
