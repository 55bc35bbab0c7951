import type { FastifyReply } from 'fastify';

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

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #888;border-radius:4px}
button,.button{font:inherit;padding:.6rem 1.2rem;margin-top:1rem;border:0;border-radius:4px;background:#1a1a1a;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.secondary{background:#eee;color:#1a1a1a}[role=alert]{padding:.75rem;border:1px solid #b00020;color:#b00020;border-radius:4px;margin:1rem 0}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.35rem 0;border-bottom:1px solid #ddd}.num{text-align:right}`;

/**
 * A small server-made page for the store's transactional screens (card form, order status,
 * checkout notices): no script; noindex and uncached unless the page asks to be indexed.
 */
export function sendPlainPage(
  reply: FastifyReply,
  title: string,
  body: string,
  status = 200,
  options: { index?: boolean; description?: string } = {},
): FastifyReply {
  const robots = options.index ? '' : '<meta name="robots" content="noindex">';
  const description = options.description
    ? `<meta name="description" content="${escapeHtml(options.description)}">`
    : '';
  if (!options.index) reply.header('X-Robots-Tag', 'noindex');
  return (
    reply
      .status(status)
      // No script runs on these pages; the inline stylesheet is their only inline content. Form
      // targets stay on the site (the test card form posts here; Stripe is a redirect, not a post).
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
