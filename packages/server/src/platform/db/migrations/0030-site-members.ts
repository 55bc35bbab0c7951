import type { Kysely } from 'kysely';

// Site members (modules/members, docs/members.md): a site's visitors with an account on that site,
// never the owners' accounts (`accounts`). One address has one account per site; a member signs in
// on the site's own host with a session of its own, separate from contributors' sessions.
// - `websites.member_accounts`: the owner's setting, off by default: the site offers sign-up and
//   sign-in, and its header links to them, only when on;
// - `site_members`: the account, its argon2 password hash, when its address was confirmed and the
//   site language it signed up in (its mails speak it);
// - `member_sessions`: signed-in sessions, stored as the SHA-256 of the cookie's token (the XSRF
//   token the site's scripts send back in a header is derived from it, so it needs no column);
// - `member_tokens`: mailed one-time links (address confirmation, password reset), as hashes;
// - `carts.member_id`: the cart a member filled while signed in, found again at the next sign-in.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('member_accounts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('site_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('locale', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('site_members_email_unique', ['website_id', 'email'])
    .execute();
  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('site_members.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_sessions_member').on('member_sessions').column('member_id').execute();
  await db.schema
    .createTable('member_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('site_members.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('member_tokens_member').on('member_tokens').column('member_id').execute();
  await db.schema.alterTable('carts').addColumn('member_id', 'text').execute();
  await db.schema.createIndex('carts_member').on('carts').column('member_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('carts_member').execute();
  await db.schema.alterTable('carts').dropColumn('member_id').execute();
  await db.schema.dropTable('member_tokens').execute();
  await db.schema.dropTable('member_sessions').execute();
  await db.schema.dropTable('site_members').execute();
  await db.schema.alterTable('websites').dropColumn('member_accounts').execute();
}
