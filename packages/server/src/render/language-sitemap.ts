import type { PageDocument } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { pagePathIn, siteAddresses } from './language-addresses';
import { visibleLanguages } from './page-language';
import { publishedAddresses } from './public.queries';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A page of the sitemap by its primary address (`about`, `home`, a store page's, `p/<product>`). */
export interface SitemapEntry {
  slug: string;
  document: string;
  published_at: string;
}

/**
 * The sitemap of a site visitors read in several languages: each page's address in each published
 * language, each naming every language's address (`xhtml:link` alternates, with `x-default` the
 * primary one), as search engines read hreflang from a sitemap. Noindex pages are left out.
 */
export async function languageSitemapXml(
  db: Kysely<DB>,
  site: SiteRecord,
  baseUrl: string,
  pages: readonly SitemapEntry[],
): Promise<string> {
  const published = await publishedAddresses(db, site.id);
  const addresses = siteAddresses(published.pages, published.translated, []);
  const languages = visibleLanguages(site);
  const urls: string[] = [];
  for (const page of pages) {
    if ((JSON.parse(page.document) as PageDocument).seo?.noindex === true) continue;
    const paths = languages.map((language) => ({
      language,
      href: `${baseUrl}${pagePathIn(addresses, page.slug, language)}`,
    }));
    const primary = paths.find((p) => p.language.primary) ?? paths[0]!;
    const links = [
      ...paths.map(
        (p) => `<xhtml:link rel="alternate" hreflang="${xml(p.language.tag)}" href="${xml(p.href)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(primary.href)}"/>`,
    ].join('');
    const lastmod = `<lastmod>${xml(page.published_at.slice(0, 10))}</lastmod>`;
    for (const { href } of paths) urls.push(`  <url><loc>${xml(href)}</loc>${lastmod}${links}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}
