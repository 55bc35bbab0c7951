import { type ReactNode, useId } from 'react';
import { type AnalyticsCsvReport, type AnalyticsReport, analyticsCsvUrl } from '../api/analytics.api';
import { consentLogCsvUrl } from '../api/privacy.api';
import {
  buttonRows,
  campaignRows,
  dailyTraffic,
  deviceRows,
  formRows,
  languageRows,
  pageRows,
  referrerRows,
  screenRows,
  showsLanguages,
} from './analytics-report';
import { BarChart, type BarRow } from './bar-chart';
import { formatCount, formatShare } from './chart-scale';
import { ConsentChart } from './consent-chart';
import { DataTable } from './data-table';
import { formatTime } from './date-range';
import { RatioChart, type RatioChartProps } from './ratio-chart';
import { TimeSeriesChart } from './time-series-chart';

interface SectionProps {
  title: string;
  /** Where "Export CSV" downloads this section's figures from. */
  csvUrl?: string;
  className?: string;
  children: ReactNode;
}

function Section({ title, csvUrl, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className={`analytics-section ${className ?? ''}`} aria-labelledby={headingId}>
      <div className="analytics-section__head">
        <h3 id={headingId}>{title}</h3>
        {csvUrl ? (
          <a className="analytics-section__export" href={csvUrl} download>
            Export CSV<span className="visually-hidden"> of {title.toLowerCase()}</span>
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** How visitors who declined cookies are counted: the one thing a rate could otherwise be read wrong by. */
export const DECLINED_VISITORS =
  'Visitors who declined cookies are counted only under Cookie consent: every other figure leaves them out, so form views and submissions always come from the same visitors.';

const NoData = () => <p className="muted">Nothing recorded in this period.</p>;

function Bars({ title, valueLabel, rows }: { title: string; valueLabel: string; rows: BarRow[] }) {
  return rows.length > 0 ? <BarChart title={title} valueLabel={valueLabel} rows={rows} /> : <NoData />;
}

const Ratios = (props: RatioChartProps) => (props.rows.length > 0 ? <RatioChart {...props} /> : <NoData />);

interface AnalyticsSectionsProps {
  report: AnalyticsReport;
  formNames: ReadonlyMap<string, string>;
}

/** Every report of the dashboard, in the order an owner reads them: traffic, sources, outcomes, health. */
export function AnalyticsSections({ report, formNames }: AnalyticsSectionsProps) {
  const csv = (name: AnalyticsCsvReport) => analyticsCsvUrl(report.range, name);
  const traffic = dailyTraffic(report);
  // With visitor data restricted from the start, a line of unique visitors would only be a misleading zero.
  const showVisitors = !(report.visitorDataRestricted && report.totals.uniqueVisitors === 0);

  return (
    <div className="analytics-grid">
      <Section title="Traffic" className="analytics-section--wide">
        <dl className="stat-tiles">
          <Stat label="Visits" value={formatCount(report.totals.visits)} />
          <Stat label="Page views" value={formatCount(report.totals.pageViews)} />
          <Stat
            label="Unique visitors"
            value={formatCount(report.totals.uniqueVisitors)}
            note={
              report.visitorDataRestricted
                ? 'Visits made while visitor data is restricted are not included'
                : undefined
            }
          />
        </dl>
        <TimeSeriesChart
          title={
            showVisitors ? 'Visits, page views and unique visitors per day' : 'Visits and page views per day'
          }
          days={traffic.days}
          series={[
            { key: 'visits', label: 'Visits', values: traffic.visits },
            { key: 'pageViews', label: 'Page views', values: traffic.pageViews },
            ...(showVisitors
              ? [{ key: 'uniqueVisitors', label: 'Unique visitors', values: traffic.uniqueVisitors }]
              : []),
          ]}
        />
      </Section>
      <Section title="Top pages" csvUrl={csv('pages')}>
        <Bars title="Top pages" valueLabel="Views" rows={pageRows(report)} />
      </Section>
      {showsLanguages(report) ? (
        <Section title="Languages" csvUrl={csv('languages')}>
          <div className="table-scroll">
            <DataTable
              caption="Visits and page views by language"
              rows={languageRows(report)}
              rowKey={(row) => row.key}
              columns={[
                { header: 'Language', cell: (row) => row.label },
                { header: 'Visits', numeric: true, cell: (row) => formatCount(row.visits) },
                { header: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
                { header: 'Share of page views', numeric: true, cell: (row) => formatShare(row.share) },
              ]}
            />
          </div>
          <p className="muted">
            A visit counts in the language of the page it began on.
            {report.languages.some((entry) => entry.language === '')
              ? ' Not recorded: page views that named none of the site’s languages, such as those from before languages were counted.'
              : ''}
          </p>
        </Section>
      ) : null}
      <Section title="Referrers" csvUrl={csv('referrers')}>
        <Bars title="Referrers" valueLabel="Visits" rows={referrerRows(report)} />
      </Section>
      <Section title="Campaigns" csvUrl={csv('campaigns')}>
        <Bars title="Campaigns" valueLabel="Visits" rows={campaignRows(report)} />
      </Section>
      <Section title="Devices and screen sizes" csvUrl={csv('devices')}>
        <Bars title="Devices" valueLabel="Visits" rows={deviceRows(report)} />
        {report.screens.length > 0 ? (
          <>
            <h4 className="analytics-section__subhead">Screen sizes</h4>
            <BarChart title="Screen sizes" valueLabel="Visits" rows={screenRows(report)} />
          </>
        ) : null}
      </Section>
      <Section title="Form conversion" csvUrl={csv('forms')}>
        <Ratios
          title="Form conversion"
          shownLabel="Shown"
          actedLabel="Submitted"
          rateLabel="Conversion"
          rows={formRows(report, formNames)}
        />
        <p className="muted">{DECLINED_VISITORS}</p>
      </Section>
      <Section title="Button click-through" csvUrl={csv('buttons')}>
        <Ratios
          title="Button click-through"
          shownLabel="Shown"
          actedLabel="Clicked"
          rateLabel="Click-through"
          rows={buttonRows(report)}
        />
      </Section>
      <Section title="Cookie consent" csvUrl={consentLogCsvUrl(report.range)}>
        <ConsentChart accepted={report.consent.accepted} declined={report.consent.declined} />
      </Section>
      <Section title="JavaScript errors" csvUrl={csv('errors')}>
        {report.jsErrors.length > 0 ? (
          <div className="table-scroll">
            <DataTable
              caption="JavaScript errors by message"
              rows={report.jsErrors}
              rowKey={(row, i) => `${i}:${row.message}`}
              columns={[
                { header: 'Message', cell: (row) => <span className="error-message">{row.message}</span> },
                { header: 'Count', numeric: true, cell: (row) => formatCount(row.count) },
                { header: 'Last seen', cell: (row) => formatTime(row.lastSeen) },
              ]}
            />
          </div>
        ) : (
          <p className="muted">No errors reported by visitors' browsers in this period.</p>
        )}
      </Section>
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="stat-tile">
      <dt>{label}</dt>
      <dd>
        <span className="stat-tile__value">{value}</span>
        {note ? <span className="stat-tile__note">{note}</span> : null}
      </dd>
    </div>
  );
}
