import { useState } from 'react';
import { fetchAnalytics, fetchFormNames } from '../api/analytics.api';
import { PopupConversionSection } from '../growth/popup-conversion';
import { ModalDialog } from '../shared/modal-dialog';
import { queryKeys, useLoaded } from '../shared/queries';
import { isEmptyReport } from './analytics-report';
import { AnalyticsSections } from './analytics-sections';
import { formatRange } from './date-range';
import { type RangeChoice, RangePicker, rangeOfChoice } from './range-picker';

/** The dashboard opens on the last 30 days, the period owners compare most often. */
const DEFAULT_CHOICE: RangeChoice = { days: 30 };
const NO_NAMES: ReadonlyMap<string, string> = new Map();

export function AnalyticsPanel({ onClose }: { onClose(): void }) {
  const [choice, setChoice] = useState<RangeChoice>(DEFAULT_CHOICE);
  const range = rangeOfChoice(choice);
  // The last report stays on screen while the next range loads.
  const {
    data: report,
    loading,
    error,
    reload,
  } = useLoaded(queryKeys.analytics(range.from, range.to), () => fetchAnalytics(range));
  const formNames = useLoaded(queryKeys.formNames, fetchFormNames).data ?? NO_NAMES;

  return (
    <ModalDialog title="Analytics" onClose={onClose} className="analytics-dialog">
      <div className="analytics" aria-busy={loading}>
        <div className="analytics__toolbar">
          <RangePicker choice={choice} onChange={setChoice} />
          <p className="analytics__range" role="status" aria-live="polite">
            {loading ? 'Loading…' : report ? formatRange(report.range) : ''}
          </p>
        </div>
        {error ? (
          <div className="form-error analytics__error" role="alert">
            <span>Analytics could not be loaded. {error}</span>{' '}
            <button type="button" className="link-button" onClick={reload}>
              Try again
            </button>
          </div>
        ) : null}
        {report?.visitorDataRestricted ? (
          <p className="notice">
            Visitor data is restricted on this site (Cookies → Log visitor data is off). While it is, no
            visitor ids or browsers are kept: unique visitors and devices do not include those visits.
          </p>
        ) : null}
        {report && isEmptyReport(report) ? (
          <div className="empty-state">
            <h3>No visits yet</h3>
            <p>
              Nothing was recorded between {formatRange(report.range)}. Visits, page views, form submissions
              and button clicks show up here as soon as visitors come to your published site. Your own visits
              while signed in are not counted.
            </p>
          </div>
        ) : report ? (
          <AnalyticsSections report={report} formNames={formNames} />
        ) : null}
        <PopupConversionSection />
      </div>
    </ModalDialog>
  );
}
