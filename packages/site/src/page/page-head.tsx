import { SITE_CONTEXT_SCRIPT_ID } from '@atelier/domain';
import { scriptSafeJson } from './script-safe-json';
import { SeoHead } from './seo-head';
import type { SitePageInput } from './site-page-input';

type PageHeadProps = Pick<
  SitePageInput,
  'title' | 'description' | 'context' | 'assets' | 'fontsHref' | 'body' | 'seo'
>;

/** The head: metadata, styles, the site context and the one bootstrap module. */
export function PageHead({ title, description, context, assets, fontsHref, body, seo }: PageHeadProps) {
  // System screens are answers to one visitor's request, not content worth a search engine's index.
  const indexable = body.kind === 'page';
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light" />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {indexable ? null : <meta name="robots" content="noindex" />}
      {indexable && seo ? <SeoHead seo={seo} title={title} description={description} /> : null}
      {/* The address of a message page may hold a token that must reach no report. */}
      {body.kind === 'message' ? <meta name="atelier-analytics" content="off" /> : null}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={assets.css} />
      {/* After the site stylesheet, so a font stylesheet may set --font-body and --font-heading. */}
      {fontsHref ? <link rel="stylesheet" href={fontsHref} /> : null}
      <script
        id={SITE_CONTEXT_SCRIPT_ID}
        type="application/json"
        // The one raw insertion on the page: React would HTML-escape text and corrupt the JSON,
        // so scriptSafeJson makes it safe to embed instead.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by scriptSafeJson
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(context) }}
      />
      <script type="module" src={assets.boot} />
      {assets.editorBridge ? <script type="module" src={assets.editorBridge} /> : null}
      {assets.preload?.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </head>
  );
}
