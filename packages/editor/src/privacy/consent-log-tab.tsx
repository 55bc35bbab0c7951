import { type FormEvent, useState } from 'react';
import { formatCount } from '../analytics/chart-scale';
import { ConsentChart } from '../analytics/consent-chart';
import { DataTable } from '../analytics/data-table';
import { formatTime } from '../analytics/date-range';
import { DayRangeFields } from '../analytics/day-range-fields';
import { type ConsentEntry, type ConsentMethod, consentLogCsvUrl, fetchConsentLog } from '../api/privacy.api';
import { queryKeys, useLoaded } from '../shared/queries';
import { ALL_TIME, type ConsentRange, checkConsentRange, PAGE_SIZE, pageSummary } from './consent-log-range';

const METHOD_LABELS: Record<ConsentMethod, string> = {
  'accept-button': 'Accept button',
  'decline-button': 'Decline button',
  close: 'Close button',
  keyboard: 'Escape key',
};

const COLUMNS = [
  { header: 'Time', cell: (entry: ConsentEntry) => formatTime(entry.createdAt) },
  {
    header: 'Choice',
    cell: (entry: ConsentEntry) => (
      <span className={`choice-badge choice-badge--${entry.choice}`}>
        {entry.choice === 'accepted' ? 'Accepted' : 'Declined'}
      </span>
    ),
  },
  { header: 'Method', cell: (entry: ConsentEntry) => METHOD_LABELS[entry.method] ?? entry.method },
  { header: 'Banner version', numeric: true, cell: (entry: ConsentEntry) => entry.bannerVersion },
  { header: 'Revision', cell: (entry: ConsentEntry) => <code>{entry.revision}</code> },
];

/**
 * The record of every answer visitors gave the cookie banner, newest first: proof of consent for
 * the owner, filtered by day and exported as CSV.
 */
export function ConsentLogTab() {
  const [query, setQuery] = useState({ range: ALL_TIME, offset: 0 });
  const { range, offset } = query;
  const [typed, setTyped] = useState<ConsentRange>(ALL_TIME);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const {
    data: page,
    loading,
    error,
    reload,
  } = useLoaded(queryKeys.consentLog(query), () => fetchConsentLog({ ...range, limit: PAGE_SIZE, offset }));

  const setOffset = (next: number) => setQuery((q) => ({ ...q, offset: next }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const checked = checkConsentRange(typed);
    setRangeError(checked.error ?? null);
    if (checked.range) setQuery((q) => ({ ...q, range: checked.range, offset: 0 }));
  }

  const total = page?.total ?? 0;
  const filtered = Boolean(range.from || range.to);
  return (
    <div className="consent-log stack" aria-busy={loading}>
      <form className="consent-log__filter" onSubmit={apply} aria-label="Consent log period" noValidate>
        <DayRangeFields from={typed.from} to={typed.to} invalid={rangeError !== null} onChange={setTyped} />
        <button type="submit" className="button button--small">
          Apply
        </button>
        {filtered ? (
          <button
            type="button"
            className="button button--small button--quiet"
            onClick={() => {
              setTyped(ALL_TIME);
              setQuery((q) => ({ ...q, range: ALL_TIME, offset: 0 }));
              setRangeError(null);
            }}
          >
            All time
          </button>
        ) : null}
        <a className="consent-log__export" href={consentLogCsvUrl(range)} download>
          Export CSV
        </a>
        {rangeError ? (
          <p className="field__error range-picker__error" role="alert">
            {rangeError}
          </p>
        ) : null}
      </form>
      {error ? (
        <div className="form-error" role="alert">
          The consent log could not be loaded. {error}{' '}
          <button type="button" className="link-button" onClick={reload}>
            Try again
          </button>
        </div>
      ) : null}
      {page && total === 0 ? (
        <p className="muted">
          {filtered
            ? 'No choices recorded in this period.'
            : 'No choices recorded yet. Each time a visitor answers your cookie banner, the answer is kept here.'}
        </p>
      ) : page ? (
        <>
          <div className="consent-log__totals">
            <p>
              <strong>{formatCount(total)}</strong> {total === 1 ? 'choice' : 'choices'} recorded
              {filtered ? ' in this period' : ''}.
            </p>
            <ConsentChart accepted={page.accepted} declined={page.declined} />
          </div>
          {page.entries.length > 0 ? (
            <div className="table-scroll">
              <DataTable
                caption="Cookie banner choices, newest first"
                columns={COLUMNS}
                rows={page.entries}
                rowKey={(entry) => entry.id}
              />
            </div>
          ) : null}
          <nav className="pager" aria-label="Consent log pages">
            <span role="status">{pageSummary(offset, page.entries.length, total)}</span>
            <button
              type="button"
              className="button button--small"
              disabled={offset === 0 || loading}
              onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
            >
              Newer
            </button>
            <button
              type="button"
              className="button button--small"
              disabled={offset + page.entries.length >= total || loading}
              onClick={() => setOffset(offset + PAGE_SIZE)}
            >
              Older
            </button>
          </nav>
        </>
      ) : loading ? (
        <p className="muted">Loading the consent log…</p>
      ) : null}
    </div>
  );
}
