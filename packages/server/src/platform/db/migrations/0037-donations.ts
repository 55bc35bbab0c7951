import type { Kysely } from 'kysely';

// Donations (modules/donations CONTEXT.md). A donation rides on an order of the store (its payment,
// pay page, webhook and refunds are the store's), so `donations` holds what only a gift has: the
// block it came from, the cause and fund read from that published block, the donor's name and
// message, the frequency, and its receipt number once paid. `donation_settings` holds, per site,
// the organisation's details printed on tax receipts and the last receipt number given, which the
// paying transaction moves on by one (gapless: the number comes back if that transaction fails).
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: a column builder of any table.
  const site = (c: any) => c.notNull().references('websites.id').onDelete('cascade');
  await db.schema
    .createTable('donation_settings')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('organisation_name', 'text', (c) => c.notNull())
    .addColumn('organisation_address', 'text', (c) => c.notNull())
    .addColumn('tax_number', 'text', (c) => c.notNull())
    .addColumn('last_receipt_number', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('donations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', site)
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('block_id', 'text', (c) => c.notNull())
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('fund', 'text', (c) => c.notNull())
    // 'one-time' today; 'monthly' arrives with subscriptions.
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('donor_name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    // 'pending' (waiting for payment), 'paid', 'refunded'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('receipt_number', 'integer')
    .addColumn('receipt_sent_at', 'text')
    .addColumn('locale', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addUniqueConstraint('donations_site_receipt', ['website_id', 'receipt_number'])
    .execute();
  await db.schema
    .createIndex('donations_site_created')
    .on('donations')
    .columns(['website_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('donations').execute();
  await db.schema.dropTable('donation_settings').execute();
}
