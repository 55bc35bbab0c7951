/**
 * Embed block (spec 001 §3 block type 22): another site's content in a frame, from the embed code
 * the owner pastes, an `<iframe>`, `<object>` or `<embed>` snippet, or a plain https address. Like
 * the Video element of spec 001 §3 it carries an HTML embed attribute and a provider-name
 * attribute, of one of the types iframe, object or invalid; an invalid one is refused. Whatever
 * was pasted, the site shows an iframe of its address, sandboxed (no `allow-same-origin`), and
 * contacts the third party only once the visitor accepted cookies or pressed the button naming it.
 */
export interface EmbedBlockSettings {
  /** What the owner pasted: the snippet or the address, as written. */
  html: string;
  /** The frame's name for screen readers; the snippet's own title, else "Content from {host}". */
  title?: string;
  /** The frame's proportions, or `height` for a fixed height in pixels. */
  size?: EmbedSize;
  /** The frame's height in CSS pixels when `size` is `height`. */
  height?: number;
}

/** Width to height, as CSS `aspect-ratio` reads them once the colon is a slash. */
export const EMBED_RATIOS = ['16:9', '4:3', '3:2', '1:1', '9:16'] as const;
export type EmbedRatio = (typeof EMBED_RATIOS)[number];
export const EMBED_SIZES = [...EMBED_RATIOS, 'height'] as const;
export type EmbedSize = (typeof EMBED_SIZES)[number];

export const EMBED_LIMITS = {
  html: 5000,
  title: 200,
  height: { min: 100, max: 2000, default: 400 },
} as const;

/** The type of an embed code (spec 001 §3): an address is framed, so it counts as an iframe. */
export type EmbedCodeType = 'iframe' | 'object' | 'invalid';

/** What the page frames: the address, its origin and host, and what the snippet asked of the frame. */
export interface EmbedTarget {
  type: Exclude<EmbedCodeType, 'invalid'>;
  /** An absolute https address. */
  src: string;
  /** `https://host[:port]`: the page's policy lets frames load from it. */
  origin: string;
  /** The host a visitor is told of, and the provider name the markup carries. */
  host: string;
  /** The snippet's `title`. */
  title?: string;
  /** Features of the snippet's `allow` (and `allowfullscreen`) that an embed may have. */
  allow: string[];
}

/** Ours: what the editor shows and the server answers (400) for an embed code it cannot frame. */
export const EMBED_MESSAGES = {
  empty: 'Paste an embed code or an https:// address.',
  invalid:
    'Paste an embed code (one <iframe>, <object> or <embed> element) or an address starting with https://.',
  script:
    'An embed code with a script cannot run here. Paste its <iframe> code or the address of what to show; an admin can add a Code block for scripts.',
  notHttps: 'The embedded address must start with https://.',
} as const;

/** Frame features a pasted snippet may keep; anything else it asks for is left out. */
const ALLOWED_FEATURES = new Set([
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
]);

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'" };
const decode = (value: string) =>
  value.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decode(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

/** One element of the three, alone (whitespace around it aside), and its attributes. */
const SNIPPET = /^<(iframe|object|embed)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)(?:<\/\1\s*>)?$/i;

type Parsed = { target: EmbedTarget } | { problem: string };

/** An absolute https address without credentials, else null. */
function httpsUrl(raw: string): URL | null {
  const value = raw.trim();
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' && !url.username && !url.password && url.hostname ? url : null;
}

function targetOf(url: URL, type: EmbedTarget['type'], title?: string, allow: string[] = []): EmbedTarget {
  return { type, src: url.href, origin: url.origin, host: url.host, title: title || undefined, allow };
}

function parseEmbed(code: string): Parsed {
  const value = code.trim();
  if (!value) return { problem: EMBED_MESSAGES.empty };
  if (/<script\b/i.test(value)) return { problem: EMBED_MESSAGES.script };
  if (!value.startsWith('<')) {
    if (/\s/.test(value)) return { problem: EMBED_MESSAGES.invalid };
    const url = httpsUrl(value);
    return url ? { target: targetOf(url, 'iframe') } : { problem: EMBED_MESSAGES.notHttps };
  }
  const match = SNIPPET.exec(value);
  if (!match) return { problem: EMBED_MESSAGES.invalid };
  const tag = match[1]!.toLowerCase();
  const inner = match[3] ?? '';
  // One element: an iframe or embed holds no other (at most words for old browsers); an object's
  // params and fallback are never shown, but nothing may follow its end.
  const more = tag === 'object' ? /<\/object\s*>/i : /</;
  if (more.test(inner)) return { problem: EMBED_MESSAGES.invalid };
  const attributes = attributesOf(match[2] ?? '');
  const address = tag === 'object' ? attributes.get('data') : attributes.get('src');
  if (address === undefined) return { problem: EMBED_MESSAGES.invalid };
  const url = httpsUrl(address);
  if (!url) return { problem: EMBED_MESSAGES.notHttps };
  const allow = (attributes.get('allow') ?? '')
    .split(';')
    .map((entry) => entry.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter((feature) => ALLOWED_FEATURES.has(feature));
  if (attributes.has('allowfullscreen') && !allow.includes('fullscreen')) allow.push('fullscreen');
  return {
    target: targetOf(url, tag === 'iframe' ? 'iframe' : 'object', attributes.get('title')?.trim(), allow),
  };
}

/** What the page frames for an embed code, or null when it is invalid. */
export function readEmbedCode(code: unknown): EmbedTarget | null {
  if (typeof code !== 'string') return null;
  const parsed = parseEmbed(code);
  return 'target' in parsed ? parsed.target : null;
}

/** The embed code's type (spec 001 §3). */
export const embedCodeType = (code: unknown): EmbedCodeType => readEmbedCode(code)?.type ?? 'invalid';

/** What is wrong with an embed code, in the words the editor and the server use; null when it frames. */
export function embedCodeProblem(code: string): string | null {
  const parsed = parseEmbed(code);
  return 'problem' in parsed ? parsed.problem : null;
}

/** A size's CSS `aspect-ratio` (`16 / 9`). */
export const embedAspectRatio = (ratio: EmbedRatio): string => ratio.replace(':', ' / ');
