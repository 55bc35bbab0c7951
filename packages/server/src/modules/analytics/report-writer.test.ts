import { newId } from '@atelier/domain';
import { type KyselyPlugin, type QueryResult, type RootOperationNode, sql, type UnknownRow } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { insertSiteRow } from '#testing/rows';
import { EventKind, eventRow } from './analytics-rows';
import { ReportWriter } from './report-writer';

/** Counts the statements a writer runs that change rows (its inserts: it runs nothing else). */
class WriteCounter implements KyselyPlugin {
  writes = 0;
  transformQuery({ node }: { node: RootOperationNode }): RootOperationNode {
    return node;
  }
  async transformResult({ result }: { result: QueryResult<UnknownRow> }) {
    if (result.numAffectedRows !== undefined) this.writes += 1;
    return result;
  }
}

describeEachDatabase('the group-commit report writer', (database) => {
  const siteId = newId();
  const db = () => database.current.db;
  const stored = async () => {
    const row = await db()
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('website_id', '=', siteId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const row = (site = siteId) => eventRow(site, EventKind.pageView, { path: '/' });

  beforeAll(async () => {
    await insertSiteRow(db(), siteId, 'Writer');
  });

  it('writes concurrent reports in a few multi-row statements, answering after the commit', async () => {
    const counter = new WriteCounter();
    const writer = new ReportWriter(db().withPlugin(counter), { maxDelayMs: 20 });
    const before = await stored();
    // Each answer must find its rows' statement already run, however slow the machine is.
    const writesSeenAtAnswer: number[] = [];
    const writes = Array.from({ length: 200 }, () =>
      writer.write({ events: [row()] }).then(() => writesSeenAtAnswer.push(counter.writes)),
    );
    await Promise.all(writes);
    expect(await stored()).toBe(before + 200);
    expect(writesSeenAtAnswer.every((seen) => seen > 0)).toBe(true);
    expect(counter.writes).toBeGreaterThan(0);
    expect(counter.writes).toBeLessThanOrEqual(6);
    await writer.close();
  });

  it('holds reports until the delay ends, answering none before', async () => {
    // A delay no test run reaches, so what is stored cannot depend on how fast the machine is.
    const writer = new ReportWriter(db(), { maxDelayMs: 3_600_000 });
    const before = await stored();
    let answered = 0;
    const writes = Array.from({ length: 20 }, () => writer.write({ events: [row()] }).then(() => answered++));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await stored()).toBe(before);
    expect(answered).toBe(0);
    await writer.close();
    await Promise.all(writes);
    expect(answered).toBe(20);
    expect(await stored()).toBe(before + 20);
  });

  it('writes at once when enough rows wait', async () => {
    // Only reaching maxRows can write these: the delay is longer than any test run.
    const writer = new ReportWriter(db(), { maxDelayMs: 3_600_000, maxRows: 5 });
    await Promise.all(Array.from({ length: 5 }, () => writer.write({ events: [row()] })));
    await writer.close();
  });

  it('fails only the request whose rows cannot be stored', async () => {
    const writer = new ReportWriter(db(), { maxDelayMs: 20 });
    const before = await stored();
    const good = Array.from({ length: 10 }, () => writer.write({ events: [row()] }));
    // A site that does not exist breaks the foreign key, and with it the batch it shares.
    const orphan = writer.write({ events: [row(newId())] });
    const results = await Promise.allSettled([...good, orphan]);
    expect(results.slice(0, 10).every((result) => result.status === 'fulfilled')).toBe(true);
    expect(results[10]!.status).toBe('rejected');
    expect(await stored()).toBe(before + 10);
    await writer.close();
  });

  it('writes what waits when it is closed, and writes later reports at once', async () => {
    const writer = new ReportWriter(db(), { maxDelayMs: 3_600_000 });
    const before = await stored();
    const waiting = Array.from({ length: 3 }, () => writer.write({ events: [row()] }));
    await writer.close();
    await Promise.all(waiting);
    expect(await stored()).toBe(before + 3);
    await writer.write({ events: [row()] });
    expect(await stored()).toBe(before + 4);
  });

  it('stores consent entries with events in the same commit', async () => {
    const writer = new ReportWriter(db(), { maxDelayMs: 5 });
    const consent = {
      id: newId(),
      website_id: siteId,
      created_at: new Date().toISOString(),
      banner_version: 2,
      revision: '2-x',
      choice: 'accepted',
      method: 'accept-button',
    };
    await writer.write({ events: [row()], consents: [consent] });
    const logged = await sql<{
      n: number;
    }>`select count(*) as n from consent_log where id = ${consent.id}`.execute(db());
    expect(Number(logged.rows[0]!.n)).toBe(1);
    await writer.close();
  });
});
