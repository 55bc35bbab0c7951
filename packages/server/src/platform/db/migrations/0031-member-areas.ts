import { type Kysely, sql } from 'kysely';
import { postgresSearch, type Searched, sqliteSearch } from './0025-hosting-scale';

// Member areas (modules/members, docs/members.md):
// - `member_areas`: a site's areas, each with who may join (`open`: anyone with an account who asks;
//   `invite`: only people the owner adds), a welcome text, in the owner's order;
// - `member_area_access`: who is in which area, since when and how (`join` or `owner`);
// - `collections.member_area_id`: a page in an area (pages module's column);
// - the owner's list of members pages by key (newest first) and searches addresses and names
//   through a text index, as the other owner lists do (migration 0025).
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

/** Kept equal to the expression modules/members' list searches (platform/db/text-search.ts). */
export const MEMBERS_SEARCHED: Searched[] = [
  {
    table: 'site_members',
    fts: 'site_members_search',
    columns: ['email', 'display_name'],
    pgText: `lower(email || E'\\n' || display_name)`,
  },
];

export async function up(db: AnyDb): Promise<void> {
  const sqlite = /sqlite/i.test(db.getExecutor().adapter.constructor.name);
  // SQLite migrations run outside a transaction (Kysely): this one makes its own.
  if (sqlite) await sql`begin immediate`.execute(db);
  try {
    await db.schema
      .createTable('member_areas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('join_rule', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('welcome_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await sql`create index member_areas_site on member_areas (website_id, position)`.execute(db);
    await db.schema
      .createTable('member_area_access')
      .addColumn('area_id', 'text', (c) => c.notNull().references('member_areas.id').onDelete('cascade'))
      .addColumn('member_id', 'text', (c) => c.notNull().references('site_members.id').onDelete('cascade'))
      .addColumn('website_id', 'text', (c) => c.notNull())
      .addColumn('granted_by', 'text', (c) => c.notNull())
      .addColumn('granted_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_area_access_pk', ['area_id', 'member_id'])
      .execute();
    await sql`create index member_area_access_member on member_area_access (member_id)`.execute(db);
    await db.schema.alterTable('collections').addColumn('member_area_id', 'text').execute();
    await sql`create index site_members_site_created on site_members (website_id, created_at, id)`.execute(
      db,
    );
    if (sqlite) await sqliteSearch(db, MEMBERS_SEARCHED);
    else await postgresSearch(db, MEMBERS_SEARCHED);
    if (sqlite) await sql`commit`.execute(db);
  } catch (error) {
    if (sqlite) await sql`rollback`.execute(db);
    throw error;
  }
}

export async function down(db: AnyDb): Promise<void> {
  const sqlite = /sqlite/i.test(db.getExecutor().adapter.constructor.name);
  if (sqlite) {
    for (const trigger of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger if exists site_members_search_${trigger}`).execute(db);
    await sql`drop table if exists site_members_search`.execute(db);
  } else await sql`drop index if exists site_members_search`.execute(db);
  await sql`drop index if exists site_members_site_created`.execute(db);
  await db.schema.alterTable('collections').dropColumn('member_area_id').execute();
  await db.schema.dropTable('member_area_access').execute();
  await db.schema.dropTable('member_areas').execute();
}
