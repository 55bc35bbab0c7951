import { createHash } from 'node:crypto';
import { VIDEO_OEMBED_ORIGINS, VIDEO_PROVIDERS } from '@atelier/domain';

/**
 * The content security policy of one HTML document, derived from the document itself: scripts
 * from our own origin, plus the exact inline scripts and external script addresses the document
 * carries (the owner's post-submit HTML may hold both). Nothing in it changes per response, so a
 * cached page's bytes and headers are fixed for its published version and can be precompressed.
 */
export function contentSecurityPolicyFor(html: string): string {
  const sources = new Set<string>(["'self'"]);
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    const src = attributeValue(attributes, 'src');
    if (src !== null) {
      const external = externalScriptSource(src);
      if (external) sources.add(external);
      continue;
    }
    // Data blocks (the site context, JSON-LD) are never executed, so they need no permission.
    const type = attributeValue(attributes, 'type')?.trim().toLowerCase();
    if (type && type !== 'module' && !JAVASCRIPT_TYPES.has(type)) continue;
    sources.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  const frames = new Set<string>(["'self'"]);
  for (const match of html.matchAll(FRAME_ORIGIN)) {
    if (PROVIDER_FRAME_ORIGINS.has(match[1] ?? '')) frames.add(match[1]!);
  }
  for (const match of html.matchAll(EMBED_ORIGIN)) {
    const origin = embedFrameOrigin(match[1] ?? '');
    if (origin) frames.add(origin);
  }
  const connect = OEMBED_MARKER.test(html) ? ["'self'", ...VIDEO_OEMBED_ORIGINS] : ["'self'"];
  return [
    "default-src 'self'",
    `script-src ${[...sources].join(' ')}`,
    // The captcha widget solves its proof of work in a worker it makes from a blob; only a script
    // the policy already admitted can make one, and a worker has no access to the page.
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // A video embed's player, once the visitor presses play (the page names its provider), and an
    // Embed block's content, once the visitor accepted cookies or asked for it.
    `frame-src ${[...frames].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // The editor frames the site from the same host.
    "frame-ancestors 'self'",
  ].join('; ');
}

/** For HTML that carries no script we vouch for. */
export const NO_SCRIPT_POLICY =
  "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/** A video block names its provider's player origin; only the known providers' origins are admitted. */
const FRAME_ORIGIN = /\sdata-frame-origin="([^"]+)"/g;
const PROVIDER_FRAME_ORIGINS = new Set(
  Object.values(VIDEO_PROVIDERS).map((provider) => provider.frameOrigin),
);
/**
 * An Embed block names the https origin of what it frames (the owner's embed code, checked when
 * saved). The markup is React's, which writes a quote inside an attribute or text as `&quot;`: only
 * a real attribute matches.
 */
const EMBED_ORIGIN = /\sdata-embed-origin="([^"]+)"/g;

/** The origin as a source expression: https, nothing but scheme, host and port; else null. */
function embedFrameOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' && url.origin === value && !/[\s;,'"]/.test(value) ? value : null;
}

/** The editor asks the video providers' oEmbed endpoints about a pasted address (Vimeo Basic accounts). */
const OEMBED_MARKER = /<meta name="video-oembed-lookups"/;

// Script content is raw text to the HTML parser (inside <template> too), so the first </script
// ends it, exactly as the browser will read it; the hash is taken over those same characters.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;

const JAVASCRIPT_TYPES = new Set([
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** One pattern per attribute name, made once: a page's every script element asks for two. */
const attributePatterns = new Map<string, RegExp>();

function attributeValue(attributes: string, name: string): string | null {
  if (!attributes) return null;
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  if (!match) return null;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The exact address of a script from another origin, as a source expression; null for our own
 * origin (covered by 'self') or for an address that cannot be written into a policy safely.
 */
function externalScriptSource(src: string): string | null {
  const value = src.trim();
  if (!/^(?:https?:)?\/\//i.test(value)) return null;
  if (!URL.canParse(value, 'https://placeholder.invalid')) return null;
  const url = new URL(value, 'https://placeholder.invalid');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A source expression has no query or fragment; commas, semicolons, quotes and spaces would
  // end it or start another directive.
  const scheme = value.startsWith('//') ? '' : `${url.protocol}//`;
  const expression = `${scheme}${url.host}${url.pathname}`;
  return /[\s;,'"]/.test(expression) ? null : expression;
}
