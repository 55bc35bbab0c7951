import { type Kysely, sql } from 'kysely';

// The member's account page (modules/members, docs/members.md "The account page"):
// - `member_addresses`: a member's shipping addresses, the fields of the checkout's shipping address
//   (orders.shipping_address), at most 10 each: `slot` (0–9) is unique per member, so two adds at
//   once can never make an eleventh; `is_default` marks the one the member chose for the checkout to
//   start from (none chosen: the oldest);
// - `member_tokens.new_email`: the address a mailed email-change link (`purpose` 'email') moves the
//   account to once it is followed.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = /sqlite/i.test(db.getExecutor().adapter.constructor.name);
  // SQLite migrations run outside a transaction (Kysely): this one makes its own.
  if (sqlite) await sql`begin immediate`.execute(db);
  try {
    await db.schema
      .createTable('member_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('member_id', 'text', (c) => c.notNull().references('site_members.id').onDelete('cascade'))
      .addColumn('slot', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('line1', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('line2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('member_addresses_slot_unique', ['member_id', 'slot'])
      .execute();
    await sql`create index member_addresses_member on member_addresses (website_id, member_id)`.execute(db);
    await db.schema.alterTable('member_tokens').addColumn('new_email', 'text').execute();
    if (sqlite) await sql`commit`.execute(db);
  } catch (error) {
    if (sqlite) await sql`rollback`.execute(db);
    throw error;
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('member_tokens').dropColumn('new_email').execute();
  await sql`drop index if exists member_addresses_member`.execute(db);
  await db.schema.dropTable('member_addresses').execute();
}
