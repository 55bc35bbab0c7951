import type { Kysely } from 'kysely';

// A published page's title and address in each of its site's other languages (modules/pages,
// docs/languages.md "Addresses"): `/fr/a-propos` finds its page, and the menu, the switcher,
// hreflang and the sitemap name a page in a language, without reading every page's document.
// Written whenever a page is published, from the `@title` and `@slug` translations of the
// document it publishes; filled here from the pages published before.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_translations')
    .addColumn('page_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('slug', 'text')
    .addColumn('title', 'text')
    .addPrimaryKeyConstraint('page_translations_pk', ['page_id', 'language'])
    .execute();
  await db.schema
    .createIndex('page_translations_address')
    .on('page_translations')
    .columns(['website_id', 'language', 'slug'])
    .execute();

  const published = await db
    .selectFrom('collections')
    .innerJoin('page_versions', (join) =>
      join
        .onRef('page_versions.page_id', '=', 'collections.id')
        .onRef('page_versions.version', '=', 'collections.published_version'),
    )
    .select(['collections.id', 'collections.website_id', 'page_versions.document'])
    .execute();
  for (const page of published as { id: string; website_id: string; document: string }[]) {
    let translations: Record<string, Record<string, { text?: unknown }>> = {};
    try {
      translations = JSON.parse(page.document).translations ?? {};
    } catch {
      continue;
    }
    for (const [language, texts] of Object.entries(translations)) {
      const slug = String(texts?.['@slug']?.text ?? '').trim();
      const title = String(texts?.['@title']?.text ?? '').trim();
      const address = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 100 ? slug : null;
      if (!address && !title) continue;
      await db
        .insertInto('page_translations')
        .values({
          page_id: page.id,
          website_id: page.website_id,
          language,
          slug: address,
          title: title ? title.slice(0, 200) : null,
        })
        .execute();
    }
  }
}
