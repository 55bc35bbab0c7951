import { randomBytes } from 'node:crypto';
import { newId } from '@atelier/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#platform/db/database';
import { migrateToLatest } from '#platform/db/migrate';
import { testEngines } from '#platform/db/test-databases';
import { listPages } from './pages.service';
import { publishSite } from './site-publish.service';

const STORE_PAGES = '0023-store-pages';

for (const engine of testEngines()) {
  describe(`upgrading a site whose store page the demo seed wrote by hand [${engine.name}]`, () => {
    let database: Database;
    let schema: string | undefined;
    const siteId = newId();
    const storeId = newId();

    beforeAll(async () => {
      if (engine.url) {
        schema = `t_${randomBytes(6).toString('hex')}`;
        const admin = openDatabase({ databaseUrl: engine.url, poolSize: 1 });
        await sql`create schema ${sql.id(schema)}`.execute(admin.db);
        await admin.close();
      }
      database = openDatabase({ databaseUrl: engine.url, pgSchema: schema, poolSize: 2 });
    });
    afterAll(async () => {
      await database?.close();
      if (engine.url && schema) {
        const admin = openDatabase({ databaseUrl: engine.url, poolSize: 1 });
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.close();
      }
    });

    it('gives it a published version, so it publishes and restores like the store page it is', async () => {
      const { db } = database;
      await migrateToLatest(db, schema, { except: STORE_PAGES });
      const now = new Date().toISOString();
      // Written before migration 0023: the columns of the day only.
      await sql`insert into websites (id, identifier, title, website_type, site_status, developer_mode,
        cloneable, use_escape_key_to_login, store_settings, tweak_json, cookie_settings, header, footer,
        locale, render_generation, created_at, updated_at)
        values (${siteId}, ${`legacy-${siteId}`}, 'Legacy', 1, 3, 0, 0, 0, '{}', '{}', '{}', '{}', '{}',
        'en-US', 1, ${now}, ${now})`.execute(db);
      await sql`insert into collections (id, website_id, collection_type, page_type, title, slug,
        navigation, position, publication_status, password_hash, draft_document, draft_revision,
        published_version, published_revision, published_at, created_at, updated_at)
        values (${storeId}, ${siteId}, 13, 2, 'Shop', 'store', 'main', 3, 1, null, '{"sections":[]}', 1,
        1, 1, ${now}, ${now}, ${now})`.execute(db);

      await migrateToLatest(db, schema);
      const version = await db
        .selectFrom('page_versions')
        .selectAll()
        .where('page_id', '=', storeId)
        .executeTakeFirstOrThrow();
      expect(version).toMatchObject({ version: 1, title: 'Shop', text: '' });
      const [store] = await listPages(db, siteId);
      expect(store).toMatchObject({
        kind: 'store',
        slug: 'store',
        publishedVersion: 1,
        hasUnpublishedChanges: false,
        store: { show: 'all', sort: 'store', perPage: 24 },
      });
      // Nothing to publish, and the site version made now holds the store page.
      const published = await publishSite(db, siteId, null);
      expect(published.published).toEqual([]);
      const snapshot = await db
        .selectFrom('site_versions')
        .select('snapshot')
        .where('website_id', '=', siteId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(snapshot.snapshot).pages.map((p: { id: string }) => p.id)).toEqual([storeId]);
    });
  });
}
