import { countryOptions, formatMoney, type SiteLanguage } from '@atelier/domain';
import type { AccountScreenProps } from '@atelier/site';
import type { FastifyInstance } from 'fastify';
import type { FormDirectory } from '#modules/forms/form-directory';
import { listMemberAddresses, MAX_MEMBER_ADDRESSES } from '#modules/members/member-addresses.queries';
import { rowToAddress } from '#modules/members/member-addresses.service';
import { areasOfMembers, listAreas } from '#modules/members/member-areas.queries';
import type { SessionMember } from '#modules/members/members.service';
import { isSubscribed } from '#modules/newsletter/newsletter.service';
import { downloadsOfCustomer, ordersOfCustomer } from '#modules/orders/customer-orders.queries';
import { orderStatusPath } from '#modules/orders/order-links';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { downloadView } from '#render/order-status-view';
import { memberAreaInLanguage } from '#render/page-language';

type AccountOrder = AccountScreenProps['orders'][number];
type AccountAddress = NonNullable<AccountScreenProps['addresses']>[number];
type Countries = { code: string; name: string }[];

// Named in each page language, each list made once.
const countryLists = new Map<string, Countries>();
export const countriesIn = (tag: string): Countries => {
  const list = countryLists.get(tag) ?? countryOptions(tag);
  countryLists.set(tag, list);
  return list;
};

/** Whether a published page of the site has a newsletter sign-up (its newsletter block). */
export async function siteHasNewsletter(forms: FormDirectory, site: SiteRecord): Promise<boolean> {
  const published = await forms.all(site.id, site.renderGeneration);
  return [...published.values()].some((placements) => placements.some((form) => form.kind === 'newsletter'));
}

/**
 * What a signed-in member's account page shows of them, in the page's language: their areas, the
 * orders and digital files of their confirmed address, their addresses, and the newsletter (only on
 * a site that has one). Every read names the site and the member (or their confirmed address).
 */
export async function signedInAccountView(
  app: FastifyInstance,
  forms: FormDirectory,
  site: SiteRecord,
  language: SiteLanguage,
  member: SessionMember,
): Promise<Partial<AccountScreenProps>> {
  // A member signs in only with a confirmed address: the orders placed with it are theirs.
  const [all, mine, placed, files, saved, newsletter] = await Promise.all([
    listAreas(app.db, site.id),
    areasOfMembers(app.db, site.id, [member.id]),
    ordersOfCustomer(app.db, site.id, member.email),
    downloadsOfCustomer(app.db, site.id, member.email),
    listMemberAddresses(app.db, site.id, member.id),
    siteHasNewsletter(forms, site),
  ]);
  const ids = new Set((mine.get(member.id) ?? []).map((a) => a.areaId));
  const date = new Intl.DateTimeFormat(language.tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const countries = countriesIn(language.tag);
  const countryName = new Map(countries.map((country) => [country.code, country.name]));
  // The one the member chose, else the oldest (as the checkout takes it: defaultMemberAddress).
  const defaultId = (saved.find((row) => Number(row.is_default) === 1) ?? saved[0])?.id;
  return {
    areas: all
      .filter((area) => ids.has(area.id))
      .map((area) => ({ name: memberAreaInLanguage(site, language, area).name })),
    orders: placed.map(
      (order): AccountOrder => ({
        number: order.number,
        placed: date.format(new Date(order.created_at)),
        status: order.status as AccountOrder['status'],
        total: formatMoney(order.total, order.currency),
        href: orderStatusPath(app.secret, order.id),
      }),
    ),
    downloads: files.map((row) => ({
      ...downloadView(app.secret, row.order_status, row),
      orderNumber: row.order_number,
    })),
    addresses: saved.map((row): AccountAddress => {
      const values = rowToAddress(row);
      const place = [values.city, values.region, values.postalCode].filter(Boolean).join(' ');
      return {
        id: row.id,
        summary: [
          values.name,
          values.line1,
          values.line2,
          place,
          countryName.get(values.country) ?? values.country,
        ]
          .filter(Boolean)
          .join(', '),
        isDefault: row.id === defaultId,
        values,
      };
    }),
    addressLimit: MAX_MEMBER_ADDRESSES,
    countries,
    newsletter: newsletter ? { subscribed: await isSubscribed(app.db, site.id, member.email) } : null,
  };
}
