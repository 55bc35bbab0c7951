import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FormDirectory } from '#modules/forms/form-directory';
import { loadSiteManifest } from '#render/assets';
import { DEFAULT_FONTS_HREF } from '#render/page-renderer';
import { pageStyles } from '#render/page-styles';
import { escapeHtml } from '#render/plain-page';

const Query = z.object({
  formId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  pageId: z.string().regex(/^[0-9a-f]{24}$/),
});

/**
 * Owner-written post-submit HTML may carry scripts, and the site's host also serves the editor and
 * holds owners' session cookies. The document is therefore sandboxed by its own policy (an opaque
 * origin: no cookies, no storage, no same-origin requests), whether it is framed by the form, as
 * the form block does, or opened on its own.
 */
const SANDBOX =
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation allow-forms';
const POLICY = [
  SANDBOX,
  "default-src 'self' https: data: blob:",
  "script-src 'self' https: 'unsafe-inline'",
  "style-src 'self' https: 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

// Tells the form how tall the content is, so the frame shows it without a scroll bar.
const RESIZE =
  "<script>new ResizeObserver(function(){parent.postMessage({atelierPostSubmitHeight:document.documentElement.scrollHeight},'*')}).observe(document.documentElement)</script>";

/**
 * The owner's HTML in a document that carries the site's own styles (`siteStyles`, as the page has
 * them), so it looks like the page around the frame. The frame stays transparent so the page's
 * background shows through, and as tall as its content.
 */
export function postSubmitDocument(html: string, siteStyles = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_top">${siteStyles}<style>html,body{margin:0;background:transparent;overflow-wrap:anywhere}body{display:block;min-height:0}</style></head><body class="site-page site-page--post-submit">${html}${RESIZE}</body></html>`;
}

export async function formPostSubmitRoutes(app: FastifyInstance): Promise<void> {
  const directory = new FormDirectory(app.db);
  const manifest = loadSiteManifest();
  // The same styles a published page carries: inline where the build allows it, else linked.
  const siteStyles = (locale: string) =>
    manifest.inlineCss
      ? `<style>${pageStyles(manifest.inlineCss, locale).css}</style>`
      : [manifest.css, DEFAULT_FONTS_HREF]
          .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
          .join('');

  app.get('/api/form/post-submit', async (request, reply) => {
    const query = Query.safeParse(request.query);
    const site = request.site;
    const form =
      query.success && site
        ? await directory.find(site.id, site.renderGeneration, query.data.formId, query.data.pageId)
        : null;
    reply.header('Content-Security-Policy', POLICY);
    if (form?.postSubmit.kind !== 'html') {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>Not found</title>');
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(postSubmitDocument(form.postSubmit.html, siteStyles(site?.locale ?? 'en')));
  });
}
