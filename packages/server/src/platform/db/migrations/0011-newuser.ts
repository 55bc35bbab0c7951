import type { Kysely } from 'kysely';

// The template a site was made from, named in its error reports (spec 000 §7 templateId). Sites
// made before it was kept have none.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('websites').addColumn('template_id', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('websites').dropColumn('template_id').execute();
}
