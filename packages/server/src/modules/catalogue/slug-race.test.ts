import { newId } from '@atelier/domain';
import type { KyselyPlugin } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { ProductInput } from './catalogue.schemas';
import { createProduct, duplicateProduct } from './catalogue.service';
import { insertTestSite } from './catalogue.test-support';

const apron = () =>
  ProductInput.parse({ productType: 1, name: 'Linen Apron', variants: [{ price: 2400, qtyInStock: 5 }] });

/** Counts the statements run through the handle it is plugged into. */
function statementCounter() {
  const counter = { statements: 0, plugin: undefined as unknown as KyselyPlugin };
  counter.plugin = {
    transformQuery: (args) => {
      counter.statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return counter;
}

describeEachDatabase('a product’s address taken by the unique key', (database) => {
  const siteId = newId();

  beforeAll(async () => {
    await insertTestSite(database.current.db, siteId);
  });

  it('gives 20 products created at once under one name 20 different addresses', async () => {
    const { db } = database.current;
    const made = await Promise.allSettled(
      Array.from({ length: 20 }, () => createProduct(db, siteId, apron())),
    );
    expect(made.filter((m) => m.status === 'rejected')).toEqual([]);
    const slugs = made.map((m) => (m as PromiseFulfilledResult<{ slug: string }>).value.slug);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toContain('linen-apron');
    for (const slug of slugs) expect(slug).toMatch(/^linen-apron(-[0-9a-f]+)?$/);
  });

  it('duplicates a product 10 times at once, each copy at its own address', async () => {
    const { db } = database.current;
    const original = await createProduct(db, siteId, { ...apron(), name: 'Glaze Mug' });
    const copies = await Promise.all(
      Array.from({ length: 10 }, () => duplicateProduct(db, siteId, original.id)),
    );
    expect(new Set(copies.map((c) => c.slug)).size).toBe(10);
    expect(copies.map((c) => c.slug)).toContain('glaze-mug-copy');
  });

  it('takes as many statements for the 41st product of a name as for the 2nd', async () => {
    const { db } = database.current;
    const statements = async () => {
      const counter = statementCounter();
      await createProduct(db.withPlugin(counter.plugin), siteId, { ...apron(), name: 'Oak Board' });
      return counter.statements;
    };
    await createProduct(db, siteId, { ...apron(), name: 'Oak Board' });
    const second = await statements();
    for (let i = 0; i < 38; i++) await createProduct(db, siteId, { ...apron(), name: 'Oak Board' });
    const fortyFirst = await statements();
    expect(fortyFirst).toBe(second);
    const slugs = await db
      .selectFrom('products')
      .select('slug')
      .where('website_id', '=', siteId)
      .where('sort_name', '=', 'oak board')
      .execute();
    expect(slugs.map((s) => s.slug).sort()).toContain('oak-board-41');
  });
});
