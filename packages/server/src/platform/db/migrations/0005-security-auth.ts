import { type Kysely, sql } from 'kysely';

// Account security: sessions started from another session (a site host's session opened from the
// platform home ends with it), one-time tokens mailed to an account (email verification, password
// reset), when an address was verified, and platform mail that belongs to no site.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('parent_id', 'text').execute();
  await db.schema.createIndex('sessions_parent').on('sessions').column('parent_id').execute();
  await db.schema.alterTable('handoff_tokens').addColumn('session_id', 'text').execute();

  await db.schema.alterTable('accounts').addColumn('email_verified_at', 'text').execute();
  // Accounts made before verification existed keep working.
  await db.updateTable('accounts').set({ email_verified_at: sql`created_at` }).execute();

  await db.schema
    .createTable('account_tokens')
    // SHA-256 of the token; the token itself is only in the mail.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // 'verify' | 'reset'
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_tokens_account')
    .on('account_tokens')
    .columns(['account_id', 'purpose'])
    .execute();

  await allowMailWithoutSite(db);
}

/** mail_messages.website_id becomes optional: sign-up and password mail come from the platform. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
async function allowMailWithoutSite(db: Kysely<any>): Promise<void> {
  const adapter = db.getExecutor().adapter.constructor.name;
  if (!/sqlite/i.test(adapter)) {
    await sql`alter table mail_messages alter column website_id drop not null`.execute(db);
    return;
  }
  // SQLite cannot drop NOT NULL in place: the table is rebuilt with the same columns and rows.
  await db.schema
    .createTable('mail_messages_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.references('websites.id').onDelete('cascade'))
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
  await sql`insert into mail_messages_next select id, website_id, "to", reply_to, subject, text, html, kind, status, attempts, last_error, next_attempt_at, created_at, sent_at from mail_messages`.execute(
    db,
  );
  await db.schema.dropTable('mail_messages').execute();
  await db.schema.alterTable('mail_messages_next').renameTo('mail_messages').execute();
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
}
