import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { EventKind } from './analytics-rows';

/** The popup overlay's census (POST /api/census/overlay) over a range of days. */
export interface PopupOverlayReport {
  shown: number;
  closed: number;
  submitted: number;
  /** Sign-ups per showing, 0 to 1 (0 when it never showed). */
  conversion: number;
}

/**
 * Counts the popup's showings, closes and sign-ups between two days (inclusive, YYYY-MM-DD, either
 * open), from the kept events: the conversion is submitted over shown.
 */
export async function popupOverlayReport(
  db: Kysely<DB>,
  siteId: string,
  range: { from?: string; to?: string },
): Promise<PopupOverlayReport> {
  let query = db
    .selectFrom('analytics_events')
    .select((eb) => ['message', eb.fn.countAll<number | string>().as('count')])
    .where('website_id', '=', siteId)
    .where('kind', '=', EventKind.overlay);
  if (range.from) query = query.where('day', '>=', range.from);
  if (range.to) query = query.where('day', '<=', range.to);
  const rows = await query.groupBy('message').execute();
  const count = (name: string) => Number(rows.find((row) => row.message === name)?.count ?? 0);
  const shown = count('shown');
  const submitted = count('submitted');
  return {
    shown,
    closed: count('closed'),
    submitted,
    conversion: shown > 0 ? Math.min(1, submitted / shown) : 0,
  };
}
