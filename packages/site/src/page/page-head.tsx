import { SITE_CONTEXT_SCRIPT_ID } from '@atelier/domain';
import { bannerPreloadScript } from './banner-preload';
import { scriptSafeJson } from './script-safe-json';
import { SeoHead } from './seo-head';
import type { SitePageInput } from './site-page-input';
import { SITE_STYLES_ELEMENT_ID, siteStylesCss } from './site-styles-css';

type PageHeadProps = Pick<
  SitePageInput,
  | 'title'
  | 'description'
  | 'context'
  | 'assets'
  | 'fontsHref'
  | 'inlineStyles'
  | 'fontPreloads'
  | 'body'
  | 'seo'
  | 'styles'
  | 'stylesPreview'
  | 'favicon'
>;

/** The behaviour that lets the editor's frame swap the site's styles while the owner edits them. */
export const STYLES_PREVIEW_BEHAVIOUR = 'styles-preview';

/** The head: metadata, styles, the site context and the one bootstrap module. */
export function PageHead(props: PageHeadProps) {
  const { title, description, context, assets, fontsHref, inlineStyles, fontPreloads, body, seo, styles } =
    props;
  // System screens are answers to one visitor's request, not content worth a search engine's index;
  // of the store's screens only the store and product pages are.
  // The editor's frame is never a visitor's page: it starts no banner of its own.
  const bannerPreload = assets.editorBridge ? null : bannerPreloadScript(context, assets.bannerPreload);
  const indexable = body.kind === 'page' || (body.kind === 'store' && seo?.noindex === false);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light" />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {indexable ? null : <meta name="robots" content="noindex" />}
      {indexable && seo ? <SeoHead seo={seo} title={title} description={description} /> : null}
      {/* The address of a message or order page may hold a token that must reach no report. */}
      {body.kind === 'message' || (body.kind === 'store' && !indexable) ? (
        <meta name="atelier-analytics" content="off" />
      ) : null}
      {props.favicon ? (
        <link rel="icon" href={props.favicon} />
      ) : (
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      )}
      {fontPreloads?.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      {inlineStyles ? (
        // Our own stylesheet and font rules (no visitor text), so nothing needs escaping; inline,
        // they cost the first paint no round trip.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built styles
        <style dangerouslySetInnerHTML={{ __html: inlineStyles }} />
      ) : (
        <>
          <link rel="stylesheet" href={assets.css} />
          {/* After the site stylesheet, so a font stylesheet may set --font-body and --font-heading. */}
          {fontsHref ? <link rel="stylesheet" href={fontsHref} data-site-fonts="" /> : null}
        </>
      )}
      {styles ? (
        <style
          id={SITE_STYLES_ELEMENT_ID}
          data-behaviour={props.stylesPreview ? STYLES_PREVIEW_BEHAVIOUR : undefined}
          // React would HTML-escape the text and corrupt selectors; siteStylesCss never emits "<".
          // biome-ignore lint/security/noDangerouslySetInnerHtml: values checked and quoted by siteStylesCss
          dangerouslySetInnerHTML={{ __html: siteStylesCss(styles) }}
        />
      ) : null}
      <script
        id={SITE_CONTEXT_SCRIPT_ID}
        type="application/json"
        // The one raw insertion on the page: React would HTML-escape text and corrupt the JSON,
        // so scriptSafeJson makes it safe to embed instead.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by scriptSafeJson
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(context) }}
      />
      {/* Nothing the first paint shows needs it (modules run after parsing): low priority leaves the
          bandwidth of the first round trips to the first image and the fonts. */}
      <script type="module" src={assets.boot} fetchPriority="low" />
      {bannerPreload ? (
        // Fixed text from our own build and the site's settings (bannerPreloadScript escapes them),
        // admitted by its hash in the page's policy.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built by bannerPreloadScript
        <script dangerouslySetInnerHTML={{ __html: bannerPreload }} />
      ) : null}
      {assets.editorBridge ? <script type="module" src={assets.editorBridge} /> : null}
      {assets.preload?.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </head>
  );
}
