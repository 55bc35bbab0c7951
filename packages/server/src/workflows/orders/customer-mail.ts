import { parseTranslations } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import { linesInLanguage } from '#modules/catalogue/line-translations';
import type { OrderJson } from '#modules/orders/orders.model';
import { findSite } from '#modules/sites/sites.queries';
import type { DB } from '#platform/db/schema';

/**
 * An order as its customer reads it in mail (docs/languages.md "Mail"): in the language the order
 * was placed in, the lines' product names and option values and the site's title as the owner
 * translated them (the primary texts where not), with what the mails say of the site; `owner` is
 * the same in the primary language, as the owner's mails and the store's records read.
 */
export async function orderForCustomer(
  db: Kysely<DB> | Transaction<DB>,
  siteId: string,
  order: OrderJson,
  statusUrl: string,
) {
  const site = await findSite(db, siteId);
  const tag = site && order.locale && order.locale !== site.locale ? order.locale : null;
  const title = (tag && site && parseTranslations(site.translations)[tag]?.title?.text.trim()) || site?.title;
  return {
    order: { ...order, lines: await linesInLanguage(db, siteId, order.lines, tag) },
    site: { title: title ?? '', locale: site?.locale, statusUrl },
    owner: { title: site?.title ?? '', locale: site?.locale, statusUrl },
  };
}
