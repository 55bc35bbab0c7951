import { randomBytes } from 'node:crypto';
import {
  DEFAULT_SITE_STYLES,
  type FormRenderState,
  languagePath,
  type MenuEntry,
  type MenuNode,
  type PageDocument,
  type SiteLanguage,
  type SiteSeo,
  type SiteStyles,
} from '@atelier/domain';
import {
  BLOCK_ANIMATION_BEHAVIOUR,
  BlockType,
  behavioursIn,
  type CalendarLookup,
  chosenBlockAnimation,
  documentBlocks,
  type MediaLookup,
  type MemberAreaLookup,
  POPUP_OVERLAY_BEHAVIOUR,
  type ProductLookup,
  renderSitePage,
  type SitePageInput,
  STYLES_PREVIEW_BEHAVIOUR,
  siteFontFamilies,
  siteFontsHref,
} from '@atelier/site';
import { fontStylesheetAddress } from '#modules/fonts/fonts.service';
import { type PreparedHtml, prepareHtml, prepareSplicedHtml } from '#platform/http/prepared-html';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import type { SessionAccount } from '#types';
import type { SiteAssetManifest } from './assets';
import type { PageAlternate } from './language-addresses';
import { announcementBarView, type PageOverlays, pagePopup, popupContextSettings } from './overlay-parts';
import { documentTitle, pageSeo } from './page-seo';
import { pageStyles, siteCssFor } from './page-styles';
import { buildSiteContext } from './site-context';

/** The behaviour of the header's language switcher that may suggest the visitor's language. */
const LANGUAGE_SUGGESTION_BEHAVIOUR = 'language-suggestion';

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
  /** The site, its own texts (title, header, footer) in the page's language (page-language.ts). */
  site: SiteRecord;
  /** The language the page is shown in. */
  language: SiteLanguage;
  /**
   * The page in each language visitors see, for the language switcher; `hreflang`: the page has an
   * address of its own in each (a page, a store page, a product), which its head names.
   */
  alternates: { languages: PageAlternate[]; hreflang: boolean };
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
  /** Member areas the page's member area blocks offer. */
  memberAreas?: MemberAreaLookup;
  /** The months the page's Calendar blocks show (render/calendar-lookup.ts). */
  calendars?: CalendarLookup;
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
  /** The site's announcement bar and popup overlay (modules/overlays). */
  overlays?: PageOverlays;
}

export interface StoreSeo {
  description?: string;
  noindex: boolean;
  image?: string;
  jsonLd: object[];
  /** Feeds the screen links (a blog's RSS), absolute. */
  feeds?: { title: string; href: string }[];
}

/**
 * A store page (collection type 13, spec 001 §3) in the menu, at any address and at either level:
 * the site sells, so its header shows the cart. A menu link to /store counts too.
 */
export const sellsInMenu = (navigation: readonly MenuNode[]): boolean =>
  navigation.some((item) =>
    [item, ...item.children].some(
      (entry) => entry.store === true || (entry.kind === 'link' && entry.href === '/store'),
    ),
  );

const navigationItem = (item: MenuEntry, currentPath: string) => ({
  title: item.title,
  path: item.href,
  current: item.kind === 'page' && item.href === currentPath,
  newWindow: item.newWindow,
});

/**
 * Where a page's inline stylesheet goes, in its React render: random per process, so that no text
 * of a page (its title comes earlier in the document) can hold it.
 */
const STYLES_MARKER = `atelier-styles-${randomBytes(16).toString('hex')}`;

let inputObserver: ((input: SitePageInput) => void) | null = null;

/**
 * Sees each page's input to `renderSitePage` as it is rendered (null stops): the render benchmark
 * renders the same element tree by itself, beside the whole request, to measure what we add to React.
 */
export function observeSitePageInputs(observer: ((input: SitePageInput) => void) | null): void {
  inputObserver = observer;
}

/**
 * hreflang alternates of a page with an address in each language visitors see (a hidden language's
 * preview names none), the primary language's as x-default; none on a site in one language.
 */
