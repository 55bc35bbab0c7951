import type { Kysely } from 'kysely';

// A change reaches only the pages it alters (platform/tenancy/render-generation.ts):
// - `shell_generation` moves on with what every page shows alike (styles, menu, header, footer,
//   search defaults, cookie banner, page titles and addresses), and names the site's cached pages;
// - `catalogue_generation` moves on with the store's markup (a product, a price, stock crossing
//   zero), and only pages that show products are rendered again;
// - a page's own content is stamped by its published version, which the site directory reads.
// `render_generation` keeps moving on with every change visitors see, for what is kept per site as a
// whole (forms on published pages, public media, the public products list).
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('shell_generation', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('websites')
    .addColumn('catalogue_generation', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
