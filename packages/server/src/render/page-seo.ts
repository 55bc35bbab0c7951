import type { PageDocument, SiteSeo } from '@atelier/domain';

export interface PageSeoInput {
  baseUrl: string;
  currentPath: string;
  siteTitle: string;
  tagline: string;
  /** The page's own title, before the site name is added. */
  pageTitle: string;
  document: PageDocument | null;
  siteSeo: SiteSeo;
}

const absolute = (baseUrl: string, address: string | undefined) =>
  !address ? undefined : address.startsWith('/') ? `${baseUrl}${address}` : address;

/**
 * The search and sharing tags of a page: its own settings first, then the site's defaults, then
 * what the site already says about itself (its title and tagline).
 */
export function pageSeo(input: PageSeoInput) {
  const own = input.document?.seo ?? {};
  const url = `${input.baseUrl}${input.currentPath}`;
  const name = input.siteSeo.organizationName?.trim() || input.siteTitle;
  const description =
    own.description?.trim() || input.siteSeo.description?.trim() || input.tagline.trim() || undefined;
  const title = own.title?.trim() || undefined;
  return {
    title,
    description,
    head: {
      canonical: own.canonical?.trim() || url,
      noindex: own.noindex === true,
      image: absolute(input.baseUrl, own.socialImage?.trim() || input.siteSeo.socialImage?.trim()),
      siteName: input.siteTitle,
      twitterHandle: input.siteSeo.twitterHandle?.trim() || undefined,
      jsonLd:
        input.currentPath === '/'
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'WebSite',
                name: input.siteTitle,
                url: `${input.baseUrl}/`,
              },
              { '@context': 'https://schema.org', '@type': 'Organization', name, url: `${input.baseUrl}/` },
            ]
          : [],
    },
  };
}

/**
 * The browser tab's title: the page's title and the site's name, the name once. A title that is the
 * site's name, or already ends with it ("Store · Kiln & Clay Studio"), is not given it again.
 */
export function documentTitle(pageTitle: string, siteTitle: string): string {
  const page = pageTitle.trim();
  const site = siteTitle.trim();
  if (!site) return page;
  if (!page || page === site || page.endsWith(site)) return page || site;
  return `${page} — ${site}`;
}
