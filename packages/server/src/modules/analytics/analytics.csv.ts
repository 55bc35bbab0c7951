import { csvDocument } from '#platform/csv/csv';
import type { CsvReport } from './analytics.schemas';
import {
  buttonClickThrough,
  CSV_ROWS,
  campaignRows,
  formConversion,
  jsErrorGroups,
  pageRows,
  rangeLanguageRows,
  visitRows,
} from './analytics-report';
import type { DayRange } from './report-range';
import { type ReportSource, readRangeRollups } from './report-rollups';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** Every row of one dashboard list as CSV; cells visitors wrote are defused by csvDocument. */
export async function analyticsCsv(
  source: ReportSource,
  siteId: string,
  range: DayRange,
  report: CsvReport,
  /** The tags of the languages visitors see, listed even at 0 (as on the dashboard). */
  languages: readonly string[] = [],
): Promise<string> {
  const rollups = await readRangeRollups(source, siteId, range, CSV_ROWS);
  switch (report) {
    case 'pages':
      return csvDocument([
        ['Page', 'Views'],
        ...pageRows(rollups).map((row) => [row.path, String(row.views)]),
      ]);
    case 'referrers':
      return csvDocument([
        ['Referrer', 'Visits'],
        ...visitRows(rollups, 'referrer').map((row) => [row.key || 'Direct or unknown', String(row.visits)]),
      ]);
    case 'campaigns':
      return csvDocument([
        ['Source', 'Campaign', 'Visits'],
        ...campaignRows(rollups).map((row) => [row.source, row.campaign, String(row.visits)]),
      ]);
    case 'devices':
      return csvDocument([
        ['Device', 'Visits'],
        ...visitRows(rollups, 'device').map((row) => [row.key, String(row.visits)]),
      ]);
    case 'forms':
      return csvDocument([
        ['Form', 'Renders', 'Submissions', 'Conversion'],
        ...formConversion(rollups).map((row) => [
          row.formId,
          String(row.renders),
          String(row.submissions),
          percent(row.conversion),
        ]),
      ]);
    case 'buttons':
      return csvDocument([
        ['Button', 'Link', 'Renders', 'Clicks', 'Click-through'],
        ...buttonClickThrough(rollups)
          .slice(0, CSV_ROWS)
          .map((row) => [
            row.buttonText,
            row.clickthroughUrl,
            String(row.renders),
            String(row.clicks),
            percent(row.clickThrough),
          ]),
      ]);
    case 'languages':
      return csvDocument([
        ['Language', 'Tag', 'Visits', 'Page views'],
        ...rangeLanguageRows(rollups, languages).map((row) => [
          row.name,
          row.language,
          String(row.visits),
          String(row.pageViews),
        ]),
      ]);
    case 'errors':
      return csvDocument([
        ['Message', 'Count', 'Last seen'],
        ...jsErrorGroups(rollups).map((row) => [row.message, String(row.count), row.lastSeen]),
      ]);
  }
}
