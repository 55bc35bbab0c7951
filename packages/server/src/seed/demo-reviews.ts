import { newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';

/** Three customers of the demo shop and what they said of the Glazed Bowl, published. */
const REVIEWS = [
  {
    name: 'Maria Keller',
    email: 'maria.keller@example.com',
    rating: 5,
    text: 'The green is even lovelier in daylight. Holds a generous portion of soup and goes in the dishwasher without complaint.',
    reply: 'Thank you, Maria! The glaze comes from the river clay near the studio.',
    daysAgo: 9,
  },
  {
    name: 'Tom Oduya',
    email: 'tom.oduya@example.com',
    rating: 4,
    text: 'Beautiful bowl, a little heavier than I expected. Arrived well packed.',
    reply: null,
    daysAgo: 21,
  },
  {
    name: 'Lena Sørensen',
    email: 'lena.sorensen@example.com',
    rating: 5,
    text: 'Bought the large one as a present and ended up ordering a second for myself.',
    reply: null,
    daysAgo: 40,
  },
];

const DAY = 86_400_000;

/**
 * A few published reviews on the demo's Glazed Bowl (modules/reviews), each from a paid, fulfilled
 * order of its own: a review is always of a purchase. The orders take the store's next numbers.
 */
export async function addDemoReviews(db: Kysely<DB>, siteId: string, now = new Date()): Promise<void> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'name', 'product_type'])
    .where('website_id', '=', siteId)
    .where('name', '=', 'Glazed Bowl')
    .executeTakeFirst();
  if (!product) return;
  const variant = await db
    .selectFrom('product_variants')
    .select(['id', 'sku', 'price', 'option_values'])
    .where('product_id', '=', product.id)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const store = await db
    .selectFrom('store_configs')
    .select(['next_order_number', 'settings'])
    .where('website_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const currency = (JSON.parse(store.settings) as { currency?: string }).currency ?? 'USD';
  let number = store.next_order_number;
  for (const review of REVIEWS) {
    const at = new Date(now.getTime() - review.daysAgo * DAY).toISOString();
    const orderId = newId();
    const address = JSON.stringify({
      name: review.name,
      line1: '1 Demo Street',
      line2: '',
      city: 'Portland',
      region: 'OR',
      postalCode: '97201',
      country: 'US',
    });
    await db
      .insertInto('orders')
      .values({
        id: orderId,
        website_id: siteId,
        number: number++,
        status: 'paid',
        fulfilment: 'fulfilled',
        tracking_number: null,
        email: review.email,
        shipping_address: address,
        billing_address: null,
        shipping_option: null,
        currency,
        subtotal: variant.price,
        discount: 0,
        shipping: 0,
        tax: 0,
        total: variant.price,
        refunded: 0,
        coupon_id: null,
        coupon_code: null,
        cart_id: null,
        provider: 'test',
        provider_ref: null,
        reserved_until: at,
        search_text: `${review.email} ${review.name}`.toLowerCase(),
        created_at: at,
        paid_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('order_lines')
      .values({
        id: newId(),
        order_id: orderId,
        website_id: siteId,
        product_id: product.id,
        variant_id: variant.id,
        product_type: product.product_type,
        name: product.name,
        sku: variant.sku,
        options: (JSON.parse(variant.option_values) as string[]).join(' / '),
        quantity: 1,
        stock_taken: 0,
        unit_price: variant.price,
        amount: variant.price,
        discount: 0,
        tax: 0,
        position: 0,
      })
      .execute();
    const [first, ...rest] = review.name.split(' ');
    await db
      .insertInto('reviews')
      .values({
        id: newId(),
        website_id: siteId,
        product_id: product.id,
        order_id: orderId,
        email: review.email,
        author_name: `${first} ${rest.at(-1)![0]}.`,
        rating: review.rating,
        body: review.text,
        status: 'published',
        reply: review.reply,
        replied_at: review.reply ? at : null,
        published_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  await db
    .updateTable('store_configs')
    .set({ next_order_number: number })
    .where('website_id', '=', siteId)
    .execute();
}
