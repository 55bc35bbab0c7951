import type { Kysely } from 'kysely';

// Analytics by language (modules/analytics/CONTEXT.md, docs/languages.md): each raw event keeps the
// site language its page was shown in (`<html lang>`, the report's `website_locale`), or null. The
// roll-ups need no new column: the language is a dimension of theirs (`language-views`,
// `language-visits`). Events stored before have no language: rewriting millions of rows, and the
// roll-ups already folded from them, would cost the upgrade more than the figures are worth (the
// dashboard shows them as "Not recorded"). A nullable column without a default is a change of the
// catalogue alone on both engines, whatever the table's size.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('analytics_events').addColumn('language', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('analytics_events').dropColumn('language').execute();
}
