import type { Kysely } from 'kysely';
import { csvChunks, pagesByKey } from '#platform/csv/csv';
import type { ConsentLogTable, DB } from '#platform/db/schema';
import { ConsentErrors } from './consent.errors';
import { consentChoiceCounts, consentEntries, consentEntriesAfter, type TimeRange } from './consent.queries';

/** A day's start in UTC, or NaN when it is no calendar day. */
function dayStart(day: string): number {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(day) ? time : Number.NaN;
}

/** Inclusive days, either side open when empty. */
export function timeRange(from?: string, to?: string): TimeRange {
  const start = from ? dayStart(from) : undefined;
  const end = to ? dayStart(to) : undefined;
  if (Number.isNaN(start) || Number.isNaN(end)) throw ConsentErrors.badRange();
  if (start !== undefined && end !== undefined && start > end) throw ConsentErrors.badRange();
  return {
    fromTime: start === undefined ? undefined : new Date(start).toISOString(),
    untilTime: end === undefined ? undefined : new Date(end + 86_400_000).toISOString(),
  };
}

/** One entry as the owner's consent log shows it (packages/editor/src/api/privacy.api.ts). */
export const consentEntryToJson = (row: ConsentLogTable) => ({
  id: row.id,
  createdAt: row.created_at,
  bannerVersion: Number(row.banner_version),
  revision: row.revision,
  choice: row.choice,
  method: row.method,
});

export async function consentLogPage(
  db: Kysely<DB>,
  siteId: string,
  range: TimeRange,
  limit: number,
  offset: number,
) {
  const [rows, counts] = await Promise.all([
    consentEntries(db, siteId, range, limit, offset),
    consentChoiceCounts(db, siteId, range),
  ]);
  const byChoice = new Map(counts.map((row) => [row.choice, Number(row.count)]));
  const accepted = byChoice.get('accepted') ?? 0;
  const declined = byChoice.get('declined') ?? 0;
  return { entries: rows.map(consentEntryToJson), total: accepted + declined, accepted, declined };
}

/**
 * The log of a range as a CSV file, newest first, written as its pages arrive (a page at a time by
 * key), so an export of every entry never holds them all in memory.
 */
export function consentLogCsv(db: Kysely<DB>, siteId: string, range: TimeRange): AsyncGenerator<string> {
  return csvChunks(
    ['Time', 'Choice', 'Method', 'Banner version', 'Revision', 'Id'],
    pagesByKey((after: ConsentLogTable | null, size) => consentEntriesAfter(db, siteId, range, after, size)),
    (row) => [row.created_at, row.choice, row.method, String(row.banner_version), row.revision, row.id],
  );
}
