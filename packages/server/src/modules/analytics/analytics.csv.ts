import type { Kysely } from 'kysely';
import { csvDocument } from '#platform/csv/csv';
import type { DB } from '#platform/db/schema';
import type { DayRange } from './analytics.queries';
import type { CsvReport } from './analytics.schemas';
import {
  buttonClickThrough,
  CSV_ROWS,
  campaignRows,
  formConversion,
  jsErrorGroups,
  pageRows,
  visitRows,
} from './analytics-report';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** Every row of one dashboard list as CSV; cells visitors wrote are defused by csvDocument. */
export async function analyticsCsv(
  db: Kysely<DB>,
  siteId: string,
  range: DayRange,
  report: CsvReport,
): Promise<string> {
  switch (report) {
    case 'pages':
      return csvDocument([
        ['Page', 'Views'],
        ...(await pageRows(db, siteId, range, CSV_ROWS)).map((row) => [row.path, String(row.views)]),
      ]);
    case 'referrers':
      return csvDocument([
        ['Referrer', 'Visits'],
        ...(await visitRows(db, siteId, range, 'referrer', CSV_ROWS)).map((row) => [
          row.key || 'Direct or unknown',
          String(row.visits),
        ]),
      ]);
    case 'campaigns':
      return csvDocument([
        ['Source', 'Campaign', 'Visits'],
        ...(await campaignRows(db, siteId, range, CSV_ROWS)).map((row) => [
          row.source,
          row.campaign,
          String(row.visits),
        ]),
      ]);
    case 'devices':
      return csvDocument([
        ['Device', 'Visits'],
        ...(await visitRows(db, siteId, range, 'device', CSV_ROWS)).map((row) => [
          row.key,
          String(row.visits),
        ]),
      ]);
    case 'forms':
      return csvDocument([
        ['Form', 'Renders', 'Submissions', 'Conversion'],
        ...(await formConversion(db, siteId, range)).map((row) => [
          row.formId,
          String(row.renders),
          String(row.submissions),
          percent(row.conversion),
        ]),
      ]);
    case 'buttons':
      return csvDocument([
        ['Button', 'Link', 'Renders', 'Clicks', 'Click-through'],
        ...(await buttonClickThrough(db, siteId, range)).map((row) => [
          row.buttonText,
          row.clickthroughUrl,
          String(row.renders),
          String(row.clicks),
          percent(row.clickThrough),
        ]),
      ]);
    case 'errors':
      return csvDocument([
        ['Message', 'Count', 'Last seen'],
        ...(await jsErrorGroups(db, siteId, range, CSV_ROWS)).map((row) => [
          row.message,
          String(row.count),
          row.lastSeen,
        ]),
      ]);
  }
}
