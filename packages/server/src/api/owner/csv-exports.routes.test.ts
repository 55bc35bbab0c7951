import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  contactValues,
  formBlock,
  newId,
  pageFields,
  pageWithBlocks,
  Visitor,
} from '#modules/forms/forms.test-support';
import { csvLine } from '#platform/csv/csv';
import type { FormSubmissionsTable, OrdersTable } from '#platform/db/schema';
import { describeEachDatabase } from '#platform/db/test-databases';
import { orderRow, subscriberRow } from '#testing/rows';
import { createTestApp, ownerWithSite } from '#testing/test-app';

/** Rows each export holds: twenty pages of the export's reads. */
const ROWS = 20_000;
/** Two rows a second, so rows share a time and the id decides between them. */
const at = (n: number) => new Date(Date.UTC(2032, 0, 1) + Math.floor(n / 2) * 1000).toISOString();
const BOM = '\uFEFF';

const byTimeThenId = <Row extends { created_at: string; id: string }>(a: Row, b: Row) =>
  a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1;

describeEachDatabase('CSV exports of long lists, streamed a page at a time', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'exports-site.localhost';
  const formId = newId();

  const insert = async <Row>(
    table: 'orders' | 'form_submissions' | 'newsletter_subscribers' | 'consent_log',
    rows: Row[],
  ) => {
    for (let i = 0; i < rows.length; i += 500)
      await database.current.db
        .insertInto(table)
        .values(rows.slice(i, i + 500) as never)
        .execute();
  };

  const download = async (url: string) => {
    const response = await owner.site.request('GET', url);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Streamed: the length is not known before the last page is read.
    expect(response.headers['content-length']).toBeUndefined();
    return response.body;
  };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'exports@example.com', 'exports-site', 'blank');
  });
  afterAll(() => app.close());

  it('exports 20,000 subscribers, oldest first, every one once', async () => {
    const rows = Array.from({ length: ROWS }, (_, n) =>
      subscriberRow({
        website_id: owner.siteId,
        form_id: formId,
        email: n === 7 ? '=cmd@example.com' : `reader${n}@example.com`,
        status: n % 3 ? 'confirmed' : 'pending',
        created_at: at(n),
        confirmed_at: n % 3 ? at(n) : null,
      }),
    );
    await insert('newsletter_subscribers', rows);
    const csv = await download('/api/config/newsletter/subscribers.csv');
    const expected = [...rows]
      .sort(byTimeThenId)
      .map((row) => csvLine([row.email, row.status, row.created_at, row.confirmed_at ?? '', '']))
      .join('');
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, ...lines] = csv.slice(1).split('\r\n');
    expect(header).toBe('Email,Status,Signed up,Confirmed,Unsubscribed');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines.join('\r\n')).toBe(expected);
    expect(csv).toContain("'=cmd@example.com");
  });

  it('exports 20,000 consent log entries, newest first, every one once', async () => {
    const rows = Array.from({ length: ROWS }, (_, n) => ({
      id: newId(),
      website_id: owner.siteId,
      created_at: at(n),
      banner_version: 1 + (n % 4),
      revision: `r${n % 5}`,
      choice: n % 2 ? 'accepted' : 'declined',
      method: 'accept-button',
    }));
    await insert('consent_log', rows);
    const csv = await download('/api/config/consent-log.csv');
    const expected = [...rows]
      .sort(byTimeThenId)
      .reverse()
      .map((row) =>
        csvLine([row.created_at, row.choice, row.method, String(row.banner_version), row.revision, row.id]),
      )
      .join('');
    expect(csv).toBe(`${BOM}Time,Choice,Method,Banner version,Revision,Id\r\n${expected}`);
    // A range is a range of the same stream.
    const day = at(0).slice(0, 10);
    const oneDay = await download(`/api/config/consent-log.csv?from=${day}&to=${day}`);
    expect(oneDay.split('\r\n').length - 2).toBe(rows.filter((row) => row.created_at.startsWith(day)).length);
  });

  it('exports 20,000 orders, newest first, every one once', async () => {
    const rows: OrdersTable[] = Array.from({ length: ROWS }, (_, n) =>
      orderRow({
        website_id: owner.siteId,
        number: 1000 + n,
        tracking_number: n % 10 === 0 ? `TRACK-${n}` : null,
        email: `buyer${n}@example.com`,
        subtotal: 1000 + n,
        shipping: 500,
        tax: 80,
        total: 1580 + n,
        created_at: at(n),
        paid_at: at(n),
      }),
    );
    await insert('orders', rows);
    const csv = await download('/api/config/store/orders.csv');
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Order,Date,Status,Fulfilment,Email,Currency,Subtotal,Discount,Shipping,Tax,Total,Refunded,Tracking',
    );
    const expected = [...rows]
      .sort(byTimeThenId)
      .reverse()
      .map((o) =>
        csvLine([
          String(o.number),
          o.created_at,
          o.status,
          o.fulfilment,
          o.email,
          o.currency,
          String(o.subtotal),
          String(o.discount),
          String(o.shipping),
          String(o.tax),
          String(o.total),
          String(o.refunded),
          o.tracking_number ?? '',
        ]),
      )
      .join('');
    expect(lines.slice(1).join('\r\n')).toBe(expected);

    // Over a real socket the file arrives chunked, in many writes, the same bytes as above.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const cookie = [...owner.site.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // The event loop turns between pages (SQLite answers a page at once and a loopback socket takes
    // each write at once: without the turn, the export would run in one go and hold every request).
    let turns = 0;
    let turning = true;
    const turn = () => {
      turns += 1;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    const streamed = await new Promise<{ chunked: boolean; writes: number; body: string }>(
      (resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port, path: '/api/config/store/orders.csv', headers: { host, cookie } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({
                  chunked: response.headers['transfer-encoding'] === 'chunked',
                  writes: chunks.length,
                  body: Buffer.concat(chunks).toString(),
                }),
              );
            },
          )
          .on('error', reject);
      },
    );
    turning = false;
    expect(turns).toBeGreaterThanOrEqual(ROWS / 1000);
    expect(streamed.chunked).toBe(true);
    expect(streamed.writes).toBeGreaterThan(1);
    expect(streamed.body).toBe(csv);
  });

  it('exports 20,000 form submissions, oldest first, with a column per field', async () => {
    const pageId = await pageWithBlocks(owner.site, 'write-to-us', [formBlock(formId)]);
    const sent = await new Visitor(app, host).save({
      ...pageFields(formId, pageId),
      form: contactValues('Ada'),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const model = (await database.current.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('form_id', '=', formId)
      .executeTakeFirstOrThrow()) as FormSubmissionsTable;
    // The same form's submissions, as the visitor's was kept, each with a first name of its own.
    const rows: FormSubmissionsTable[] = Array.from({ length: ROWS - 1 }, (_, n) => ({
      ...model,
      id: newId(),
      field_values: model.field_values.replace('"Ada"', `"Reader ${n}"`),
      created_at: at(n),
    }));
    await insert('form_submissions', rows);
    const csv = await download(`/api/config/forms/${formId}/submissions.csv`);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(ROWS + 2);
    expect(lines[0]!.startsWith('Submitted,Page,')).toBe(true);
    const firstNames = new Map([
      [model.id, 'Ada'],
      ...rows.map((row, n) => [row.id, `Reader ${n}`] as const),
    ]);
    const all = [...rows, model].sort(byTimeThenId);
    for (const [index, row] of all.entries()) {
      const first = firstNames.get(row.id)!;
      const line = lines[index + 1]!;
      expect(line.startsWith(`${row.created_at},/write-to-us,`), line).toBe(true);
      expect(line.split(',')).toContain(first);
    }
    expect(lines.at(-1)).toBe('');
  });
});
