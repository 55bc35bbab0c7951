import { scriptSafeJson } from './script-safe-json';

/** What search engines and link previews read about a page. Every value is plain text. */
export interface HeadSeo {
  /** Absolute address of the page's preferred copy. */
  canonical: string;
  noindex: boolean;
  /** Absolute image address for link previews. */
  image?: string;
  siteName: string;
  twitterHandle?: string;
  /** Structured data (schema.org), one JSON-LD script each. */
  jsonLd: readonly object[];
  /**
   * The same page in each language visitors read it in, absolute, with `x-default` for the primary
   * language's: none on a site in one language.
   */
  alternates?: readonly { hreflang: string; href: string }[];
  /** Feeds of the page (a blog's RSS), linked for feed readers. */
  feeds?: readonly { title: string; href: string }[];
}

/**
 * Open Graph and Twitter card tags, the canonical link and structured data. React escapes every
 * attribute, and the JSON-LD goes through scriptSafeJson, so no owner text can end the element.
 */
export function SeoHead({ seo, title, description }: { seo: HeadSeo; title: string; description?: string }) {
  return (
    <>
      {seo.noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={seo.canonical} />
      {seo.alternates?.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {seo.feeds?.map((feed) => (
        <link
          key={feed.href}
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={feed.href}
        />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={seo.siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={seo.canonical} />
      {description ? <meta property="og:description" content={description} /> : null}
      {seo.image ? <meta property="og:image" content={seo.image} /> : null}
      <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {seo.image ? <meta name="twitter:image" content={seo.image} /> : null}
      {seo.twitterHandle ? <meta name="twitter:site" content={seo.twitterHandle} /> : null}
      {seo.jsonLd.map((data, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list built once per render
          key={index}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by scriptSafeJson
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
        />
      ))}
    </>
  );
}
