import {
  type MenuNode,
  readSiteStyles,
  type SiteLanguage,
  type SiteSeo,
  type SiteStyles,
} from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { siteOverlays } from '#modules/overlays/overlays.service';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import {
  type AddressMatch,
  pageAtAddress,
  pagePathIn,
  pageTitleIn,
  type SiteAddresses,
  siteAddresses,
} from './language-addresses';
import * as q from './public.queries';
import { type StyleAssets, styleAssets } from './style-assets';

/** Sites whose shared page parts are kept at once (sitePartsOf). */
const SITE_PARTS_KEPT = 500;

interface SiteParts {
  styles: SiteStyles;
  styleAssets: StyleAssets;
  navigation: MenuNode[];
  siteSeo: SiteSeo;
  /** Every published page's address and title in each language, and the menu links' translations. */
  addresses: SiteAddresses;
  /** The announcement bar and the popup overlay (modules/overlays). */
  overlays: Awaited<ReturnType<typeof siteOverlays>>;
}

/**
 * What every page of a site shows alike, read once per shell generation, and what visitor pages ask
 * of it: the site's look, and where and under which title a page lives in each language.
 */
export function sitePartsFor(app: FastifyInstance) {
  /**
   * What every page of a site shows alike (its published look with the logo and icon it names, the
   * main navigation, the search defaults), read once per shell generation: every change of these
   * moves it on (render-generation.ts), as the page cache's keys rely on too. A few hundred sites'
   * parts at most; the oldest goes first.
   */
  const siteParts = new Map<string, { generation: number; parts: Promise<SiteParts> }>();
  function sitePartsOf(site: SiteRecord): Promise<SiteParts> {
    const kept = siteParts.get(site.id);
    if (kept && kept.generation === site.shellGeneration) return kept.parts;
    const parts = (async (): Promise<SiteParts> => {
      const styles = await lookOf(site.id, 'live');
      const [assets, navigation, seo, published, links, overlays] = await Promise.all([
        styleAssets(app.db, site.id, styles),
        q.mainNavigation(app.db, site.id),
        q.siteSeo(app.db, site.id),
        q.publishedAddresses(app.db, site.id),
        site.languages.length > 1 ? q.menuLinkTranslations(app.db, site.id) : [],
        siteOverlays(app.db, site.id),
      ]);
      return {
        styles,
        styleAssets: assets,
        navigation,
        siteSeo: JSON.parse(seo?.settings ?? '{}'),
        addresses: siteAddresses(published.pages, published.translated, links),
        overlays,
      };
    })();
    siteParts.delete(site.id);
    if (siteParts.size >= SITE_PARTS_KEPT) siteParts.delete(siteParts.keys().next().value as string);
    const slot = { generation: site.shellGeneration, parts };
    siteParts.set(site.id, slot);
    // A failed read is not kept: the next page reads again.
    parts.catch(() => {
      if (siteParts.get(site.id) === slot) siteParts.delete(site.id);
    });
    return parts;
  }

  /** The site's published look, or the draft the owner is editing. */
  async function lookOf(siteId: string, which: 'live' | 'draft'): Promise<SiteStyles> {
    const row = await q.siteStyles(app.db, siteId);
    const json = which === 'live' ? row?.live : row?.draft;
    return readSiteStyles(json ? JSON.parse(json) : null);
  }

  /** The published page a language's address names (language-addresses.ts pageAtAddress). */
  async function addressIn(
    site: SiteRecord,
    language: SiteLanguage,
    slug: string,
  ): Promise<AddressMatch | undefined> {
    return pageAtAddress((await sitePartsOf(site)).addresses, language, slug);
  }

  /** Where a published page lives in a language, by its primary address. */
  async function pathIn(site: SiteRecord, primarySlug: string, language: SiteLanguage): Promise<string> {
    return pagePathIn((await sitePartsOf(site)).addresses, primarySlug, language);
  }

  /** A published page's title in a language, else its primary one. */
  async function titleIn(site: SiteRecord, pageId: string, language: SiteLanguage, primary: string) {
    return pageTitleIn((await sitePartsOf(site)).addresses, pageId, language, primary);
  }

  return { sitePartsOf, lookOf, addressIn, pathIn, titleIn };
}
