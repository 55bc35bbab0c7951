import {
  DEFAULT_SITE_STYLES,
  type FormRenderState,
  type PageDocument,
  type SiteSeo,
  type SiteStyles,
} from '@atelier/domain';
import {
  behavioursIn,
  type MediaLookup,
  renderSitePage,
  type SitePageInput,
  STYLES_PREVIEW_BEHAVIOUR,
  siteFontsHref,
} from '@atelier/site';
import type { SiteRecord } from '../plugins/tenancy/site-directory';
import type { SessionAccount } from '../types';
import type { SiteAssetManifest } from './assets';
import { pageSeo } from './page-seo';
import { type PreparedHtml, prepareHtml } from './prepared-html';
import { buildSiteContext } from './site-context';

export interface RenderRequest {
  site: SiteRecord;
  baseUrl: string;
  account: SessionAccount | null;
  websiteRoles: Record<string, number>;
  navigation: { title: string; slug: string }[];
  currentPath: string;
  title: string;
  pageType: number;
  collectionId: string | null;
  body: SitePageInput['body'];
  /** The outcome of a script-free form post, shown in its form; such a page is never cached. */
  formState?: FormRenderState;
  /** Library items the page's blocks refer to. */
  media?: MediaLookup;
  /** The site's search and sharing defaults. */
  siteSeo?: SiteSeo;
  /** The site's look (the default theme when absent), with its logo and favicon resolved. */
  styles?: SiteStyles;
  styleAssets?: import('./style-assets').StyleAssets;
  /** The editor's draft preview, whose frame takes style changes live. */
  stylesPreview?: boolean;
}

const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);

/** Page document -> HTML, with the content security policy its own scripts call for. */
export function renderSiteHtml(manifest: SiteAssetManifest, request: RenderRequest): PreparedHtml {
  const document: PageDocument | null = request.body.kind === 'page' ? request.body.document : null;
  const context = buildSiteContext({
    site: request.site,
    baseUrl: request.baseUrl,
    account: request.account,
    websiteRoles: request.websiteRoles,
    pageType: request.pageType,
    collectionId: request.collectionId,
    behaviours: [
      ...(document ? behavioursIn(document) : []),
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
  const html = renderSitePage({
    lang: request.site.locale.split('-')[0] || 'en',
    title:
      seo.title ??
      (request.title === request.site.title ? request.title : `${request.title} — ${request.site.title}`),
    description: document ? seo.description : undefined,
    seo: document ? seo.head : undefined,
    context,
    assets: { css: manifest.css, boot: manifest.boot, preload: manifest.preload },
    fontsHref: siteFontsHref(request.styles ?? DEFAULT_SITE_STYLES),
    styles: request.styles ?? DEFAULT_SITE_STYLES,
    stylesPreview: request.stylesPreview,
    favicon: request.styleAssets?.favicon,
    header: {
      title: request.site.header.title || request.site.title,
      tagline: request.site.header.tagline,
      logo: request.styleAssets?.logo,
    },
    footer: request.site.footer,
    navigation: request.navigation.map((page) => ({
      title: page.title,
      path: pathOf(page.slug),
      current: pathOf(page.slug) === request.currentPath,
    })),
    body: request.body,
    formState: request.formState,
    media: request.media,
  });
  return prepareHtml(html);
}
