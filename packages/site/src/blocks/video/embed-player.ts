import { VIDEO, VIDEO_PROVIDERS, videoMessages } from '@atelier/domain';

/** Dispatched on window when a video starts; every other video on the page goes back to its poster. */
export const VIDEO_START_EVENT = 'atelier:video-start';

/** The embed attribute's kind (spec 001 §3): an iframe, an object, or invalid. */
export type EmbedType = 'iframe' | 'object' | 'invalid';

function parseEmbed(html: string, doc: Document): Element | null {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const elements = [...template.content.children];
  return elements.length === 1 ? (elements[0] ?? null) : null;
}

export function embedType(html: string | null, doc: Document = document): EmbedType {
  const element = html ? parseEmbed(html, doc) : null;
  if (element instanceof doc.defaultView!.HTMLIFrameElement) return 'iframe';
  if (element?.localName === 'object') return 'object';
  return 'invalid';
}

export interface EmbedPlayerOptions {
  /** True while the visitor must first be told which provider a press of play contacts. */
  needsNotice(): boolean;
  win?: Window;
}

export interface EmbedPlayer {
  readonly showingVideo: boolean;
  show(): void;
  reset(): void;
  destroy(): void;
}

const fill = (text: string, host: string) => text.replace('{host}', host);

/**
 * The poster-and-play facade of an embedded video (spec 001 §2, §4): showingVideo starts false; a
 * click, Enter or Space swaps in the provider's frame (with autoplay in its query), which then gets a
 * play message; starting it resets every other video on the page to its poster.
 */
export function createEmbedPlayer(element: HTMLElement, options: EmbedPlayerOptions): EmbedPlayer {
  const win = options.win ?? window;
  const doc = element.ownerDocument;
  const origin = element.dataset.frameOrigin ?? '';
  const host = URL.canParse(origin) ? new URL(origin).host : origin;
  const play = element.querySelector<HTMLElement>('[data-video-play]');
  let frame: HTMLIFrameElement | null = null;
  let noticeShown = false;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  const post = (action: 'play' | 'pause') => {
    const message = command(element, action);
    if (message) frame?.contentWindow?.postMessage(message, origin);
  };

  const fit = () => {
    if (!frame) return;
    frame.width = String(element.clientWidth);
    frame.height = String(element.clientHeight);
  };

  const player: EmbedPlayer = {
    showingVideo: false,
    show() {
      if (player.showingVideo) return;
      const html = element.dataset.html ?? null;
      const made =
        embedType(html, doc) === 'iframe' ? (parseEmbed(html ?? '', doc) as HTMLIFrameElement) : null;
      if (!made || !URL.canParse(made.src) || new URL(made.src).origin !== origin) {
        console.error(videoMessages.invalidEmbed);
        return;
      }
      frame = doc.importNode(made, true);
      frame.className = 'video-player__frame';
      frame.addEventListener('load', () => post('play'));
      element.append(frame);
      fit();
      (player as { showingVideo: boolean }).showingVideo = true;
      element.classList.add('video-player--showing');
      win.dispatchEvent(new CustomEvent(VIDEO_START_EVENT, { detail: element }));
      frame.focus();
    },
    reset() {
      if (!player.showingVideo) return;
      post('pause');
      frame?.remove();
      frame = null;
      (player as { showingVideo: boolean }).showingVideo = false;
      element.classList.remove('video-player--showing');
    },
    destroy() {
      clearTimeout(resizeTimer);
      win.removeEventListener(VIDEO_START_EVENT, onOtherStart);
      win.removeEventListener('resize', onResize);
      play?.removeEventListener('click', onClick);
      play?.removeEventListener('keydown', onKey);
    },
  };

  const activate = () => {
    if (!noticeShown && options.needsNotice()) {
      noticeShown = true;
      const notice = doc.createElement('p');
      notice.className = 'video-player__notice';
      notice.setAttribute('role', 'status');
      // The server wrote both in the page's language; the English ones are for older markup.
      notice.textContent = element.dataset.notice ?? fill(videoMessages.providerNotice, host);
      element.append(notice);
      play?.setAttribute('aria-label', element.dataset.playFrom ?? fill(videoMessages.playFrom, host));
      return;
    }
    element.querySelector('.video-player__notice')?.remove();
    player.show();
  };
  const onClick = (event: Event) => {
    event.preventDefault();
    activate();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate();
  };
  const onOtherStart = (event: Event) => {
    if ((event as CustomEvent<HTMLElement>).detail !== element) player.reset();
  };
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(fit, VIDEO.resizeTimeoutMs);
  };

  play?.setAttribute('role', 'button');
  play?.addEventListener('click', onClick);
  play?.addEventListener('keydown', onKey);
  win.addEventListener(VIDEO_START_EVENT, onOtherStart);
  win.addEventListener('resize', onResize);
  return player;
}

function command(element: HTMLElement, action: 'play' | 'pause'): string | undefined {
  const name = element.dataset.providerName;
  return name === 'youtube' || name === 'vimeo' ? VIDEO_PROVIDERS[name].command(action) : undefined;
}
