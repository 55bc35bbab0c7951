import type { Kysely } from 'kysely';

// Multilingual sites (modules/languages, docs/languages.md):
// - the site's primary language stays `websites.locale`; `site_languages` holds its other
//   languages, each published or hidden while its translation is written, in the owner's order;
// - `translation_connections`: the machine-translation provider a site connected, one at most;
// - what an owner writes keeps its translations beside its primary text, as JSON of
//   `Translations` (`@atelier/domain`): a page's in its documents (no column needed), a product's,
//   a menu link's and the site's own texts (title, header, footer, cookie banner) in `translations`;
// - a cart, an order and a newsletter subscriber keep the language they were made in, so mail
//   and screens that come later speak it.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_languages')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_languages_pk', ['website_id', 'tag'])
    .execute();
  await db.schema
    .createTable('translation_connections')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .execute();
  for (const table of ['products', 'navigation_links', 'websites']) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
  for (const table of ['carts', 'orders', 'newsletter_subscribers']) {
    await db.schema.alterTable(table).addColumn('locale', 'text').execute();
  }
}
