import {
  blockTextFields,
  languagePath,
  localizeDocument,
  PAGE_TEXT_KEYS,
  pageText,
  type SiteLanguage,
} from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { loadSiteManifest } from './assets';
import { alternatesOf, menuIn, type SiteAddresses } from './language-addresses';
import { pageLanguageOf, siteInLanguage } from './page-language';
import { type RenderRequest, renderSiteHtml } from './page-renderer';
import * as q from './public.queries';
import type { PublishedPageReads } from './published-page-reads';
import type { sitePartsFor } from './site-parts';
import { styleAssets } from './style-assets';

/**
 * One visitor page rendered: the request's site in the page's language, its shared parts (look,
 * menu, search defaults, addresses in each language), the page's products, pictures and member areas, the
 * account and its roles, the alternates of each language.
 */
export function visitorRenderer(
  app: FastifyInstance,
  { sitePartsOf }: ReturnType<typeof sitePartsFor>,
  { lookupsOf }: PublishedPageReads,
) {
  const manifest = loadSiteManifest();
  // Only a host the tenancy plugin resolved to this site ever reaches here (see requestOrigin).
  const baseUrl = requestOrigin;

  async function roles(request: FastifyRequest): Promise<Record<string, number>> {
    if (!request.account) return {};
    const rows = await q.rolesOfAccount(app.db, request.account.id);
    return Object.fromEntries(rows.map((row) => [row.website_id, row.role]));
  }

  async function render(
    request: FastifyRequest,
    parts: Omit<
      RenderRequest,
      | 'site'
      | 'baseUrl'
      | 'account'
      | 'websiteRoles'
      | 'navigation'
      | 'siteSeo'
      | 'styleAssets'
      | 'products'
      | 'memberAreas'
      | 'calendars'
      | 'language'
      | 'alternates'
      | 'overlays'
    > & {
      /**
       * The page's address in each language (a page, a store page, a product), for the switcher
       * and hreflang; a screen without one (not found, search, a message) offers each language's home.
       */
      pathIn?: (language: SiteLanguage, addresses: SiteAddresses) => string;
    },
  ) {
    const site = request.site!;
    const language = pageLanguageOf(request);
    const shared = await sitePartsOf(site);
    const styles = parts.styles ?? shared.styles;
    const { pathIn, ...rest } = parts;
    let body = parts.body;
    let title = parts.title;
    if (body.kind === 'page' && !language.primary) {
      // The page's own title and words in the visitor's language, the primary text where none is translated.
      title = pageText(body.document.translations, language.tag, PAGE_TEXT_KEYS.title, title);
      body = { ...body, document: localizeDocument(body.document, language.tag, blockTextFields) };
    }
    const alternates = alternatesOf(site.languages, language, (other) =>
      pathIn ? pathIn(other, shared.addresses) : languagePath('/', other),
    );
    return renderSiteHtml(manifest, {
      ...rest,
      title,
      body,
      styles,
      styleAssets: parts.styles ? await styleAssets(app.db, site.id, styles) : shared.styleAssets,
      site: siteInLanguage(site, language),
      language,
      alternates: { languages: alternates, hreflang: pathIn !== undefined },
      baseUrl: baseUrl(request),
      account: request.account,
      websiteRoles: await roles(request),
      navigation: menuIn(shared.addresses, shared.navigation, language),
      ...(parts.body.kind === 'page' && body.kind === 'page'
        ? await lookupsOf(
            site,
            parts.body.document,
            body.document,
            parts.editing === true,
            language,
            shared.addresses,
          )
        : {}),
      siteSeo: shared.siteSeo,
      overlays: shared.overlays,
    });
  }

  return { render, roles };
}
