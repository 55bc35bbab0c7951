import { type Kysely, sql } from 'kysely';

// Product reviews (modules/reviews, spec 001 §2 page type 209 reviews request):
// - `review_settings`: the owner's choice per site: new reviews wait for moderation or publish at
//   once, and how many days after fulfilment the review request is mailed (7 by default);
// - `review_requests`: one per fulfilled order: when its mail is due (`send_at`), the site address
//   its link starts with (`base_url`, the one the order was fulfilled at), when it was sent, the SHA-256 of the unguessable token its link carries and when that link expires;
// - `reviews`: one per product and order (unique), by the order's customer, rating 1–5, plain text,
//   `status` pending, published or hidden, and the owner's reply.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = /sqlite/i.test(db.getExecutor().adapter.constructor.name);
  // SQLite migrations run outside a transaction (Kysely): this one makes its own.
  if (sqlite) await sql`begin immediate`.execute(db);
  try {
    await db.schema
      .createTable('review_settings')
      .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
      .addColumn('moderation', 'text', (c) => c.notNull().defaultTo('wait'))
      .addColumn('request_delay_days', 'integer', (c) => c.notNull().defaultTo(7))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('review_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('locale', 'text')
      .addColumn('base_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('send_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('token_hash', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('review_requests_order_unique', ['order_id'])
      .execute();
    await sql`create index review_requests_due on review_requests (sent_at, send_at)`.execute(db);
    await db.schema
      .createTable('reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reply', 'text')
      .addColumn('replied_at', 'text')
      .addColumn('published_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('reviews_product_order_unique', ['order_id', 'product_id'])
      .execute();
    await sql`create index reviews_product on reviews (website_id, product_id, status, created_at)`.execute(
      db,
    );
    await sql`create index reviews_site on reviews (website_id, created_at)`.execute(db);
    if (sqlite) await sql`commit`.execute(db);
  } catch (error) {
    if (sqlite) await sql`rollback`.execute(db);
    throw error;
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reviews').execute();
  await db.schema.dropTable('review_requests').execute();
  await db.schema.dropTable('review_settings').execute();
}
