import { randomBytes } from 'node:crypto';
import { newId } from '@atelier/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { testEngines } from './test-databases';
import { indexedText, textIndexOf } from './text-search';

const HOSTING_SCALE = '0025-hosting-scale';

for (const engine of testEngines()) {
  describe(`upgrading a store to keyed lists and indexed searches [${engine.name}]`, () => {
    let database: Database;
    let schema: string | undefined;
    const siteId = newId();
    const productId = newId();
    const orderId = newId();

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

    it('fills what products sort and search by, their terms, and indexes the orders already taken', async () => {
      const { db } = database;
      await migrateToLatest(db, schema, { except: HOSTING_SCALE });
      const now = new Date().toISOString();
      // Written before migration 0025: the columns of the day only.
      await sql`insert into websites (id, identifier, title, website_type, site_status, developer_mode,
        cloneable, use_escape_key_to_login, store_settings, tweak_json, cookie_settings, header, footer,
        locale, render_generation, created_at, updated_at)
        values (${siteId}, ${`legacy-${siteId}`}, 'Legacy', 1, 3, 0, 0, 0, '{}', '{}', '{}', '{}', '{}',
        'en-US', 1, ${now}, ${now})`.execute(db);
      await sql`insert into products (id, website_id, product_type, name, slug, description, images, tags,
        categories, options, workflow, publish_at, seo_title, seo_description, position, created_at, updated_at)
        values (${productId}, ${siteId}, 1, 'Élan Mug', 'elan-mug', '', '[]', '["gift"]', '["Mugs","Sale","Mugs"]',
        '[]', 'published', null, '', '', 0, ${now}, ${now})`.execute(db);
      for (const [n, price, salePrice, onSale] of [
        [1, 2800, 0, 0],
        [2, 3000, 2100, 1],
      ] as const) {
        await sql`insert into product_variants (id, website_id, product_id, position, sku, option_values, price,
          sale_price, on_sale, qty_in_stock, unlimited, weight, dimensions, images)
          values (${newId()}, ${siteId}, ${productId}, ${n}, ${`MUG-${n}`}, '[]', ${price}, ${salePrice}, ${onSale},
          1, 0, 0, '{}', '[]')`.execute(db);
      }
      await sql`insert into orders (id, website_id, number, status, fulfilment, email, currency, subtotal,
        discount, shipping, tax, total, refunded, provider, reserved_until, search_text, created_at, updated_at)
        values (${orderId}, ${siteId}, 1001, 'paid', 'fulfilled', 'ada@example.com', 'USD', 100, 0, 0, 0, 100, 0,
        'test-card', ${now}, '1001 ada@example.com ada lovelace elan mug mug-1', ${now}, ${now})`.execute(db);

      await migrateToLatest(db, schema);
      expect(
        await db
          .selectFrom('products')
          .select(['min_price', 'sort_name', 'search_text'])
          .where('id', '=', productId)
          .executeTakeFirstOrThrow(),
      ).toEqual({ min_price: 2100, sort_name: 'elan mug', search_text: 'élan mug mug-1 mug-2' });
      const terms = await db
        .selectFrom('product_terms')
        .select(['kind', 'term'])
        .where('product_id', '=', productId)
        .orderBy('kind')
        .orderBy('term')
        .execute();
      expect(terms).toEqual([
        { kind: 'category', term: 'Mugs' },
        { kind: 'category', term: 'Sale' },
        { kind: 'tag', term: 'gift' },
      ]);
      const index = textIndexOf('orders');
      const found = await indexedText(db, index, 'orders', ['lovelace']);
      expect(found).not.toBeNull();
      let matches = db.selectFrom(found!.from ? (found!.from as never) : 'orders').select('id');
      if (found!.where) matches = matches.where(found!.where);
      const rows = await matches.execute();
      expect(rows.map((row) => row.id)).toEqual([orderId]);
      // A product deleted takes its terms along.
      await db.deleteFrom('products').where('id', '=', productId).execute();
      expect(
        await db.selectFrom('product_terms').select('term').where('product_id', '=', productId).execute(),
      ).toEqual([]);
    });
  });
}
