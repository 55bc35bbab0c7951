import { newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type {
  DB,
  FormSubmissionsTable,
  MediaItemsTable,
  NewsletterSubscribersTable,
  OrdersTable,
  WebsitesTable,
} from '#platform/db/schema';

// Rows written straight into the tables, for tests and benchmarks that want many at once (a list
// of 2,500 orders, 100,000 submissions) or a row the product makes only with much else (a bare
// site for the foreign keys). Each builder takes what its caller varies and fills every other
// column as the product writes it for a plain row. No test runner here: the benchmarks use it too.

/** A site with nothing in it, its identifier `{name}-{id}` (lower case). */
export function siteRow(id: string, name: string, now = new Date().toISOString()): WebsitesTable {
  return {
    id,
    identifier: `${name.toLowerCase()}-${id}`,
    title: name,
    website_type: 1,
    site_status: 3,
    developer_mode: 0,
    cloneable: 0,
    use_escape_key_to_login: 0,
    store_settings: '{}',
    tweak_json: '{}',
    cookie_settings: '{}',
    header: '{}',
    footer: '{}',
    locale: 'en-US',
    render_generation: 1,
    created_at: now,
    updated_at: now,
    template_id: null,
  };
}

/** Inserts a bare site (siteRow), for the foreign keys of the rows a test writes under it. */
export async function insertSiteRow(db: Kysely<DB>, id: string, name: string): Promise<void> {
  await db.insertInto('websites').values(siteRow(id, name)).execute();
}

/** A paid order of USD 10.00 that ships nothing, made by the test-card provider. */
export function orderRow(
  fields: Pick<OrdersTable, 'website_id' | 'number' | 'email' | 'created_at'> & Partial<OrdersTable>,
): OrdersTable {
  return {
    id: newId(),
    status: 'paid',
    fulfilment: 'unfulfilled',
    tracking_number: null,
    shipping_address: null,
    billing_address: null,
    shipping_option: null,
    currency: 'USD',
    subtotal: 1000,
    discount: 0,
    shipping: 0,
    tax: 0,
    total: 1000,
    refunded: 0,
    coupon_id: null,
    coupon_code: null,
    cart_id: null,
    provider: 'test-card',
    provider_ref: null,
    reserved_until: fields.created_at,
    // As checkout writes it: the number and email first, lower case.
    search_text: `${fields.number} ${fields.email}`.toLowerCase(),
    paid_at: null,
    updated_at: fields.created_at,
    ...fields,
  };
}

/** An unread submission of a contact form on /contact. */
export function submissionRow(
  fields: Pick<FormSubmissionsTable, 'website_id' | 'form_id' | 'search_text' | 'created_at'> &
    Partial<FormSubmissionsTable>,
): FormSubmissionsTable {
  return {
    id: newId(),
    kind: 'form',
    page_id: 'd'.repeat(24),
    page_path: '/contact',
    page_title: 'Contact',
    form_title: 'Contact',
    field_values: '{}',
    field_snapshot: '[]',
    read: 0,
    ...fields,
  };
}

/** A subscriber who signed up and has not confirmed yet. */
export function subscriberRow(
  fields: Pick<NewsletterSubscribersTable, 'website_id' | 'form_id' | 'email' | 'created_at'> &
    Partial<NewsletterSubscribersTable>,
): NewsletterSubscribersTable {
  return {
    id: newId(),
    status: 'pending',
    confirm_token_hash: null,
    unsubscribe_token_hash: newId(),
    confirmation_sent_at: null,
    confirmed_at: null,
    unsubscribed_at: null,
    ...fields,
  };
}

/** A 100 by 100 JPEG image of 1,000 bytes, no alt text, focal point in the middle. */
export function mediaItemRow(
  fields: Pick<MediaItemsTable, 'website_id' | 'file_name' | 'created_at'> & Partial<MediaItemsTable>,
): MediaItemsTable {
  return {
    id: newId(),
    hash: newId().padEnd(64, '0'),
    kind: 'image',
    mime_type: 'image/jpeg',
    fallback: null,
    title: '',
    alt: '',
    caption: '',
    focal_x: 0.5,
    focal_y: 0.5,
    size: 1000,
    width: 100,
    height: 100,
    animated: 0,
    placeholder: null,
    duration_ms: null,
    serve_original: 0,
    updated_at: fields.created_at,
    deleted_at: null,
    ...fields,
  };
}

/**
 * A seeded generator (mulberry32): the same seed gives the same numbers on every run, so a test
 * that draws its data at random fails the same way each time.
 */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    pick: <T>(items: readonly T[]): T => items[below(items.length)]!,
    /** Mostly the first items, some of the rest: the long tail of a real site's pages. */
    skewed: <T>(items: readonly T[]): T => items[Math.floor(items.length * next() ** 3)]!,
    chance: (p: number) => next() < p,
  };
}

/**
 * A site's other languages, in this order, as the Languages panel saves them (`published`: visitors
 * see it). The site directory is told by the caller (`app.sites.invalidate`).
 */
export async function insertSiteLanguages(
  db: Kysely<DB>,
  siteId: string,
  languages: readonly { tag: string; published: boolean }[],
  now = new Date().toISOString(),
): Promise<void> {
  await db
    .insertInto('site_languages')
    .values(
      languages.map(({ tag, published }, position) => ({
        website_id: siteId,
        tag,
        published: published ? 1 : 0,
        position,
        created_at: now,
      })),
    )
    .execute();
}
