import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AnalyticsEventsTable, DB } from '#platform/db/schema';
import { Dimension, type RollupCount } from './rollup-delta';
import { addRollups } from './rollups.queries';

/** Rough bytes a row takes: its text columns plus a fixed share for ids, dates and numbers. */
export function rowBytes(row: AnalyticsEventsTable): number {
  let bytes = 120;
  for (const value of [row.path, row.referrer, row.message, row.data, row.button_text, row.button_url]) {
    if (value) bytes += value.length;
  }
  return bytes;
}

/** Reports a process counts on its own before it asks the database for the site's total again. */
const SYNC_BYTES = 256 * 1024;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds until the next UTC day, when a spent quota starts afresh. */
export const secondsToNextDay = (now = new Date()): number => {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
};

/**
 * Bytes of visitor reports each site may store per UTC day. The total lives in report_quotas,
 * shared by every server process; each process adds what it accepted in steps of SYNC_BYTES, so a
 * busy site costs one upsert per step rather than one per beacon, and a site may pass its quota by
 * at most one step per process.
 */
export class ReportQuota {
  private readonly sites = new Map<string, { day: string; total: number | null; pending: number }>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly bytesPerDay: number,
  ) {}

  /** Counts `bytes` against the site's day; false when the day's quota is spent. */
  async charge(siteId: string, bytes: number, now = new Date()): Promise<boolean> {
    const day = utcDay(now);
    let entry = this.sites.get(siteId);
    if (!entry || entry.day !== day) {
      if (this.sites.size > 50_000) this.sites.clear();
      entry = { day, total: null, pending: 0 };
      this.sites.set(siteId, entry);
    }
    if (entry.total !== null && entry.total >= this.bytesPerDay) return false;
    entry.pending += bytes;
    if (entry.total !== null && entry.pending < SYNC_BYTES) {
      return entry.total + entry.pending <= this.bytesPerDay;
    }
    const add = entry.pending;
    entry.pending = 0;
    const row = await this.db
      .insertInto('report_quotas')
      .values({ website_id: siteId, day, bytes: add })
      .onConflict((oc) =>
        oc.columns(['website_id', 'day']).doUpdateSet((eb) => ({
          bytes: eb('report_quotas.bytes', '+', eb.ref('excluded.bytes')),
        })),
      )
      .returning('bytes')
      .executeTakeFirstOrThrow();
    entry.total = Number(row.bytes);
    return entry.total <= this.bytesPerDay;
  }
}

/** What makes two error reports the same error: the message and where it was thrown. */
export function errorFingerprint(row: AnalyticsEventsTable): string {
  let where: Record<string, unknown> = {};
  try {
    const data = JSON.parse(row.data ?? '{}') as Record<string, unknown>;
    where = { stack: data.stack, file: data.file, line: data.line, column: data.column };
  } catch {}
  return createHash('sha256')
    .update(JSON.stringify([row.message, row.path, where]))
    .digest('base64url');
}

/**
 * Of a report's errors, those not yet seen on the site that day; the others are only counted (in
 * js_error_repeats, and at once in the roll-ups the dashboard reads).
 */
export async function firstOccurrences(
  db: Kysely<DB>,
  rows: AnalyticsEventsTable[],
): Promise<AnalyticsEventsTable[]> {
  const fresh: AnalyticsEventsTable[] = [];
  for (const row of rows) {
    const fingerprint = errorFingerprint(row);
    const first = await db.transaction().execute(async (trx) => {
      const kept = await trx
        .insertInto('js_error_repeats')
        .values({ website_id: row.website_id, day: row.day, fingerprint, event_id: row.id, repeats: 0 })
        .onConflict((oc) =>
          oc
            .columns(['website_id', 'day', 'fingerprint'])
            .doUpdateSet((eb) => ({ repeats: eb('js_error_repeats.repeats', '+', 1) })),
        )
        .returning('event_id')
        .executeTakeFirstOrThrow();
      if (kept.event_id === row.id) return true;
      // A repeat is no event of its own: the roll-ups count it here, with the repeat.
      await addRollups(trx, [repeatCount(row)]);
      return false;
    });
    if (first) fresh.push(row);
  }
  return fresh;
}

const repeatCount = (row: AnalyticsEventsTable): RollupCount => ({
  websiteId: row.website_id,
  dimension: Dimension.jsError,
  day: row.day,
  key: row.message ?? '',
  count: 1,
  lastSeen: null,
});
