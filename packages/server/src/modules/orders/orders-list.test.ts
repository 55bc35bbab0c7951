import { newId } from '@atelier/domain';
import { beforeAll, expect, it } from 'vitest';
import type { Key } from '#platform/db/keyset';
import type { OrdersTable } from '#platform/db/schema';
import { describeEachDatabase } from '#platform/db/test-databases';
import { SEARCH_CAP } from '#platform/db/text-search';
import { insertSiteRow, orderRow } from '#testing/rows';
import { ordersCsv } from './orders.csv';
import { allOrders, listOrders, type OrderFilter } from './orders.queries';

const ORDERS = 2500;
const NONE: OrderFilter = { q: '', status: '', from: '', to: '' };

function order(siteId: string, n: number): OrdersTable {
  // Three orders a second: orders share a created_at, so the id decides between them.
  const created = new Date(Date.UTC(2030, 0, 1) + Math.floor(n / 3) * 1000).toISOString();
  const name = n % 500 === 0 ? 'Ada Lovelace' : `Customer ${n}`;
  const email = n === 1234 ? 'rare.person@example.org' : `buyer${n}@example.com`;
  return orderRow({
    website_id: siteId,
    number: 1000 + n,
    status: n % 10 === 0 ? 'pending' : n % 7 === 0 ? 'refunded' : 'paid',
    email,
    // As checkout writes it: number, email, name, lines, lower case.
    search_text: [1000 + n, email, name, n === 77 ? '100% wool_sock W1' : 'linen apron SQ1']
      .join(' ')
      .toLowerCase(),
    created_at: created,
  });
}

describeEachDatabase('the owner’s orders, a page at a time by key', (database) => {
  const siteId = newId();
  const otherSite = newId();
  let rows: OrdersTable[] = [];

  beforeAll(async () => {
    const { db } = database.current;
    for (const id of [siteId, otherSite]) await insertSiteRow(db, id, 'Orders');
    rows = Array.from({ length: ORDERS }, (_, n) => order(siteId, n));
    for (let at = 0; at < rows.length; at += 200)
      await db
        .insertInto('orders')
        .values(rows.slice(at, at + 200))
        .execute();
    // Another site's orders match every search below and are never listed.
    await db
      .insertInto('orders')
      .values(
        Array.from({ length: 50 }, (_, n) => ({ ...order(otherSite, n), email: 'rare.person@example.org' })),
      )
      .execute();
  });

  /** The orders a filter should find, newest first (then by id, descending). */
  const expected = (keep: (row: OrdersTable) => boolean) =>
    rows
      .filter(keep)
      .sort((a, b) =>
        a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
      )
      .map((row) => row.id);
  const settled = (row: OrdersTable) => ['paid', 'refunded', 'cancelled'].includes(row.status);

  /** Every page of a list, following `next`. */
  async function everyPage(filter: OrderFilter, limit: number) {
    const { db } = database.current;
    const ids: string[] = [];
    let cursor: Key | null = null;
    let pages = 0;
    for (;;) {
      const page = await listOrders(db, siteId, filter, { cursor, offset: 0, limit }, cursor === null);
      ids.push(...page.rows.map((row) => row.id));
      pages++;
      if (!page.next) return { ids, pages };
      cursor = JSON.parse(Buffer.from(page.next, 'base64url').toString()) as Key;
      expect(page.rows).toHaveLength(limit);
    }
  }

  it('reaches every order once, in order, through the cursors, and counts no further than 1,000', async () => {
    const { db } = database.current;
    const { ids } = await everyPage(NONE, 250);
    expect(ids).toEqual(expected(settled));
    const first = await listOrders(db, siteId, NONE, { cursor: null, offset: 0, limit: 10 }, true);
    expect(first.count).toEqual({ total: SEARCH_CAP, totalCapped: true });
    const refunded = await listOrders(
      db,
      siteId,
      { ...NONE, status: 'refunded' },
      { cursor: null, offset: 0, limit: 10 },
      true,
    );
    expect(refunded.count).toEqual({
      total: expected((r) => r.status === 'refunded').length,
      totalCapped: false,
    });
  });

  it('finds a rare customer through the index, exactly, and only on this site', async () => {
    const { db } = database.current;
    const page = await listOrders(
      db,
      siteId,
      { ...NONE, q: 'RARE.person@' },
      { cursor: null, offset: 0, limit: 10 },
      true,
    );
    expect(page.rows.map((row) => row.number)).toEqual([2234]);
    expect(page.count).toEqual({ total: 1, totalCapped: false });
    expect(page.next).toBeNull();
  });

  it('pages through a search matching a few, and one matching more than 1,000, to the same answer as a scan', async () => {
    for (const [q, keep] of [
      ['ada lovelace', (r: OrdersTable) => r.search_text.includes('ada lovelace')],
      ['apron', (r: OrdersTable) => r.search_text.includes('apron')],
      ['example.com', (r: OrdersTable) => r.search_text.includes('example.com')],
    ] as const) {
      const { ids } = await everyPage({ ...NONE, q }, 7 * 31);
      expect(ids, q).toEqual(expected((r) => settled(r) && keep(r)));
    }
  });

  it('matches %, _ and words of one or two letters literally', async () => {
    for (const q of ['100% wool_', '%', '_', 'w1', 'x']) {
      const { ids } = await everyPage({ ...NONE, q }, 100);
      expect(ids, q).toEqual(expected((r) => settled(r) && r.search_text.includes(q)));
    }
  });

  it('combines a search with the status and the dates', async () => {
    const filter = { q: 'ada', status: 'paid', from: '2030-01-01', to: '2030-01-01' };
    const { ids } = await everyPage(filter, 2);
    expect(ids).toEqual(
      expected(
        (r) => r.status === 'paid' && r.search_text.includes('ada') && r.created_at.startsWith('2030-01-01'),
      ),
    );
  });

  it('still skips by offset for older clients', async () => {
    const { db } = database.current;
    const page = await listOrders(db, siteId, NONE, { cursor: null, offset: 30, limit: 5 }, false);
    expect(page.rows.map((row) => row.id)).toEqual(expected(settled).slice(30, 35));
    const searched = await listOrders(
      db,
      siteId,
      { ...NONE, q: 'ada' },
      { cursor: null, offset: 1, limit: 2 },
      false,
    );
    expect(searched.rows.map((row) => row.id)).toEqual(
      expected((r) => settled(r) && r.search_text.includes('ada')).slice(1, 3),
    );
  });

  it('exports every order the filter finds, a page at a time', async () => {
    const { db } = database.current;
    let csv = '';
    for await (const chunk of ordersCsv(allOrders(db, siteId, NONE))) csv += chunk;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Date,Status,Fulfilment,Email,Currency,Subtotal,Discount,Shipping,Tax,Total,Refunded,Tracking',
    );
    expect(lines).toHaveLength(expected(settled).length + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(expected(settled).length);
  });
});
