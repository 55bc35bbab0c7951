import {
  DEFAULT_SITE_STYLES,
  type FormRenderState,
  type MenuEntry,
  type MenuNode,
  type PageDocument,
  type SiteSeo,
  type SiteStyles,
} from '@atelier/domain';
import {
  behavioursIn,
  documentBlocks,
  type MediaLookup,
  type ProductLookup,
  renderSitePage,
  type SitePageInput,
  STYLES_PREVIEW_BEHAVIOUR,
  siteFontFamilies,
  siteFontsHref,
} from '@atelier/site';
import { fontStylesheetAddress } from '#modules/fonts/fonts.service';
import { type PreparedHtml, prepareHtml } from '#platform/http/prepared-html';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import type { SessionAccount } from '#types';
import type { SiteAssetManifest } from './assets';
import { pageSeo } from './page-seo';
import { pageStyles, siteCssFor } from './page-styles';
import { buildSiteContext } from './site-context';

/** The fonts of the default theme, from our own font service, where styles cannot go inline. */
export const DEFAULT_FONTS_HREF = siteFontsHref(DEFAULT_SITE_STYLES);

/** The site's font stylesheet at its content address; the plain address if the service refuses it. */
function fontsAddress(look: SiteStyles): string {
  try {
    return fontStylesheetAddress(siteFontFamilies(look));
  } catch {
    return siteFontsHref(look);
  }
}

export interface RenderRequest {
  site: SiteRecord;
  baseUrl: string;
  account: SessionAccount | null;
  websiteRoles: Record<string, number>;
  navigation: readonly MenuNode[];
  currentPath: string;
  title: string;
  pageType: number;
  collectionId: string | null;
  /** The content item a page of type 50 shows (a product), for the site context. */
  itemId?: string;
  body: SitePageInput['body'];
  /** The outcome of a script-free form post, shown in its form; such a page is never cached. */
  formState?: FormRenderState;
  /** Library items the page's blocks refer to. */
  media?: MediaLookup;
  /** Products the page's product blocks show. */
  products?: ProductLookup;
  /** The site's search and sharing defaults. */
  siteSeo?: SiteSeo;
  /** The site's look (the default theme when absent), with its logo and favicon resolved. */
  styles?: SiteStyles;
  styleAssets?: import('./style-assets').StyleAssets;
  /** The editor's draft preview, whose frame takes style changes live. */
  stylesPreview?: boolean;
  /** An owner's draft preview: it carries the script that lets the editor's frame edit blocks. */
  editing?: boolean;
  /** What a store screen says to search engines (it has no page document). */
  storeSeo?: StoreSeo;
  /** Behaviours of markup that is not a page document (a store screen's variant picker). */
  behaviours?: string[];
}

export interface StoreSeo {
  description?: string;
  noindex: boolean;
  image?: string;
  jsonLd: object[];
}

const navigationItem = (item: MenuEntry, currentPath: string) => ({
  title: item.title,
  path: item.href,
  current: item.kind === 'page' && item.href === currentPath,
  newWindow: item.newWindow,
});

/** Page document -> HTML, with the content security policy its own scripts call for. */
export function renderSiteHtml(manifest: SiteAssetManifest, request: RenderRequest): PreparedHtml {
  const document: PageDocument | null = request.body.kind === 'page' ? request.body.document : null;
  // A store page (collection type 13, spec 001 §3) in the menu: the site sells, so show the cart.
  // The store page (collection type 13) always lives at /store, a reserved page address.
  const cartIndicator = request.navigation.some(
    (item) =>
      item.kind === 'page' && (item.href === '/store' || item.children.some((c) => c.href === '/store')),
  );
  const context = buildSiteContext({
    site: request.site,
    baseUrl: request.baseUrl,
    account: request.account,
    websiteRoles: request.websiteRoles,
    pageType: request.pageType,
    collectionId: request.collectionId,
    itemId: request.itemId ?? null,
    behaviours: [
      ...(document ? behavioursIn(document) : []),
      ...(request.behaviours ?? []),
      ...(cartIndicator ? ['cart-indicator'] : []),
      ...(request.stylesPreview ? [STYLES_PREVIEW_BEHAVIOUR] : []),
    ],
    manifest,
  });
  const seo = pageSeo({
    baseUrl: request.baseUrl,
    currentPath: request.currentPath,
    siteTitle: request.site.title,
    tagline: request.site.header.tagline ?? '',
    pageTitle: request.title,
    document,
    siteSeo: request.siteSeo ?? {},
  });
  const look = request.styles ?? DEFAULT_SITE_STYLES;
  // The editor's preview may gain any block while the owner edits, so it carries every style.
  const styledPage =
    request.editing || request.stylesPreview
      ? null
      : {
          kind: request.body.kind,
          blockTypes: document ? new Set(documentBlocks(document).map((block) => block.type)) : undefined,
        };
  const styles = manifest.inlineCss
    ? pageStyles(siteCssFor(manifest, styledPage), request.site.locale, siteFontFamilies(look))
    : null;
  const html = renderSitePage({
    lang: request.site.locale.split('-')[0] || 'en',
    title:
      seo.title ??
      (request.title === request.site.title ? request.title : `${request.title} — ${request.site.title}`),
    // A store screen without its own description (the store page) takes the site's default one.
    description: document ? seo.description : request.storeSeo?.description || seo.description,
    seo: document
      ? seo.head
      : request.storeSeo
        ? {
            ...seo.head,
            noindex: request.storeSeo.noindex,
            image: request.storeSeo.image ?? seo.head.image,
            jsonLd: request.storeSeo.jsonLd,
          }
        : undefined,
    context,
    assets: {
      css: manifest.css,
      boot: manifest.boot,
      preload: manifest.preload,
      bannerPreload: manifest.bannerPreload,
      editorBridge: request.editing ? manifest.editorBridge : undefined,
    },
    ...(styles
      ? { inlineStyles: styles.css, fontPreloads: styles.fontPreloads }
      : { fontsHref: fontsAddress(look) }),
    styles: look,
    stylesPreview: request.stylesPreview,
    favicon: request.styleAssets?.favicon,
    header: {
      title: request.site.header.title || request.site.title,
      tagline: request.site.header.tagline,
      logo: request.styleAssets?.logo,
    },
    footer: request.site.footer,
    navigation: request.navigation.map((item) => ({
      ...navigationItem(item, request.currentPath),
      children: item.children.map((child) => navigationItem(child, request.currentPath)),
    })),
    cartIndicator,
    body: request.body,
    formState: request.formState,
    media: request.media,
    products: request.products,
  });
  return prepareHtml(html);
}
