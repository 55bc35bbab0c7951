/**
 * The two embed providers of spec 001 §7 ("play and pause by cross-window message, two providers
 * only"), as one adapter each: how an address names a video, where its player lives, how the player
 * is told to play or pause, and where its oEmbed description is asked for. Nothing here fetches.
 */
export type VideoProviderName = 'youtube' | 'vimeo';

export interface EmbedOptions {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
}

export interface VideoProvider {
  name: VideoProviderName;
  label: string;
  /** The origin the player frame loads from: the only third party a visitor's browser contacts. */
  frameOrigin: string;
  /** The video's id in a pasted page or player address; null when the address is not this provider's. */
  parse(url: URL): string | null;
  /** The player frame's address; the video starts at once, since it is swapped in on a press of play. */
  embedSrc(id: string, options: EmbedOptions): string;
  /** The provider's own page for the video: the no-JavaScript way to watch it. */
  watchUrl(id: string): string;
  /** The provider's documented oEmbed endpoint for a video page address. */
  oembedUrl(pageUrl: string): string;
  /** The cross-window message that makes the player play or pause. */
  command(action: 'play' | 'pause'): string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const flag = (on: boolean) => (on ? '1' : '0');
const hostIs = (url: URL, ...hosts: string[]) =>
  hosts.includes(url.hostname.toLowerCase().replace(/^www\./, ''));

const youtube: VideoProvider = {
  name: 'youtube',
  label: 'YouTube',
  // The privacy-enhanced host: no cookies until the visitor plays.
  frameOrigin: 'https://www.youtube-nocookie.com',
  parse(url) {
    let id: string | null = null;
    if (hostIs(url, 'youtu.be')) id = url.pathname.slice(1).split('/')[0] ?? null;
    else if (hostIs(url, 'youtube.com', 'm.youtube.com', 'youtube-nocookie.com')) {
      const [, first, second] = url.pathname.split('/');
      if (first === 'watch') id = url.searchParams.get('v');
      else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
    }
    return id && YOUTUBE_ID.test(id) ? id : null;
  },
  embedSrc(id, options) {
    const query = new URLSearchParams({
      autoplay: '1',
      mute: flag(options.muted),
      controls: flag(options.controls),
      enablejsapi: '1',
      rel: '0',
      playsinline: '1',
    });
    // YouTube loops a single video only as a playlist of itself.
    if (options.loop) {
      query.set('loop', '1');
      query.set('playlist', id);
    }
    return `${this.frameOrigin}/embed/${id}?${query}`;
  },
  watchUrl: (id) => `https://www.youtube.com/watch?v=${id}`,
  oembedUrl: (pageUrl) => `https://www.youtube.com/oembed?format=json&url=${encodeURIComponent(pageUrl)}`,
  command: (action) =>
    JSON.stringify({ event: 'command', func: action === 'play' ? 'playVideo' : 'pauseVideo', args: [] }),
};

const vimeo: VideoProvider = {
  name: 'vimeo',
  label: 'Vimeo',
  frameOrigin: 'https://player.vimeo.com',
  parse(url) {
    let id: string | null = null;
    if (hostIs(url, 'player.vimeo.com')) id = /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
    else if (hostIs(url, 'vimeo.com')) id = url.pathname.split('/').filter(Boolean).at(-1) ?? null;
    return id && VIMEO_ID.test(id) ? id : null;
  },
  embedSrc(id, options) {
    const query = new URLSearchParams({
      autoplay: '1',
      muted: flag(options.muted),
      controls: flag(options.controls),
      loop: flag(options.loop),
      // Do not track: the player sets no cookies and sends no analytics.
      dnt: '1',
    });
    return `${this.frameOrigin}/video/${id}?${query}`;
  },
  watchUrl: (id) => `https://vimeo.com/${id}`,
  oembedUrl: (pageUrl) => `https://vimeo.com/api/oembed.json?url=${encodeURIComponent(pageUrl)}`,
  command: (action) => JSON.stringify({ method: action }),
};

export const VIDEO_PROVIDERS: Readonly<Record<VideoProviderName, VideoProvider>> = { youtube, vimeo };

/** The origins of the oEmbed endpoints the editor may ask about a pasted address. */
export const VIDEO_OEMBED_ORIGINS = ['https://www.youtube.com', 'https://vimeo.com'] as const;

export interface ParsedEmbed {
  provider: VideoProviderName;
  id: string;
}

/** A YouTube or Vimeo address (page, short or player form) as provider and id; null otherwise. */
export function parseVideoUrl(address: string): ParsedEmbed | null {
  const value = address.trim();
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const provider of Object.values(VIDEO_PROVIDERS)) {
    const id = provider.parse(url);
    if (id) return { provider: provider.name, id };
  }
  return null;
}

/** Vimeo's oEmbed answer names the owner's plan in account_type; Basic accounts cannot be embedded here. */
export function isVimeoBasic(oembed: unknown): boolean {
  return (
    typeof oembed === 'object' &&
    oembed !== null &&
    String((oembed as { account_type?: unknown }).account_type).toLowerCase() === 'basic'
  );
}
