import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreSeo } from './page-renderer';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** One store screen: its escaped markup and what the shell and search engines need to know. */
export interface StoreScreen {
  path: string;
  title: string;
  /** Page type of spec 001 §2 (2 page, 200 cart, 201 checkout, 202 order confirmed, 211 status). */
  pageType: number;
  html: string;
  status: number;
  seo: StoreSeo;
  /** Set for screens every visitor sees alike (store, product): cached under this path. */
  cachePath?: string;
  /** Browser behaviours the screen's markup asks for (data-behaviour), e.g. the variant picker. */
  behaviours?: string[];
}

export type StoreScreenSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  screen: StoreScreen,
) => Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders a store screen inside the site's shell (api/pages/store-screens.plugin.ts). */
    sendStoreScreen?: StoreScreenSender;
  }
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #888;border-radius:4px}
button,.button{font:inherit;padding:.6rem 1.2rem;margin-top:1rem;border:0;border-radius:4px;background:#1a1a1a;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.secondary{background:#eee;color:#1a1a1a}[role=alert]{padding:.75rem;border:1px solid #b00020;color:#b00020;border-radius:4px;margin:1rem 0}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.35rem 0;border-bottom:1px solid #ddd}.num{text-align:right}`;

export interface PlainPageOptions {
  index?: boolean;
  description?: string;
  pageType?: number;
  jsonLd?: object[];
  image?: string;
  /** Cache the screen under this path (store and product pages). */
  cachePath?: string;
  /** Behaviours the screen's markup uses (loaded lazily by the page's boot code). */
  behaviours?: string[];
}

/**
 * A store screen (store, product, cart, checkout, order pages, the test card form): inside the
 * site's shell when the site renderer is there, otherwise as a small page of its own. noindex and
 * uncached unless the screen asks to be indexed.
 */
export async function sendPlainPage(
  reply: FastifyReply,
  title: string,
  body: string,
  status = 200,
  options: PlainPageOptions = {},
): Promise<FastifyReply> {
  const request = reply.request;
  const sendStoreScreen = reply.server.sendStoreScreen;
  if (request.site && sendStoreScreen) {
    return sendStoreScreen(request, reply, {
      path: request.url.split('?')[0] ?? '/',
      title,
      pageType: options.pageType ?? 2,
      html: body,
      status,
      cachePath: options.cachePath,
      behaviours: options.behaviours,
      seo: {
        description: options.description || undefined,
        noindex: !options.index,
        image: options.image,
        jsonLd: options.jsonLd ?? [],
      },
    });
  }
  const robots = options.index ? '' : '<meta name="robots" content="noindex">';
  const description = options.description
    ? `<meta name="description" content="${escapeHtml(options.description)}">`
    : '';
  if (!options.index) reply.header('X-Robots-Tag', 'noindex');
  return (
    reply
      .status(status)
      // No script runs on these pages; the inline stylesheet is their only inline content.
      .header(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'; object-src 'none'",
      )
      .header('Cache-Control', options.index ? 'no-cache' : 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${robots}${description}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
      )
  );
}
