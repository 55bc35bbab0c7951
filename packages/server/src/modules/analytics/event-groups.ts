import { type RawBuilder, sql } from 'kysely';
import { EventKind } from './analytics-rows';
import { COUNTED_KINDS, type OtherEvent, RollupDelta } from './rollup-delta';

export interface PageGroup {
  website_id: string;
  day: string;
  path: string | null;
  language: string | null;
  n: number | string;
}
export interface VisitGroup {
  website_id: string;
  day: string;
  referrer: string | null;
  device: string | null;
  screen: string | null;
  language: string | null;
  n: number | string;
}
export interface VisitorRow {
  website_id: string;
  day: string;
  visitor_id: string;
}
export type OtherGroup = OtherEvent & {
  website_id: string;
  day: string;
  n: number | string;
  last_seen: string;
};

/** The four grouped reads, in the order of groupQueries. */
export type EventGroups = [PageGroup[], VisitGroup[], VisitorRow[], OtherGroup[]];

const OTHER_KINDS = COUNTED_KINDS.filter((kind) => kind !== EventKind.pageView);

/**
 * Raw events as the groups roll-ups are made of, grouped by SQL (an event read into JavaScript
 * one by one would cost more than all the rest of counting it): page views by path and language,
 * the visits among them by where they came from and their language, the distinct visitors, and the
 * other counted kinds by their columns. The language adds hardly any groups: a page's address
 * already says its language (`/fr/…`). `events` is the table as read (engines differ, fold-position.ts), `where` which of its
 * rows: a window for the fold, the events after the mark for a report.
 */
export function groupQueries(events: RawBuilder<unknown>, where: RawBuilder<boolean>): RawBuilder<unknown>[] {
  const from = sql`from ${events} where ${where}`;
  const pageView = EventKind.pageView;
  return [
    sql<PageGroup>`select website_id, day, path, language, count(*) as n ${from} and kind = ${pageView}
      group by website_id, day, path, language`,
    sql<VisitGroup>`select website_id, day, referrer, device, screen, language, count(*) as n ${from}
      and kind = ${pageView} and new_visit = 1
      group by website_id, day, referrer, device, screen, language`,
    sql<VisitorRow>`select distinct website_id, day, visitor_id ${from} and kind = ${pageView}
      and visitor_id is not null`,
    sql<OtherGroup>`select website_id, day, kind, source, campaign, form_id, button_text, button_url, message,
        count(*) as n, max(created_at) as last_seen ${from} and kind in (${sql.join(OTHER_KINDS)})
      group by website_id, day, kind, source, campaign, form_id, button_text, button_url, message`,
  ];
}

/** Every group as roll-up counts (RollupDelta decides what each counts for). */
export function deltaOf([pages, visits, visitors, others]: EventGroups): RollupDelta {
  const delta = new RollupDelta();
  for (const row of pages) delta.addPageViews(row.website_id, row.day, row.path, row.language, Number(row.n));
  for (const row of visits)
    delta.addVisits(
      row.website_id,
      row.day,
      row.referrer,
      row.device,
      row.screen,
      row.language,
      Number(row.n),
    );
  for (const row of visitors) delta.addVisitor(row.website_id, row.day, row.visitor_id);
  for (const row of others) delta.addOther(row.website_id, row.day, row, Number(row.n), row.last_seen);
  return delta;
}
