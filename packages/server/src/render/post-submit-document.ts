import { loadSiteManifest } from './assets';
import { DEFAULT_FONTS_HREF } from './page-renderer';
import { pageStyles } from './page-styles';
import { escapeHtml } from './plain-page';

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

/**
 * The documents of the post-submit route: the owner's HTML with the site's styles (inline where the
 * build allows it, else linked, as a published page carries them), and a bare not-found page.
 */
export function postSubmitDocuments() {
  const manifest = loadSiteManifest();
  const siteStyles = (locale: string) =>
    manifest.inlineCss
      ? `<style>${pageStyles(manifest.inlineCss, locale).css}</style>`
      : [manifest.css, DEFAULT_FONTS_HREF]
          .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
          .join('');
  return {
    answer: (html: string, locale: string) => postSubmitDocument(html, siteStyles(locale)),
    notFound: '<!doctype html><title>Not found</title>',
  };
}
