import { shippingRatesOf } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { storedCookieSettings } from '#modules/consent/consent.queries';
import { serverSettings } from '#modules/consent/cookie-banner-settings';
import { listAreas } from '#modules/members/member-areas.queries';
import { findSite } from '#modules/sites/sites.queries';
import type { DB } from '#platform/db/schema';
import { type FillSource, siteSources } from './translation-sources';

/**
 * The site's own texts in its primary language: its row's title, header and footer, the cookie
 * banner's words, the names of the store's shipping rates (each once: rates are named by id) and
 * the member areas' names and welcome texts.
 */
export async function readSiteSources(db: Kysely<DB>, siteId: string): Promise<FillSource[]> {
  const [row, cookie, store, areas] = await Promise.all([
    findSite(db, siteId),
    storedCookieSettings(db, siteId),
    readStoreSettings(db, siteId),
    listAreas(db, siteId),
  ]);
  if (!row) return [];
  return siteSources({
    title: row.title,
    header: JSON.parse(row.header),
    footer: JSON.parse(row.footer),
    cookie: serverSettings(cookie),
    shippingRates: shippingRatesOf(store),
    memberAreas: areas.map((area) => ({ id: area.id, name: area.name, welcome: area.welcome_text })),
  });
}
