import type { Kysely } from 'kysely';
import { linesInLanguage } from '#modules/catalogue/line-translations';
import type { OrderJson } from '#modules/orders/orders.model';
import type { DB } from '#platform/db/schema';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { languageOfTag, shippingNameIn } from './page-language';

/**
 * An order as its customer reads it on the payment step and the order's own page: product names,
 * option values and the shipping's name in the language the order was placed in, where the owner
 * translated them. The order itself keeps the store's words.
 */
export async function orderInLanguage(
  db: Kysely<DB>,
  site: SiteRecord,
  order: OrderJson,
): Promise<OrderJson> {
  const language = languageOfTag(site, order.locale);
  if (language.primary) return order;
  const shipping = order.shippingOption as { id?: unknown; name?: string } | null;
  return {
    ...order,
    lines: await linesInLanguage(db, site.id, order.lines, language.tag),
    shippingOption: shipping && { ...shipping, name: shippingNameIn(site, language, shipping) },
  };
}
