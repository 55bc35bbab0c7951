import type { Kysely } from 'kysely';

// The outgoing mail queue, and the newsletter's subscribers (whose confirmation is the first mail
// the queue carried that is not an owner notification). Portable column types only, as in 0001.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_messages_due')
    .on('mail_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('mail_messages_site')
    .on('mail_messages')
    .columns(['website_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text')
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull())
    .addColumn('confirmation_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addUniqueConstraint('newsletter_subscribers_site_email', ['website_id', 'email'])
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_confirm')
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_unsubscribe')
    .on('newsletter_subscribers')
    .column('unsubscribe_token_hash')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['newsletter_subscribers', 'mail_messages']) {
    await db.schema.dropTable(table).execute();
  }
}
