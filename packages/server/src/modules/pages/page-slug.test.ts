import { newId } from '@atelier/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { insertSiteRow } from '#testing/rows';
import { createPage } from './pages.service';

describeEachDatabase('a new page’s address taken by the unique key', (database) => {
  const siteId = newId();

  beforeAll(async () => {
    await insertSiteRow(database.current.db, siteId, 'Pages');
  });

  it('gives 12 pages made at once with one title 12 different addresses, numbered from -2', async () => {
    const { db } = database.current;
    const made = await Promise.allSettled(
      Array.from({ length: 12 }, () => createPage(db, siteId, { title: 'Our Story', navigation: 'main' })),
    );
    expect(made.filter((m) => m.status === 'rejected')).toEqual([]);
    const slugs = made.map((m) => (m as PromiseFulfilledResult<{ slug: string }>).value.slug);
    expect(new Set(slugs).size).toBe(12);
    expect(slugs).toContain('our-story');
    expect(slugs).toContain('our-story-2');
  });

  it('fills the first free number after a page in between was deleted', async () => {
    const { db } = database.current;
    await db
      .deleteFrom('collections')
      .where('website_id', '=', siteId)
      .where('slug', '=', 'our-story-2')
      .execute();
    const page = await createPage(db, siteId, { title: 'Our Story', navigation: 'main' });
    expect(page.slug).toBe('our-story-2');
  });
});
