import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  // Links to other sites in the main navigation, ordered among its pages by position.
  await db.schema
    .createTable('navigation_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('new_window', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('navigation_links_site').on('navigation_links').column('website_id').execute();

  // One level of nesting in the main navigation: a page or link shown under another item.
  await db.schema
    .createTable('navigation_parents')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('navigation_parents_pk', ['website_id', 'item_id'])
    .execute();

  // Invitations by email to work on a site with a role; only a hash of the mailed token is kept.
  await db.schema
    .createTable('contributor_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema
    .createIndex('contributor_invitations_site')
    .on('contributor_invitations')
    .columns(['website_id', 'email'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contributor_invitations').execute();
  await db.schema.dropTable('navigation_parents').execute();
  await db.schema.dropTable('navigation_links').execute();
}