export function hreflangLinks(
  request: Pick<RenderRequest, 'alternates' | 'baseUrl' | 'site'>,
): { hreflang: string; href: string }[] {
  const { languages, hreflang } = request.alternates;
  const shown = languages.filter((alternate) =>
    request.site.languages.some((l) => l.tag === alternate.tag && (l.primary || l.published)),
  );
  if (!hreflang || shown.length < 2) return [];
  const primary = shown.find((alternate) => alternate.primary);
  return [
    ...shown.map((alternate) => ({ hreflang: alternate.tag, href: `${request.baseUrl}${alternate.path}` })),
    ...(primary ? [{ hreflang: 'x-default', href: `${request.baseUrl}${primary.path}` }] : []),
  ];
}

/** Page document -> HTML, with the content security policy its own scripts call for. */
export function renderSiteHtml(manifest: SiteAssetManifest, request: RenderRequest): PreparedHtml {
  const document: PageDocument | null = request.body.kind === 'page' ? request.body.document : null;
  const cartIndicator = sellsInMenu(request.navigation);
  // The switcher shows on a site visitors read in more than one language (or a hidden one's preview).
  const languages = request.alternates.languages.length > 1 ? request.alternates.languages : undefined;
  const alternates = hreflangLinks(request);
  const announcementBar = announcementBarView(request.overlays);
  const popup = pagePopup(request.overlays, request.body, request.editing === true);
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
      ...(languages && !request.editing ? [LANGUAGE_SUGGESTION_BEHAVIOUR] : []),
      ...(request.stylesPreview ? [STYLES_PREVIEW_BEHAVIOUR] : []),
      ...(popup ? [POPUP_OVERLAY_BEHAVIOUR] : []),
      // The site's block animation, on its pages of blocks; never while they are edited.
      ...(document && !request.editing && chosenBlockAnimation(request.styles)
        ? [BLOCK_ANIMATION_BEHAVIOUR]
        : []),
    ],
    manifest,
    language: request.language,
    overlays: { showAnnouncementBar: announcementBar !== undefined, popup: popupContextSettings(popup) },
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
          blockTypes: document
            ? new Set([
                ...documentBlocks(document).map((block) => block.type),
                // A newsletter popup holds the Newsletter block's form, styled as the block is.
                ...(popup?.content === 'newsletter' ? [BlockType.newsletter] : []),
              ])
            : undefined,
        };
  const styles = manifest.inlineCss
    ? pageStyles(siteCssFor(manifest, styledPage), request.language.tag, siteFontFamilies(look))
    : null;
  const input: SitePageInput = {
    lang: request.language.tag,
    title: seo.title ?? documentTitle(request.title, request.site.title),
    // A store screen without its own description (the store page) takes the site's default one.
    description: document ? seo.description : request.storeSeo?.description || seo.description,
    seo: document
      ? { ...seo.head, alternates }
      : request.storeSeo
        ? {
            ...seo.head,
            noindex: request.storeSeo.noindex,
            image: request.storeSeo.image ?? seo.head.image,
            jsonLd: request.storeSeo.jsonLd,
            ...(request.storeSeo.feeds ? { feeds: request.storeSeo.feeds } : {}),
            alternates,
          }
        : undefined,
    context,
    assets: {
      css: manifest.css,
      boot: manifest.boot,
      preload: manifest.preload,
      bannerPreload: manifest.bannerPreload,
      editorBridge: request.editing ? manifest.editorBridge : undefined,
      announcementBarGate: announcementBar ? manifest.announcementBarGateScript : undefined,
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
    accountLink: request.site.memberAccounts,
    languages: languages?.map((alternate) => ({
      tag: alternate.tag,
      name: alternate.name,
      path: alternate.path,
      current: alternate.current,
    })),
    languageSuggestion: languages !== undefined && !request.editing,
    home: languagePath('/', request.language),
    body: request.body,
    formState: request.formState,
    media: request.media,
    products: request.products,
    memberAreas: request.memberAreas,
    calendars: request.calendars,
    announcementBar,
    popupOverlay: popup,
  };
  inputObserver?.(input);
  if (!styles) return prepareHtml(renderSitePage(input));
  // The stylesheet's kept bytes go in after React (prepareSplicedHtml says why).
  return prepareSplicedHtml(renderSitePage({ ...input, inlineStyles: STYLES_MARKER }), {
    marker: STYLES_MARKER,
    bytes: styles.bytes,
  });
}
