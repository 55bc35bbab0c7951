import type { PageDocument } from '@atelier/domain';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export interface SitemapPage {
  slug: string;
  document: string;
  published_at: string;
}

/** sitemaps.org XML of the pages search engines may index: noindex pages are left out. */
export function sitemapXml(baseUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages
    .filter((page) => (JSON.parse(page.document) as PageDocument).seo?.noindex !== true)
    .map((page) => {
      const loc = `${baseUrl}${page.slug === 'home' ? '/' : `/${page.slug}`}`;
      return `  <url><loc>${xml(loc)}</loc><lastmod>${xml(page.published_at.slice(0, 10))}</lastmod></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

/** Crawlers may read the site but not the editor or the API; the sitemap says what there is. */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /config/\nDisallow: /api/\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
